import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `--notify`: which events a report calls for, the log that makes each one once-only across
/// processes, and the command with a recording notifier on a test clock.
@Suite struct NotifyTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let rules = NotifyRules(rainMinutes: 30, airLevel: 3)
    static let text = NotificationText(style: DisplayStyle(units: .metric), rules: rules)

    static func report() throws -> WeatherReport {
        WeatherReport.of(try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
    }

    static let alert = WeatherAlert(
        sender: "NWS Phoenix", event: "Extreme Heat <Warning>", start: now.addingTimeInterval(-600),
        end: now.addingTimeInterval(6 * 3600), description: nil)

    @Test func anAlertIsOneNoticeWithItsTimes() throws {
        var report = try Self.report()
        report.alerts = [Self.alert]
        let check = Self.text.check(report, now: Self.now)
        #expect(check.notices.count == 1)
        let notice = try #require(check.notices.first)
        #expect(notice.summary == "Weather alert: Extreme Heat <Warning>")
        // On the place's clock (London's fixture keeps UTC+1), as the forecast's times are.
        #expect(notice.body == "London, GB, Fri 15 08:50 – Fri 15 15:00 UTC+1 (NWS Phoenix)")
        #expect(notice.critical)
    }

    /// An alert of 26 hours names both days, in the same words as the terminal's view.
    @Test func anAlertOverMidnightNamesItsDays() throws {
        var report = try Self.report()
        report.alerts = [
            WeatherAlert(
                sender: nil, event: "Wind", start: Self.now, end: Self.now.addingTimeInterval(26 * 3600),
                description: nil)
        ]
        let notice = try #require(Self.text.check(report, now: Self.now).notices.first)
        #expect(notice.body == "London, GB, Fri 15 09:00 – Sat 16 11:00 UTC+1")
        let view = HumanView(style: Self.text.style).render(report)
        #expect(view.contains("\n   Fri 15 09:00 – Sat 16 11:00 UTC+1\n"), "\(view)")
    }

    @Test(arguments: [
        (RainSoon.starting(inMinutes: 20, .light), true), (.starting(inMinutes: 40, .light), false),
        (.continuing(.heavy), true), (.stopping(inMinutes: 5), true), (.dry, false),
    ])
    func rainFromTheNextHour(soon: RainSoon, near: Bool) throws {
        var report = try Self.report()
        report.rainSoon = soon
        let check = Self.text.check(report, now: Self.now)
        #expect(check.rainNear == near)
        #expect(check.notices.map(\.kind) == (near ? [.rain] : []))
    }

    @Test func rainFromTheForecastsSteps() throws {
        var report = try Self.report()
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        report.forecast = forecast
        // Its first wet step is the 9th: 20 minutes before it, rain is near; 40 minutes before, not yet.
        let wet = try #require(forecast.entries.first { ($0.rain3hMM ?? 0) > 0 })
        let near = Self.text.check(report, now: wet.time.addingTimeInterval(-20 * 60))
        #expect(near.rainNear && near.notices.first?.summary == "Rain or snow in about 20 min")
        #expect(!Self.text.check(report, now: wet.time.addingTimeInterval(-40 * 60)).rainNear)
    }

    @Test func airReachingTheLevelOnTheScale() throws {
        var report = try Self.report()
        let air = try OpenWeatherMapData.airReadings(
            from: Fixtures.data("air/owmdocs_air-pollution-current_example_coord-array.json"))
        report.air = air
        // OpenWeatherMap's own index is 4 (Poor): level 3 is reached.
        let owm = Self.text.check(report, now: Self.now)
        #expect(owm.airHigh && owm.notices.first?.summary == "Air quality: Poor")
        // The EPA's 77 (Moderate) is level 2: not reached.
        var epa = Self.text
        epa.style.airScale = .epa
        #expect(!epa.check(report, now: Self.now).airHigh)
    }

    @Test func theLogSendsEachOnceAcrossProcessesAndRainAgainAfterADrySpell() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-notify-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = TestClock()
        // Two processes: two logs on the same folder.
        let first = NotificationLog(directory: folder, time: clock.time)
        let second = NotificationLog(directory: folder, time: clock.time)
        var report = try Self.report()
        report.alerts = [Self.alert]
        report.rainSoon = .starting(inMinutes: 10, .light)
        let wet = Self.text.check(report, now: Self.now)
        #expect(await first.claim(wet, place: "51.5,-0.1", now: Self.now)?.due.map(\.kind) == [.alert, .rain])
        #expect(await second.claim(wet, place: "51.5,-0.1", now: Self.now)?.due == [])
        // Another place has its own.
        #expect(await second.claim(wet, place: "48.9,2.3", now: Self.now)?.due.count == 2)
        report.rainSoon = .dry
        #expect(await first.claim(Self.text.check(report, now: Self.now), place: "51.5,-0.1", now: Self.now)?.due == [])
        report.rainSoon = .starting(inMinutes: 5, .light)
        let again = await second.claim(Self.text.check(report, now: Self.now), place: "51.5,-0.1", now: Self.now)
        #expect(again?.due.map(\.kind) == [.rain])
        // A log cut short is started afresh, and says so.
        try Data("{\"pla".utf8).write(to: folder.appendingPathComponent("notified"))
        let afresh = await first.claim(wet, place: "51.5,-0.1", now: Self.now)
        #expect(afresh?.startedAfresh == true && afresh?.due.count == 2)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["notified", "notified.lock"])
    }

    /// Sent notices, in order; while `failing`, each send is tried and fails.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var sent: [String] = []
        private var tried = 0
        private var fails = false
        var notices: [String] { lock.withLock { sent } }
        var attempts: Int { lock.withLock { tried } }
        var failing: Bool {
            get { lock.withLock { fails } }
            set { lock.withLock { fails = newValue } }
        }
        func notifier(installed: Bool = true) -> Notifier {
            Notifier(
                isInstalled: { installed },
                send: { summary, body, _ in
                    self.lock.withLock {
                        self.tried += 1
                        if self.fails { return Notifier.SendFailure(status: 1, busMissing: false) }
                        self.sent.append(summary + " | " + body)
                        return nil
                    }
                })
        }
    }

    func run(
        _ arguments: [String], server: InMemoryServer, recorder: Recorder, home: URL, installed: Bool = true
    )
        async -> (ExitCode, CapturedStreams)
    {
        let streams = CapturedStreams()
        let command = WeatherCommand(
            environment: [
                "OPENWEATHERMAP_API_KEY": "fedcba9876543210fedcba9876543210", "LANG": "C.UTF-8",
                "HOME": home.path,
            ],
            streams: streams.streams(), transport: server.transport, time: TestClock(now: Self.now).time,
            notifier: recorder.notifier(installed: installed))
        return (await command.run(["51.5,-0.1", "--base-url", "https://owm.test"] + arguments), streams)
    }

    @Test func aCronRunPrintsNothingAndNotifiesOnce() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-notify-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let forecast = try Fixtures.data(Fixtures.londonForecast)
        let wet = try #require(
            try OpenWeatherMapData.forecast(from: forecast).entries.first { ($0.rain3hMM ?? 0) > 0 })
        // The run's clock is 20 minutes before the first wet step.
        let server = InMemoryServer(clock: TestClock()) { request in
            request.url.path.hasSuffix("forecast")
                ? .json(forecast) : (try? .fixture(Fixtures.londonCurrent)) ?? .json("")
        }
        let recorder = Recorder()
        let clockNow = wet.time.addingTimeInterval(-20 * 60)
        for _ in 0..<2 {
            let streams = CapturedStreams()
            let command = WeatherCommand(
                environment: [
                    "OPENWEATHERMAP_API_KEY": "fedcba9876543210fedcba9876543210", "LANG": "C.UTF-8",
                    "HOME": home.path,
                ],
                streams: streams.streams(), transport: server.transport, time: TestClock(now: clockNow).time,
                notifier: recorder.notifier())
            let code = await command.run(["51.5,-0.1", "--notify", "--base-url", "https://owm.test"])
            #expect(code == .success)
            #expect(streams.stdout == "" && streams.stderr == "", "\(streams.stderr)")
        }
        #expect(recorder.notices.count == 1)
        #expect(recorder.notices.first?.hasPrefix("Rain or snow in about 20 min | London, GB, from ") == true)
    }

    /// A send that fails is not recorded: the next run tries it again, and once it has gone, it is
    /// not sent again. (Under cron notify-send often cannot reach the desktop.)
    @Test func aFailedSendIsTriedAgainOnTheNextRun() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-notify-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let server = InMemoryServer(clock: TestClock()) { request in
            let path = request.url.path
            return
                (try? .fixture(
                    path.hasPrefix("/data/2.5/air_pollution")
                        ? "air/owmdocs_air-pollution-current_example_coord-array.json"
                        : path.hasSuffix("forecast") ? Fixtures.londonForecast : Fixtures.londonCurrent)) ?? .json("")
        }
        let recorder = Recorder()
        recorder.failing = true
        for attempt in 1...2 {
            let (code, streams) = await run(["--notify-air", "2"], server: server, recorder: recorder, home: home)
            #expect(code == .success)
            #expect(
                streams.stderr == "weather: notify-send failed (exit status 1); the notification will be tried again\n")
            #expect(recorder.attempts == attempt)
        }
        recorder.failing = false
        for _ in 1...2 {
            let (code, streams) = await run(["--notify-air", "2"], server: server, recorder: recorder, home: home)
            #expect(code == .success && streams.stderr == "", "\(streams.stderr)")
        }
        #expect(recorder.attempts == 3)
        #expect(recorder.notices.count == 1 && recorder.notices.first?.hasPrefix("Air quality: ") == true)
    }

    @Test func withoutNotifySendItSaysSoWith69() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-notify-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let server = InMemoryServer(clock: TestClock(), replies: [try .fixture(Fixtures.londonCurrent)])
        let recorder = Recorder()
        let (code, streams) = await run(["--notify"], server: server, recorder: recorder, home: home, installed: false)
        #expect(code == .notFound)
        #expect(streams.stderr.contains("notify-send, which is not on PATH"))
        #expect(recorder.notices.isEmpty)
    }

    @Test(arguments: [
        (["--notify-rain", "0"], "`--notify-rain 0`: expected a whole number from 1 to 180"),
        (["--notify-air", "9"], "`--notify-air 9`: expected a whole number from 2 to 6"),
        (["--notify", "1,2"], "--notify watches one place; give exactly one"),
    ])
    func badUse(arguments: [String], message: String) async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-notify-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let server = InMemoryServer(clock: TestClock(), replies: [try .fixture(Fixtures.londonCurrent)])
        let (code, streams) = await run(arguments, server: server, recorder: Recorder(), home: home)
        #expect(code == .usage)
        #expect(streams.stderr.contains(message), "\(streams.stderr)")
    }
}
