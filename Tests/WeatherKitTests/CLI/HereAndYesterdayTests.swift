import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `--here` and `--yesterday` through the whole command, in memory: who is asked, what is sent to
/// each, and what the views say.
@Suite struct HereAndYesterdayTests {
    static let key = WeatherCommandTests.key
    static let environment = [
        "OPENWEATHERMAP_API_KEY": key, "LANG": "C.UTF-8", "OPENWEATHERMAP_BASE_URL": "https://owm.test",
        "OPEN_METEO_BASE_URL": "https://om.test", "MET_NORWAY_BASE_URL": "https://met.test",
        "WEATHER_LOCATOR_BASE_URL": "https://locate.test",
    ]
    static let past = "open-meteo/wneessen_forecast_past-days1_current-hourly_utc+2.json"

    let clock = TestClock()

    /// Every server answers: the locators with ipinfo.io's Charlotte, OpenWeatherMap with London,
    /// Open-Meteo with an answer that reaches back a day.
    func server(locators: Bool = true) -> InMemoryServer {
        let now = clock.now
        return InMemoryServer(clock: clock) { request in
            switch request.url.host {
            case "locate.test" where locators:
                .json((try? Fixtures.data(LocatorDataTests.ipinfo)) ?? Data())
            case "locate.test": .fail(.cannotConnect)
            case "owm.test": .json((try? Fixtures.observed(Fixtures.londonCurrent, at: now)) ?? Data())
            case "om.test": .json((try? Fixtures.data(Self.past)) ?? Data())
            default: .json("{}", status: 404)
            }
        }
    }

    func run(
        _ arguments: [String], _ server: InMemoryServer, environment: [String: String] = environment
    ) async -> (ExitCode, CapturedStreams) {
        let streams = CapturedStreams()
        let command = WeatherCommand(
            environment: environment, streams: streams.streams(), transport: server.transport, time: clock.time)
        return (await command.run(["--cache-ttl", "0", "--locate-ttl", "0"] + arguments), streams)
    }

    /// The environment with `WEATHER_CONFIG` naming a new config file holding `json`, and the
    /// folder it is in, for the test to remove.
    static func configured(_ json: String) throws -> ([String: String], URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("config.json")
        try Data(json.utf8).write(to: config)
        var environment = environment
        environment["WEATHER_CONFIG"] = config.path
        return (environment, folder)
    }

    /// Privacy: no run without `--here` (or `"location": "auto"`) asks a locator, whatever else it
    /// asks; a run with no place at all stays a usage error and asks no one.
    @Test(
        arguments: [
            ["51.5,-0.1"], ["London", "--forecast", "--air"], ["51.5,-0.1", "--provider", "open-meteo", "--yesterday"],
            ["51.5,-0.1", "--provider", "met-norway,open-meteo", "--json"], ["51.5,-0.1", "--format", "{city} {temp}"],
        ])
    func noRunWithoutHereAsksALocator(arguments: [String]) async throws {
        let server = server()
        _ = await run(arguments, server)
        #expect(!server.requests.isEmpty)
        #expect(server.requests.allSatisfy { $0.url.host != "locate.test" }, "\(arguments)")
        let nowhere = server.requests.count
        let (code, streams) = await run([], server)
        #expect(code == .usage && streams.stderr.contains("no place given"))
        #expect(server.requests.count == nowhere)
    }

    /// The locator's point is the weather's; the view says how it was found, and by whom; JSON
    /// says it in `location`; the key goes to OpenWeatherMap alone.
    @Test func hereFetchesTheWeatherWhereTheLocatorSays() async throws {
        let server = server()
        let (code, streams) = await run(["--here"], server)
        #expect(code == .success, "\(streams.stderr)")
        let lines = streams.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.dropFirst().first == "(found by IP address via ipinfo.io; approximate)", "\(streams.stdout)")
        let weather = try #require(server.requests.first { $0.url.host == "owm.test" })
        #expect(weather.query["lat"] == "35.1287" && weather.query["lon"] == "-80.9338")
        let located = try #require(server.requests.first { $0.url.host == "locate.test" })
        #expect(located.url.query == nil && !located.url.absoluteString.contains(Self.key))
        let (_, json) = await run(["--here", "--json"], server)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let location = try #require(object["location"] as? [String: Any])
        #expect(location["located_by"] as? String == "ip" && location["locator"] as? String == "ipinfo.io")
        #expect((object["query"] as? [String: Any])?["here"] as? Bool == true)
        #expect(location["name"] as? String == "Charlotte" && location["state"] as? String == "North Carolina")
    }

    /// The user's contact, which a provider's terms ask for, is not a locator's business.
    @Test func aLocatorIsNotToldTheContact() async throws {
        let server = server()
        _ = await run(["--here", "--contact", "me@example.org"], server)
        let located = try #require(server.requests.first { $0.url.host == "locate.test" })
        let weather = try #require(server.requests.first { $0.url.host == "owm.test" })
        #expect(!located.userAgent.contains("me@example.org") && located.userAgent.hasPrefix("weather/"))
        #expect(weather.userAgent.contains("me@example.org"))
    }

    /// `--input` is a saved answer of the weather now: it has no yesterday, and says so.
    @Test func yesterdayWithInputIsRefused() async throws {
        let (code, streams) = await run(["--input", "saved.json", "--yesterday"], server())
        #expect(code == .usage)
        #expect(streams.stderr.contains("--yesterday needs a place; --input holds current weather only"))
        let (alerts, whole) = await run(["--input", "saved.json", "--alerts"], server())
        #expect(alerts == .usage && whole.stderr.contains("--alerts needs a place; --input holds current weather only"))
    }

    /// Config `"location": "auto"` locates a bare run, as `--here` does.
    @Test func configLocationAutoLocatesABareRun() async throws {
        let (environment, folder) = try Self.configured(#"{"location": "auto"}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = server()
        let (code, streams) = await run(["--format", "{city}"], server, environment: environment)
        #expect(code == .success && streams.stdout == "Charlotte\n", "\(streams.stderr)")
        #expect(server.requests.contains { $0.url.host == "locate.test" })
    }

    /// `"yesterday": true` in the config adds the comparison; `--no-yesterday` undoes it for one run,
    /// and Open-Meteo is then not asked at all.
    @Test func noYesterdayBeatsTheConfig() async throws {
        let (environment, folder) = try Self.configured(#"{"yesterday": true, "warnings": false}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configured = server()
        _ = await run(["51.5,-0.1", "--json"], configured, environment: environment)
        #expect(configured.requests.contains { $0.url.host == "om.test" })
        let undone = server()
        let (code, streams) = await run(["51.5,-0.1", "--json", "--no-yesterday"], undone, environment: environment)
        #expect(code == .success, "\(streams.stderr)")
        #expect(!undone.requests.isEmpty && undone.requests.allSatisfy { $0.url.host == "owm.test" })
        #expect(streams.stdout.contains(#""vs_yesterday":null"#))
    }

    /// Every locator down and none kept: one line that names each and says how to name a place,
    /// exit 75 (no connection may come back), and no weather asked for nowhere.
    @Test func noLocatorAndNothingKeptIsOneLineAndExit75() async throws {
        let server = server(locators: false)
        let (code, streams) = await run(["--here"], server)
        #expect(code == .temporary)
        #expect(streams.stderr.contains("could not tell where this machine is by its IP address: ipinfo.io ("))
        #expect(streams.stderr.contains("GeoJS (") && streams.stderr.contains("name a place instead"))
        #expect(server.requests.allSatisfy { $0.url.host == "locate.test" })
    }

    /// A chain asks the locators once however many of its providers (and its pass over the cache)
    /// need the place, when nothing is kept: a locator that refused is not asked again.
    @Test func aChainAsksTheLocatorsOnce() async throws {
        let down = server(locators: false)
        let (code, _) = await run(["--here", "--provider", "open-meteo,met-norway"], down)
        #expect(code == .temporary)
        #expect(down.requests.filter { $0.url.host == "locate.test" }.count == Locator.allCases.count)
        let located = InMemoryServer(clock: clock) { request in
            request.url.host == "locate.test"
                ? .json((try? Fixtures.data(LocatorDataTests.ipinfo)) ?? Data()) : .json("{}", status: 503)
        }
        let (failed, streams) = await run(["--here", "--provider", "open-meteo,met-norway"], located)
        #expect(failed != .success && streams.stderr.contains("no provider could answer"), "\(streams.stderr)")
        #expect(located.requests.filter { $0.url.host == "locate.test" }.count == 1)
    }

    /// A place found earlier stands in when no locator answers, and the view and stderr say so.
    @Test func aKeptPlaceStandsInWithANotice() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = Self.environment
        environment["XDG_CACHE_HOME"] = folder.path
        let up = server()
        let streams = CapturedStreams()
        var command = WeatherCommand(
            environment: environment, streams: streams.streams(), transport: up.transport, time: clock.time)
        #expect(await command.run(["--here", "--cache-ttl", "0", "--locate-ttl", "60"]) == .success)
        clock.advance(by: 180)
        let down = server(locators: false)
        let again = CapturedStreams()
        command = WeatherCommand(
            environment: environment, streams: again.streams(), transport: down.transport, time: clock.time)
        #expect(await command.run(["--here", "--cache-ttl", "0", "--locate-ttl", "60"]) == .success)
        #expect(
            again.stdout.contains("(location found 3 min ago; no locator answered: could not connect)"),
            "\(again.stdout)")
        #expect(again.stderr.contains("no locator answered, so the place found by IP address 3 min ago is used"))
        #expect(down.requests.contains { $0.url.host == "owm.test" && $0.query["lat"] == "35.1287" })
    }

    /// With OpenWeatherMap, yesterday comes from one more request, to Open-Meteo, which carries no
    /// key and reaches back 25 hours; the view compares, and credits Open-Meteo.
    @Test func yesterdayBesideAnotherProviderIsOneKeylessOpenMeteoRequest() async throws {
        let server = server()
        let (code, streams) = await run(["51.5,-0.1", "--yesterday"], server)
        #expect(code == .success, "\(streams.stderr)")
        let past = try #require(server.requests.first { $0.url.host == "om.test" })
        #expect(past.query["past_hours"] == "25" && past.query["appid"] == nil)
        #expect(!past.url.absoluteString.contains(Self.key))
        // -5.3 °C now; -0.6 °C at 22:15 yesterday, between 22:00 and 23:00 (both -0.6).
        #expect(
            streams.stdout.contains("  Since yesterday  4.7 °C cooler than at this hour yesterday"), "\(streams.stdout)"
        )
        let (_, humidity) = await run(["51.5,-0.1", "--format", "{humidity_vs_yesterday}"], server)
        #expect(humidity.stdout == "-19\n")
        #expect(streams.stdout.contains("Open-Meteo.com, CC BY 4.0"))
        let (_, json) = await run(["51.5,-0.1", "--yesterday", "--json"], server)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["provider"] as? String == "openweathermap")
        #expect(((source["also_from"] as? [[String: Any]])?.first)?["provider"] as? String == "open-meteo")
        let (_, template) = await run(["51.5,-0.1", "--format", "{temp_vs_yesterday}", "--units", "imperial"], server)
        #expect(template.stdout == "-8.5\n")
    }

    /// Offline, with only an answer kept from a run without `--yesterday`: the weather, and a
    /// notice that yesterday could not be had (exit 0).
    @Test func offlineWithoutAKeptYesterdayShowsTheWeather() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("past-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = Self.environment
        environment["XDG_CACHE_HOME"] = folder.path
        let server = server()
        func run(_ arguments: [String]) async -> (ExitCode, CapturedStreams) {
            let streams = CapturedStreams()
            let command = WeatherCommand(
                environment: environment, streams: streams.streams(), transport: server.transport, time: clock.time)
            return (await command.run(["51.5,-0.1", "--provider", "open-meteo"] + arguments), streams)
        }
        #expect(await run([]).0 == .success)
        let (code, streams) = await run(["--offline", "--yesterday"])
        #expect(code == .success, "\(streams.stderr)")
        #expect(streams.stdout.contains("Temperature  -5.3 °C") && !streams.stdout.contains("Since yesterday"))
        #expect(streams.stderr.contains("yesterday's weather could not be had"), "\(streams.stderr)")
        #expect(server.requests.count == 1)
    }

    /// With a forecast, the days reach back to yesterday too, for today's high against
    /// yesterday's: in the weather's own request with Open-Meteo, in the keyless one beside another.
    @Test func withAForecastTheDaysReachBackADay() async throws {
        let server = server()
        _ = await run(["51.5,-0.1", "--provider", "open-meteo", "--yesterday", "--forecast", "2"], server)
        let own = try #require(server.requests.first { $0.url.host == "om.test" })
        #expect(own.query["past_days"] == "1" && own.query["past_hours"] == "25")
        #expect(own.query["forecast_hours"] == "384" && own.query["daily"]?.contains("temperature_2m_max") == true)
        let before = server.requests.count
        _ = await run(["51.5,-0.1", "--yesterday", "--forecast", "2"], server)
        let borrowed = try #require(server.requests.dropFirst(before).first { $0.url.host == "om.test" })
        #expect(
            borrowed.query["past_days"] == "1" && borrowed.query["daily"] == "temperature_2m_max,temperature_2m_min")
        #expect(borrowed.query["appid"] == nil)
    }

    /// With Open-Meteo, the weather's own request reaches back: one request, not two.
    @Test func yesterdayWithOpenMeteoIsTheSameRequest() async throws {
        let server = server()
        let (code, streams) = await run(["51.5,-0.1", "--provider", "open-meteo", "--yesterday", "--json"], server)
        #expect(code == .success, "\(streams.stderr)")
        #expect(server.requests.count == 1 && server.requests.first?.query["past_hours"] == "25")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(streams.stdout.utf8)) as? [String: Any])
        let versus = try #require((object["current"] as? [String: Any])?["vs_yesterday"] as? [String: Any])
        #expect(versus["temperature_delta_c"] as? Double == -4.7)
        #expect(versus["temperature_yesterday_c"] as? Double == -0.6)
        #expect(versus["at"] as? String == "2026-01-15T20:15:00Z")
        // Its own answer: nothing borrowed to credit.
        #expect(((object["source"] as? [String: Any])?["also_from"] as? [Any])?.isEmpty == true)
    }
}
