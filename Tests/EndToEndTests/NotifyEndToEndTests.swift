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

    /// A `notify-send` that appends its arguments, separated by `|`, one call a line, to `log`, and
    /// says so there if either key variable reached it. While the file `broken` exists in HOME it
    /// logs `failed` instead and exits 1, as notify-send does when it cannot reach the desktop.
    func fakeNotifySend() throws -> (path: String, log: URL) {
        let bin = runner.sandbox.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = runner.sandbox.home.appendingPathComponent("notify-send.log")
        let script = bin.appendingPathComponent("notify-send")
        let text = """
            #!/bin/sh
            env | grep -qE '^(OPENWEATHERMAP_API_KEY|OWM_API_KEY)=' && echo 'the key is in my environment' >> '\(log.path)'
            if [ -e '\(runner.sandbox.home.appendingPathComponent("broken").path)' ]; then echo failed >> '\(log.path)'; exit 1; fi
            (IFS='|'; printf '%s\\n' "$*") >> '\(log.path)'
            exit 0
            """
        // Written as `weather`'s copies are: a descriptor that leaked into a child another test
        // spawned made this script "text file busy", so that no notification was ever sent.
        try ExecutableFile.write(Data(text.utf8), to: script)
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

    /// Under cron notify-send fails (no session bus): the run says so, naming the variable, and the
    /// next run sends the event. Neither key variable reaches notify-send.
    @Test func aFailedSendIsTriedAgainAndAMissingBusIsNamed() async throws {
        let (path, log) = try fakeNotifySend()
        let broken = runner.sandbox.home.appendingPathComponent("broken")
        try Data().write(to: broken)
        let air = try Fixtures.data("air/owmdocs_air-pollution-current_example_coord-array.json")
        let current = try Fixtures.data(Fixtures.londonCurrent)
        let forecast = try Fixtures.data(Fixtures.londonForecast)
        let server = try LoopbackServer { request in
            if request.path.hasPrefix("/data/2.5/air_pollution") { return .json(air) }
            return request.path == "/data/2.5/forecast" ? .json(forecast) : .json(current)
        }
        defer { server.stop() }
        let arguments = ["51.5,-0.1", "--notify", "--notify-air", "2"]
        let failed = try await runner.run(arguments, server: server, ["PATH": path, "OWM_API_KEY": WeatherRunner.key])
        #expect(failed.status == 0 && failed.stdout == "")
        #expect(
            failed.stderr
                == "weather: notify-send failed (exit status 1), and DBUS_SESSION_BUS_ADDRESS is not set (as under "
                + "cron), so it cannot reach the desktop: set it as Notifications in man weather shows; the "
                + "notification will be tried again\n")
        try FileManager.default.removeItem(at: broken)
        let bus = ["PATH": path, "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]
        for _ in 0..<2 {
            let sent = try await runner.run(arguments, server: server, bus)
            #expect(sent.status == 0 && sent.stderr == "", "\(sent.stderr)")
        }
        let calls = calls(log)
        #expect(calls.count == 2, "\(calls)")
        #expect(calls.first == "failed")
        #expect(calls.last?.hasPrefix("--app-name=weather|--urgency=normal|--|Air quality: ") == true, "\(calls)")
    }

    @Test func withoutNotifySendOnPathItSaysSo() async throws {
        let server = try LoopbackServer { _ in .json((try? Fixtures.data(Fixtures.londonCurrent)) ?? Data()) }
        defer { server.stop() }
        let result = try await runner.run(["51.5,-0.1", "--notify"], server: server, ["PATH": "/nonexistent"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("weather: --notify sends through notify-send, which is not on PATH"))
    }
}
