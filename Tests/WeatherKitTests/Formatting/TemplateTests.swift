import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct TemplateTests {
    @Test func parsesLiteralsPlaceholdersPrecisionAndBraces() throws {
        let template = try Template("{{{city}}}: {temp:.0}%s")
        #expect(
            template.segments == [
                .literal("{"), .value(.city, precision: nil), .literal("}: "), .value(.temp, precision: 0),
                .literal("%s"),
            ])
    }

    @Test(arguments: [
        ("{tmep}", "a known placeholder, not {tmep} (did you mean `{temp}`?); valid: {city} {country} {temp}"),
        ("{tmp}", "a known placeholder, not {tmp} (did you mean `{temp}`?); valid: {city}"),
        ("{tmp:.0}", "a known placeholder, not {tmp:.0} (did you mean `{temp:.0}`?); valid: {city}"),
        ("{Humidity}", "a known placeholder, not {Humidity} (did you mean `{humidity}`?); valid: {city}"),
        ("{xyzzy}", "a known placeholder, not {xyzzy}; valid: {city}"),
        // Case is no edit; a short name gets one edit, not two (`{nope}` is not `{no2}` mistyped).
        ("{TEMP}", "a known placeholder, not {TEMP} (did you mean `{temp}`?); valid: {city}"),
        ("{nope}", "a known placeholder, not {nope}; valid: {city}"),
        ("{lat}", "a known placeholder, not {lat}; valid: {city}"),
        ("{x}", "a known placeholder, not {x}; valid: {city}"),
        ("{temp", "a `}` to close `{temp` (write `{{` for a literal `{`)"),
        ("temp}", "`}}` for a literal `}` (a lone `}` closes nothing)"),
        ("{temp:1}", "a precision like {temp:.1} (0 to 6 decimals), not {temp:1}"),
        ("{temp:.9}", "a precision like {temp:.1} (0 to 6 decimals), not {temp:.9}"),
        ("{city:.1}", "a precision only on a number; {city} is text"),
        ("{}", "a known placeholder, not {}; valid:"),
        ("{temp}{[, gusts {gust}", "a `]}` to close the section `{[`"),
        ("{temp}]}", "`{[` to open the section that `]}` closes"),
        ("{[ {temp}{[ {gust}]}]}", "a section inside a section"),
        ("{temp}{[ gusts ]}", "a placeholder in the section `{[ gusts ]}`"),
        ("{[ {gsut}]}", "a known placeholder, not {gsut} (did you mean `{gust}`?)"),
    ])
    func badTemplatesSayWhy(text: String, message: String) throws {
        let error = try #require(throws: Template.ParseError.self) { try Template(text) }
        #expect(error.description.hasPrefix(message), "\(error.description)")
    }

    @Test func everyPlaceholderIsListedInTheError() throws {
        let error = try #require(throws: Template.ParseError.self) { try Template("{x}") }
        for placeholder in Template.Placeholder.allCases {
            #expect(error.description.contains("{\(placeholder.rawValue)}"))
        }
    }
}

/// Sections, `{[` … `]}`: shown when every placeholder in them has a value, else left out with
/// their words and spaces. London 2020's answer has no gust; London 2013's has 2.57 m/s.
@Suite struct TemplateSectionTests {
    static let text = "{temp:.0}{[, gusts {gust}]}{[ · {rain_soon}]}!"

    @Test func aSectionParsesIntoItsSegments() throws {
        #expect(
            try Template("{temp}{[, gusts {gust:.0}]}").segments == [
                .value(.temp, precision: nil), .section([.literal(", gusts "), .value(.named("gust"), precision: 0)]),
            ])
    }

    @Test func anEmptyPlaceholderTakesItsSectionWithIt() throws {
        let calm = WeatherReport.of(try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        let gusty = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(
                from: Fixtures.data("current/pyowm_london-gb_standard_2013_gust_gdps-stations.json")))
        let renderer = TemplateRenderer(style: DisplayStyle(units: .metric))
        // {rain_soon} needs One Call's minutes, which neither has: its section goes too.
        #expect(renderer.render(try Template(Self.text), calm) == "9 °C!")
        #expect(renderer.render(try Template(Self.text), gusty) == "15 °C, gusts 2.6 m/s!")
        // Without a section, the words stay and the value is empty, as before.
        #expect(renderer.render(try Template("{temp:.0}, gusts {gust}"), calm) == "9 °C, gusts ")
    }
}

@Suite struct TemplateRendererTests {
    static func report(_ body: String) throws -> WeatherReport {
        .of(try OpenWeatherMapData.currentWeather(from: Data(body.utf8)))
    }

    @Test func missingValuesAreEmptyAndNegativeZeroIsZero() throws {
        let report = try Self.report(#"{"coord":{"lat":1,"lon":2},"main":{"temp":273.1},"dt":1}"#)
        let line = TemplateRenderer(style: DisplayStyle(units: .metric)).render(
            try Template("[{city}][{temp:.0}][{feels}][{wind}][{wind_dir}][{rain}][{sunrise}][{icon}][{desc}]"), report)
        // A place with no name is its coordinates, so lines can be told apart.
        #expect(line == "[1, 2][0 °C][][][][][][][]")
    }

    @Test func everyPlaceholderHasAValueForARichPayload() throws {
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(
                from: Fixtures.dataInKelvin(Fixtures.minskCurrent)))
        // London's forecast read on 2025-03-21 at 09:00 UTC: rain from 21:00 that evening.
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        report.madeAt = Date(timeIntervalSince1970: 1_742_547_600)
        report.forecast = forecast
        report.outlook = forecast.outlook(at: Date(timeIntervalSince1970: 1_742_547_600))
        report.air = try OpenWeatherMapData.airReadings(from: Fixtures.data(Fixtures.londonAir))
        report.current.uvIndex = 2.5
        report.alerts = [WeatherAlert(sender: "NWS", event: "Heat Advisory", start: nil, end: nil, description: nil)]
        report.rainSoon = .stopping(inMinutes: 20)
        report.addSky(on: Date(timeIntervalSince1970: 1_742_547_600))
        report.dayBefore = DayBefore(
            now: report.current.observation,
            steps: [report.current.observation].map {
                var then = $0
                then.time = $0.time.addingTimeInterval(-86_400)
                then.readings.temperatureC -= 2.5
                return then
            })
        let renderer = TemplateRenderer(style: DisplayStyle(units: .metric))
        for placeholder in Template.Placeholder.allCases {
            #expect(!renderer.value(placeholder, precision: nil, report).isEmpty, "{\(placeholder.rawValue)}")
        }
        let versus = try #require(Template.Placeholder(rawValue: "temp_vs_yesterday"))
        #expect(renderer.value(versus, precision: nil, report) == "+2.5")
        #expect(renderer.value(versus, precision: 2, report) == "+2.50")
        #expect(renderer.value(.rain, precision: 2, report) == "0.10 mm")
        #expect(renderer.value(.visibility, precision: nil, report) == "10.0 km")
        #expect(renderer.value(.windDirection, precision: nil, report) == "WSW")
        #expect(renderer.value(.rainNext, precision: nil, report) == "rain 21:00")
        #expect(renderer.value(.popNext, precision: nil, report) == "0%")
        #expect(renderer.value(.aqi, precision: nil, report) == "1")
        #expect(renderer.value(.aqiLabel, precision: nil, report) == "Good")
        #expect(renderer.value(.pm25, precision: nil, report) == "3.2")
        #expect(renderer.value(.no2, precision: 0, report) == "36")
        // Today (21 March) is what is left of it, from 09:00; tomorrow is the whole day.
        #expect(renderer.value(.todayMax, precision: 0, report) == "16 °C")
        #expect(renderer.value(.tomorrowMin, precision: nil, report).hasSuffix(" °C"))
    }

    /// Forecast placeholders at a place west of Greenwich (UTC-4), read at 2025-03-21 01:00 UTC
    /// (21:00 on the 20th there): "today" is the 20th, times are local, and `{pop_next}` is the
    /// step still running, not the first one the API sent.
    @Test func forecastPlaceholdersUseThePlacesClock() throws {
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.adelphiForecast))
        let now = Date(timeIntervalSince1970: 1_742_518_800)
        report.madeAt = now
        report.forecast = forecast
        report.outlook = forecast.outlook(at: now)
        let renderer = TemplateRenderer(style: DisplayStyle(units: .metric))
        // Read off the fixture by hand: the 20th's steps at the place are 17:00 (293.69 K, 20.54
        // °C), 20:00 and 23:00; the one running at 21:00 began at 20:00, with rain at a chance of 1.
        #expect(renderer.value(.todayMax, precision: 1, report) == "20.5 °C")
        #expect(renderer.value(.popNext, precision: nil, report) == "100%")
        #expect(renderer.value(.rainNext, precision: nil, report) == "rain now")
        // At 15:00 there, before the first step: the rain is ahead, at the place's 17:00.
        let earlier = now.addingTimeInterval(-6 * 3600)
        report.madeAt = earlier
        report.outlook = forecast.outlook(at: earlier)
        #expect(renderer.value(.rainNext, precision: nil, report) == "rain 17:00")
    }

    /// Which placeholders make which request: exactly these, and no others.
    @Test func eachPlaceholderFetchesWhatItShows() {
        let air: Set<Template.Placeholder> = [.aqi, .aqiLabel, .pm25, .pm10, .o3, .no2]
        let forecast: Set<Template.Placeholder> = [
            .rainNext, .popNext, .todayMin, .todayMax, .tomorrowMin, .tomorrowMax,
        ]
        #expect(Set(Template.Placeholder.allCases.filter(\.needsAir)) == air)
        #expect(Set(Template.Placeholder.allCases.filter(\.needsForecast)) == forecast)
        #expect((try? Template("{aqi}"))?.needsForecast == false)
        #expect((try? Template("{pm25} {tomorrow_min}")).map { $0.needsAir && $0.needsForecast } == true)
    }

    @Test func waybarDefaultTemplateIsIconAndWholeTemperature() {
        #expect(WaybarLine.defaultTemplate == (try? Template("{icon} {temp:.0}")))
    }
}

/// The times a template prints say which clock they are in, and `{rain_next}` which day.
@Suite struct TemplateTimeTests {
    static let monday = Date(timeIntervalSince1970: 1_742_774_400)  // Mon 2025-03-24 00:00 UTC

    /// A report read at `now` (hours after Monday midnight UTC) whose forecast, at `offset`, has one
    /// wet step at `start` between two dry ones.
    static func report(offset: Int?, now: Double, start: Double, snow: Bool = false) throws -> WeatherReport {
        func step(_ hour: Double, wet: Bool) -> ForecastEntry {
            ForecastEntry(
                time: monday.addingTimeInterval(hour * 3600), readings: Readings(temperatureC: 5), conditions: [],
                popPct: wet ? 90 : 0, rain3hMM: wet && !snow ? 2 : nil, snow3hMM: wet && snow ? 2 : nil)
        }
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        let forecast = Forecast(
            timezoneOffsetSeconds: offset,
            entries: [step(start - 3, wet: false), step(start, wet: true), step(start + 3, wet: false)])
        let madeAt = monday.addingTimeInterval(now * 3600)
        report.madeAt = madeAt
        report.forecast = forecast
        report.outlook = forecast.outlook(at: madeAt)
        return report
    }

    struct RainCase: Sendable, CustomStringConvertible {
        var offset: Int?
        var now: Double
        var start: Double
        var clock: Clock = .h24
        var snow = false
        var text: String

        var description: String { "UTC\(offset.map { "\($0 / 60)min" } ?? "?") now \(now) start \(start): \(text)" }
    }

    static let rainCases: [RainCase] = [
        // Later today at the place: the time alone.
        RainCase(offset: 0, now: 9.5, start: 15, text: "rain 15:00"),
        // At UTC+1, 23:00 UTC is 00:00 on Tuesday there: tomorrow, though still Monday in UTC.
        RainCase(offset: 3600, now: 20, start: 23, text: "rain tomorrow 00:00"),
        RainCase(offset: 3600, now: 20, start: 23, clock: .h12, text: "rain tomorrow 12:00 AM"),
        // Just after midnight at UTC+5:30 (18:45 UTC is 00:15 there), read at 17:30 there.
        RainCase(offset: 19_800, now: 12, start: 18.75, text: "rain tomorrow 00:15"),
        // At UTC-4, 03:00 UTC on Tuesday is 23:00 on Monday there, and it is Monday evening there:
        // today, though tomorrow in UTC.
        RainCase(offset: -14_400, now: 25, start: 27, text: "rain 23:00"),
        // The place's offset unknown: UTC, marked, and its day counted in UTC.
        RainCase(offset: nil, now: 20, start: 23, text: "rain 23:00 UTC"),
        RainCase(offset: nil, now: 20, start: 26, clock: .h12, text: "rain tomorrow 2:00 AM UTC"),
        // Begun already: now, whatever the clock.
        RainCase(offset: 3600, now: 9.5, start: 9, snow: true, text: "snow now"),
        RainCase(offset: 3600, now: 20, start: 23, snow: true, text: "snow tomorrow 00:00"),
    ]

    @Test(arguments: rainCases)
    func rainNextNamesTheDayInTheClockItShows(_ test: RainCase) throws {
        let report = try Self.report(offset: test.offset, now: test.now, start: test.start, snow: test.snow)
        let renderer = TemplateRenderer(style: DisplayStyle(units: .metric, clock: test.clock))
        #expect(renderer.render(try Template("{rain_next}"), report) == test.text)
    }

    /// London's observation: sunrise 04:37 UTC, sunset 19:18 UTC, observed 04:22 UTC, at UTC+1.
    /// (local time, the place's offset known, clock, what `{sunrise} {sunset} {updated}` prints)
    static let clockCases: [(Bool, Bool, Clock, String)] = [
        (false, true, .h24, "04:37 UTC 19:18 UTC 04:22 UTC"),
        (false, true, .h12, "4:37 AM UTC 7:18 PM UTC 4:22 AM UTC"),
        (true, true, .h24, "05:37 20:18 05:22"),
        (true, true, .h12, "5:37 AM 8:18 PM 5:22 AM"),
        // `--local-time` for a place whose offset is unknown: still UTC, and so marked.
        (true, false, .h24, "04:37 UTC 19:18 UTC 04:22 UTC"),
    ]

    @Test(arguments: clockCases)
    func sunTimesAreThePlacesWithLocalTimeAndMarkedUTCWithout(
        localTime: Bool, offsetKnown: Bool, clock: Clock, text: String
    ) throws {
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        if !offsetKnown { report.current.location.timezoneOffsetSeconds = nil }
        let renderer = TemplateRenderer(style: DisplayStyle(units: .metric, clock: clock, localTime: localTime))
        #expect(renderer.render(try Template("{sunrise} {sunset} {updated}"), report) == text)
    }
}
