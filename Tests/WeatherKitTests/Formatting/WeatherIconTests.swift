import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct WeatherIconTests {
    @Test(arguments: [
        (211, "thunderstorm"), (301, "drizzle"), (501, "rain"), (600, "snow"), (741, "mist"), (800, "clear"),
        (804, "clouds"),
    ])
    func groups(id: Int, group: String) {
        #expect(WeatherIcon.group(Condition(id: id, main: nil, description: nil, icon: nil)) == group)
        #expect(!WeatherIcon.emoji(Condition(id: id, main: nil, description: nil, icon: "01d")).isEmpty)
    }

    @Test func clearSkyHasADayAndANightForm() {
        #expect(WeatherIcon.emoji(Condition(id: 800, main: "Clear", description: nil, icon: "01d")) == "☀️")
        #expect(WeatherIcon.emoji(Condition(id: 800, main: "Clear", description: nil, icon: "01n")) == "🌙")
    }

    /// A day's conditions, all from night steps: (id, icon, words, the emoji a whole day shows,
    /// the emoji an hourly row shows: the night form of a clear or partly cloudy sky, typed here).
    static let nightDays: [(Int, String, String, String, String)] = [
        (800, "01n", "clear sky", "☀️", "🌙"),
        (801, "02n", "few clouds", "🌤️", "☁️"),
        (802, "03n", "scattered clouds", "⛅", "☁️"),
        (800, "01d", "clear sky", "☀️", "☀️"),
        (500, "10n", "light rain", "🌧️", "🌧️"),
    ]

    /// A row of the daily table stands for a whole day, so its icon is the day form even when the
    /// condition came from a night step; an hourly row at night keeps the night form.
    @Test(arguments: nightDays)
    func aWholeDayRowHasTheDayForm(id: Int, icon: String, words: String, emoji: String, hourlyEmoji: String) throws {
        let condition = Condition(id: id, main: nil, description: words, icon: icon)
        let forecast = Forecast(
            timezoneOffsetSeconds: 0,
            entries: (0..<8).map {
                ForecastEntry(
                    time: Date(timeIntervalSince1970: TimeInterval($0 * 3 * 3600)), readings: Readings(temperatureC: 5),
                    conditions: [condition])
            })
        let view = ForecastView(style: DisplayStyle(units: .metric, glyphs: .unicode))
        let row = try #require(view.daily(forecast, outlook: nil).first { $0.hasPrefix("  Thu  1") })
        #expect(row.contains("  \(emoji) \(words)"), "\(row)")
        #expect(!row.contains("🌙"))
        let hourly = try #require(view.hourly(forecast, outlook: nil).first { $0.hasPrefix("  Thu 00:00") })
        #expect(hourly.contains("  \(hourlyEmoji) \(words)"), "\(hourly)")
    }
}
