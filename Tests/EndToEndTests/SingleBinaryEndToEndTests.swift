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

    /// Copies with a close-on-exec descriptor, so no child another test spawns meanwhile keeps the
    /// copy open for writing (which would make running it fail with "text file busy").
    static func copyExecutable(_ source: URL, to target: URL) throws {
        let bytes = try Data(contentsOf: source)
        let fd = open(target.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw POSIXError(.EACCES) }
        defer { close(fd) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return }
                let written = write(fd, base + offset, buffer.count - offset)
                guard written > 0 else { throw POSIXError(.EIO) }
                offset += written
            }
        }
    }

    @Test func aCopyAloneInAnEmptyFolderFetches() async throws {
        let folder = runner.sandbox.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("weather")
        try Self.copyExecutable(WeatherProcess.executable, to: copy)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["weather"])

        let server = try LoopbackServer(always: .json(try Fixtures.data(Fixtures.londonCurrent)))
        let result = try await runner.run(["51.5,-0.1"], server: server, program: copy)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("London, GB\n"))
        #expect(server.requests.count == 1)
    }
}
