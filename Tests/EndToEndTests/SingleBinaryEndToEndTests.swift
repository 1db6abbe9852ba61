import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One executable, whatever installed it: a copy of `weather` alone in a folder does everything.
@Suite struct SingleBinaryEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    @Test func aCopyAloneInAnEmptyFolderFetches() async throws {
        let folder = runner.sandbox.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("weather")
        try ExecutableFile.write(Data(contentsOf: WeatherProcess.executable), to: copy)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["weather"])

        let server = try LoopbackServer(always: .json(try Fixtures.data(Fixtures.londonCurrent)))
        let result = try await runner.run(["51.5,-0.1"], server: server, program: copy)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("London, GB\n"))
        #expect(server.requests.count == 1)
    }
}
