import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The dew point in every form: London's current weather (8.72 °C at 87%, so 6.68 °C by Buck's
/// equation, worked out apart from this code in ``DewPointTests``), and One Call's own value.
@Suite struct DewPointViewTests {
    static func london() throws -> WeatherReport {
        .of(try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
    }

    @Test func theHumanBlockHasALineUnderTheHumidity() throws {
        let metric = HumanView(style: DisplayStyle(units: .metric)).render(try Self.london())
        #expect(metric.contains("  Humidity     87%\n  Dew point    6.7 °C\n  Pressure "), "\(metric)")
        // 6.68 °C is 44.02 °F.
        let imperial = HumanView(style: DisplayStyle(units: .imperial)).render(try Self.london())
        #expect(imperial.contains("  Dew point    44.0 °F\n"), "\(imperial)")
    }

    @Test func theTemplateTakesAPrecisionAsTempDoes() throws {
        let metric = TemplateRenderer(style: DisplayStyle(units: .metric))
        #expect(
            metric.render(try Template("{dew}|{dew:.0}|{dew:.2}|{temp:.0}"), try Self.london())
                == "6.7 °C|7 °C|6.68 °C|9 °C")
        let imperial = TemplateRenderer(style: DisplayStyle(units: .imperial))
        #expect(imperial.render(try Template("{dew:.0}"), try Self.london()) == "44 °F")
        #expect(try Template("{dew}").needs(.forecast) == false)
    }

    @Test func jsonHasItInCelsiusWhateverTheUnits() throws {
        let report = try Self.london()
        for units in [Units.metric, .imperial] {
            let text = JSONForm(style: DisplayStyle(units: units)).report(report)
            let current = try JSONReportTests.object(text, at: "current")
            #expect(current["dew_point_c"] as? Double == 6.68, "\(units)")
        }
    }

    /// One Call 4.0's documented answer: 286.42 K at 58%, and its own dew point, 278.34 K, which is
    /// 5.19 °C (the Magnus formula would give 5.18). An edited copy says 280.15 K, far from any
    /// formula, and that is what is shown.
    @Test func oneCallsOwnDewPointIsShownAsItCame() throws {
        let body = try Fixtures.data(Fixtures.oneCall4Now)
        var report = WeatherReport.of(try OpenWeatherMapData.oneCall4Now(from: body).current)
        let text = JSONForm(style: DisplayStyle()).report(report)
        #expect(try JSONReportTests.object(text, at: "current")["dew_point_c"] as? Double == 5.19)
        let edited = Data(String(decoding: body, as: UTF8.self).replacingOccurrences(of: "278.34", with: "280.15").utf8)
        report = .of(try OpenWeatherMapData.oneCall4Now(from: edited).current)
        #expect(HumanView(style: DisplayStyle()).render(report).contains("  Dew point    7.0 °C\n"))
        #expect(TemplateRenderer(style: DisplayStyle()).render(try Template("{dew:.2}"), report) == "7.00 °C")
    }

    @Test func theHourlyTableHasADewColumnWhereItFits() throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        let wide = ForecastView(style: DisplayStyle(width: 80)).hourly(forecast, outlook: nil)
        let header = try #require(wide.first { $0.contains("Time") })
        #expect(header.hasSuffix("  Dew"), "\(header)")
        // The first step: 14.87 °C at 63%, so 7.90 °C by Buck's equation; the column prints the
        // number alone, as the Temp column does.
        let first = try #require(wide.first { $0.contains("Thu 21:00") })
        #expect(first.hasSuffix(" 7.9"), "\(first)")
        // Where the terminal is narrow it goes first, before the wind.
        let narrow = ForecastView(style: DisplayStyle(width: 50)).hourly(forecast, outlook: nil)
        #expect(!narrow.contains { $0.contains("Dew") }, "\(narrow)")
    }
}
