import Foundation
import Testing

@testable import WeatherKit

@Suite struct TemporaryFilesTests {
    @Test func removeAllDeletesOnlyWhatIsStillTracked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inFlight = folder.appendingPathComponent("a.tmp").path
        let finished = folder.appendingPathComponent("b.tmp").path
        for path in [inFlight, finished] { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        let files = TemporaryFiles()
        files.track(inFlight)
        files.track(finished)
        files.untrack(finished)
        files.removeAll()
        #expect(!FileManager.default.fileExists(atPath: inFlight))
        #expect(FileManager.default.fileExists(atPath: finished))
    }
}
