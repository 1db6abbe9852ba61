import Foundation
import TestSupport
import Testing

/// A write to stdout that fails is an error; a reader that leaves is not.
@Suite struct OutputEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    func shell(_ script: String, server: LoopbackServer) async throws -> ProcessResult {
        try await runner.run(
            ["-c", script, WeatherProcess.executable.path, "51.5,-0.1", "--json"], server: server,
            program: URL(fileURLWithPath: "/bin/bash"))
    }

    @Test func aFullDiskIsExit74() async throws {
        let server = try LoopbackServer(always: .json(try Fixtures.data(Fixtures.londonCurrent)))
        let result = try await shell(#""$0" "$@" > /dev/full"#, server: server)
        #expect(result.status == 74)
        #expect(result.stderr == "weather: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedStdoutIsExit74AndWritesNowhereElse() async throws {
        let server = try LoopbackServer(always: .json(try Fixtures.data(Fixtures.londonCurrent)))
        let result = try await shell(#""$0" "$@" >&-"#, server: server)
        #expect(result.status == 74)
        #expect(result.stderr == "weather: cannot write to standard output: Bad file descriptor\n")
        // Descriptor 1 was free: the cache file opened after it must not have received the output.
        for file in try runner.cacheFiles() {
            #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).hasPrefix("weather-cache 1 "))
        }
    }

    @Test func headReadingOneByteIsQuiet() async throws {
        let server = try LoopbackServer(always: .json(try Fixtures.data(Fixtures.londonCurrent)))
        let result = try await shell(#"set -o pipefail; "$0" "$@" | head -c 1"#, server: server)
        #expect([0, 141].contains(result.status), "status \(result.status)")
        #expect(result.stdout == "{")
        #expect(result.stderr == "")
    }
}
