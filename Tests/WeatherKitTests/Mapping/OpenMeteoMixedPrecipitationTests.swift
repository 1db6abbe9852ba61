import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Rain and snow in the same Open-Meteo step. The model keeps OpenWeatherMap's split: rain is
/// `rain` + `showers`, snow (as water) is what else fell, `precipitation` − rain, so rain and snow
/// add up to the step's total and the rain is not counted again as snow. Every number below is
/// worked out by hand from the edited fixture (see `Fixtures/SOURCES.md`).
@Suite struct OpenMeteoMixedPrecipitationTests {
    static let melbourne =
        "open-meteo/hrvirieux_forecast_melbourne_celsius-kmh_unixtime-aedt_current-hourly24-daily_EDITED-snow-with-rain-hour13-day1.json"

    static func close(_ value: Double?, _ expected: Double?) -> Bool {
        switch (value, expected) {
        case (nil, nil): true
        case let (value?, expected?): abs(value - expected) <= 0.000_001
        default: false
        }
    }

    /// Hour 13 (09:00 AEDT): precipitation 7.10, rain 3.50, showers 2.20, snowfall 0.98 cm: rain
    /// 5.7 mm, snow 7.1 − 5.7 = 1.4 mm, together the 7.1 that fell. Hour 14 (precipitation 7.30,
    /// rain 5.10, showers 2.20, no snowfall) is all rain.
    static let hours: [(epoch: Int, rain: Double, snow: Double?, total: Double)] = [
        (1_705_442_400, 5.7, 1.4, 7.1), (1_705_446_000, 7.3, nil, 7.3),
    ]

    @Test(arguments: hours)
    func anHourWithRainAndSnowSplitsItsTotal(epoch: Int, rain: Double, snow: Double?, total: Double) throws {
        let weather = try OpenMeteoData.weather(from: Fixtures.data(Self.melbourne))
        let step = try #require(
            weather.forecast.entries.first { $0.time == Date(timeIntervalSince1970: TimeInterval(epoch)) })
        #expect(Self.close(step.rain3hMM, rain), "rain \(String(describing: step.rain3hMM))")
        #expect(Self.close(step.snow3hMM, snow), "snow \(String(describing: step.snow3hMM))")
        #expect(Self.close((step.rain3hMM ?? 0) + (step.snow3hMM ?? 0), total))
    }

    /// Day 1 (2024-01-17): precipitation_sum 16.40, rain_sum 8.80, showers_sum 6.30, snowfall_sum
    /// 0.98 cm: rain 15.1 mm, snow 16.4 − 15.1 = 1.3 mm, together 16.4. (The recorded rain and
    /// showers, 15.1, are 0.1 over the recorded total, 15.00: Open-Meteo rounds each sum.) Day 2
    /// (0.30, all rain) has no snow.
    static let days: [(date: String, rain: Double, snow: Double?, total: Double)] = [
        ("2024-01-17", 15.1, 1.3, 16.4), ("2024-01-18", 0.3, nil, 0.3),
    ]

    @Test(arguments: days)
    func aDayWithRainAndSnowSplitsItsTotal(date: String, rain: Double, snow: Double?, total: Double) throws {
        let weather = try OpenMeteoData.weather(from: Fixtures.data(Self.melbourne))
        let day = try #require(weather.forecast.providedDaily?.first { $0.date == date })
        #expect(Self.close(day.rainMM, rain), "rain \(String(describing: day.rainMM))")
        #expect(Self.close(day.snowMM, snow), "snow \(String(describing: day.snowMM))")
        #expect(Self.close((day.rainMM ?? 0) + (day.snowMM ?? 0), total))
    }
}
