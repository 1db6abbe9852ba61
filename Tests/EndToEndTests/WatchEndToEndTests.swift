import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--watch` through the built binary against the loopback server: the signals a bar sends.
/// (Intervals, resumes from sleep and failures are timed on an injected clock in `WatchTests`.)
@Suite struct WatchEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// The temperature the server answers with, changed by the test.
    final class Weather: @unchecked Sendable {
        private let lock = NSLock()
        private var celsius = 8.7
        var temperature: Double {
            get { lock.withLock { celsius } }
            set { lock.withLock { celsius = newValue } }
        }

        func body() throws -> Data { try Fixtures.londonCurrent(celsius: temperature) }
    }

    @Test func sigusr1RefreshesAtOnceAndSigtermEndsWith143LeavingNothing() async throws {
        let weather = Weather()
        let server = try LoopbackServer { _ in .json((try? weather.body()) ?? Data()) }
        defer { server.stop() }
        let temporary = runner.sandbox.home.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = try runner.start(
            ["51.5,-0.1", "--watch", "--format", "{temp}"], server: server, ["TMPDIR": temporary.path])
        #expect(try await eventually { process.stdoutSoFar == "8.7 °C\n" }, "\(process.stdoutSoFar)")

        // The watch's own refresh is ten minutes away and the cache holds its answer for as long, so
        // a new line (and a request) can only come from the signal: each signal is ordered before
        // its line, and no clock is read. Three, so a signal that only works once is caught.
        var lines = "8.7 °C\n"
        for celsius in [12.3, 13.4, 14.5] {
            weather.temperature = celsius
            lines += "\(celsius) °C\n"
            process.signal(SIGUSR1)
            let expected = lines
            #expect(try await eventually { process.stdoutSoFar == expected }, "\(process.stdoutSoFar)")
        }
        #expect(server.requests.count == 4)

        process.signal(SIGTERM)
        let result = try await process.result()
        runner.checkNoLeak(result)
        #expect(result.status == 143)
        #expect(result.stderr == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        #expect(runner.filesInHome().filter { $0.hasSuffix(".tmp") } == [])
    }

    /// The bar goes away while the line stays the same: the watch notices within a step (15 s), not
    /// at the next change.
    @Test func aClosedPipeEndsTheWatchThoughNothingChanges() async throws {
        let server = try LoopbackServer { _ in .json((try? Fixtures.data(Fixtures.londonCurrent)) ?? Data()) }
        defer { server.stop() }
        let script = #"set -o pipefail; "$0" "$@" | head -n 1"#
        let result = try await runner.run(
            ["-c", script, WeatherProcess.executable.path, "51.5,-0.1", "--watch", "--format", "{temp}"],
            server: server, program: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.stdout == "8.7 °C\n")
        #expect(result.status == 141, "\(result.stderr)")
        #expect(result.seconds < 15 + ProcessResult.busyMachineSlack)
    }

    /// `pkill -USR1 -x weather`, meant for a watch, does not end a plain run.
    @Test func sigusr1DoesNotEndARunThatIsNotWatching() async throws {
        let server = try LoopbackServer(always: .neverAnswer)
        defer { server.stop() }
        let process = try runner.start(["51.5,-0.1", "--timeout", "3", "--retries", "0"], server: server)
        #expect(try await eventually { !server.requests.isEmpty })
        process.signal(SIGUSR1)
        let result = try await process.result()
        runner.checkNoLeak(result)
        #expect(result.status == 75, "\(result.stderr)")
    }
}
