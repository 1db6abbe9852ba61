import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `--watch`, in memory: the command against a stand-in server on a clock each test scripts, so
/// an interval, a signal, a resume from sleep and a failing server take no real time.
@Suite struct WatchTests {
    static let environment = ["OPENWEATHERMAP_API_KEY": "fedcba9876543210fedcba9876543210", "LANG": "C.UTF-8"]

    /// The wall clock and the monotonic one, moved by the test; every sleep is handed to `script`,
    /// which may move them, fire the signal, stop the run, or (returning false) sleep until
    /// cancelled, as a real sleep that only a signal ends.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var wall = Date(timeIntervalSince1970: 1_800_000_000)
        private(set) var uptime = 1000.0
        private(set) var sleeps: [Double] = []
        var script: @Sendable (_ index: Int, _ seconds: Double) -> Bool = { _, _ in true }

        func advance(_ seconds: Double, wallOnly: Bool = false) {
            lock.withLock {
                wall = wall.addingTimeInterval(seconds)
                if !wallOnly { uptime += seconds }
            }
        }

        var time: TimeSource {
            TimeSource(
                now: { self.lock.withLock { self.wall } }, uptime: { self.lock.withLock { self.uptime } },
                sleep: { seconds in
                    let index = self.lock.withLock {
                        self.sleeps.append(seconds)
                        return self.sleeps.count - 1
                    }
                    if self.script(index, seconds) {
                        self.advance(seconds)
                        await Task.yield()
                        try Task.checkCancellation()
                    } else {
                        try await Task.sleep(nanoseconds: 3_600_000_000_000)
                    }
                })
        }

        /// Seconds slept on the monotonic clock so far.
        var slept: Double { lock.withLock { uptime - 1000 } }
    }

    /// 0, 1, 2 …, from any thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = -1
        func next() -> Int {
            lock.withLock {
                value += 1; return value
            }
        }
    }

    /// A task's handle, for a script that stops the run it is part of.
    final class Stopper: @unchecked Sendable {
        var task: Task<ExitCode, Never>?
        func stop() { task?.cancel() }
    }

    let clock = Clock()
    let stopper = Stopper()
    let signal = WakeSignal()

    /// Runs `weather PLACE arguments` until a script stops it, without a cache unless `home`.
    func watch(
        _ arguments: [String], server: InMemoryServer, streams: CapturedStreams = CapturedStreams(),
        home: URL? = nil, place: String = "51.5,-0.1", readerGone: @escaping @Sendable () -> Bool = { false }
    ) async -> (ExitCode, CapturedStreams) {
        var standard = streams.streams()
        standard.readerGone = readerGone
        var environment = Self.environment
        environment["HOME"] = home?.path
        let command = WeatherCommand(
            environment: environment, streams: standard, transport: server.transport, time: clock.time,
            refreshSignal: signal)
        let cache = home == nil ? ["--cache-ttl", "0"] : []
        let task = Task {
            await command.run([place] + cache + ["--base-url", "https://owm.test"] + arguments)
        }
        stopper.task = task
        return (await task.value, streams)
    }

    /// London's answer with `celsius` for its temperature.
    static func current(_ celsius: Double) throws -> InMemoryServer.Reply {
        .json(try Fixtures.londonCurrent(celsius: celsius))
    }

    @Test func aChangeAppearsWithinOneIntervalAndAnUnchangedLineIsNotRepeated() async throws {
        let server = InMemoryServer(
            clock: TestClock(), replies: [try Self.current(8.7), try Self.current(12.3), try Self.current(12.3)])
        let stopper = self.stopper
        clock.script = { [clock] _, _ in
            // Three refreshes: at the start, after one minute and after two.
            if clock.slept >= 150 { stopper.stop() }
            return true
        }
        let (code, streams) = await watch(["--watch", "1m", "--format", "{temp}"], server: server)
        #expect(code == .success)
        #expect(streams.stdout == "8.7 °C\n12.3 °C\n")
        #expect(streams.stderr == "")
        #expect(server.paths == Array(repeating: "/data/2.5/weather", count: 3))
        // Slept in steps of at most 15 s, so a resume from sleep is noticed soon.
        #expect(clock.sleeps.prefix(4) == [15, 15, 15, 15])
    }

    @Test func theSignalRefreshesAtOnce() async throws {
        let server = InMemoryServer(clock: TestClock(), replies: [try Self.current(8.7), try Self.current(9.9)])
        let stopper = self.stopper
        let signal = self.signal
        clock.script = { index, _ in
            switch index {
            case 0: signal.fire()
            default: stopper.stop()
            }
            return false  // no time passes: only the signal ends the wait
        }
        let (_, streams) = await watch(["--watch", "10m", "--format", "{temp}"], server: server)
        #expect(streams.stdout == "8.7 °C\n9.9 °C\n")
        #expect(server.requests.count == 2)
        #expect(clock.slept == 0)
    }

    /// The signal asks for the weather again, not for the place: the geocoder's answer is kept 30
    /// days, and the refresh leaves it be.
    @Test func theSignalDoesNotAskTheGeocoderAgain() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-watch-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let server = InMemoryServer(clock: TestClock()) { request in
            request.url.path == "/geo/1.0/direct"
                ? (try? .fixture(Fixtures.londonMatches)) ?? .json("[]")
                : (try? Self.current(8.7)) ?? .json("{}")
        }
        let stopper = self.stopper
        let signal = self.signal
        clock.script = { index, _ in
            switch index {
            case 0: signal.fire()
            default: stopper.stop()
            }
            return false
        }
        _ = await watch(["--watch", "10m", "--format", "{temp}"], server: server, home: home, place: "London")
        #expect(server.paths == ["/geo/1.0/direct", "/data/2.5/weather", "/data/2.5/weather"])
    }

    @Test func aResumeFromSleepRefreshesAtOnce() async throws {
        let server = InMemoryServer(clock: TestClock(), replies: [try Self.current(8.7), try Self.current(3.1)])
        let stopper = self.stopper
        clock.script = { [clock] index, _ in
            // The lid closes during the first step and opens three hours later: the wall clock has
            // moved on, the monotonic one has not.
            if index == 0 { clock.advance(3 * 3600, wallOnly: true) }
            if index >= 2 { stopper.stop() }
            return true
        }
        let (_, streams) = await watch(["--watch", "10m", "--format", "{temp}"], server: server)
        #expect(streams.stdout == "8.7 °C\n3.1 °C\n")
        #expect(server.requests.count == 2)
        // The second refresh came after one step, not after the ten minutes.
        #expect(clock.sleeps.first == 15)
        #expect(clock.sleeps.count == 3)
    }

    /// The wall clock ahead of the monotonic one by more than 30 s is a resume; by less, it is not
    /// (a clock set by NTP, a slow step).
    @Test(arguments: [(60.0, true), (20.0, false)])
    func aResumeIsAJumpOfMoreThanHalfAMinute(jump: Double, resumed: Bool) async throws {
        let server = InMemoryServer(clock: TestClock(), replies: [try Self.current(8.7), try Self.current(3.1)])
        let stopper = self.stopper
        clock.script = { [clock] index, _ in
            if index == 0 { clock.advance(jump, wallOnly: true) }
            if index >= 2 { stopper.stop() }
            return true
        }
        _ = await watch(["--watch", "10m", "--format", "{temp}"], server: server)
        #expect(server.requests.count == (resumed ? 2 : 1))
    }

    /// A watch shorter than `--cache-ttl` asks again each interval (a 1-minute bar showed one answer
    /// for 10 minutes), and the cache still holds the new answer for every other process.
    @Test func aShortIntervalRefreshesPastTheCachesLifetime() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-watch-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let server = InMemoryServer(
            clock: TestClock(), replies: [try Self.current(8.7), try Self.current(9.9), try Self.current(12.3)])
        let stopper = self.stopper
        clock.script = { [clock] _, _ in
            if clock.slept >= 150 { stopper.stop() }
            return true
        }
        let (_, streams) = await watch(["--watch", "1m", "--format", "{temp}"], server: server, home: home)
        #expect(streams.stdout == "8.7 °C\n9.9 °C\n12.3 °C\n")
        #expect(server.requests.count == 3)
        // Another run, on the cache's own 10 minutes, takes the watch's last answer.
        let other = CapturedStreams()
        var environment = Self.environment
        environment["HOME"] = home.path
        let code = await WeatherCommand(
            environment: environment, streams: other.streams(), transport: server.transport, time: clock.time
        ).run(["51.5,-0.1", "--base-url", "https://owm.test", "--format", "{temp}"])
        #expect(code == .success && other.stdout == "12.3 °C\n")
        #expect(server.requests.count == 3)
    }

    /// Each refresh with `--onecall` is a One Call call: a watch that would spend the day's budget
    /// says so when it starts (1440 refreshes against 900), and one within it says nothing.
    @Test(arguments: [("1m", true), ("2m", false)])
    func aWatchPastOneCallsBudgetSaysSo(interval: String, warned: Bool) async throws {
        let server = InMemoryServer(clock: TestClock(), replies: [try Self.current(8.7)])
        let stopper = self.stopper
        clock.script = { _, _ in
            stopper.stop()
            return true
        }
        let (_, streams) = await watch(["--watch", interval, "--onecall", "--format", "{temp}"], server: server)
        let warning =
            "weather: --watch refreshes One Call 1440 times a day, past the daily limit of 900 calls (after which "
            + "the free endpoints answer); watch every 2 minutes or more, or raise --onecall-daily-limit\n"
        #expect(streams.stderr.contains(warning) == warned, "\(streams.stderr)")
        #expect(!streams.stderr.contains("past the daily limit") || warned)
    }

    @Test func aFailingServerPrintsTheErrorLineThenRecovers() async throws {
        let server = InMemoryServer(
            clock: TestClock(),
            replies: [.fail(.cannotConnect), .fail(.cannotConnect), try Self.current(8.7)])
        let stopper = self.stopper
        clock.script = { [clock] _, _ in
            if clock.slept >= 30 + 60 + 15 { stopper.stop() }
            return true
        }
        let (_, streams) = await watch(["--watch", "10m", "--waybar", "--retries", "0"], server: server)
        let lines = streams.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(streams.stdout)")
        #expect(lines.first?.contains(#""class":["error"]"#) == true, "\(streams.stdout)")
        #expect(lines.last?.hasPrefix(#"{"text":"🌧️ 9 °C","#) == true, "\(streams.stdout)")
        #expect(lines.last?.contains("error") == false)
        // Retried after 30 s, then 60 s (the same error line is not printed twice), then fine.
        #expect(server.requests.count == 3)
        #expect(clock.sleeps.prefix(6) == [15, 15, 15, 15, 15, 15])
        #expect(streams.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("weather: ") }.count == 2)
    }

    /// No notify-send (this test's environment has no PATH): said once, and the bar goes on.
    @Test func aWatchWithoutNotifySendSaysSoOnceAndKeepsPrinting() async throws {
        // The current weather warms a degree an answer; the forecast (for rain) is London's.
        let answers = [try Self.current(1), try Self.current(2), try Self.current(3)]
        let forecast = try InMemoryServer.Reply.fixture(Fixtures.londonForecast)
        let count = Counter()
        let server = InMemoryServer(clock: TestClock()) { request in
            request.url.path.hasSuffix("forecast") ? forecast : answers[min(count.next(), answers.count - 1)]
        }
        let stopper = self.stopper
        clock.script = { [clock] _, _ in
            if clock.slept >= 150 { stopper.stop() }
            return true
        }
        let (_, streams) = await watch(["--watch", "1m", "--format", "{temp}", "--notify"], server: server)
        #expect(streams.stdout == "1.0 °C\n2.0 °C\n3.0 °C\n")
        #expect(
            streams.stderr.components(separatedBy: "notify-send, which is not on PATH").count == 2, "\(streams.stderr)")
    }

    /// With a cache, a failed refresh shows the old answer, marked stale, and is retried as soon as
    /// one with no answer at all: 30 s, then 60 s.
    @Test func aStaleAnswerIsRetriedSoon() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-watch-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let server = InMemoryServer(
            clock: TestClock(),
            replies: [try Self.current(8.7), .fail(.cannotConnect), .fail(.cannotConnect), try Self.current(9.9)])
        let stopper = self.stopper
        clock.script = { [clock] _, _ in
            if clock.slept >= 600 + 30 + 60 { stopper.stop() }
            return true
        }
        let (_, streams) = await watch(
            ["--watch", "10m", "--waybar", "--retries", "0"], server: server, home: home)
        // Fresh; stale at 10 min and again at 10 min 30 s (its tooltip says how old); fresh at 11 min 30 s.
        let lines = streams.stdout.split(separator: "\n")
        #expect(lines.count == 4, "\(streams.stdout)")
        #expect(lines.dropFirst().prefix(2).allSatisfy { $0.contains(#""stale""#) })
        #expect(lines.last?.contains("10 °C") == true && lines.last?.contains("stale") == false)
        #expect(server.requests.count == 4)
    }

    @Test func aReaderThatGoesAwayWhileNothingChangesEndsTheWatchWithinAStep() async throws {
        let server = InMemoryServer(clock: TestClock(), replies: [try Self.current(8.7)])
        let (code, streams) = await watch(
            ["--watch", "--format", "{temp}"], server: server, readerGone: { true })
        #expect(code == .brokenPipe)
        #expect(streams.stdout == "8.7 °C\n")
        // Noticed before the first step of the wait is even slept.
        #expect(clock.sleeps == [])
    }

    @Test func theRetriesWaitLongerUpToTheInterval() {
        let watch = Watch(interval: 600, time: clock.time, signal: signal)
        #expect((0...6).map { watch.delay(afterFailures: $0) } == [600, 30, 60, 120, 240, 480, 600])
    }

    @Test func aReaderThatGoesAwayEndsTheWatch() async throws {
        let server = InMemoryServer(clock: TestClock(), replies: [try Self.current(8.7)])
        let (code, _) = await watch(
            ["--watch", "--format", "{temp}"], server: server, streams: CapturedStreams(outputFailure: EPIPE))
        #expect(code == .brokenPipe)
        #expect(server.requests.count == 1)
    }

    /// Refused before anything is fetched; with `--waybar` the bar gets its error line and 0, as
    /// for any other mistake, so the module stays.
    @Test(arguments: [
        (["--watch"], "--watch prints a status bar's line; add --waybar or --format", ExitCode.usage),
        (
            ["--watch", "30s", "--format", "{temp}"], "`--watch 30s`: expected an interval from 1 minute to 24 hours",
            .usage
        ),
        (["--watch", "30s", "--waybar"], "`--watch 30s`: expected an interval from 1 minute to 24 hours", .success),
        (["--watch", "--format", "{temp}", "1,2"], "--watch shows one place; give exactly one", .usage),
        // After a place, a word after `--watch` is an interval gone wrong, not a second place.
        (
            ["--watch", "abc", "--format", "{temp}"],
            "`--watch abc`: expected an interval (like 10m, 90s or 1h), not a second place", .usage
        ),
        (["--watch", "5x", "--format", "{temp}"], "`--watch 5x`: expected an interval from 1 minute", .usage),
        (["--watch", "--json"], "--watch prints a status bar's line", .usage),
    ])
    func whatItCannotDoIsAUsageError(arguments: [String], message: String, status: ExitCode) async throws {
        let server = InMemoryServer(clock: TestClock(), replies: [try Self.current(8.7)])
        let (code, streams) = await watch(arguments, server: server)
        #expect(code == status)
        #expect(streams.stderr.contains(message), "\(streams.stderr)")
        #expect(server.requests.isEmpty)
    }

    @Test(arguments: [
        ("10m", 600.0), ("90s", 90), ("1h", 3600), ("5", 300), ("1.5m", 90), ("24h", 86_400),
    ])
    func intervals(text: String, seconds: Double) throws {
        #expect(try Validate.watchInterval(text) == seconds)
    }

    @Test(arguments: ["59s", "0", "25h", "m", "10x", "-5m", "1e3", ""])
    func badIntervals(text: String) {
        #expect(throws: InvalidValue.self) { try Validate.watchInterval(text) }
    }
}
