import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct ForecastDecodingTests {
    static let london = "forecast/dblock_london-gb_standard_cnt40_2025.json"

    @Test(arguments: try Fixtures.names(in: "forecast"))
    func everyRealForecastDecodes(name: String) throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data("forecast/" + name))
        #expect(!forecast.entries.isEmpty)
        #expect(forecast.daily.count == forecast.days.count)
    }

    @Test func mapsAnEntry() throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Self.london))
        #expect(forecast.entries.count == 40)
        #expect(forecast.timezoneOffsetSeconds == 0)
        let first = try #require(forecast.entries.first)
        #expect(first.time == Date(timeIntervalSince1970: 1_742_504_400))
        #expect(abs(first.temperatureC - 14.87) < 1e-9)
        #expect(first.humidityPct == 63 && first.pressureHPa == 1017 && first.cloudsPct == 33)
        #expect(first.wind == Wind(speedMS: 3.01, gustMS: 9.8, degrees: 107))
        #expect(first.visibilityM == 10000 && first.popPct == 0)
        #expect(first.conditions == [Condition(id: 802, main: "Clouds", description: "scattered clouds", icon: "03n")])
    }

    /// 2014: `city.id` is a string when looked up by name and a number when looked up by id;
    /// no timezone, no visibility, no pop.
    @Test(arguments: [
        "forecast/coderhs_kochi-in_standard_legacy2014_city-id-is-string.json",
        "forecast/coderhs_cochin-in_by-id_standard_legacy2014_city-id-is-int.json",
    ])
    func legacyForecastKeepsMissingFieldsNil(fixture: String) throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(fixture))
        #expect(forecast.entries.count == 33)
        #expect(forecast.timezoneOffsetSeconds == nil)
        #expect(forecast.entries.allSatisfy { $0.visibilityM == nil && $0.popPct == nil && $0.feelsLikeC == nil })
    }

    @Test func cntIsNotTrustedTheListIs() throws {
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.data("forecast/pyowm_bethnal-green-gb_standard_2013_TRIMMED-cnt25-list1.json"))
        #expect(forecast.entries.count == 1)
        #expect(forecast.entries.first?.rain3hMM == 0)
    }

    @Test func anEmptyListIsAnEmptyForecast() throws {
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.data("malformed/pyowm_forecast_cod200_cnt0_empty-list.json"))
        #expect(forecast.entries.isEmpty && forecast.daily.isEmpty)
    }

    @Test func anEmptyForecastSaysSoInTheHumanView() throws {
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.data("malformed/pyowm_forecast_cod200_cnt0_empty-list.json"))
        let current = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data("current/dblock_london-gb_standard_rain1h_2020.json"))
        var report = WeatherReport.of(current)
        report.forecast = forecast
        let text = HumanView(units: .metric).render(report)
        #expect(text.hasSuffix("\n\nForecast: OpenWeatherMap sent no forecast steps for this place\n"))
    }

    @Test func polarForecastWithEmptyNamesDecodes() throws {
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.data(
                "forecast/dblock_PRO-forecast-hourly_arctic-82N_standard_cnt96_sunrise-0-sunset-0_2024.json"))
        #expect(forecast.entries.count == 96)
        #expect(forecast.timezoneOffsetSeconds == 32400)
        // The Pro endpoint reports rain per hour (`1h`), which is not the 3-hour total.
        #expect(forecast.entries.allSatisfy { $0.rain3hMM == nil })
    }

    @Test(arguments: [
        (#"{"cod":"200","list":[{"dt":1,"main":{}}]}"#, "missing key `list[0].main.temp`"),
        (#"{"cod":"200","list":[{"dt":1,"main":{"temp":1}},{"main":{"temp":1}}]}"#, "missing key `list[1].dt`"),
        (
            #"{"cod":"200","list":[{"dt":1,"main":{"temp":1},"pop":"often"}]}"#,
            #"`list[0].pop` is not a number (found "often")"#
        ),
        (#"{"cod":"200","list":{}}"#, "`list` is not an array (found an object)"),
        (#"{"cod":"200"}"#, "missing key `list`"),
    ])
    func malformedForecastNamesTheKeyPath(body: String, message: String) throws {
        let error = try #require(throws: ResponseError.self) { try OpenWeatherMapData.forecast(from: Data(body.utf8)) }
        #expect(error.description == "bad response from OpenWeatherMap: " + message)
    }

    @Test func fakeListEntryNamesTheMissingKey() throws {
        let body = try Fixtures.data("malformed/pyowm_SYNTHETIC_forecast_no-cod-no-cnt_fake-list-entry.json")
        let error = try #require(throws: ResponseError.self) { try OpenWeatherMapData.forecast(from: body) }
        #expect(error.problem == .missingKey(path: "list[0].dt"))
    }

    @Test func errorBodyWithStatus200IsAnAPIError() throws {
        let body = try Fixtures.data("errors/coderhs_404_forecast_empty-message_http200_legacy2014.json")
        let error = try #require(throws: APIError.self) { try OpenWeatherMapData.forecast(from: body) }
        #expect(error.exitCode == .notFound)
    }
}

@Suite struct DailyForecastTests {
    @Test func londonDaysAreSummarised() throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(ForecastDecodingTests.london))
        #expect(forecast.days.map(\.entries.count) == [1, 8, 8, 8, 8, 7])
        let saturday = try #require(forecast.daily.first { $0.date == "2025-03-22" })
        #expect(abs(saturday.minC - 9.41) < 1e-9)
        #expect(abs(saturday.maxC - 12.61) < 1e-9)
        #expect(saturday.popPct == 100)
        #expect(abs((saturday.rainMM ?? 0) - 7.24) < 1e-9)
        #expect(saturday.snowMM == nil)
        #expect(saturday.condition?.main == "Rain")
    }

    /// Adelphi is at UTC-4: the 21:00Z step on the 20th and the 00:00Z-03:00Z steps on the 21st
    /// are still the 20th locally.
    @Test func daysAreLocalDatesAtThePlace() throws {
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.data("forecast/dblock_adelphi-us_standard_cnt40_tz-minus4h_2025.json"))
        #expect(forecast.timezoneOffsetSeconds == -14400)
        #expect(forecast.days.first?.date == "2025-03-20")
        #expect(forecast.days.first?.entries.count == 3)
    }

    @Test func limitingKeepsWholeLocalDays() throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(ForecastDecodingTests.london))
        let two = forecast.limited(toDays: 2)
        #expect(two.entries.count == 9)
        #expect(two.daily.map(\.date) == ["2025-03-20", "2025-03-21"])
        #expect(forecast.limited(toDays: 5).daily.count == 5)
    }

    @Test func mostFrequentConditionWinsAndTheFirstBreaksTies() {
        func entry(_ hour: Int, _ main: String) -> ForecastEntry {
            ForecastEntry(
                time: Date(timeIntervalSince1970: TimeInterval(hour * 3600)), temperatureC: 0,
                conditions: [
                    Condition(id: nil, main: main, description: nil, icon: nil)
                ])
        }
        let tie = Forecast(timezoneOffsetSeconds: 0, entries: [entry(0, "Snow"), entry(3, "Rain")])
        #expect(tie.daily.first?.condition?.main == "Snow")
        let rain = Forecast(timezoneOffsetSeconds: 0, entries: [entry(0, "Snow"), entry(3, "Rain"), entry(6, "Rain")])
        #expect(rain.daily.first?.condition?.main == "Rain")
    }
}

@Suite struct LocalTimeOffsetTests {
    @Test(arguments: [
        (3600, "2020-04-28T05:22:28+01:00", "UTC+1"), (-14400, "2020-04-28T00:22:28-04:00", "UTC-4"),
        (19800, "2020-04-28T09:52:28+05:30", "UTC+5:30"), (0, "2020-04-28T04:22:28+00:00", "UTC"),
        (-16200, "2020-04-27T23:52:28-04:30", "UTC-4:30"),
    ])
    func offsetTimes(offset: Int, iso: String, label: String) {
        let time = LocalTime(Date(timeIntervalSince1970: 1_588_047_748), offsetSeconds: offset)
        #expect(time.iso8601WithOffset == iso)
        #expect(time.zoneLabel == label)
    }

    @Test(arguments: [(1970, 1, 1, "Thu"), (2025, 3, 22, "Sat"), (2000, 2, 29, "Tue"), (1969, 12, 31, "Wed")])
    func weekdays(year: Int, month: Int, day: Int, name: String) {
        #expect(LocalTime.weekday(year: year, month: month, day: day) == name)
    }
}

@Suite struct GeocodingTests {
    @Test func directLookupKeepsOrderAndStates() throws {
        let places = try OpenWeatherMapData.places(
            from: Fixtures.data("geocoding/pyowm_direct_london_5-results_us-state-abbrev.json"))
        #expect(
            places.map(\.displayName) == [
                "London, GB", "London, CA", "London, OH, US", "London, KY, US", "London, CA, US",
            ])
        #expect(places.first?.latitude == 51.5085)
    }

    @Test func zipLookupIsAnObjectNotAnArray() throws {
        let place = try OpenWeatherMapData.zipPlace(
            from: Fixtures.data("geocoding/programmatordev_zip_1000-001-pt.json"))
        #expect(
            place == GeocodedPlace(name: "Lisbon", state: nil, country: "PT", latitude: 38.7167, longitude: -9.1333))
    }

    @Test func manyLocalNamesAreIgnored() throws {
        let places = try OpenWeatherMapData.places(
            from: Fixtures.data("geocoding/programmatordev_direct_lisbon-pt_many-local-names.json"))
        #expect(places.map(\.displayName) == ["Lisbon, PT"])
    }

    @Test func noMatchesIsAnEmptyList() throws {
        #expect(try OpenWeatherMapData.places(from: Data("[]".utf8)).isEmpty)
    }
}

@Suite struct PlaceQueryTests {
    @Test(arguments: [
        ("51.5,-0.1", PlaceQuery.coordinates(Coordinates(latitude: 51.5, longitude: -0.1))),
        ("-33.9,18.4", .coordinates(Coordinates(latitude: -33.9, longitude: 18.4))),
        ("London", .city("London")),
        ("New York,NY,US", .city("New York,NY,US")),
        ("Paris,FR", .city("Paris,FR")),
        ("  Oslo ", .city("Oslo")),
    ])
    func bareArguments(text: String, query: PlaceQuery) throws {
        #expect(try PlaceQuery.parse(text) == query)
    }

    @Test func argumentsKeepTheirOrder() throws {
        let options = try CommandLineParser.parse(["London", "--zip", "10018,US", "-33.9,18.4", "--city", "Paris"])
        #expect(
            options.places == [
                .city("London"), .zip("10018,US"), .coordinates(Coordinates(latitude: -33.9, longitude: 18.4)),
                .city("Paris"),
            ])
    }

    @Test func forecastTakesAnOptionalNumberOfDays() throws {
        #expect(try CommandLineParser.parse(["--forecast"]).forecastDays == 5)
        #expect(try CommandLineParser.parse(["--forecast", "2", "London"]).forecastDays == 2)
        let placeAfter = try CommandLineParser.parse(["--forecast", "London"])
        #expect(placeAfter.forecastDays == 5 && placeAfter.places == [.city("London")])
        let hourly = try CommandLineParser.parse(["--hourly", "1"])
        #expect(hourly.hourly && hourly.forecastDays == 1 && hourly.places.isEmpty)
    }

    @Test func configPlacesAreUsedWhenTheCommandLineNamesNone() throws {
        let config = try ConfigFile(data: Data(#"{"places": ["London", "51.5,-0.1"]}"#.utf8), path: "c.json")
        let settings = try Settings.resolve(CommandLineOptions(), environment: [:], config: config, configPath: nil)
        #expect(
            settings.source == .places([.city("London"), .coordinates(Coordinates(latitude: 51.5, longitude: -0.1))]))
        let error = try #require(throws: ConfigError.self) {
            try ConfigFile(data: Data(#"{"places": ["London", "95,0"]}"#.utf8), path: "c.json")
        }
        #expect(
            error.description == "config file c.json: `places[1]` must be a latitude from -90 to 90 (found \"95,0\")")
    }
}
