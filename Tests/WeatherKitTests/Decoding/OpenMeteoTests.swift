import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Open-Meteo's recorded answers, decoded with the units each declares. Every expectation was
/// worked out by hand (or in Python) from the fixture's own numbers, not by this code.
@Suite struct OpenMeteoTests {
    static let newYork = "open-meteo/orinks_forecast_newyork_fahrenheit-mph-inch_current-daily.json"
    static let berlin = "open-meteo/tpryan_forecast_berlin_celsius-kmh-gmt_current-hourly168-daily7.json"
    static let melbourne =
        "open-meteo/hrvirieux_forecast_melbourne_celsius-kmh_unixtime-aedt_current-hourly24-daily_EDITED.json"
    static let enschedeQuarters = "open-meteo/frenck_forecast-minutely15_enschede_iso8601-4steps.json"
    static let enschedeAir = "open-meteo/frenck_airquality_enschede_current-hourly-pollen-3h.json"
    static let londonMatches = "open-meteo/orinks_geocoding_london_five-results.json"
    static let noMatch = "open-meteo/orinks_geocoding_none_empty.json"
    static let dailyLimit = "open-meteo/openmeteo-issue832_error_none_daily-limit-exceeded.json"

    static func close(_ value: Double?, _ expected: Double, within tolerance: Double = 0.000_5) -> Bool {
        value.map { abs($0 - expected) <= tolerance } ?? false
    }

    /// °F, mp/h, inch and feet, at UTC−4: 60.9 °F is 16.0556 °C, 2.1 mp/h 0.9388 m/s, 201115.484 ft
    /// 61300.0 m; 18:30 local on 2026-05-11 is 22:30 UTC (epoch 1778538600).
    @Test func aFahrenheitAnswerIsConvertedFromTheUnitsItDeclares() throws {
        let weather = try OpenMeteoData.weather(from: Fixtures.data(Self.newYork))
        let now = weather.current
        #expect(now.observedAt == Date(timeIntervalSince1970: 1_778_538_600))
        #expect(now.location.timezoneOffsetSeconds == -14_400 && now.location.name == nil)
        #expect(Self.close(now.readings.temperatureC, 16.0556))
        #expect(Self.close(now.readings.feelsLikeC, 13.2778))
        #expect(Self.close(now.readings.reportedDewPointC, -1.0556))
        #expect(
            now.readings.humidityPct == 31 && now.readings.pressureHPa == 1018 && now.readings.groundLevelHPa == 1014.2)
        #expect(
            Self.close(now.wind?.speedMS, 0.9388) && Self.close(now.wind?.gustMS, 5.3198) && now.wind?.degrees == 238)
        #expect(now.cloudsPct == 47 && Self.close(now.visibilityM, 61300.0, within: 0.01) && now.uvIndex == 1.2)
        #expect(
            now.conditions == [Condition(id: 801, main: "Clouds", description: "mainly clear", icon: "02d", wmoCode: 1)]
        )
        // The day's sunrise and sunset, 05:42 and 20:02 local.
        #expect(now.sunrise == Date(timeIntervalSince1970: 1_778_492_520))
        #expect(now.sunset == Date(timeIntervalSince1970: 1_778_492_520 + (14 * 60 + 20) * 60))
    }

    /// Berlin at GMT: 168 hourly steps and 7 days, in °C and km/h.
    @Test func hourlyStepsAndDaysBecomeTheForecast() throws {
        let weather = try OpenMeteoData.weather(from: Fixtures.data(Self.berlin))
        let forecast = weather.forecast
        #expect(forecast.entries.count == 168 && forecast.stepHours == 1 && forecast.timezoneOffsetSeconds == 0)
        let first = try #require(forecast.entries.first)
        // 2025-07-27T00:00 GMT.
        #expect(first.time == Date(timeIntervalSince1970: 1_753_574_400))
        #expect(first.readings.temperatureC == 17.4 && first.popPct == 0 && first.rain3hMM == 0)
        #expect(Self.close(first.wind?.speedMS, 1.0 / 3.6))
        #expect(first.conditions.first?.description == "overcast")
        let days = try #require(forecast.providedDaily)
        #expect(days.map(\.date).first == "2025-07-27" && days.count == 7)
        #expect(days.first?.minC == 16.3 && days.first?.maxC == 24.1 && days.first?.popPct == 20)
        #expect(days.dropFirst().first?.condition?.description == "slight rain showers")
        // The current weather at 03:00 takes its sunrise, 03:18 GMT, from today.
        #expect(weather.current.sunrise == Date(timeIntervalSince1970: 1_753_586_280))
    }

    /// Open-Meteo's polar night is a sunrise and sunset at one time, its polar day midnight to
    /// midnight; neither is a sunrise or sunset. A day with none sent says nothing of the sun.
    @Test func polarDayAndNightHaveNoSunriseOrSunset() throws {
        let body = String(decoding: try Fixtures.data(Self.berlin), as: UTF8.self)
        let cases: [(String, String, PolarLight?)] = [
            (#""2025-07-27T00:00""#, #""2025-07-28T00:00""#, .day),
            (#""2025-07-27T11:00""#, #""2025-07-27T11:00""#, .night),
            ("null", "null", nil),
        ]
        for (sunrise, sunset, light) in cases {
            let edited = body.replacingOccurrences(of: #""2025-07-27T03:18""#, with: sunrise)
                .replacingOccurrences(of: #""2025-07-27T19:06""#, with: sunset)
            let current = try OpenMeteoData.weather(from: Data(edited.utf8)).current
            #expect(current.polarLight == light && current.sunrise == nil && current.sunset == nil, "\(sunrise)")
        }
        let berlin = try OpenMeteoData.weather(from: Fixtures.data(Self.berlin)).current
        #expect(berlin.polarLight == nil && berlin.sunrise != nil)
    }

    /// `timeformat=unixtime`: times are epoch seconds, at UTC+11.
    @Test func unixTimesAreReadAsTheUnitsSay() throws {
        let weather = try OpenMeteoData.weather(from: Fixtures.data(Self.melbourne))
        #expect(weather.current.observedAt == Date(timeIntervalSince1970: 1_705_397_400))
        #expect(weather.current.readings.temperatureC == 29)
        #expect(weather.current.conditions.first?.icon == "01d")
        #expect(weather.current.sunrise == Date(timeIntervalSince1970: 1_705_346_113))
        #expect(weather.forecast.providedDaily?.first?.date == "2024-01-16")
    }

    /// Each quarter hour's sum is the rate of the 15 minutes before its time, as One Call's minutes are.
    @Test func quarterHoursBecomeMinutes() throws {
        let body = try Fixtures.data(Self.enschedeQuarters)
        let edited = Data(
            String(decoding: body, as: UTF8.self).replacingOccurrences(
                of: #""precipitation": [0.0, 0.0, 0.0, 0.0]"#, with: #""precipitation": [0.0, 0.5, 0.0, 0.0]"#
            ).utf8)
        let weather = try OpenMeteoData.weather(
            from: Data(
                String(decoding: edited, as: UTF8.self).replacingOccurrences(
                    of: #""elevation": 29.0,"#,
                    with: #""elevation": 29.0, "current": {"time": "2026-10-03T12:30", "temperature_2m": 17.7},"#
                        + #" "current_units": {"time": "iso8601", "temperature_2m": "°C"},"#
                ).utf8))
        let minutes = try #require(weather.forecast.minutely)
        #expect(minutes.count == 60)
        // 2026-10-03T12:30 at UTC+2 is 10:30 UTC, the end of the first quarter; the second quarter's
        // 0.5 mm is 2 mm/h.
        #expect(minutes.first?.time == Date(timeIntervalSince1970: 1_791_023_400 - 900))
        #expect(minutes[15].millimetresPerHour == 2 && minutes[29].millimetresPerHour == 2)
        #expect(minutes[14].millimetresPerHour == 0 && minutes[30].millimetresPerHour == 0)
    }

    /// An answer with `current` at `now` and nine quarter hours, 12:15 to 14:15 at UTC+2, as the
    /// forecast endpoint asks for them (four past, the current one, and ahead): rain in 12:15's,
    /// 12:45's, 13:00's and 13:30's, snow in 13:15's.
    static func quarters(now: String) throws -> PointWeather {
        let times = (0..<9).map { "\"2026-10-03T\(12 + ($0 + 1) / 4):\(String(format: "%02d", ($0 + 1) % 4 * 15))\"" }
        let body =
            #"{"latitude": 52.3, "longitude": 6.9, "utc_offset_seconds": 7200, "#
            + #""current": {"time": "\#(now)", "temperature_2m": 1.5},"#
            + #""current_units": {"time": "iso8601", "temperature_2m": "°C"},"#
            + #""minutely_15_units": {"time": "iso8601", "precipitation": "mm", "rain": "mm", "snowfall": "cm"},"#
            + #""minutely_15": {"time": [\#(times.joined(separator: ", "))],"#
            + #""precipitation": [9.0, 0.0, 0.3, 0.2, 0.5, 7.0, 0.0, 0.0, 0.0],"#
            + #""rain": [9.0, 0.0, 0.3, 0.2, 0.0, 7.0, 0.0, 0.0, 0.0],"#
            + #""snowfall": [0.0, 0.0, 0.0, 0.0, 0.7, 0.0, 0.0, 0.0, 0.0]}}"#
        return try OpenMeteoData.weather(from: Data(body.utf8))
    }

    /// The hour before `current.time` is its four quarters, as OpenWeatherMap's `rain.1h` and
    /// `snow.1h`: rain 0.3 + 0.2 mm; snow, as water, what fell in the snowy quarter (0.5 mm). The
    /// quarters on either side (9 and 7 mm) are not in it.
    @Test func theLastHourIsItsFourQuarters() throws {
        let weather = try Self.quarters(now: "2026-10-03T13:15")
        #expect(weather.current.rain == Precipitation(lastHourMM: 0.5, lastThreeHoursMM: nil))
        #expect(weather.current.snow == Precipitation(lastHourMM: 0.5, lastThreeHoursMM: nil))
        // The quarters from 13:15 on are the minutes ahead: 13:15's covers 13:00 to 13:15.
        let minutes = try #require(weather.forecast.minutely)
        #expect(minutes.count == 75 && minutes.first?.time == Date(timeIntervalSince1970: 1_791_025_200))
        #expect(minutes[15].millimetresPerHour == 28)
        // Three quarters are not an hour: nothing is said rather than too little.
        let early = try Self.quarters(now: "2026-10-03T12:45")
        #expect(early.current.rain == nil && early.current.snow == nil)
    }

    @Test func theAirNowIsInMicrogramsPerCubicMetre() throws {
        let air = try OpenMeteoData.airReadings(from: Fixtures.data(Self.enschedeAir))
        let now = try #require(air.first)
        #expect(air.count == 1 && now.index == nil)
        #expect(
            now.components
                == Pollutants(co: 229, no: 2.9, no2: 11.2, o3: 42, so2: 2.5, pm2_5: 22.1, pm10: 28.2, nh3: 11.1))
    }

    /// Enschede's October air has every species at 0; an edited copy has 12.3 grains/m³ of grass.
    @Test func pollenIsReadAndShown() throws {
        let body = try Fixtures.data(Self.enschedeAir)
        let zero = try #require(try OpenMeteoData.airReadings(from: body).first?.pollen)
        #expect(zero == Pollen(alder: 0, birch: 0, grass: 0, mugwort: 0, olive: 0, ragweed: 0))
        let edited = Data(
            String(decoding: body, as: UTF8.self).replacingOccurrences(
                of: #""grass_pollen": 0.0,"#, with: #""grass_pollen": 12.3,"#
            ).utf8)
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        report.air = try OpenMeteoData.airReadings(from: edited)
        #expect(report.air?.first?.pollen?.grass == 12.3)
        let text = HumanView(style: DisplayStyle()).render(report)
        #expect(text.contains("  Pollen       grass 12 grains/m³\n"), "\(text)")
        let air = try JSONReportTests.object(JSONForm(style: DisplayStyle()).report(report), at: "air")
        let pollen = try #require(air["pollen_grains_m3"] as? [String: Double])
        #expect(pollen["grass"] == 12.3 && pollen["birch"] == 0 && pollen.count == 6)
        report.air = try OpenMeteoData.airReadings(from: body)
        #expect(HumanView(style: DisplayStyle()).render(report).contains("  Pollen       none in the air\n"))
    }

    @Test func placesByNameAndNone() throws {
        let places = try OpenMeteoData.places(from: Fixtures.data(Self.londonMatches))
        #expect(places.count == 5)
        var london = GeocodedPlace(
            name: "London", state: "England", country: "GB", latitude: 51.50853, longitude: -0.12574)
        (london.elevationM, london.timeZone) = (25, "Europe/London")
        #expect(places.first == london)
        #expect(places.dropFirst().first?.state == "Ontario" && places.dropFirst().first?.country == "CA")
        #expect(try OpenMeteoData.places(from: Fixtures.data(Self.noMatch)) == [])
    }

    /// A height and a time zone come with each match; GeoNames' 9999 for "unknown" is no height.
    @Test func aMatchHasItsHeightAndZoneButNotAnUnknownHeight() throws {
        let places = try OpenMeteoData.places(
            from: Fixtures.data("open-meteo/ppleeuw_geocoding_amsterdam_count10_GY-elevation-9999_EXTRACTED.json"))
        #expect(places.first?.elevationM == 13 && places.first?.timeZone == "Europe/Amsterdam")
        #expect(places.last?.country == "GY" && places.last?.elevationM == nil)
        #expect(places.last?.timeZone == "America/Guyana")
    }

    @Test func anErrorBodyIsQuoted() throws {
        let body = try Fixtures.data(Self.dailyLimit)
        #expect(OpenMeteoData.errorReason(in: body) == "Daily API request limit exceeded. Please try again tomorrow.")
        #expect(throws: APIError.self) { try OpenMeteoData.weather(from: body) }
        #expect(OpenMeteoData.errorReason(in: try Fixtures.data(Self.newYork)) == nil)
    }

    static let malformed: [(String, String)] = [
        (#"{"latitude":1,"longitude":2}"#, "missing key `current`"),
        (
            #"{"latitude":1,"longitude":2,"current":{"temperature_2m":3},"current_units":{"temperature_2m":"°C"}}"#,
            "missing key `current.time`"
        ),
        (
            #"{"latitude":1,"longitude":2,"current":{"time":"2026-01-01T00:00","temperature_2m":3},"#
                + #""current_units":{"time":"iso8601","temperature_2m":"°R"}}"#,
            #"`current_units.temperature_2m`: an unknown unit "°R""#
        ),
        (
            #"{"latitude":1,"longitude":2,"current":{"time":"2026-01-01T00:00","temperature_2m":3},"#
                + #""current_units":{"time":"iso8601"}}"#,
            "missing key `current_units.temperature_2m`"
        ),
        (
            #"{"latitude":1,"longitude":2,"current":{"time":"2026-01-01T00:00","temperature_2m":"warm"},"#
                + #""current_units":{"time":"iso8601","temperature_2m":"°C"}}"#,
            #"`current.temperature_2m` is not a number (found "warm")"#
        ),
        (
            #"{"latitude":1,"longitude":2,"current":{"time":"yesterday","temperature_2m":3},"#
                + #""current_units":{"time":"iso8601","temperature_2m":"°C"}}"#,
            "`current.time` is not a time like 2026-05-11T18:30"
        ),
    ]

    @Test(arguments: malformed)
    func aBadAnswerNamesItsKey(body: String, message: String) {
        do {
            _ = try OpenMeteoData.weather(from: Data(body.utf8))
            Issue.record("decoded \(body)")
        } catch let error as ResponseError {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(error.description.hasPrefix("bad response from Open-Meteo: "))
        } catch {
            Issue.record("\(error)")
        }
        // Read from a file (`--input`), the file is named instead.
        #expect(throws: ResponseError.self) {
            do {
                _ = try OpenMeteoData.weather(from: Data(body.utf8), source: .file("saved.json"))
            } catch let error as ResponseError {
                #expect(error.description.hasPrefix("bad input in saved.json: "), "\(error.description)")
                throw error
            }
        }
    }

    /// A variable the answer lacks, or sends as null, is absent.
    @Test func aMissingOrNullVariableIsAbsent() throws {
        let body =
            #"{"latitude":1,"longitude":2,"current":{"time":"2026-01-01T00:00","temperature_2m":3,"#
            + #""relative_humidity_2m":null},"current_units":{"time":"iso8601","temperature_2m":"°C","#
            + #""relative_humidity_2m":"%"}}"#
        let weather = try OpenMeteoData.weather(from: Data(body.utf8))
        #expect(weather.current.readings.humidityPct == nil && weather.current.wind == nil)
        #expect(weather.current.conditions.isEmpty && weather.forecast.entries.isEmpty)
        #expect(weather.forecast.providedDaily == nil && weather.forecast.minutely == nil)
    }

    /// Every code Open-Meteo documents has its words and the group its views colour by.
    @Test func weatherCodesHaveTheirGroups() {
        let groups: [(Int, String)] = [
            (0, "clear"), (2, "clouds"), (45, "mist"), (53, "drizzle"), (63, "rain"), (67, "rain"), (75, "snow"),
            (81, "rain"), (86, "snow"), (95, "thunderstorm"), (99, "thunderstorm"),
        ]
        for (code, group) in groups {
            #expect(WeatherIcon.group(WMOWeatherCode.condition(code, isDay: true)) == group, "\(code)")
        }
        #expect(WMOWeatherCode.condition(0, isDay: false).icon == "01n")
        #expect(WMOWeatherCode.condition(42, isDay: true).description == "weather code 42")
    }
}
