import Foundation
import TestSupport
import Testing

/// Places by name and zip, forecasts, local times and many places, through the built binary.
@Suite struct PlacesEndToEndTests {
    static let key = WeatherRunner.key
    static let springfield = """
        [{"name":"Springfield","lat":39.7990,"lon":-89.6440,"country":"US","state":"Illinois"},
         {"name":"Springfield","lat":37.2153,"lon":-93.2982,"country":"US","state":"Missouri"},
         {"name":"Springfield","lat":42.1015,"lon":-72.5898,"country":"US","state":"Massachusetts"}]
        """

    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// A server that answers each endpoint from a table, with the real fixtures by default.
    static func server(
        geocode: String = springfield, current: LoopbackServer.Reply? = nil, forecast: LoopbackServer.Reply? = nil,
        gate: ConcurrencyGate? = nil, geocoderGate: ConcurrencyGate? = nil, keepAlive: Bool = false
    ) throws -> LoopbackServer {
        let currentBody = try Fixtures.observed(Fixtures.londonCurrent)
        let forecastBody = try Fixtures.data(Fixtures.londonForecast)
        let zipBody = try Fixtures.data(Fixtures.beverlyHillsZip)
        return try LoopbackServer(keepAlive: keepAlive) { request in
            switch request.path {
            case "/geo/1.0/direct":
                geocoderGate?.pass()
                return request.query["q"] == "Nowhere" ? .json("[]") : .json(geocode)
            case "/":
                geocoderGate?.pass()
                return .json("")
            case "/geo/1.0/zip":
                return request.query["zip"] == "00000,US"
                    ? .json(#"{"cod":"404","message":"not found"}"#, status: 404) : .json(zipBody)
            case "/data/2.5/forecast":
                gate?.pass()
                return forecast ?? .json(forecastBody)
            default:
                gate?.pass()
                return current ?? .json(currentBody)
            }
        }
    }

    func run(
        _ arguments: [String], server: LoopbackServer, _ extra: [String: String] = [:]
    ) async throws
        -> ProcessResult
    {
        try await runner.run(arguments, server: server, extra)
    }

    static func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: places

    @Test func cityIsGeocodedAndNamedAsTheGeocoderDoes() async throws {
        let server = try Self.server()
        let result = try await run(["--city", "Springfield"], server: server)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Springfield, Illinois, US")
        #expect(lines[1].hasPrefix("(3 places match \"Springfield\"; showing the first."))
        let hint = lines.dropFirst().prefix { $0.hasPrefix("(") || $0.hasPrefix(" ") }
        #expect(hint.count > 1 && hint.allSatisfy { $0.count <= 80 }, "\(hint)")
        let joined = hint.joined()
        #expect(joined.contains("\"Springfield,US\"") && joined.contains("\"Springfield,IL,US\""), "\(joined)")
        #expect(joined.hasSuffix("weather --matches \"Springfield\" lists them all.)"), "\(joined)")
        let geocode = try #require(server.requests.first { $0.path == "/geo/1.0/direct" })
        #expect(geocode.query == ["q": "Springfield", "limit": "5", "appid": Self.key])
        let weather = try #require(server.requests.first { $0.path == "/data/2.5/weather" })
        #expect(weather.query["lat"] == "39.799" && weather.query["lon"] == "-89.644")
    }

    @Test func cityInJSONTakesNameAndStateFromTheGeocoder() async throws {
        let result = try await run(["Springfield,IL,US", "--json"], server: try Self.server())
        #expect(result.status == 0)
        let object = try Self.jsonObject(result.stdout)
        #expect(object["query"] as? [String: String] == ["city": "Springfield,IL,US"])
        let location = try #require(object["location"] as? [String: Any])
        #expect(location["name"] as? String == "Springfield")
        #expect(location["state"] as? String == "Illinois")
        #expect(location["country"] as? String == "US")
    }

    @Test func matchesListsEveryMatch() async throws {
        let server = try Self.server()
        let human = try await run(["--matches", "Springfield"], server: server)
        #expect(human.status == 0)
        #expect(
            human.stdout == """
                3 places match "Springfield":
                  Springfield, Illinois, US       39.7990, -89.6440
                  Springfield, Missouri, US       37.2153, -93.2982
                  Springfield, Massachusetts, US  42.1015, -72.5898

                """)
        #expect(!server.requests.contains { $0.path == "/data/2.5/weather" })
        let json = try await run(["--matches", "--city", "Springfield", "--json"], server: server)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        #expect(array[1]["state"] as? String == "Missouri")
        #expect(array[1]["lat"] as? Double == 37.2153)
    }

    @Test func noSuchPlaceIsExit69() async throws {
        let result = try await run(["Nowhere"], server: try Self.server())
        #expect(result.status == 69)
        #expect(
            result.stderr
                == "weather: no place called \"Nowhere\"; check the spelling, or add a country code, e.g. \"London,GB\"\n"
        )
    }

    @Test func zipIsGeocodedAsASingleObject() async throws {
        let server = try Self.server()
        let result = try await run(["--zip", "90210,US", "--json"], server: server)
        #expect(result.status == 0)
        let object = try Self.jsonObject(result.stdout)
        #expect(object["query"] as? [String: String] == ["zip": "90210,US"])
        #expect((object["location"] as? [String: Any])?["name"] as? String == "Beverly Hills")
        let weather = try #require(server.requests.first { $0.path == "/data/2.5/weather" })
        #expect(weather.query["lat"] == "34.0901" && weather.query["lon"] == "-118.4065")
        let missing = try await run(["--zip", "00000,US"], server: server)
        #expect(missing.status == 69)
        // The country was given: not asked for again.
        #expect(
            missing.stderr
                == "weather: no place with zip code \"00000\" in US; check the code, and that US is the country's "
                + "two-letter code\n")
    }

    /// "Not found" says the likely cause: a zip code typed as a name, a US state read as a country,
    /// or a missing country code.
    @Test(arguments: [
        ("90210", "no place called \"90210\"; for a zip code, use --zip 90210,US (or another country code)"),
        (
            "Springfield,MA",
            "no place called \"Springfield,MA\": the part after the comma is read as a country code; for the US "
                + "state, write \"Springfield,MA,US\""
        ),
        (
            "Austin,tx",
            "no place called \"Austin,tx\": the part after the comma is read as a country code; for the US state, "
                + "write \"Austin,TX,US\""
        ),
        ("Nowhere", "no place called \"Nowhere\"; check the spelling, or add a country code, e.g. \"London,GB\""),
    ])
    func notFoundSaysTheLikelyCause(place: String, message: String) async throws {
        let server = try LoopbackServer(always: .json("[]"))
        let result = try await run([place], server: server)
        #expect(result.status == 69)
        #expect(result.stderr == "weather: \(message)\n")
    }

    @Test func twoNumbersJoinedByACommaAreCoordinates() async throws {
        let server = try Self.server()
        let result = try await run(["-33.9,18.4", "--json"], server: server)
        #expect(result.status == 0)
        #expect(try Self.jsonObject(result.stdout)["query"] as? [String: Double] == ["lat": -33.9, "lon": 18.4])
        #expect(server.requests.map(\.path) == ["/data/2.5/weather"])
    }

    // MARK: forecast

    @Test func forecastJSONHasEntriesAndLocalDays() async throws {
        let server = try Self.server()
        let result = try await run(["51.5,-0.1", "--forecast", "2", "--json"], server: server)
        #expect(result.status == 0)
        let forecast = try #require(try Self.jsonObject(result.stdout)["forecast"] as? [String: Any])
        #expect(forecast["step_hours"] as? Int == 3)
        let entries = try #require(forecast["entries"] as? [[String: Any]])
        #expect(entries.count == 9)
        #expect(
            Set(entries[0].keys) == [
                "time", "time_local", "temperature_c", "feels_like_c", "temp_min_c", "temp_max_c", "humidity_pct",
                "pressure_hpa", "conditions", "wind", "clouds_pct", "visibility_m", "pop_pct", "rain_3h_mm",
                "snow_3h_mm", "dew_point_c", "sea_level_hpa", "ground_level_hpa",
            ])
        #expect(entries[0]["time"] as? String == "2025-03-20T21:00:00Z")
        #expect(entries[0]["time_local"] as? String == "2025-03-20T21:00:00+00:00")
        let daily = try #require(forecast["daily"] as? [[String: Any]])
        #expect(daily.map { $0["date"] as? String } == ["2025-03-20", "2025-03-21"])
        #expect(
            Set(daily[1].keys) == [
                "date", "steps", "min_c", "max_c", "conditions", "pop_pct", "rain_mm", "snow_mm", "aqi_max",
                "index_max", "index_max_band", "uvi", "summary",
            ])
        #expect(daily.map { $0["steps"] as? Int } == [1, 8])
        let forecastRequest = try #require(server.requests.first { $0.path == "/data/2.5/forecast" })
        #expect(forecastRequest.query == ["lat": "51.5", "lon": "-0.1", "appid": Self.key])
    }

    @Test func humanForecastIsATableOfDaysAndHourlyOneRowPerStep() async throws {
        let server = try Self.server()
        let daily = try await run(["51.5,-0.1", "--forecast", "3"], server: server)
        // The recording's days (March 2025) are past: each carries its month, never read as this week's.
        #expect(
            daily.stdout.hasSuffix(
                """
                Forecast by local day (UTC): °C, mm
                  Day           Low  High  Weather              Chance  Rain
                  Thu 20 Mar*  14.9  14.9  ⛅ scattered clouds      0%
                  Fri 21 Mar   10.3  15.6  🌧️ light rain           57%  0.32
                  Sat 22 Mar    9.4  12.6  🌧️ moderate rain       100%  7.24
                  * part of the day only: not its whole low and high

                """))
        let hourly = try await run(["51.5,-0.1", "--hourly", "1"], server: server)
        #expect(
            hourly.stdout.hasSuffix(
                """
                Forecast every 3 hours, local time (UTC): °C, m/s
                  Time       Temp  Weather              Chance  Wind  From  Dew
                  Thu 21:00  14.9  ☁️ scattered clouds      0%   3.0  ESE   7.9

                """))
    }

    /// One place: the weather and the forecast go out together, on two connections, the second
    /// opened (with a GET of the base URL that carries no key) while the geocoder answers on the
    /// first, so both are warm when the coordinates come. Two connections, never a third.
    @Test func onePlaceOpensItsSecondConnectionWhileTheGeocoderAnswers() async throws {
        // The geocoder answers only once the early GET is there too, and the weather and the forecast only
        // once both are: the order the test needs, without timing.
        let geocoderGate = ConcurrencyGate(needed: 2)
        let gate = ConcurrencyGate(needed: 2)
        let server = try Self.server(gate: gate, geocoderGate: geocoderGate, keepAlive: true)
        let result = try await run(["Springfield", "--forecast", "--cache-ttl", "0", "--json"], server: server)
        #expect(result.status == 0)
        let gets = server.requests.filter(\.isForTheAPI)
        #expect(gets.map(\.path).sorted() == ["/data/2.5/forecast", "/data/2.5/weather", "/geo/1.0/direct"])
        #expect(server.requests.filter(\.opensConnection).count == 1, "one early GET: no key, nothing asked")
        #expect(geocoderGate.maxInFlight == 2 && gate.maxInFlight == 2)
        #expect(server.connections == 2)
    }

    /// Coordinates need no geocoder, so nothing is opened early: the two requests open their own.
    /// With the geocoder's answer cached, the same; and one request alone opens one connection.
    @Test func nothingIsOpenedEarlyWithoutAGeocoderToWaitFor() async throws {
        let server = try Self.server(keepAlive: true)
        _ = try await run(["51.5,-0.1", "--forecast", "--cache-ttl", "0", "--json"], server: server)
        _ = try await run(["Springfield", "--json"], server: server)
        _ = try await run(["Springfield", "--forecast", "--json"], server: server)
        #expect(server.requests.filter(\.opensConnection).isEmpty)
    }

    /// Several places: at most four connections, one per place in flight, each kept for the
    /// next place.
    @Test func manyPlacesUseAtMostFourConnections() async throws {
        // The first weather requests wait for each other, so places really are in flight together
        // (however slowly a busy machine starts them), and so on connections of their own.
        let server = try Self.server(gate: ConcurrencyGate(needed: 2), keepAlive: true)
        let places = ["Springfield", "Springfield,IL", "Springfield,MO", "Springfield,MA", "Springfield,US"]
        let result = try await run(places + ["--cache-ttl", "0", "--json"], server: server)
        #expect(result.status == 0)
        #expect(server.requests.count == 10)
        #expect((2...4).contains(server.connections), "\(server.connections) connections")
    }

    /// config.example.json's two places and a template without `{city}`: each line says its place.
    @Test func severalPlacesThroughATemplateWithoutTheCityAreLabelled() async throws {
        try runner.sandbox.writeConfig(#"{"places": ["London,GB", "51.5,-0.1"], "format": "{temp:.0} {desc}"}"#)
        let result = try await run([], server: try Self.server())
        #expect(result.status == 0)
        #expect(result.stdout == "London,GB: 9 °C moderate rain\n51.5,-0.1: 9 °C moderate rain\n")
    }

    /// The config's template is for the plain call; a view asked for on the command line wins.
    @Test func aConfigTemplateNeverHidesAForecast() async throws {
        try runner.sandbox.writeConfig(#"{"format": "{icon} {temp:.0} {desc}"}"#)
        let server = try Self.server()
        let plain = try await run(["51.5,-0.1"], server: server)
        #expect(plain.stdout.split(separator: "\n").count == 1)
        let forecast = try await run(["51.5,-0.1", "--forecast", "2"], server: server)
        #expect(forecast.status == 0)
        #expect(
            forecast.stdout.hasPrefix("London, GB\n")
                && forecast.stdout.contains("\nForecast by local day (UTC): °C, mm\n"))
        let full = try await run(["51.5,-0.1", "--format", ""], server: server)
        #expect(full.stdout.hasPrefix("London, GB\n") && full.stdout.contains("  Sunrise "))
        let both = try await run(["51.5,-0.1", "--forecast", "--format", "{temp}"], server: server)
        #expect(both.status == 64 && both.stdout == "")
        #expect(both.stderr.contains("cannot show --forecast; drop one"))
    }

    /// Without DAYS, every step the API sent: 40, over six local days, the last one partial.
    @Test func aForecastWithoutDaysKeepsEveryStep() async throws {
        let result = try await run(["51.5,-0.1", "--forecast", "--json"], server: try Self.server())
        let forecast = try #require(try Self.jsonObject(result.stdout)["forecast"] as? [String: Any])
        #expect((forecast["entries"] as? [Any])?.count == 40)
        let daily = try #require(forecast["daily"] as? [[String: Any]])
        #expect(daily.map { $0["steps"] as? Int } == [1, 8, 8, 8, 8, 7])
        let five = try await run(["51.5,-0.1", "--forecast", "5", "--json"], server: try Self.server())
        let limited = try #require(try Self.jsonObject(five.stdout)["forecast"] as? [String: Any])
        #expect((limited["entries"] as? [Any])?.count == 33)
    }

    /// What came is shown; the forecast's failure goes to stderr (and JSON) and decides the code.
    @Test func aFailingForecastKeepsTheCurrentWeatherAndItsOwnExitCode() async throws {
        let server = try Self.server(forecast: .json(#"{"cod":"500","message":"forecast down"}"#, status: 500))
        let result = try await run(["51.5,-0.1", "--forecast", "--retries", "0"], server: server)
        #expect(result.status == 75)
        #expect(
            result.stderr
                == "weather: the forecast failed, so only the current weather is shown: OpenWeatherMap is having "
                + "trouble (HTTP 500: forecast down); try again later\n")
        #expect(result.stdout.hasPrefix("London, GB\n"))
        #expect(!result.stdout.contains("Forecast"))

        let json = try await run(["51.5,-0.1", "--forecast", "--retries", "0", "--json"], server: server)
        #expect(json.status == 75)
        let object = try Self.jsonObject(json.stdout)
        #expect((object["current"] as? [String: Any])?["temperature_c"] != nil)
        let error = try #require((object["forecast"] as? [String: Any])?["error"] as? [String: Any])
        #expect(error["code"] as? Int == 75 && error["kind"] as? String == "temporary")
        #expect((error["message"] as? String)?.contains("HTTP 500: forecast down") == true)
    }

    /// A bar keeps running whatever failed: its line shows the weather that came, and exit is 0.
    @Test func aFailingForecastUnderWaybarStillExitsZero() async throws {
        let server = try Self.server(forecast: .json(#"{"cod":"500","message":"forecast down"}"#, status: 500))
        let result = try await run(["51.5,-0.1", "--waybar", "--forecast", "--retries", "0"], server: server)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"text":"#))
        #expect(result.stderr.hasPrefix("weather: the forecast failed, so only the current weather is shown: "))
    }

    // MARK: local times

    @Test func localTimesInBothViews() async throws {
        // The recording as it was made, observed in 2020: its times are what this test reads.
        let server = try Self.server(current: .json(Fixtures.data(Fixtures.londonCurrent)))
        let human = try await run(["51.5,-0.1", "--local-time"], server: server)
        #expect(human.stdout.contains("  Sunrise      05:37 local, UTC+1 (04:37 UTC)\n"))
        #expect(human.stdout.contains("  Observed     2020-04-28 05:22 UTC+1\n"))
        let json = try await run(["51.5,-0.1", "--json"], server: server)
        let current = try #require(try Self.jsonObject(json.stdout)["current"] as? [String: Any])
        #expect(current["sunrise"] as? String == "2020-04-28T04:37:13Z")
        #expect(current["sunrise_local"] as? String == "2020-04-28T05:37:13+01:00")
        #expect(current["observed_at_local"] as? String == "2020-04-28T05:22:28+01:00")
    }

    // MARK: many places

    @Test func manyPlacesPrintInTheOrderGivenWithFailuresInTheirSlots() async throws {
        let server = try Self.server()
        let json = try await run(["Springfield", "Nowhere", "51.5,-0.1", "--json"], server: server)
        #expect(json.status == 69)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        #expect(array[0]["query"] as? [String: String] == ["city": "Springfield"])
        #expect(array[1]["query"] as? [String: String] == ["city": "Nowhere"])
        #expect((array[1]["error"] as? [String: Any])?["kind"] as? String == "not_found")
        #expect(array[1]["location"] == nil)
        #expect(array[2]["query"] as? [String: Double] == ["lat": 51.5, "lon": -0.1])
        #expect(
            json.stderr
                == "weather: Nowhere: no place called \"Nowhere\"; check the spelling, or add a country code, e.g. \"London,GB\"\n"
        )

        let human = try await run(["Nowhere", "51.5,-0.1"], server: server)
        #expect(human.status == 69)
        #expect(human.stdout.hasPrefix("Nowhere: no place called \"Nowhere\";"))
        #expect(human.stdout.contains("\n\nLondon, GB\n🌧️ moderate rain\n"))
    }

    @Test func theExitCodeIsTheFirstFailureInOrder() async throws {
        let server = try Self.server(current: .json(#"{"cod":401,"message":"bad key"}"#, status: 401))
        let result = try await run(["Nowhere", "51.5,-0.1"], server: server)
        #expect(result.status == 69)
        let reversed = try await run(["51.5,-0.1", "Nowhere"], server: server)
        #expect(reversed.status == 77)
    }

    @Test func manyPlacesAreFetchedAtMostFourAtATime() async throws {
        let gate = ConcurrencyGate(needed: 4)
        let server = try Self.server(gate: gate)
        let places = (1...7).map { "\($0),\($0)" }
        let result = try await run(places + ["--json"], server: server)
        #expect(result.status == 0)
        #expect(gate.maxInFlight == 4)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { ($0["query"] as? [String: Double])?["lat"] } == (1...7).map { Double($0) })
    }

    @Test func configPlacesAreUsedWhenNoneAreGiven() async throws {
        let server = try Self.server()
        try runner.sandbox.writeConfig(#"{"places": ["Springfield", "51.5,-0.1"]}"#)
        let result = try await run(["--json"], server: server)
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
    }

    // MARK: named places

    /// `weather home` with an alias of coordinates asks the loopback server for the weather only:
    /// no /geo request, and the human view prints as for the coordinates.
    @Test func anAliasOfCoordinatesMakesNoGeocodingRequest() async throws {
        let server = try Self.server()
        try runner.sandbox.writeConfig(#"{"places": {"home": "51.5,-0.1", "work": "Springfield"}}"#)
        let result = try await run(["home"], server: server)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("London, GB\n"))
        #expect(server.requests.map(\.path) == ["/data/2.5/weather"])
        #expect(server.requests.first?.query["lat"] == "51.5")
    }

    /// `weather --places` reads the config and nothing else: no key, no request.
    @Test func placesListsTheAliasesWithoutAKeyOrTheNetwork() async throws {
        let server = try Self.server()
        try runner.sandbox.writeConfig(#"{"places": {"home": "51.5,-0.1", "work": "Springfield"}}"#)
        let result = try await runner.run(["--places"], server: server, withKey: false)
        #expect(result.status == 0)
        #expect(result.stdout == "home  51.5,-0.1\nwork  Springfield\n")
        #expect(result.stderr == "")
        #expect(server.requests.isEmpty)
    }
}
