import Foundation
import TestSupport
import Testing

/// The built binary without an OpenWeatherMap key: Open-Meteo answers, through a stand-in that
/// serves its recorded answers at the paths of its three services (`OPEN_METEO_BASE_URL`).
@Suite struct OpenMeteoEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// Berlin's answer (16.5 °C, feeling 17.5 °C, overcast, at GMT), London's five matches, and
    /// Enschede's air; OpenWeatherMap's London for `/data/2.5/weather`, for a run with a key.
    /// - Parameter today: Berlin's answer moved to today, as a fresh one's days are; without it, observed
    ///   now with its days July 2025's, so they are past.
    static func standIn(today: Bool = false) throws -> LoopbackServer {
        let berlin = "open-meteo/tpryan_forecast_berlin_celsius-kmh-gmt_current-hourly168-daily7.json"
        let forecast = try today ? Fixtures.openMeteoMovedToToday(berlin) : Fixtures.observed(berlin)
        let places = try Fixtures.data("open-meteo/orinks_geocoding_london_five-results.json")
        let air = try Fixtures.data("open-meteo/frenck_airquality_enschede_current-hourly-pollen-3h.json")
        let london = try Fixtures.data(Fixtures.londonCurrent)
        let airHours = try Self.airHours(air)
        return try LoopbackServer { request in
            switch request.path {
            case "/v1/forecast": .json(forecast)
            case "/v1/search": .json(places)
            case "/v1/air-quality" where request.query["hourly"] != nil: .json(airHours)
            case "/v1/air-quality": .json(air)
            case "/data/2.5/weather": .json(london)
            default: .json(#"{"error":true,"reason":"no such path"}"#, status: 404)
            }
        }
    }

    /// Enschede's three hours of air (PM2.5 20.5, 20.0 and 18.9 μg/m³, at UTC+2), as an answer to
    /// `hourly=` (no `current`), moved to 10:00 to 12:00 on Berlin's first day, 2025-07-27.
    static func airHours(_ air: Data) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: air) as? [String: Any])
        object["current"] = nil
        object["current_units"] = nil
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        return Data(text.replacingOccurrences(of: "2026-10-03T0", with: "2025-07-27T1").utf8)
    }

    func run(_ arguments: [String], server: LoopbackServer, withKey: Bool = false) async throws -> ProcessResult {
        try await runner.run(arguments, server: server, ["OPEN_METEO_BASE_URL": server.baseURL], withKey: withKey)
    }

    @Test func withoutAKeyOpenMeteoAnswersAndIsNamed() async throws {
        let server = try Self.standIn()
        let result = try await run(["--lat", "52.52", "--lon", "13.42"], server: server)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  Temperature  16.5 °C, feels like 17.5 °C\n"), "\(result.stdout)")
        #expect(result.stdout.contains("☁️ overcast\n"))
        #expect(result.stdout.contains("  Data         Open-Meteo.com, CC BY 4.0\n"))
        #expect(server.requests.map(\.path) == ["/v1/forecast"])
        #expect(server.requests.first?.query["latitude"] == "52.52" && server.requests.first?.query["appid"] == nil)
        #expect(server.requests.first?.raw.lowercased().contains("\r\nuser-agent: weather/0.") == true)
        // A second run within the cache's lifetime asks nothing.
        let again = try await run(["--lat", "52.52", "--lon", "13.42", "--format", "{temp} {desc}"], server: server)
        #expect(again.stdout == "16.5 °C overcast\n")
        #expect(server.requests.count == 1)
    }

    /// Every request names the program, its version and a contact: the maintainers', or the user's
    /// own (`--contact`, config `contact`); the example config's placeholder counts as none.
    @Test func theUserAgentCarriesAContact() async throws {
        let server = try Self.standIn()
        _ = try await run(["52.52,13.42", "--contact", "me@mail.example", "--refresh"], server: server)
        let mine = try #require(server.requests.last?.headers["user-agent"])
        #expect(mine.hasPrefix("weather/") && mine.hasSuffix(" (me@mail.example)"), "\(mine)")
        _ = try runner.sandbox.writeConfig(#"{"contact": "you@example.org"}"#)
        let copied = try await run(["52.52,13.42", "--refresh"], server: server)
        #expect(copied.status == 0, "\(copied.stderr)")
        let theirs = try #require(server.requests.last?.headers["user-agent"])
        #expect(theirs.hasSuffix(" (maintainers@users.noreply.a-seed-3140677c.example)"), "\(theirs)")
        let bad = try await run(["52.52,13.42", "--contact", "me (home)"], server: server)
        #expect(bad.status == 64 && bad.stderr.contains("--contact"), "\(bad.stderr)")
    }

    @Test func aNameIsLookedUpAndJSONNamesTheSource() async throws {
        let server = try Self.standIn()
        let result = try await run(["London,GB", "--json", "--air"], server: server)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["provider"] as? String == "open-meteo")
        #expect((object["location"] as? [String: Any])?["name"] as? String == "London")
        #expect((object["current"] as? [String: Any])?["temperature_c"] as? Double == 16.5)
        // No index of Open-Meteo's own: the EPA's, from PM2.5 22.1 µg/m³.
        let air = try #require(object["air"] as? [String: Any])
        #expect(air["index_scale"] as? String == "epa" && air["index"] as? Int == 75)
        let search = try #require(server.requests.first { $0.path == "/v1/search" })
        // The country goes to Open-Meteo's own filter, not to a filter of the first few matches here.
        #expect(search.query["name"] == "London" && search.query["countryCode"] == "GB")
        #expect(search.query["count"] == "20")
        #expect(try SchemaCheck.report().problems(result.stdout) == [])
    }

    /// With a key, OpenWeatherMap answers unless Open-Meteo is asked for; then the key stays home.
    @Test func aKeyKeepsOpenWeatherMapAndIsNeverSentToOpenMeteo() async throws {
        let server = try Self.standIn()
        let main = try await run(["--lat", "51.5", "--lon", "-0.1"], server: server, withKey: true)
        #expect(main.stdout.contains("Temperature  8.7 °C"), "\(main.stderr)")
        #expect(!main.stdout.contains("Open-Meteo"))
        #expect(server.requests.map(\.path) == ["/data/2.5/weather"])
        let asked = try await run(
            ["--lat", "51.5", "--lon", "-0.1", "--provider", "open-meteo"], server: server, withKey: true)
        #expect(asked.stdout.contains("Open-Meteo.com"), "\(asked.stderr)")
        let openMeteo = server.requests.filter { $0.path.hasPrefix("/v1/") }
        #expect(openMeteo.count == 1)
        #expect(openMeteo.allSatisfy { !$0.raw.contains(WeatherRunner.key) && $0.query["appid"] == nil })
    }

    /// The forecast's views read the same model: a daily table of its days, an hourly one, a chart.
    @Test func forecastsComeFromTheSameAnswer() async throws {
        let server = try Self.standIn()
        let daily = try await run(["52.52,13.42", "--forecast", "7"], server: server)
        #expect(daily.status == 0, "\(daily.stderr)")
        #expect(daily.stdout.contains("Forecast by local day (UTC): °C, mm"), "\(daily.stdout)")
        // 2025-07-31: 14.7 to 21.4 °C, a thunderstorm (code 95), 60%, 6.9 mm; a day past, so with its month.
        #expect(daily.stdout.contains("  Thu 31 Jul  14.7  21.4  ⛈️ thunderstorm            60%  6.90"))
        let hourly = try await run(["52.52,13.42", "--hourly", "1"], server: server)
        #expect(
            hourly.status == 0 && hourly.stdout.contains("Forecast every hour, local time (UTC)"), "\(hourly.stdout)")
        let chart = try await run(["52.52,13.42", "--chart", "1"], server: server)
        #expect(chart.status == 0, "\(chart.stderr)")
        #expect(server.requests.filter { $0.path == "/v1/forecast" }.allSatisfy { $0.query["forecast_days"] == "16" })
    }

    /// A forecast's answer holds the weather now: `--offline` finds it; and a qualified name keeps
    /// the matches it names.
    @Test func offlineAfterAForecastAndAQualifiedName() async throws {
        let server = try Self.standIn()
        let forecast = try await run(["52.52,13.42", "--forecast"], server: server)
        #expect(forecast.status == 0, "\(forecast.stderr)")
        let offline = try await run(["52.52,13.42", "--offline", "--format", "{temp}"], server: server)
        #expect(offline.status == 0 && offline.stdout.hasPrefix("16.5 °C"), "\(offline.stderr)")
        #expect(server.requests.count == 1)
        let matches = try await run(["--matches", "London,US"], server: server)
        #expect(matches.stdout.hasPrefix("3 places match \"London,US\":\n"), "\(matches.stdout)")
        #expect(!matches.stdout.contains(", GB"))
        #expect(server.requests.last?.query["name"] == "London")
        #expect(server.requests.last?.query["countryCode"] == "US")
        // A US state by its code, as OpenWeatherMap's geocoder reads it, picked out here from as many
        // matches as Open-Meteo gives (100); a qualifier nothing matches is no match.
        let ohio = try await run(["London,OH,US", "--json"], server: server)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ohio.stdout.utf8)) as? [String: Any])
        #expect((object["location"] as? [String: Any])?["state"] as? String == "Ohio", "\(ohio.stdout)")
        let search = try #require(server.requests.last { $0.path == "/v1/search" })
        #expect(search.query["count"] == "100" && search.query["countryCode"] == "US")
        let nowhere = try await run(["--matches", "London,ZZ"], server: server)
        #expect(nowhere.status == 69 && nowhere.stdout.isEmpty, "\(nowhere.stdout)")
    }

    /// A name with a country: Open-Meteo's own `countryCode` filter does the narrowing, so South
    /// Africa's London, tenth in the recorded answer, is found (a filter of the first five here
    /// never saw it); `--matches` lists every match the answer has. The stand-in filters the
    /// recorded ten by `countryCode`, as the service does.
    @Test func aCountryIsFilteredByOpenMeteoNotFromTheFirstFive() async throws {
        let recorded = try Fixtures.data("open-meteo/ppleeuw_geocoding_london_count10_GB-CA-6xUS-KI-ZA_EXTRACTED.json")
        let object = try #require(try JSONSerialization.jsonObject(with: recorded) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        var byCountry: [String: Data] = [:]
        for code in Set(results.compactMap { $0["country_code"] as? String }) {
            let kept = results.filter { ($0["country_code"] as? String) == code }
            byCountry[code] = try JSONSerialization.data(withJSONObject: ["results": kept])
        }
        let answers = byCountry
        let forecast = try Fixtures.openMeteoMovedToToday(
            "open-meteo/tpryan_forecast_berlin_celsius-kmh_EDITED-cest-current-daily1.json")
        let server = try LoopbackServer { request in
            switch request.path {
            case "/v1/search":
                guard let country = request.query["countryCode"] else { return .json(recorded) }
                return .json(answers[country] ?? Data(#"{"generationtime_ms":0.5}"#.utf8))
            default: return .json(forecast)
            }
        }
        let result = try await run(["London,ZA", "--json"], server: server)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let location = try #require(report["location"] as? [String: Any])
        #expect(location["country"] as? String == "ZA" && location["state"] as? String == "Mpumalanga")
        #expect(server.requests.first?.query["countryCode"] == "ZA")
        let matches = try await run(["--matches", "London"], server: server)
        #expect(matches.stdout.hasPrefix("10 places match \"London\":\n"), "\(matches.stdout)")
        #expect(matches.stdout.contains("London, Mpumalanga, ZA"))
    }

    /// `--air --forecast`: each day's worst air from the hours, on the EPA's scale: PM2.5 20.5 μg/m³
    /// is 72 (9.1 to 35.4 is 51 to 100).
    @Test func eachDaysWorstAirComesFromTheHours() async throws {
        let server = try Self.standIn()
        let result = try await run(["52.52,13.42", "--air", "--forecast", "2", "--json"], server: server)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let days = try #require((object["forecast"] as? [String: Any])?["daily"] as? [[String: Any]])
        #expect(days.first?["index_max"] as? Int == 72 && days.first?["index_max_band"] as? String == "Moderate")
        #expect(days.dropFirst().first?["index_max"] is NSNull)
        let hours = try #require(server.requests.first { $0.query["hourly"] != nil && $0.path == "/v1/air-quality" })
        #expect(hours.query["forecast_hours"] == "120")
    }

    @Test func theBarsTooltipNamesOpenMeteo() async throws {
        let server = try Self.standIn()
        let result = try await run(["52.52,13.42", "--waybar"], server: server)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["tooltip"] as? String)?.contains("Open-Meteo.com, CC BY 4.0") == true)
        #expect(object["class"] as? [String] == ["clouds"])
    }

    /// New York's answer in °F, mp/h, inch and feet: JSON has it in °C and m/s, from the units it
    /// declares (60.9 °F is 16.06 °C; 2.1 mp/h is 0.94 m/s; 201115.484 ft is 61300 m).
    @Test func anAnswerInOtherUnitsIsConvertedFromThem() async throws {
        let body = try Fixtures.data("open-meteo/orinks_forecast_newyork_fahrenheit-mph-inch_current-daily.json")
        let server = try LoopbackServer(always: .json(body))
        let result = try await run(["40.71,-73.99", "--json"], server: server)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["temperature_c"] as? Double == 16.06)
        #expect(current["visibility_m"] as? Double == 61300)
        #expect((current["wind"] as? [String: Any])?["speed_ms"] as? Double == 0.94)
        #expect(current["sunrise"] as? String == "2026-05-11T09:42:00Z")
        #expect(server.requests.allSatisfy { $0.path.hasPrefix("/v1/") })
    }

    /// Open-Meteo's own reason is quoted; its daily limit (HTTP 429) is temporary, exit 75.
    @Test func aRefusalQuotesOpenMeteosReason() async throws {
        let limit = try Fixtures.data("open-meteo/openmeteo-issue832_error_none_daily-limit-exceeded.json")
        let busy = try LoopbackServer(always: .json(limit, status: 429))
        let result = try await run(["52.52,13.42", "--retries", "0", "--provider", "open-meteo"], server: busy)
        #expect(result.status == 75)
        let message =
            "weather: Open-Meteo has refused this address more requests for now (HTTP 429: Daily API request limit "
            + "exceeded. Please try again tomorrow.); try again tomorrow, or ask another provider (--provider "
            + "openweathermap with an API key, or met-norway)\n"
        #expect(result.stderr == message, "\(result.stderr)")
        let refused = try LoopbackServer(
            always: .json(
                #"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 200.0."}"#, status: 400))
        let bad = try await run(["52.52,13.42"], server: refused)
        #expect(
            bad.stderr.contains("Open-Meteo refused the request as malformed (HTTP 400: Latitude must be in range"),
            "\(bad.stderr)")
        // A request built wrong: said as such (exit 70, `bad_request`), not as a place not found.
        #expect(bad.status == 70)
        // JSON's error object names the provider too.
        let json = try await run(["52.52,13.42", "--json"], server: refused)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["source"] as? [String: Any])?["provider"] as? String == "open-meteo", "\(json.stdout)")
        let error = object["error"] as? [String: Any]
        #expect(error?["kind"] as? String == "bad_request" && error?["code"] as? Int == 70)
        #expect(try SchemaCheck.report().problems(json.stdout) == [])
    }

    /// A saved Open-Meteo answer is read by `--input`, named as Open-Meteo's, with no network.
    @Test func aSavedAnswerIsReadAndNamed() async throws {
        let path = Fixtures.url("open-meteo/tpryan_forecast_berlin_celsius-kmh-gmt_current-hourly168-daily7.json").path
        let human = try await runner.run(["--input", path], withKey: false)
        #expect(human.status == 0, "\(human.stderr)")
        #expect(human.stdout.hasPrefix("52.52, 13.42\n☁️ overcast\n"), "\(human.stdout)")
        #expect(human.stdout.hasSuffix("  Data         Open-Meteo.com, CC BY 4.0\n"))
        let json = try await runner.run(["--input", path, "--json"], withKey: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["source"] as? [String: Any])?["provider"] as? String == "open-meteo")
        #expect((object["current"] as? [String: Any])?["temperature_c"] as? Double == 16.5)
    }

    /// The README's first screen is what its command prints when Open-Meteo sends the answer the
    /// README names (Berlin's, at its own offset).
    /// The answer is moved to today and observed now, as a live one is: the README's `Observed`
    /// line shows the recording's time, and is compared by its shape.
    @Test func theREADMEsFirstScreenIsARealRun() async throws {
        let answer = try Fixtures.openMeteoMovedToToday(
            "open-meteo/tpryan_forecast_berlin_celsius-kmh_EDITED-cest-current-daily1.json")
        let server = try LoopbackServer(always: .json(answer))
        let result = try await run(["--lat", "52.52", "--lon", "13.42"], server: server)
        #expect(result.status == 0, "\(result.stderr)")
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let screen = readme.components(
            separatedBy: "$ weather --lat 52.52 --lon 13.42                 # no key: Open-Meteo answers\n"
        ).dropFirst().first?
        .components(separatedBy: "\n\n$ export").first
        func shape(_ text: String) -> String {
            text.replacing(
                #/  Observed     [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2} UTC/#, with: "  Observed     TIME")
        }
        #expect(screen.map { shape($0 + "\n") } == shape(result.stdout))
        #expect(screen?.contains("  Observed     2025-07-27 03:00 UTC") == true)
        #expect(
            readme.contains(
                "--input Tests/TestSupport/Fixtures/open-meteo/tpryan_forecast_berlin_celsius-kmh_EDITED-cest-current-daily1.json`"
            ))
        #expect(server.requests.first?.query["timezone"] == "auto")
    }

    @Test func anUnknownProviderIsAUsageError() async throws {
        let result = try await runner.run(["--lat", "1", "--lon", "2", "--provider", "met.no"], withKey: false)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--provider"), "\(result.stderr)")
        #expect(result.stderr.contains("auto, openweathermap (owm), open-meteo"))
    }
}
