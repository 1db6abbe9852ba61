import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// MET Norway's Locationforecast 2.0, from two answers recorded on 2020-07-20 (see
/// `Fixtures/SOURCES.md`). Every expected number was read out of the fixture with `jq` or worked
/// out by hand (or in Python) from the formulas' sources, not by this code.
@Suite struct MetNorwayTests {
    static let london =
        "met-norway/rorysullivan_metno-locationforecast2-complete_london_lat51.5-lon-0.1-alt25_2020-07-20_EXTRACTED-data.json"
    static let newYork =
        "met-norway/rorysullivan_metno-locationforecast2-compact_newyork_lat40.7-lon-74.0-alt10_2020-07-20_EXTRACTED-data.json"
    /// London's offset on 2020-07-20, British Summer Time, as a geocoder's time zone would give it.
    static let bst = 3600
    /// 2020-07-20T11:00:00Z, both answers' first step.
    static let firstStep = Date(timeIntervalSince1970: 1_595_242_800)

    static func close(_ value: Double?, _ expected: Double, within tolerance: Double = 0.000_5) -> Bool {
        value.map { abs($0 - expected) <= tolerance } ?? false
    }

    static func londonWeather() throws -> PointWeather {
        try MetNorwayData.weather(from: Fixtures.data(london), offsetSeconds: bst)
    }

    // MARK: the weather now

    /// The `complete` product's first step: 18.8 °C, 47 %, 1023.2 hPa, 2.3 m/s from 349.3°,
    /// 12.5 % cloud, a clear-sky UV index of 6.4, a dew point of 7.2 °C, and `clearsky_day`.
    @Test func theFirstStepIsTheWeatherNow() throws {
        let now = try Self.londonWeather().current
        #expect(now.observedAt == Self.firstStep)
        #expect(now.location.latitude == 51.5 && now.location.longitude == -0.1 && now.location.name == nil)
        #expect(now.location.timezoneOffsetSeconds == 3600)
        #expect(now.readings.temperatureC == 18.8 && now.readings.humidityPct == 47)
        #expect(now.readings.pressureHPa == 1023.2 && now.readings.seaLevelHPa == 1023.2)
        #expect(now.readings.groundLevelHPa == nil && now.readings.tempMinC == nil)
        #expect(now.readings.reportedDewPointC == 7.2 && now.readings.dewPointC == 7.2)
        #expect(now.wind == Wind(speedMS: 2.3, gustMS: nil, degrees: 349.3))
        #expect(now.cloudsPct == 12.5 && now.uvIndex == 6.4 && now.visibilityM == nil)
        #expect(now.rain == nil && now.snow == nil)
        #expect(
            now.conditions == [Condition(id: 800, main: "Clear", description: "clear sky", icon: "01d", wmoCode: 0)])
        // e = 0.47 × 6.105 × exp(17.27 × 18.8 / 256.5) = 10.1744 hPa; 18.8 + 3.3576 − 1.61 − 4 = 16.5476.
        #expect(Self.close(now.readings.feelsLikeC, 16.5476))
    }

    /// The `compact` product has no dew point, fog or UV; without an offset New York keeps nautical
    /// time: −74.0° / 15 = −4.93, so UTC−5.
    @Test func theCompactProductWithoutAnOffset() throws {
        let weather = try MetNorwayData.weather(from: Fixtures.data(Self.newYork), offsetSeconds: nil)
        let now = weather.current
        #expect(now.location.timezoneOffsetSeconds == -18_000 && weather.forecast.timezoneOffsetSeconds == -18_000)
        #expect(now.location.latitude == 40.7 && now.location.longitude == -74)
        #expect(now.readings.temperatureC == 26.5 && now.readings.humidityPct == 81.3)
        #expect(now.readings.reportedDewPointC == nil && now.uvIndex == nil)
        // Magnus (a = 17.625, b = 243.04): γ = ln(0.813) + 17.625 × 26.5 / 269.54 = 1.52567; 23.034 °C.
        #expect(Self.close(now.readings.dewPointC, 23.03, within: 0.1))
        #expect(
            now.conditions
                == [Condition(id: 802, main: "Clouds", description: "partly cloudy", icon: "03d", wmoCode: 2)])
        #expect(now.wind == Wind(speedMS: 3.8, gustMS: nil, degrees: 243.4) && now.cloudsPct == 69.5)
    }

    /// The nautical offset rounds to the nearest 15° band, either side of Greenwich.
    @Test(arguments: [(-0.1, 0), (7.4, 0), (7.6, 3600), (-74.0, -18_000), (179.9, 43_200), (-180.0, -43_200)])
    func nauticalTimeIsAnHourFor15Degrees(longitude: Double, offset: Int) {
        #expect(MetNorwayToModel.nauticalOffset(longitude: longitude) == offset)
    }

    /// The Bureau of Meteorology's apparent temperature, worked by hand:
    /// 30 °C, 60 %, 2 m/s: e = 0.6 × 6.105 × exp(518.1 / 267.7) = 25.372; 30 + 8.373 − 1.4 − 4 = 32.973.
    /// 0 °C, 80 %, 5 m/s: e = 0.8 × 6.105 = 4.884; 1.612 − 3.5 − 4 = −5.888.
    /// 18.8 °C, 47 %, 2.3 m/s: 16.548 (London's first step).
    @Test(arguments: [(30.0, 60.0, 2.0, 32.973), (0.0, 80.0, 5.0, -5.888), (18.8, 47.0, 2.3, 16.548)])
    func feelsLikeIsTheBureausApparentTemperature(temperature: Double, humidity: Double, wind: Double, expected: Double)
    {
        let feels = ApparentTemperature.celsius(temperatureC: temperature, humidityPct: humidity, windMS: wind)
        #expect(Self.close(feels, expected, within: 0.001), "\(feels)")
    }

    /// Without the humidity or the wind there is no apparent temperature to give.
    @Test func noFeelsLikeWithoutHumidityOrWind() throws {
        let weather = try MetNorwayData.weather(
            from: Self.body(steps: [Self.step("2020-07-20T11:00:00Z")]), offsetSeconds: 0)
        #expect(weather.current.readings.feelsLikeC == nil && weather.current.wind == nil)
    }

    /// MET sends no sunrise or sunset. London (51.5° N, 0.1° W) on 2020-07-20: 04:07:35 and 20:05:09
    /// UTC (05:07 and 21:05 BST), the sun's centre at −0.833°, worked out in Python from Meeus's
    /// formulas (as NOAA's calculator has them), a script written apart from `Astronomy/`: it agrees
    /// within 3 s with the Skyfield almanac in `Fixtures/sky/almanac.json` for London from 7 June to
    /// 5 July. No published table for the day was found to quote: timeanddate's figures as
    /// remembered (05:10 and 21:03 BST) could not be checked, and are 2½ and 2 minutes away.
    @Test func sunriseAndSunsetAreWorkedOutForTheLocalDay() throws {
        let now = try Self.londonWeather().current
        let sunrise = try #require(now.sunrise)
        let sunset = try #require(now.sunset)
        #expect(abs(sunrise.timeIntervalSince1970 - 1_595_218_055) <= 60, "\(sunrise)")
        #expect(abs(sunset.timeIntervalSince1970 - 1_595_275_509) <= 60, "\(sunset)")
        #expect(now.polarLight == nil)
    }

    /// Tromsø (69.65° N) has the midnight sun in July and the polar night in December: no sunrise or
    /// sunset, and which it is.
    @Test(arguments: [("2020-07-01T12:00:00Z", PolarLight.day), ("2020-12-21T12:00:00Z", .night)])
    func polarDayAndNightHaveNoSunriseOrSunset(time: String, light: PolarLight) throws {
        let body = Self.body(coordinates: "[18.96, 69.65, 10]", steps: [Self.step(time)])
        let now = try MetNorwayData.weather(from: body, offsetSeconds: 3600).current
        #expect(now.polarLight == light && now.sunrise == nil && now.sunset == nil)
    }

    // MARK: symbols

    /// MET's symbols (github.com/metno/weathericons, `weather/legend.csv`) and the WMO code each
    /// means, with the words and icon the code has; the two misspelt thunder symbols among them.
    static let symbols: [(String, Int?, String, String?)] = [
        ("clearsky_day", 0, "clear sky", "01d"),
        ("clearsky_night", 0, "clear sky", "01n"),
        ("fair_polartwilight", 1, "mainly clear", "02d"),
        ("partlycloudy_night", 2, "partly cloudy", "03n"),
        ("fog", 45, "fog", "50d"),
        ("lightrain", 61, "slight rain", "10d"),
        ("rain", 63, "moderate rain", "10d"),
        ("heavyrain", 65, "heavy rain", "10d"),
        ("lightrainshowers_night", 80, "slight rain showers", "09n"),
        ("rainshowers_day", 81, "moderate rain showers", "09d"),
        ("heavyrainshowers_polartwilight", 82, "violent rain showers", "09d"),
        ("lightsnow", 71, "slight snow fall", "13d"),
        ("heavysnow", 75, "heavy snow fall", "13d"),
        ("snowshowers_night", 85, "slight snow showers", "13n"),
        ("heavysnowshowers_day", 86, "heavy snow showers", "13d"),
        ("lightsleet", 68, "slight rain and snow", "13d"),
        ("sleetshowers_night", 69, "rain and snow", "13n"),
        ("heavysleet", 69, "rain and snow", "13d"),
        ("lightssleetshowersandthunder_day", 95, "thunderstorm", "11d"),
        ("lightssnowshowersandthunder_night", 95, "thunderstorm", "11n"),
        ("heavyrainandthunder", 95, "thunderstorm", "11d"),
        ("sandstorm_day", nil, "sandstorm_day", nil),
    ]

    @Test(arguments: symbols)
    func aSymbolIsReadAsItsWMOCode(symbol: String, code: Int?, description: String, icon: String?) {
        let condition = MetNorwaySymbol(symbol).condition { true }
        #expect(condition.wmoCode == code && condition.description == description && condition.icon == icon)
        #expect((condition.id == nil) == (code == nil))
    }

    /// What falls decides whether an amount is rain or snow.
    @Test func aSymbolSaysWhatFalls() {
        #expect(MetNorwaySymbol("heavysnowshowersandthunder_day").fall == .snow)
        #expect(MetNorwaySymbol("lightssleetshowersandthunder_night").fall == .sleet)
        #expect(MetNorwaySymbol("rainshowers_day").fall == .rain)
        #expect(MetNorwaySymbol("partlycloudy_day").fall == nil && MetNorwaySymbol("fog").fall == nil)
    }

    /// A symbol without a variant (`cloudy`) is by day or night as the sun is at London: up at
    /// 12:00 UTC, down at 00:00 and 03:30 UTC (sunrise 04:07).
    @Test(arguments: [
        ("2020-07-20T12:00:00Z", "04d"), ("2020-07-20T00:00:00Z", "04n"), ("2020-07-20T03:30:00Z", "04n"),
    ])
    func aSymbolWithoutVariantFollowsTheSun(time: String, icon: String) throws {
        let body = Self.body(steps: [Self.step(time, symbol: "cloudy")])
        let now = try MetNorwayData.weather(from: body, offsetSeconds: 3600).current
        #expect(now.conditions.first?.icon == icon && now.conditions.first?.description == "overcast")
    }

    /// The next hour's symbol first; the six or twelve hours' when the step has no next hour.
    @Test func theConditionFallsBackToLongerPeriods() throws {
        let step =
            #"{"time": "2020-07-20T12:00:00Z", "data": {"instant": {"details": {"air_temperature": 18}},"#
            + #""next_12_hours": {"summary": {"symbol_code": "fog"}}}}"#
        let now = try MetNorwayData.weather(from: Self.body(steps: [step]), offsetSeconds: 0).current
        #expect(now.conditions.first?.wmoCode == 45)
    }

    // MARK: the forecast

    /// The hourly steps are the entries: 55 of them, 2020-07-20T11:00Z to 2020-07-22T17:00Z; the
    /// six-hourly tail is not among them.
    @Test func theHourlyStepsAreTheEntries() throws {
        let forecast = try Self.londonWeather().forecast
        #expect(forecast.entries.count == 55 && forecast.stepHours == 1 && forecast.timezoneOffsetSeconds == 3600)
        let first = try #require(forecast.entries.first)
        #expect(first.time == Self.firstStep && first.readings.temperatureC == 18.8)
        #expect(first.rain3hMM == 0 && first.snow3hMM == nil && first.popPct == nil)
        #expect(first.conditions.first?.wmoCode == 0)
        #expect(forecast.entries.last?.time == Date(timeIntervalSince1970: 1_595_437_200))
    }

    /// Days from the whole series at BST: the 20th from 12:00 (12 hours, not partial), whole days to
    /// the 28th, and the 29th from six hours alone. The 24th's six-hour blocks (from 00, 06, 12 and
    /// 18 UTC) have lows of 11.2 and highs up to 23.3, where the instants alone say 13.5 and 22.4.
    @Test func daysComeFromTheWholeSeries() throws {
        let days = try #require(try Self.londonWeather().forecast.providedDaily)
        #expect(days.map(\.date) == (20...29).map { "2020-07-\($0)" })
        #expect(days.map(\.steps) == [4, 8, 8, 8, 8, 8, 8, 8, 8, 2])
        #expect(days.map(\.partial) == Array(repeating: false, count: 9) + [true])
        let today = try #require(days.first)
        #expect(today.minC == 13.5 && today.maxC == 21.1)
        let friday = try #require(days.first { $0.date == "2020-07-24" })
        #expect(friday.minC == 11.2 && friday.maxC == 23.3 && friday.rainMM == 0)
        // The 29th: the six hours from 00:00 UTC (17.3 and 16.5, 0.3 mm, `cloudy`).
        let last = try #require(days.last)
        #expect(last.minC == 16.5 && last.maxC == 17.3 && Self.close(last.rainMM, 0.3))
        #expect(last.condition?.description == "overcast")
        // Days are shown by day, as Open-Meteo's are.
        #expect(days.allSatisfy { $0.condition?.icon?.hasSuffix("d") ?? false })
    }

    /// The compact product has no lows or highs for six hours: its days are its instants'.
    @Test func compactDaysUseTheInstants() throws {
        let weather = try MetNorwayData.weather(from: Fixtures.data(Self.newYork), offsetSeconds: nil)
        let days = try #require(weather.forecast.providedDaily)
        #expect(days.map(\.date) == (20...28).map { "2020-07-\($0)" })
        #expect(days.first?.steps == 6 && days.first?.minC == 26.1 && days.first?.maxC == 36.0)
    }

    /// A symbol, and the rain and the snow its hour's 2.5 mm are.
    static let falls: [(String, Double?, Double?)] = [
        ("heavysnow", nil, 2.5), ("lightsnowshowers_day", nil, 2.5), ("sleet", 2.5, nil), ("rain", 2.5, nil),
    ]

    /// MET sends one amount: a snow symbol's is snow, any other's rain (sleet too).
    @Test(arguments: falls)
    func anAmountIsRainOrSnowAsTheSymbolSays(symbol: String, rain: Double?, snow: Double?) throws {
        let body = Self.body(steps: [Self.step("2020-07-20T12:00:00Z", symbol: symbol, amount: "2.5")])
        let entry = try #require(try MetNorwayData.weather(from: body, offsetSeconds: 0).forecast.entries.first)
        #expect(entry.rain3hMM == rain && entry.snow3hMM == snow)
    }

    /// The next hour's amount is its rate: 60 minutes of it, so that RainSoon speaks of the rest of
    /// the hour. London's first hour is dry; with 1.2 mm it rains, lightly, for the hour.
    @Test func theNextHourIsItsAmountEachMinute() throws {
        let now = Self.firstStep.addingTimeInterval(44 * 60)
        let dry = try #require(try Self.londonWeather().forecast.minutely)
        #expect(dry.count == 60 && dry.first?.time == Self.firstStep && dry.allSatisfy { $0.millimetresPerHour == 0 })
        #expect(RainSoon(dry, now: now) == .dry)
        let text = String(decoding: try Fixtures.data(Self.london), as: UTF8.self)
        let range = try #require(text.range(of: #""precipitation_amount": 0.0"#))
        let wet = try MetNorwayData.weather(
            from: Data(text.replacingCharacters(in: range, with: #""precipitation_amount": 1.2"#).utf8),
            offsetSeconds: Self.bst)
        #expect(wet.forecast.entries.first?.rain3hMM == 1.2)
        #expect(RainSoon(try #require(wet.forecast.minutely), now: now) == .continuing(.light))
        // An hour later no minute is left: nothing is said rather than a guess.
        #expect(RainSoon(dry, now: now.addingTimeInterval(3600)) == nil)
    }

    /// A MET answer goes through every view like any other (`Provider` has no case for MET yet:
    /// the report says Open-Meteo, which these views do not read).
    @Test func aMetAnswerIsShownLikeAnyOther() throws {
        let weather = try Self.londonWeather()
        var report = WeatherReport(
            query: .input(path: "-"), place: nil, matchCount: 1, current: weather.current,
            forecast: weather.forecast, fetchedAt: nil, source: .openMeteo)
        report.rainSoon = weather.forecast.minutely.flatMap { RainSoon($0, now: Self.firstStep) }
        let text = HumanView(style: DisplayStyle(units: .metric)).render(report)
        #expect(text.contains("No rain in the next hour."), "\(text)")
        #expect(text.contains("clear sky"), "\(text)")
        let json = JSONForm(style: DisplayStyle()).report(report)
        let forecast = try JSONReportTests.object(json, at: "forecast")
        #expect((forecast["daily"] as? [Any])?.count == 10 && (forecast["step_hours"] as? Int) == 1)
    }

    // MARK: what is refused

    static let malformed: [(String, String)] = [
        (String(decoding: body(steps: []), as: UTF8.self), "missing key `properties.timeseries[0]`"),
        (
            String(
                decoding: body(units: #"{"precipitation_amount": "mm"}"#, steps: [step("2020-07-20T11:00:00Z")]),
                as: UTF8.self),
            "missing key `properties.meta.units.air_temperature`"
        ),
        (
            String(
                decoding: body(units: #"{"air_temperature": "kelvin"}"#, steps: [step("2020-07-20T11:00:00Z")]),
                as: UTF8.self),
            #"`properties.meta.units.air_temperature`: an unknown unit "kelvin""#
        ),
        (
            String(decoding: body(steps: [step("2020-07-20T11:00:00Z", temperature: #""warm""#)]), as: UTF8.self),
            #"`properties.timeseries[0].data.instant.details.air_temperature` is not a number (found "warm")"#
        ),
        (
            String(decoding: body(steps: [step("2020-07-20T11:00:00Z", temperature: "null")]), as: UTF8.self),
            "missing key `properties.timeseries[0].data.instant.details.air_temperature`"
        ),
        (
            String(decoding: body(steps: [step("20 July 2020")]), as: UTF8.self),
            #"`properties.timeseries[0].time` is not a time like 2020-07-20T12:00:00Z (found "20 July 2020")"#
        ),
        (
            String(decoding: body(coordinates: "[-0.1, 91, 25]", steps: [step("2020-07-20T11:00:00Z")]), as: UTF8.self),
            "`geometry.coordinates[1]` is out of range (found 91)"
        ),
        (
            String(decoding: body(coordinates: "[-0.1]", steps: [step("2020-07-20T11:00:00Z")]), as: UTF8.self),
            "missing key `geometry.coordinates[1]`"
        ),
        (#"{"type": "Feature", "properties": {"meta": {"units": {}}, "timeseries": []}}"#, "missing key `geometry`"),
        ("<html><body>502 Bad Gateway</body></html>", "got an HTML page, not JSON (is the base URL right?)"),
    ]

    @Test(arguments: malformed)
    func aBadAnswerNamesItsKey(body: String, message: String) {
        do {
            _ = try MetNorwayData.weather(from: Data(body.utf8), offsetSeconds: nil)
            Issue.record("decoded \(body)")
        } catch let error as ResponseError {
            // The client names the provider: until then the message names none, and never another's.
            #expect(error.provider == nil)
            #expect(error.description == "bad response from the server: " + message, "\(error.description)")
        } catch {
            Issue.record("\(error)")
        }
        // Read from a file (`--input`), the file is named instead.
        #expect(throws: ResponseError.self) {
            do {
                _ = try MetNorwayData.weather(from: Data(body.utf8), offsetSeconds: nil, source: .file("saved.json"))
            } catch let error as ResponseError {
                #expect(error.description == "bad input in saved.json: " + message, "\(error.description)")
                throw error
            }
        }
    }

    /// A body cut short anywhere, or with a byte changed, is refused with a typed error, never a
    /// crash. Off the cooperative pool: it is seconds of CPU in a debug build.
    @Test func aDamagedAnswerIsRefusedNotACrash() async throws {
        let body = try Fixtures.data(Self.newYork)
        let failures = await onOwnThread { () -> [String] in
            var failures: [String] = []
            var cuts = Array(0..<80) + Array(stride(from: 80, to: body.count, by: 1009))
            cuts.append(body.count - 1)
            var damaged = cuts.map { body.prefix($0) }
            for position in stride(from: 0, to: body.count, by: 4099) {
                for byte in [UInt8(ascii: "\""), UInt8(ascii: "}"), UInt8(ascii: "x"), 0xFF] {
                    var copy = body
                    copy[copy.startIndex + position] = byte
                    damaged.append(copy)
                }
            }
            for bytes in damaged {
                do {
                    _ = try MetNorwayData.weather(from: Data(bytes), offsetSeconds: nil)
                } catch is ResponseError {
                } catch is APIError {
                } catch {
                    failures.append("\(bytes.count) bytes: \(error)")
                }
            }
            return failures
        }
        #expect(failures == [])
    }

    /// `--input` tells a Locationforecast answer from the others by its keys.
    @Test func aLocationforecastBodyIsRecognised() throws {
        #expect(MetNorwayData.isWeather(try Fixtures.data(Self.london)))
        #expect(MetNorwayData.isWeather(try Fixtures.data(Self.newYork)))
        #expect(!MetNorwayData.isWeather(try Fixtures.data(OpenMeteoTests.berlin)))
        #expect(!MetNorwayData.isWeather(try Fixtures.data(Fixtures.londonCurrent)))
        #expect(!MetNorwayData.isWeather(Data(#"{"properties": {"timeseries": []}}"#.utf8)))
        #expect(!MetNorwayData.isWeather(Data("<html></html>".utf8)))
        #expect(!OpenMeteoData.isWeather(try Fixtures.data(Self.london)))
    }

    // MARK: small answers

    /// An answer with `steps`, in MET's shape and units.
    static func body(
        coordinates: String = "[-0.1, 51.5, 25]",
        units: String = #"{"air_temperature": "celsius", "precipitation_amount": "mm"}"#, steps: [String]
    ) -> Data {
        let text =
            #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": \#(coordinates)},"#
            + #""properties": {"meta": {"updated_at": "2020-07-20T01:30:57Z", "units": \#(units)},"#
            + #""timeseries": [\#(steps.joined(separator: ", "))]}}"#
        return Data(text.utf8)
    }

    /// One step at `time`: its temperature, and, given a symbol, its next hour.
    static func step(
        _ time: String, temperature: String = "18.8", symbol: String? = nil, amount: String = "0"
    ) -> String {
        let hour = symbol.map {
            #", "next_1_hours": {"summary": {"symbol_code": "\#($0)"}, "details": {"precipitation_amount": \#(amount)}}"#
        }
        return
            #"{"time": "\#(time)", "data": {"instant": {"details": {"air_temperature": \#(temperature)}}\#(hour ?? "")}}"#
    }
}
