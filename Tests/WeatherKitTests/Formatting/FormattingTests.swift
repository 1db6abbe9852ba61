import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct NumberTextTests {
    @Test(arguments: [
        (9.4, 1, "9.4"), (-0.04, 1, "0.0"), (-0.0, 1, "0.0"), (-0.05, 1, "-0.1"), (1012, 0, "1012"),
        (-0.4, 0, "0"), (2.25, 2, "2.25"), (-3, 1, "-3.0"), (0.06, 1, "0.1"),
    ])
    func fixed(value: Double, decimals: Int, text: String) {
        #expect(NumberText.fixed(value, decimals: decimals) == text)
    }

    @Test(arguments: [(1.27, "1.27"), (0.6, "0.6"), (10.0, "10"), (16.093, "16.09"), (-0.001, "0")])
    func trimmed(value: Double, text: String) {
        #expect(NumberText.trimmed(value, maxDecimals: 2) == text)
    }

    @Test func jsonNumbersAreShortAndNeverNegativeZero() {
        #expect(JSONWriter.number(-0.0) == "0")
        #expect(JSONWriter.number(1012) == "1012")
        #expect(JSONWriter.number(51.5085) == "51.5085")
        #expect(NumberText.rounded(-0.004, decimals: 2) == 0)
        #expect(JSONWriter.number(NumberText.rounded(-0.004, decimals: 2)) == "0")
        #expect(NumberText.rounded(8.724999, decimals: 2) == 8.72)
    }

    @Test func jsonStringsEscapeControlCharacters() {
        let text = JSONWriter.render(.string("a\"b\\c\n\u{1B}[31m\u{7}é"))
        #expect(text == #""a\"b\\c\n\u001b[31m\u0007é""#)
    }

    /// Every digit of huge values, by our own arithmetic, matches C's printf (which WeatherKit no
    /// longer links: it needs only FoundationEssentials).
    @Test(arguments: [9e15, 9_007_199_254_740_993, 1.5e16, 1e22, 1e300, -1e300, Double.greatestFiniteMagnitude])
    func hugeValuesPrintEveryDigit(value: Double) {
        #expect(NumberText.fixed(value, decimals: 0) == String(format: "%.0f", value))
        #expect(NumberText.fixed(value, decimals: 2) == String(format: "%.2f", value))
    }
}

@Suite struct LocalTimeTests {
    @Test(arguments: [
        (0, "1970-01-01T00:00:00Z"), (1_588_047_748, "2020-04-28T04:22:28Z"), (951_782_400, "2000-02-29T00:00:00Z"),
        (-1, "1969-12-31T23:59:59Z"), (1_795_344_612, "2026-11-22T10:50:12Z"), (4_102_444_799, "2099-12-31T23:59:59Z"),
    ])
    func iso8601(seconds: Int, text: String) {
        #expect(LocalTime(Date(timeIntervalSince1970: TimeInterval(seconds))).iso8601 == text)
    }

    @Test func anyDateFormatsWithoutTrapping() {
        #expect(LocalTime(Date(timeIntervalSince1970: 1e300)).year > 300_000)
        // distantPast is 1 Jan 1 in the Julian calendar: 30 Dec 0 in ISO-8601's proleptic Gregorian.
        #expect(LocalTime(.distantPast).iso8601 == "0000-12-30T00:00:00Z")
    }

    /// Cross-checks the arithmetic against Foundation's own ISO formatter over a spread of dates.
    @Test func agreesWithFoundationEverySixtyDays() {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        for seconds in stride(from: -2_208_988_800, through: 4_102_444_800, by: 5_184_017) {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(LocalTime(date).iso8601 == formatter.string(from: date))
        }
    }
}

@Suite struct HumanViewTests {
    @Test func londonInEveryUnitSystem() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data(Fixtures.londonCurrent))
        #expect(
            human(weather, units: .metric) == """
                London, GB
                🌧️ moderate rain

                  Temperature  8.7 °C, feels like 4.0 °C
                  Min / max    7.8 °C / 10.0 °C
                  Humidity     87%
                  Dew point    6.7 °C
                  Pressure     1005 hPa
                  Wind         5.7 m/s from E (90°)
                  Clouds       75%
                  Visibility   8.0 km
                  Rain         1.27 mm in the last hour
                  Sunrise      04:37 UTC (05:37 local, UTC+1)
                  Sunset       19:18 UTC (20:18 local, UTC+1)
                  Observed     2020-04-28 04:22 UTC

                """)
        let imperial = human(weather, units: .imperial)
        #expect(imperial.contains("Temperature  47.7 °F, feels like 39.1 °F"))
        #expect(imperial.contains("Wind         12.8 mph from E (90°)"))
        // Imperial is imperial: miles, inches and inches of mercury.
        #expect(imperial.contains("Pressure     29.68 inHg\n"))
        #expect(imperial.contains("Visibility   5.0 mi\n"))
        #expect(imperial.contains("Rain         0.05 in in the last hour\n"))
        // --local-time puts the local clock first.
        let local = HumanView(style: DisplayStyle(units: .metric, localTime: true)).render(.of(weather))
        #expect(local.contains("  Sunrise      05:37 local, UTC+1 (04:37 UTC)\n"))
        let standard = human(weather, units: .standard)
        #expect(standard.contains("Temperature  281.9 K, feels like 277.1 K"))
        #expect(standard.contains("Wind         5.7 m/s from E (90°)"))
    }

    /// `LANG=C`: not one byte beyond ASCII of our own; the server's text is printed as it came.
    @Test func aPlainLocaleGetsASCII() throws {
        let weather = try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent))
        let text = human(weather, units: .metric, glyphs: .ascii)
        #expect(text.hasPrefix("London, GB\nmoderate rain\n\n  Temperature  8.7 C, feels like 4.0 C\n"))
        #expect(text.contains("  Wind         5.7 m/s from E (90 deg)\n"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(human(weather, units: .imperial, glyphs: .ascii).contains("Temperature  47.7 F, feels like 39.1 F"))
        #expect(human(weather, units: .standard, glyphs: .ascii).contains("Temperature  281.9 K"))
    }

    /// One number of decimals per quantity: 10 mph is `10.0 mph` beside `9.7 mph`.
    @Test func eachQuantityKeepsItsDecimals() throws {
        let body = """
            {"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"name":"X","visibility":800,
             "wind":{"speed":4.4704,"gust":4.336},"rain":{"1h":1},"snow":{"3h":0.6}}
            """
        let weather = try OpenWeatherMapData.currentWeather(from: Data(body.utf8))
        let text = human(weather, units: .imperial)
        #expect(text.contains("  Wind         10.0 mph, gusts 9.7 mph\n"))
        #expect(text.contains("  Visibility   0.5 mi\n"))
        #expect(text.contains("  Rain         0.04 in in the last hour\n"))
        #expect(text.contains("  Snow         0.02 in in 3 h\n"))
        let metric = human(weather, units: .metric)
        #expect(metric.contains("  Visibility   0.8 km\n"))
        #expect(metric.contains("  Rain         1.00 mm in the last hour\n"))
        #expect(metric.contains("  Snow         0.60 mm in 3 h\n"))
    }

    /// OpenWeatherMap sends 0 for both in polar day and night; which one it is comes from the sun.
    @Test(arguments: [
        (78.2, 1_781_784_000, "polar day"), (78.2, 1_766_232_000, "polar night"),  // Longyearbyen, June and December
        (-77.8, 1_766_232_000, "polar day"), (-77.8, 1_781_784_000, "polar night"),  // McMurdo
    ])
    func noSunriseAndNoSunsetIsPolarDayOrNight(latitude: Double, time: Int, light: String) throws {
        let body = """
            {"coord":{"lat":\(latitude),"lon":15.6},"main":{"temp":270},"dt":\(time),"name":"P",
             "sys":{"sunrise":0,"sunset":0}}
            """
        let weather = try OpenWeatherMapData.currentWeather(from: Data(body.utf8))
        let text = human(weather, units: .metric)
        #expect(text.contains("  Sunrise      —  (\(light))\n  Sunset       —  (\(light))\n"), "\(text)")
        #expect(human(weather, units: .metric, glyphs: .ascii).contains("  Sunrise      -  (\(light))\n"))
    }

    @Test func missingValuesAreLeftOutNotPrintedAsNothing() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Data(#"{"coord":{"lat":-82.7131,"lon":3.8772},"main":{"temp":273.1},"dt":1700000000,"name":""}"#.utf8)
        )
        let text = human(weather, units: .metric)
        #expect(
            text == """
                -82.7131, 3.8772

                  Temperature  0.0 °C
                  Observed     2023-11-14 22:13 UTC

                """)
        for word in ["nil", "null", "-0", "Sunrise", "Wind", "Humidity"] { #expect(!text.contains(word)) }
    }

    @Test func gustsAndSeveralConditions() throws {
        let body = """
            {"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"name":"X",
             "weather":[{"main":"Haze","description":"haze"},{"main":"Mist","description":"mist"}],
             "wind":{"speed":1.54,"gust":2.57,"deg":31}}
            """
        let text = human(try OpenWeatherMapData.currentWeather(from: Data(body.utf8)), units: .metric)
        #expect(text.contains("X\n🌫️ haze, mist\n"))
        #expect(text.contains("Wind         1.5 m/s from NNE (31°), gusts 2.6 m/s"))
    }

    /// At most 80 columns, never broken inside a quoted name, and never suggesting what was typed.
    /// A `"` in the name cannot be quoted into a command line that works: no commands then.
    @Test func theAmbiguityHintQuotesNoNameWithAQuote() {
        let lines = AmbiguityHint.lines(name: #"Spring"field"#, count: 3, first: nil)
        #expect(lines == ["(3 places match; showing the first. --matches lists them all.)"])
    }

    @Test func theAmbiguityHintFitsAndSuggestsOnlyWhatIsMissing() {
        let springfield = GeocodedPlace(
            name: "Springfield", state: "Illinois", country: "US", latitude: 39.8, longitude: -89.6)
        let bare = AmbiguityHint.lines(name: "Springfield", count: 5, first: springfield)
        #expect(
            bare == [
                "(5 places match \"Springfield\"; showing the first. Narrow it down with a country",
                " code, like \"Springfield,US\" or a US state, like \"Springfield,IL,US\". weather",
                " --matches \"Springfield\" lists them all.)",
            ])
        let withCountry = AmbiguityHint.lines(name: "Springfield,US", count: 3, first: springfield).joined()
        #expect(!withCountry.contains("country code") && withCountry.contains("\"Springfield,IL,US\""))
        let full = AmbiguityHint.lines(name: "Springfield,IL,US", count: 2, first: springfield).joined()
        #expect(!full.contains("like") && full.contains("--matches \"Springfield,IL,US\""))
        let long = String(repeating: "Llanfair ", count: 6) + "gogogoch"
        let wrapped = AmbiguityHint.lines(
            name: long, count: 2,
            first: GeocodedPlace(name: "L", state: nil, country: "GB", latitude: 53.2, longitude: -4.2))
        #expect(wrapped.filter { $0.contains("\"" + long + "\"") }.count >= 2, "quoted names stay whole: \(wrapped)")
    }

    @Test func displayWidthCountsWideCharactersAsTwo() {
        #expect("London".displayWidth == 6)
        #expect("東京都, JP".displayWidth == 10)
        #expect("🌧️".displayWidth == 2 && "⛅".displayWidth == 2)
        #expect("Ernākulam".displayWidth == 9 && "e\u{301}".displayWidth == 1)
        #expect("서울".displayWidth == 4)
    }

    /// `--matches` columns line up by display width, not by characters.
    @Test func matchColumnsAlignWithWideNames() {
        let places = [
            GeocodedPlace(name: "東京都", state: nil, country: "JP", latitude: 35.6828, longitude: 139.759),
            GeocodedPlace(name: "Tokyo", state: nil, country: "JP", latitude: 35.6895, longitude: 139.6917),
        ]
        let lines = HumanView(style: DisplayStyle(units: .metric)).renderMatches(places, name: "Tokyo").split(
            separator: "\n")
        #expect(lines[1] == "  東京都, JP  35.6828, 139.7590")
        #expect(lines[2] == "  Tokyo, JP   35.6895, 139.6917")
    }

    @Test func serverTextCannotControlTheTerminal() throws {
        let body = #"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"name":"Evil\u001b]0;pwned\u0007\rTown"}"#
        let text = human(try OpenWeatherMapData.currentWeather(from: Data(body.utf8)), units: .metric)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{7}") && !text.contains("\r"))
        #expect(text.hasPrefix("Evil ]0;pwned  Town\n"))
    }
}

@Suite struct JSONReportTests {
    static let documentedKeys: [String: [String]] = [
        "": [
            "schema_version", "query", "location", "current", "forecast", "air", "alerts", "alerts_status", "onecall",
            "next_hour",
            "sky", "fetched_at", "stale", "source",
        ],
        "location": [
            "name", "country", "state", "city_id", "lat", "lon", "timezone_offset_s", "located_by", "locator",
        ],
        "current": [
            "vs_yesterday",
            "observed_at", "observed_at_local", "observed_age_s", "sunrise", "sunrise_local", "sunset", "sunset_local",
            "conditions",
            "temperature_c", "feels_like_c", "temp_min_c",
            "temp_max_c", "humidity_pct", "dew_point_c", "pressure_hpa", "sea_level_hpa", "ground_level_hpa",
            "visibility_m",
            "clouds_pct", "wind", "rain_1h_mm", "rain_3h_mm", "snow_1h_mm", "snow_3h_mm", "uvi",
        ],
        "current.wind": ["speed_ms", "gust_ms", "deg", "direction"],
    ]

    static func object(_ text: String, at path: String) throws -> [String: Any] {
        var value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        for key in path.split(separator: ".") {
            value = try #require((value as? [String: Any])?[String(key)])
        }
        return try #require(value as? [String: Any])
    }

    @Test func everyDocumentedKeyIsPresentEvenWhenTheValueIsMissing() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Data(#"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1}"#.utf8))
        let text = json(weather, query: .place(.coordinates(Coordinates(latitude: 1, longitude: 2))))
        for (path, keys) in Self.documentedKeys {
            #expect(try Set(Self.object(text, at: path).keys) == Set(keys), "keys of \(path)")
        }
        #expect(text.contains(#""wind":{"speed_ms":null,"gust_ms":null,"deg":null,"direction":null}"#))
        #expect(text.contains(#""forecast":null"#))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func londonReportMatchesTheSchema() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data(Fixtures.londonCurrent))
        let text = json(weather, query: .place(.coordinates(Coordinates(latitude: 51.5, longitude: -0.1))))
        #expect(
            text == """
                {"schema_version":1,"query":{"lat":51.5,"lon":-0.1},"location":{"name":"London","country":"GB",\
                "state":null,"city_id":2643743,"lat":51.51,"lon":-0.13,"timezone_offset_s":3600,"located_by":null,\
                "locator":null},"current":{"temperature_c":8.72,"feels_like_c":3.96,"vs_yesterday":null,"temp_min_c":7.78,"temp_max_c":10,\
                "conditions":[{"id":501,"main":"Rain","description":"moderate rain","icon":"10n"}],\
                "humidity_pct":87,"dew_point_c":6.68,"pressure_hpa":1005,"sea_level_hpa":null,"ground_level_hpa":null,\
                "wind":{"speed_ms":5.7,"gust_ms":null,"deg":90,"direction":"E"},"clouds_pct":75,"visibility_m":8000,\
                "rain_1h_mm":1.27,"rain_3h_mm":null,"snow_1h_mm":null,"snow_3h_mm":null,"uvi":null,\
                "sunrise":"2020-04-28T04:37:13Z","sunrise_local":"2020-04-28T05:37:13+01:00",\
                "sunset":"2020-04-28T19:18:26Z","sunset_local":"2020-04-28T20:18:26+01:00",\
                "observed_at":"2020-04-28T04:22:28Z","observed_at_local":"2020-04-28T05:22:28+01:00",\
                "observed_age_s":null},\
                "forecast":null,"air":null,"alerts":null,"alerts_status":null,"onecall":null,"next_hour":null,\
                "sky":null,"fetched_at":null,"stale":false,\
                "source":{"provider":"openweathermap","attribution":"OpenWeatherMap (openweathermap.org)","fallback":[],"also_from":[]}}

                """)
    }

    @Test func temperaturesAreRoundedToTwoDecimals() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Data(#"{"coord":{"lat":1,"lon":2},"main":{"temp":282.55678,"feels_like":273.149},"dt":1}"#.utf8))
        let current = try Self.object(json(weather), at: "current")
        #expect(current["temperature_c"] as? Double == 9.41)
        #expect(current["feels_like_c"] as? Double == 0)
    }

    @Test func errorObject() throws {
        let text = JSONReport.text(JSONReport.errorObject(CommandLineError.noLocation))
        let error = try Self.object(text, at: "error")
        #expect(error["code"] as? Int == 64)
        #expect(error["kind"] as? String == "usage")
        #expect((error["message"] as? String)?.hasPrefix("no place given") == true)
        #expect(try Self.object(text, at: "")["schema_version"] as? Int == 1)
    }
}

@Suite struct HostileNumberTests {
    /// An absurd reading from a server (a temperature of 1e308) is a bad answer naming its key, from
    /// every provider's parser, not a 309-digit line.
    @Test(arguments: [
        (#"{"coord":{"lat":1,"lon":2},"main":{"temp":1e308},"dt":1}"#, "main.temp", "1e+308"),
        (#"{"coord":{"lat":1,"lon":2},"main":{"temp":280,"humidity":"1.5e20"},"dt":1}"#, "main.humidity", "1.5e+20"),
        (#"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"wind":{"speed":-1e7},"dt":1}"#, "wind.speed", "-10000000.0"),
    ])
    func anAbsurdReadingIsABadAnswerNamingItsKey(body: String, path: String, found: String) throws {
        let error = try #require(throws: ResponseError.self) {
            try OpenWeatherMapData.currentWeather(from: Data(body.utf8))
        }
        #expect(error.problem == .other(path: path, detail: "\(found) is beyond any reading"))
        #expect(error.description == "bad response from OpenWeatherMap: `\(path)`: \(found) is beyond any reading")
    }

    @Test func openMeteoAndMetNorwayRefuseAnAbsurdReadingToo() throws {
        var openMeteo = try #require(
            try JSONSerialization.jsonObject(with: Fixtures.data(OpenMeteoTests.berlin)) as? [String: Any])
        var now = try #require(openMeteo["current"] as? [String: Any])
        now["temperature_2m"] = 1e308
        openMeteo["current"] = now
        let error = try #require(throws: ResponseError.self) {
            try OpenMeteoData.weather(from: JSONSerialization.data(withJSONObject: openMeteo))
        }
        #expect(error.problem == .other(path: "current.temperature_2m", detail: "1e+308 is beyond any reading"))
        // The first step's air temperature, in MET's `timeseries[0].data.instant.details`.
        let met = String(decoding: try Fixtures.data(MetNorwayTests.london), as: UTF8.self)
        let series = try #require(met.range(of: "timeseries"))
        let details = try #require(met.range(of: #""details""#, range: series.upperBound..<met.endIndex))
        let first = try #require(met.range(of: #""air_temperature":"#, range: details.upperBound..<met.endIndex))
        var cold = met
        cold.replaceSubrange(first.upperBound..<first.upperBound, with: " -2e6, \"was\":")
        let refused = try #require(throws: ResponseError.self) {
            try MetNorwayData.weather(from: Data(cold.utf8), offsetSeconds: nil)
        }
        #expect(
            refused.problem
                == .other(
                    path: "properties.timeseries[0].data.instant.details.air_temperature",
                    detail: "-2000000.0 is beyond any reading"))
    }

    /// A day's rain, which One Call 4.0 may also send as an object, is refused as a number too.
    @Test func aDaysAbsurdRainIsNamedAsANumber() throws {
        var oneCall = try #require(
            try JSONSerialization.jsonObject(
                with: Fixtures.data(
                    "onecall/dblock_onecall3_phoenix-us_standard_alert-minutely60-hourly48-daily8_2024.json"))
                as? [String: Any])
        var days = try #require(oneCall["daily"] as? [[String: Any]])
        days[0]["rain"] = 2e6
        oneCall["daily"] = days
        let error = try #require(throws: ResponseError.self) {
            try OpenWeatherMapData.oneCall(from: JSONSerialization.data(withJSONObject: oneCall))
        }
        #expect(error.problem == .other(path: "daily[0].rain", detail: "2000000.0 is beyond any reading"))
    }

    /// The views themselves never crash on huge values in the model, and print them as numbers.
    @Test func hugeValuesInTheModelSurviveBothViews() throws {
        let body = #"{"coord":{"lat":1e-7,"lon":-1e-9},"main":{"temp":280,"pressure":-0.0},"dt":1}"#
        var weather = try OpenWeatherMapData.currentWeather(from: Data(body.utf8))
        weather.readings.temperatureC = 1e308
        weather.readings.humidityPct = 1.5e20
        weather.wind = Wind(speedMS: 1e300, gustMS: nil, degrees: -1e300)
        weather.visibilityM = 1e16
        let json = json(weather)
        let current = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["current"] as? [String: Any])
        #expect(current["temperature_c"] as? Double == 1e308)
        #expect(current["pressure_hpa"] as? Double == 0)
        #expect(!json.contains("-0,"))
        let text = human(weather, units: .imperial)
        #expect(text.contains("Humidity     150000000000000000000%"), "\(text)")
        #expect(!text.contains("-0.00 inHg") && text.contains("Pressure     0.00 inHg"))
    }

    @Test(arguments: [(1.5e20, "150000000000000000000"), (1e-7, "0"), (2.5e-3, "0.0025")])
    func trimmedNeverUsesExponents(value: Double, text: String) {
        #expect(NumberText.trimmed(value, maxDecimals: 6) == text)
    }
}

/// The air line of the human view, and `air` in JSON.
@Suite struct AirViewTests {
    static func report(_ air: [AirReading]?) throws -> WeatherReport {
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        report.air = air
        return report
    }

    static func reading(_ index: AirQualityIndex?) -> AirReading {
        AirReading(
            time: Date(timeIntervalSince1970: 1_611_597_600), index: index,
            components: Pollutants(no2: 35.99, pm2_5: 4.5, pm10: 6.1))
    }

    @Test func oneLineWithTheIndexItsWordAndTheParticles() throws {
        let unicode = HumanView(style: DisplayStyle(units: .metric)).render(try Self.report([Self.reading(.fair)]))
        #expect(unicode.contains("\n  Air          AQI 2 (OWM): Fair, PM2.5 4.5 · PM10 6.1 µg/m³\n"))
        let ascii = HumanView(style: DisplayStyle(units: .metric, glyphs: .ascii)).render(
            try Self.report([Self.reading(.fair)]))
        #expect(ascii.contains("\n  Air          AQI 2 (OWM): Fair, PM2.5 4.5 - PM10 6.1 ug/m3\n"))
        let coloured = HumanView(style: DisplayStyle(units: .metric, color: true)).render(
            try Self.report([Self.reading(.poor)]))
        #expect(coloured.contains("Air          \u{1B}[31mAQI 4 (OWM): Poor\u{1B}[0m, PM2.5"))
        #expect(!HumanView(style: DisplayStyle(units: .metric)).render(try Self.report(nil)).contains("Air"))
    }

    @Test func noReadingAndNoIndexAreSaid() throws {
        #expect(
            HumanView(style: DisplayStyle(units: .metric)).render(try Self.report([])).contains(
                "\n  Air          no reading from OpenWeatherMap for this place\n"))
        #expect(
            HumanView(style: DisplayStyle(units: .metric)).render(try Self.report([Self.reading(nil)])).contains(
                "Air          no index · PM2.5 4.5"))
    }

    @Test func jsonHasTheIndexItsLabelAndEveryComponentSent() throws {
        let text = JSONReport.text(JSONReport.object(try Self.report([Self.reading(.moderate)])))
        #expect(
            text.contains(
                #""air":{"aqi":3,"aqi_label":"Moderate","index_scale":"owm","index":3,"band":"Moderate","#
                    + #""dominant_pollutant":null,"components_ugm3":{"no2":35.99,"pm2_5":4.5,"pm10":6.1},"#
                    + #""observed_at":"2021-01-25T18:00:00Z","pollen_grains_m3":{}}"#))
        let empty = JSONReport.text(JSONReport.object(try Self.report([])))
        #expect(
            empty.contains(
                #""air":{"aqi":null,"aqi_label":null,"index_scale":"owm","index":null,"band":null,"#
                    + #""dominant_pollutant":null,"components_ugm3":{},"observed_at":null,"pollen_grains_m3":{}}"#))
    }

    @Test func theScaleHasTheAPIsFiveWords() {
        #expect(AirQualityIndex.allCases.map(\.label) == ["Good", "Fair", "Moderate", "Poor", "Very Poor"])
        let veryPoor = AirReading(time: Date(timeIntervalSince1970: 0), index: .veryPoor, components: Pollutants())
        #expect(ShownAirIndex(veryPoor, scale: .owm)?.className == "aqi-very-poor")
    }
}
