import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--notify` through the built binary, with a fake `notify-send` on PATH that logs its arguments:
/// each event once, whichever process sees it first.
@Suite struct NotifyEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// A `notify-send` that appends its arguments, separated by `|`, one call a line, to `log`.
    func fakeNotifySend() throws -> (path: String, log: URL) {
        let bin = runner.sandbox.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = runner.sandbox.home.appendingPathComponent("notify-send.log")
        let script = bin.appendingPathComponent("notify-send")
        try """
        #!/bin/sh
        (IFS='|'; printf '%s\\n' "$*") >> '\(log.path)'
        env | grep -q '^OPENWEATHERMAP_API_KEY=' && echo 'the key is in my environment' >> '\(log.path)'
        exit 0
        """.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        return (bin.path + ":/usr/bin:/bin", log)
    }

    func calls(_ log: URL) -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func anAlertNotifiesOnceAcrossTwoWatchesAndACronRun() async throws {
        let (path, log) = try fakeNotifySend()
        let oneCall = try Fixtures.oneCall3Retimed(
            "onecall/dblock_onecall3_phoenix-us_standard_alert-minutely60-hourly48-daily8_2024.json", now: Date())
        let server = try LoopbackServer { request in
            request.path.hasPrefix("/data/4.0/")
                ? .json(Data(#"{"cod":401,"message":"no"}"#.utf8), status: 401)
                : .json(oneCall)
        }
        defer { server.stop() }
        let arguments = ["33.53,-111.94", "--onecall", "--onecall-version", "3", "--notify"]
        let watches = try (0..<2).map { _ in
            try runner.start(arguments + ["--watch", "--format", "{temp}"], server: server, ["PATH": path])
        }
        let cron = try await runner.run(arguments, server: server, ["PATH": path])
        #expect(cron.status == 0, "\(cron.stderr)")
        #expect(cron.stdout == "")
        // Each watch has notified (or found it done) once its first line is out.
        for watch in watches {
            #expect(try await eventually { !watch.stdoutSoFar.isEmpty })
            watch.signal(SIGTERM)
            let result = try await watch.result()
            runner.checkNoLeak(result)
            #expect(result.status == 143)
        }
        let sent = calls(log)
        #expect(sent.count == 1, "\(sent)")
        #expect(sent.first?.hasPrefix("--app-name=weather|--urgency=critical|--|Weather alert: ") == true, "\(sent)")
    }

    @Test func rainStartingIn20MinutesNotifiesOnceAndTheTextIsEscaped() async throws {
        let (path, log) = try fakeNotifySend()
        // London's first wet step is its 9th: start the forecast so that it begins 20 minutes from now.
        let firstWet = Date().addingTimeInterval(20 * 60)
        let retimed = try Fixtures.retimed(
            Fixtures.londonForecast, firstStepAt: firstWet.addingTimeInterval(-8 * 3 * 3600))
        var current = try #require(
            try JSONSerialization.jsonObject(with: Fixtures.data(Fixtures.londonCurrent)) as? [String: Any])
        current["name"] = "Saint-Jean & <Co>"
        let currentBody = try JSONSerialization.data(withJSONObject: current)
        let server = try LoopbackServer { request in
            request.path == "/data/2.5/forecast" ? .json(retimed) : .json(currentBody)
        }
        defer { server.stop() }
        for _ in 0..<2 {
            let result = try await runner.run(
                ["51.5,-0.1", "--notify", "--notify-rain", "30"], server: server, ["PATH": path])
            #expect(result.status == 0 && result.stdout == "" && result.stderr == "", "\(result.stderr)")
        }
        let sent = calls(log)
        #expect(sent.count == 1, "\(sent)")
        let call = try #require(sent.first)
        #expect(call.hasPrefix("--app-name=weather|--urgency=normal|--|Rain or snow in about "), "\(call)")
        #expect(call.contains("|Saint-Jean &amp; &lt;Co&gt;, GB, from "), "\(call)")
    }

    @Test func withoutNotifySendOnPathItSaysSo() async throws {
        let server = try LoopbackServer { _ in .json((try? Fixtures.data(Fixtures.londonCurrent)) ?? Data()) }
        defer { server.stop() }
        let result = try await runner.run(["51.5,-0.1", "--notify"], server: server, ["PATH": "/nonexistent"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("weather: --notify sends through notify-send, which is not on PATH"))
    }
}
