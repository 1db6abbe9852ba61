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
        ("{x}", "a known placeholder, not {x}; valid: {city}"),
        ("{temp", "a `}` to close `{temp` (write `{{` for a literal `{`)"),
        ("temp}", "`}}` for a literal `}` (a lone `}` closes nothing)"),
        ("{temp:1}", "a precision like {temp:.1} (0 to 6 decimals), not {temp:1}"),
        ("{temp:.9}", "a precision like {temp:.1} (0 to 6 decimals), not {temp:.9}"),
        ("{city:.1}", "a precision only on a number; {city} is text"),
        ("{}", "a known placeholder, not {}; valid:"),
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
        let renderer = TemplateRenderer(style: DisplayStyle(units: .metric))
        for placeholder in Template.Placeholder.allCases {
            #expect(!renderer.value(placeholder, precision: nil, report).isEmpty, "{\(placeholder.rawValue)}")
        }
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
        let today = try #require(forecast.daily.first { $0.date == "2025-03-20" })
        #expect(
            renderer.value(.todayMax, precision: 1, report)
                == DisplayStyle(units: .metric, glyphs: .unicode).quantities.temperature(today.maxC))
        let running = try #require(forecast.upcoming(at: now).first)
        #expect(running.time < now)  // it began before now and has not ended
        #expect(renderer.value(.popNext, precision: nil, report) == "\(Int(running.popPct ?? -1))%")
        if let outlook = report.outlook, let from = outlook.from, from > now {
            #expect(
                renderer.value(.rainNext, precision: nil, report).hasSuffix(
                    LocalTime(from, offsetSeconds: -14_400).hoursMinutes))
        }
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
