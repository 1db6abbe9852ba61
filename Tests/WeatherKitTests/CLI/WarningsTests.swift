import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Official warnings beside the weather, through the whole command in memory, on a clock set to
/// the recordings' day (the test's clock, never the machine's).
@Suite struct WarningsTests {
    static let environment = [
        "OPENWEATHERMAP_API_KEY": WeatherCommandTests.key, "LANG": "C.UTF-8",
        "OPENWEATHERMAP_BASE_URL": "https://owm.test", "NWS_BASE_URL": "https://nws.test",
        "MET_NORWAY_BASE_URL": "https://met.test", "OPEN_METEO_BASE_URL": "https://om.test",
    ]
    /// 2024-07-19T18:00Z: the Phoenix heat warning is in force, the air quality alert too.
    let clock = TestClock(now: Date(timeIntervalSince1970: 1_721_412_000))

    func server(nws: InMemoryServer.Reply? = nil) -> InMemoryServer {
        let now = clock.now
        return InMemoryServer(clock: clock) { request in
            switch request.url.host {
            case "owm.test": .json((try? Fixtures.observed(Fixtures.londonCurrent, at: now)) ?? Data())
            case "nws.test": nws ?? .json((try? Fixtures.data(WarningsDataTests.phoenix)) ?? Data())
            case "met.test": .json((try? Fixtures.data(WarningsDataTests.gales)) ?? Data())
            default: .json("{}", status: 404)
            }
        }
    }

    func run(_ arguments: [String], _ server: InMemoryServer) async -> (ExitCode, CapturedStreams) {
        let streams = CapturedStreams()
        let command = WeatherCommand(
            environment: Self.environment, streams: streams.streams(), transport: server.transport, time: clock.time)
        return (await command.run(["--cache-ttl", "0"] + arguments), streams)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// In the US, the NWS is asked for the point, with 4 decimals and its media type, beside the
    /// weather; its warnings head the view, with their level, period and sender, and its credit.
    @Test func aUSPlaceGetsTheNationalWeatherServicesWarnings() async throws {
        let server = server()
        let (code, streams) = await run(["33.251234,-112.3", "--color", "always"], server)
        #expect(code == .success, "\(streams.stderr)")
        let asked = try #require(server.requests.first { $0.url.host == "nws.test" })
        #expect(asked.url.path == "/alerts/active" && asked.query["point"] == "33.2512,-112.3")
        #expect(asked.accept == "application/geo+json" && asked.query["appid"] == nil)
        #expect(streams.stdout.contains("\u{1B}[31m⚠️ Excessive Heat Warning (severe), from NWS Phoenix AZ"))
        #expect(streams.stdout.contains("⚠️ Air Quality Alert, from NWS Phoenix AZ"))
        #expect(streams.stdout.contains("US National Weather Service (weather.gov)"))
        let whole = await run(["33.25,-112.3", "--alerts"], server).1.stdout
        // The sender's bullets each on a line, and what to do at the end.
        #expect(whole.contains("\n   * WHAT...Dangerously hot conditions."), "\(whole)")
        #expect(whole.contains("\n   An Excessive Heat Warning means"))
    }

    /// `--alerts` with nothing to show says why: none in force, by whom, or no service covers the
    /// place. Without `--alerts` the view says nothing of it.
    @Test func alertsWithNothingToShowSaysWhy() async throws {
        let calm = server(nws: .json(#"{"type": "FeatureCollection", "features": []}"#))
        let none = await run(["33.25,-112.3", "--alerts"], calm).1.stdout
        #expect(none.contains("\nNo warnings in force (US National Weather Service)\n"), "\(none)")
        let german = await run(["33.25,-112.3", "--alerts", "--lang", "de"], calm).1.stdout
        #expect(german.contains("\nDerzeit keine Warnungen (US National Weather Service)\n"), "\(german)")
        #expect(!(await run(["33.25,-112.3"], calm).1.stdout.contains("No warnings")))
        let london = await run(["51.5,-0.1", "--alerts"], calm).1.stdout
        #expect(london.contains("\nNo supported warning service covers this place\n"), "\(london)")
        // Warnings in force: they are the answer.
        let phoenix = await run(["33.25,-112.3", "--alerts"], server()).1.stdout
        #expect(!phoenix.contains("No warning"))
    }

    /// JSON: the warnings in One Call's shape with their severity and source, and that they were asked.
    @Test func jsonSaysWhatWasAskedAndWhoSaidIt() async throws {
        let (_, streams) = await run(["33.25,-112.3", "--json"], server())
        let object = try Self.json(streams.stdout)
        #expect(object["alerts_status"] as? String == "ok")
        let alerts = try #require(object["alerts"] as? [[String: Any]])
        #expect(alerts.map { $0["event"] as? String } == ["Excessive Heat Warning", "Air Quality Alert"])
        #expect(alerts.first?["severity"] as? String == "Severe" && alerts.first?["source"] as? String == "nws")
        #expect(alerts.first?["end"] as? String == "2024-07-21T03:00:00Z")
        #expect(try SchemaCheck.report().problems(streams.stdout) == [])
    }

    /// A warning whose end has passed is not shown.
    @Test func anEndedWarningIsNotShown() async throws {
        clock.advance(by: 12 * 3600)  // 2024-07-20T06:00Z: the air quality alert expired at 04:00.
        let (_, streams) = await run(["33.25,-112.3", "--json"], server())
        let alerts = try #require(try Self.json(streams.stdout)["alerts"] as? [[String: Any]])
        #expect(alerts.map { $0["event"] as? String } == ["Excessive Heat Warning"])
    }

    /// The service down: the weather all the same, exit 0, a notice, and `unavailable`.
    @Test func aServiceThatFailsLeavesTheWeather() async throws {
        let (code, streams) = await run(
            ["33.25,-112.3", "--json"], server(nws: .json(#"{"title":"busy"}"#, status: 503)))
        #expect(code == .success)
        #expect(streams.stderr.contains("the official warnings could not be had"), "\(streams.stderr)")
        let object = try Self.json(streams.stdout)
        #expect(object["alerts_status"] as? String == "unavailable" && object["alerts"] is NSNull)
        #expect((object["current"] as? [String: Any])?["temperature_c"] != nil)
        // A bar, which throws stderr away, has it as a class.
        let bar = await run(["33.25,-112.3", "--waybar"], server(nws: .json(#"{"title":"busy"}"#, status: 503))).1
        #expect((try Self.json(bar.stdout)["class"] as? [String])?.contains("alerts-unavailable") == true)
        let calm = await run(["33.25,-112.3", "--waybar"], server()).1
        #expect((try Self.json(calm.stdout)["class"] as? [String])?.contains("alerts-unavailable") == false)
    }

    /// Norway: MetAlerts at MET Norway's server; elsewhere no service is asked, and JSON says so;
    /// `--no-warnings` asks none.
    @Test func norwayAsksMetAlertsAndElsewhereNoneIsAsked() async throws {
        let server = server()
        let (_, oslo) = await run(["59.9139,10.7522", "--json"], server)
        let asked = try #require(server.requests.first { $0.url.host == "met.test" })
        #expect(asked.url.path == "/weatherapi/metalerts/2.0/current.json")
        #expect(asked.query["lat"] == "59.9139" && asked.query["lon"] == "10.7522" && asked.query["lang"] == "en")
        let alerts = try #require(try Self.json(oslo.stdout)["alerts"] as? [[String: Any]])
        #expect(alerts.first?["source"] as? String == "metalerts" && alerts.first?["severity"] as? String == "Moderate")
        let before = server.requests.count
        let (_, london) = await run(["51.5,-0.1", "--json"], server)
        #expect(try Self.json(london.stdout)["alerts_status"] as? String == "unsupported")
        let (_, off) = await run(["33.25,-112.3", "--json", "--no-warnings"], server)
        #expect(try Self.json(off.stdout)["alerts_status"] is NSNull)
        #expect(server.requests.dropFirst(before).allSatisfy { $0.url.host == "owm.test" })
    }

    /// Cached as the weather is: a second run within its lifetime asks the service nothing.
    @Test func theWarningsAreCachedAsTheWeatherIs() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nws-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = Self.environment
        environment["XDG_CACHE_HOME"] = folder.path
        let server = server()
        for _ in 0..<2 {
            let streams = CapturedStreams()
            let command = WeatherCommand(
                environment: environment, streams: streams.streams(), transport: server.transport, time: clock.time)
            #expect(await command.run(["33.25,-112.3", "--format", "{alert}"]) == .success)
            #expect(streams.stdout == "Excessive Heat Warning\n")
            clock.advance(by: 60)
        }
        #expect(server.requests.filter { $0.url.host == "nws.test" }.count == 1)
    }

    /// `--notify` sends each warning once, whatever the number of runs.
    @Test func notifySendsEachWarningOnce() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("warn-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let sent = Sent()
        let server = server()
        for _ in 0..<2 {
            var environment = Self.environment
            environment["HOME"] = home.path
            let command = WeatherCommand(
                environment: environment, streams: CapturedStreams().streams(), transport: server.transport,
                time: clock.time,
                notifier: Notifier(isInstalled: { true }, send: { summary, _, _ in sent.add(summary) }))
            #expect(await command.run(["33.25,-112.3", "--notify"]) == .success)
        }
        #expect(sent.all == ["Weather alert: Excessive Heat Warning", "Weather alert: Air Quality Alert"])
    }

    final class Sent: @unchecked Sendable {
        private let lock = NSLock()
        private var summaries: [String] = []
        func add(_ summary: String) -> Notifier.SendFailure? {
            lock.withLock { summaries.append(summary) }
            return nil
        }
        var all: [String] { lock.withLock { summaries } }
    }

    /// MET's 203 says its version is deprecated: the warnings are shown, and the notice once.
    @Test func aDeprecatedMetAlertsSaysSo() async throws {
        let gales = try Fixtures.data(WarningsDataTests.gales)
        let now = clock.now
        let server = InMemoryServer(clock: clock) { request in
            request.url.host == "met.test"
                ? .response(HTTPResponse(status: 203, body: gales))
                : .json((try? Fixtures.observed(Fixtures.londonCurrent, at: now)) ?? Data())
        }
        let (code, streams) = await run(["59.9139,10.7522"], server)
        #expect(code == .success && streams.stdout.contains("Kuling, Måløy - Svinøy"))
        #expect(
            streams.stderr.contains("MET Norway's MetAlerts says the version of its service weather asks is deprecated")
        )
    }

    /// Templates and the bar: the first warning's event, and the class `alert`.
    @Test func templatesAndTheBarShowTheWarning() async throws {
        let server = server()
        let (_, line) = await run(["33.25,-112.3", "--format", "{alert}"], server)
        #expect(line.stdout == "Excessive Heat Warning\n")
        let (_, bar) = await run(["33.25,-112.3", "--waybar"], server)
        let classes = try #require(try Self.json(bar.stdout)["class"] as? [String])
        #expect(classes.contains("alert"))
    }
}

/// The report put together from in-memory sources: a warning One Call relays and the service
/// publishes is shown once; the service's answer is kept as the weather's is.
@Suite struct WarningsAssemblyTests {
    let clock = TestClock(now: Date(timeIntervalSince1970: 1_721_412_000))

    func assembler(oneCall: [WeatherAlert]?, service: [WeatherAlert], asked: Counter) throws -> ReportAssembler {
        let current = try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent))
        let now = clock.now
        let source = WeatherSource(
            provider: .openWeatherMap,
            weather: { _ in
                SourceWeather(current: Fetched(value: current, fetchedAt: now), forecast: nil, alerts: oneCall)
            })
        let finder = PlaceFinder(
            provider: .openWeatherMap,
            resolve: { place, _ in
                try await PlaceFinder.resolving(place) { _ in throw UnexpectedError(detail: "no names here") }
            },
            matches: { _ in throw UnexpectedError(detail: "no names here") })
        var plan = FetchPlan()
        plan.warnings = true
        return ReportAssembler(
            source: source, finder: finder, plan: plan, time: clock.time,
            warnings: WarningSource { _, _ in
                asked.add()
                return Fetched(value: service, fetchedAt: now)
            })
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    /// The most serious first; a service that failed says so even beside One Call's alerts.
    @Test func theMostSeriousFirstAndAFailureIsUnavailable() async throws {
        let end = clock.now.addingTimeInterval(3600)
        let minor = WeatherAlert(
            sender: "NWS", event: "Frost Advisory", start: nil, end: end, description: nil, level: .minor)
        let severe = WeatherAlert(
            sender: "NWS", event: "Blizzard Warning", start: nil, end: end, description: nil, level: .severe)
        let point = PlaceQuery.coordinates(Coordinates(latitude: 40.7, longitude: -74))
        let report = try await assembler(oneCall: nil, service: [minor, severe], asked: Counter()).report(for: point)
        #expect(report.alerts?.map(\.event) == ["Blizzard Warning", "Frost Advisory"])
        var failing = try assembler(oneCall: [minor], service: [], asked: Counter())
        failing.warnings = WarningSource { service, _ in throw WarningRefusal(service: service, status: 503) }
        let failed = try await failing.report(for: point)
        #expect(failed.alertsStatus == .unavailable && failed.alerts?.count == 1)
        #expect(failed.failure(of: .alerts) != nil && failed.exitCode == .success)
    }

    @Test func aWarningGivenTwiceIsShownOnce() async throws {
        let start = clock.now.addingTimeInterval(-3600)
        let end = clock.now.addingTimeInterval(7200)
        let relayed = WeatherAlert(
            sender: "NWS Phoenix AZ", event: "Excessive Heat Warning", start: start, end: end, description: "relayed")
        var published = relayed
        published.event = "EXCESSIVE HEAT WARNING"
        published.source = .nws
        let other = WeatherAlert(
            sender: "NWS Phoenix AZ", event: "Air Quality Alert", start: start, end: end, description: nil, source: .nws
        )
        let ended = WeatherAlert(
            sender: "NWS", event: "Wind Advisory", start: start, end: clock.now.addingTimeInterval(-1),
            description: nil, source: .nws)
        let asked = Counter()
        let report = try await assembler(oneCall: [relayed], service: [published, other, ended], asked: asked)
            .report(for: .coordinates(Coordinates(latitude: 33.25, longitude: -112.3)))
        // The service's copy stands for both: it says what One Call's does not (its source, level, instruction).
        #expect(report.alerts?.map(\.event) == ["EXCESSIVE HEAT WARNING", "Air Quality Alert"])
        #expect(report.alerts?.first?.source == .nws && report.alertsStatus == .ok)
        #expect(asked.value == 1)
        // Where no service covers the place, none is asked; One Call's alerts stand alone.
        let london = try await assembler(oneCall: [relayed], service: [other], asked: asked)
            .report(for: .coordinates(Coordinates(latitude: 51.5, longitude: -0.1)))
        #expect(london.alerts?.count == 1 && london.alertsStatus == .ok && asked.value == 1)
    }

    /// One Call relays a warning from when it was issued (the recorded Phoenix answer: Friday
    /// 17:31Z, for an advisory "for Sunday and Monday"); the NWS's copy starts at its onset. They
    /// are one warning, shown once; the same event at a later, separate time is another.
    @Test func aRelayedWarningIsTheServicesCopyThoughItsStartDiffers() throws {
        let recorded = try Fixtures.data(
            "onecall/dblock_onecall3_phoenix-us_standard_alert-minutely60-hourly48-daily8_2024.json")
        let relayed = try #require(try OpenWeatherMapData.oneCall(from: recorded).alerts.first)
        #expect(relayed.event == "Air Quality Alert")
        let issued = try Date("2023-12-29T10:31:00-07:00", strategy: .iso8601)
        let onset = try Date("2023-12-31T00:00:00-07:00", strategy: .iso8601)
        let ends = try Date("2024-01-01T21:00:00-07:00", strategy: .iso8601)
        #expect(relayed.start == issued && relayed.end == ends)
        let published = WeatherAlert(
            sender: "NWS Phoenix AZ", event: "Air Quality Alert", start: onset, end: ends, description: "the NWS's",
            severity: "Unknown", source: .nws)
        let saturday = try Date("2023-12-30T12:00:00Z", strategy: .iso8601)
        let merged = WeatherAlert.merged([relayed], [published], inForceAt: saturday)
        #expect(merged.map { $0.description } == ["the NWS's"])
        var later = published
        later.start = ends.addingTimeInterval(3600)
        later.end = ends.addingTimeInterval(86_400)
        #expect(WeatherAlert.merged([relayed], [later], inForceAt: saturday).count == 2)
    }

    /// A service's two warnings of one event are two (an orange and a yellow wind), however they
    /// overlap; two relayed rivers' floods each meet their own copy, by its end; a warning that
    /// ends as the next begins is another.
    @Test func sameEventWarningsStayApartAndMeetTheirOwnCopies() {
        let hour = { (offset: Double) in self.clock.now.addingTimeInterval(offset * 3600) }
        func alert(
            _ event: String, _ from: Double, _ to: Double, _ text: String, _ level: AlertLevel? = nil
        )
            -> WeatherAlert
        {
            WeatherAlert(
                sender: "NWS", event: event, start: hour(from), end: hour(to), description: text, level: level,
                source: text.hasSuffix("′") ? nil : .nws)  // A primed text is One Call's relay.
        }
        let orange = alert("Wind Warning", 1, 9, "orange", .severe)
        let yellow = alert("Wind Warning", -3, 13, "yellow", .moderate)
        #expect(
            WeatherAlert.merged([], [orange, yellow], inForceAt: clock.now).map(\.description) == ["orange", "yellow"])
        let riverA = alert("Flood Warning", 1, 41, "A"), riverB = alert("Flood Warning", 11, 51, "B")
        let relayedA = alert("Flood Warning", -4, 41, "A′"), relayedB = alert("Flood Warning", 6, 51, "B′")
        let floods = WeatherAlert.merged([relayedA, relayedB], [riverA, riverB], inForceAt: clock.now)
        #expect(floods.map(\.description) == ["A", "B"])
        let today = alert("Heat Advisory", -2, 5, "today′"), tonight = alert("Heat Advisory", 5, 12, "tonight")
        #expect(WeatherAlert.merged([today], [tonight], inForceAt: clock.now).count == 2)
    }

    /// The gravest first whoever sent it: a relayed warning (no level) does not head a severe one.
    @Test func theGravestLeadsTheRelayedOnesToo() {
        let end = clock.now.addingTimeInterval(3600)
        func alert(_ event: String, _ level: AlertLevel?, _ source: WarningService?) -> WeatherAlert {
            WeatherAlert(
                sender: "NWS", event: event, start: nil, end: end, description: source == nil ? "relayed" : "own",
                level: level, source: source)
        }
        let relayed = [alert("Air Quality Alert", nil, nil), alert("Flood Warning", nil, nil)]
        let published = [alert("Air Quality Alert", nil, .nws), alert("Excessive Heat Warning", .severe, .nws)]
        let merged = WeatherAlert.merged(relayed, published, inForceAt: clock.now)
        #expect(merged.map(\.event) == ["Excessive Heat Warning", "Air Quality Alert", "Flood Warning"])
        #expect(merged.map(\.description) == ["own", "own", "relayed"])
    }

    /// An end the service wrote in a form that is not a time falls back to the message's expiry,
    /// so the warning still ends.
    @Test func anUnreadableEndFallsBackToTheExpiry() throws {
        let text = String(decoding: try Fixtures.data(WarningsDataTests.phoenix), as: UTF8.self)
            .replacingOccurrences(of: #""ends": "2024-07-20T20:00:00-07:00""#, with: #""ends": "2024-07-20""#)
        #expect(text.contains(#""ends": "2024-07-20""#))
        let heat = try #require(try WarningsData.alerts(from: Data(text.utf8), by: .nws).first)
        let expires = try #require(
            text.firstRange(of: #""expires": ""#).map { text[$0.upperBound...].prefix(25) }.map(String.init))
        #expect(heat.end == (try Date(expires, strategy: .iso8601)))
    }
}
