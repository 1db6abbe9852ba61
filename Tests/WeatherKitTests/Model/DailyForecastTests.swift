import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct DailyForecastTests {
    @Test func londonDaysAreSummarised() throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
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
            from: Fixtures.data(Fixtures.adelphiForecast))
        #expect(forecast.timezoneOffsetSeconds == -14400)
        #expect(forecast.days.first?.date == "2025-03-20")
        #expect(forecast.days.first?.entries.count == 3)
    }

    @Test func limitingKeepsWholeLocalDays() throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        let two = forecast.limited(to: .days(2))
        #expect(two.entries.count == 9)
        #expect(two.daily.map(\.date) == ["2025-03-20", "2025-03-21"])
        #expect(forecast.limited(to: .days(5)).daily.count == 5)
        #expect(forecast.limited(to: .everything) == forecast)
    }

    @Test func mostFrequentConditionWinsAndTheFirstBreaksTies() {
        func entry(_ hour: Int, _ main: String) -> ForecastEntry {
            ForecastEntry(
                time: Date(timeIntervalSince1970: TimeInterval(hour * 3600)), readings: Readings(temperatureC: 0),
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
