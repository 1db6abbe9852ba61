import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// This hour yesterday from one Open-Meteo answer (`--yesterday`): read from a recorded answer
/// that reaches back a day, and worded in every view.
@Suite struct SinceYesterdayTests {
    static func answer() throws -> PointWeather {
        try OpenMeteoData.weather(from: Fixtures.data(HereAndYesterdayTests.past), past: true)
    }

    /// Now is 22:15 at UTC+2 (-5.3 °C, 72%); this time yesterday falls between 22:00 and 23:00
    /// (-0.6 °C both, 91% then 89%). The forecast starts at the current hour.
    @Test func theAnswerReachesBackADay() throws {
        let weather = try Self.answer()
        let dayBefore = try #require(weather.dayBefore)
        #expect(dayBefore.at == Date(timeIntervalSince1970: 1_768_508_100))  // 2026-01-15T20:15Z
        #expect(dayBefore.yesterday { $0.readings.temperatureC } == -0.6)
        #expect(dayBefore.difference { $0.readings.temperatureC }.map { ($0 * 10).rounded() / 10 } == -4.7)
        #expect(dayBefore.yesterday { $0.readings.humidityPct } == 90.5)
        #expect(weather.forecast.entries.first?.time == Date(timeIntervalSince1970: 1_768_593_600))  // 20:00Z today
        // Asked without the past, the same hours are the forecast, and nothing is compared.
        let plain = try OpenMeteoData.weather(from: Fixtures.data(HereAndYesterdayTests.past))
        #expect(plain.dayBefore == nil && plain.forecast.entries.count == 192)
    }

    /// An answer that does not reach back a day has nothing to compare.
    @Test func noHourBeforeThisTimeYesterdayIsNoComparison() {
        let now = Observation(
            time: Date(timeIntervalSince1970: 100_000), readings: Readings(temperatureC: 5), conditions: [])
        var earlier = now
        earlier.time = now.time.addingTimeInterval(-3600)
        #expect(DayBefore(now: now, steps: [earlier, now]) == nil)
    }

    func report(highs: (Double, Double)? = nil) throws -> WeatherReport {
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        var dayBefore = try #require(try Self.answer().dayBefore)
        (dayBefore.highToday, dayBefore.highYesterday) = (highs?.0, highs?.1)
        report.dayBefore = dayBefore
        return report
    }

    /// A line of the block in the view's language and units, with today's high against
    /// yesterday's when the days came.
    @Test func theBlockSaysItInWordsAndUnits() throws {
        let english = HumanView().render(Readout(try report(), style: DisplayStyle()))
        #expect(english.contains("  Since yesterday  4.7 °C cooler than at this hour yesterday,\n"), "\(english)")
        #expect(english.contains("\n                   humidity 19% lower than at this hour yesterday\n"))
        let style = DisplayStyle(units: .imperial, language: Language.named("de") ?? .english)
        let german = HumanView(style: style).render(Readout(try report(highs: (3, 5)), style: style))
        // Wrapped at the view's width, after the list's comma.
        #expect(german.contains("  Vortagsvergleich  8,5 °F kühler als gestern um diese Zeit,\n"), "\(german)")
        #expect(german.contains("                    Luftfeuchte 19\u{00A0}% niedriger als gestern um diese Zeit,\n"))
        #expect(german.contains("                    Höchstwert heute 3,6 °F unter dem von gestern\n"))
    }

    /// JSON: the difference, yesterday's value and when, in °C whatever the view's units.
    @Test func jsonCarriesTheDifferenceAndYesterdaysValue() throws {
        let text = JSONForm(style: DisplayStyle(units: .imperial)).report(try report(highs: (3, 5)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let versus = try #require((object["current"] as? [String: Any])?["vs_yesterday"] as? [String: Any])
        #expect(
            versus["temperature_delta_c"] as? Double == -4.7 && versus["temperature_yesterday_c"] as? Double == -0.6)
        #expect(versus["humidity_delta_pct"] as? Double == -18.5 && versus["humidity_yesterday_pct"] as? Double == 90.5)
        #expect(versus["high_delta_c"] as? Double == -2 && versus["high_yesterday_c"] as? Double == 5)
        #expect(try SchemaCheck.report().problems(text) == [])
    }
}
