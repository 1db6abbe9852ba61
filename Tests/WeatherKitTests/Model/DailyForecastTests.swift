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

    /// A 3-hour step for the day's condition: its condition and what it brings.
    struct Step: Sendable, CustomStringConvertible {
        var id: Int?
        var main: String? = nil
        var words: String
        var pop: Double? = 0
        var rain: Double? = nil
        var snow: Double? = nil

        func entry(_ index: Int) -> ForecastEntry {
            ForecastEntry(
                time: Date(timeIntervalSince1970: TimeInterval(index * 3 * 3600)), readings: Readings(temperatureC: 5),
                conditions: [Condition(id: id, main: main, description: words, icon: "10d")], popPct: pop,
                rain3hMM: rain, snow3hMM: snow)
        }

        var description: String { "\(words) \(pop ?? -1)% \(rain ?? 0)/\(snow ?? 0) mm" }
    }

    static let fewClouds = Step(id: 801, words: "few clouds")

    /// (the day's eight steps, the condition that describes it)
    static let wetDays: [([Step], String)] = [
        // Mostly dry hours, but 6 mm of rain: the rain, not the clouds.
        (
            Array(repeating: fewClouds, count: 5)
                + Array(repeating: Step(id: 500, words: "light rain", pop: 100, rain: 2), count: 3),
            "light rain"
        ),
        // The wettest step names the day.
        (
            Array(repeating: fewClouds, count: 6) + [
                Step(id: 500, words: "light rain", pop: 90, rain: 0.5),
                Step(id: 501, words: "moderate rain", pop: 80, rain: 3),
            ], "moderate rain"
        ),
        // A thunderstorm beats more rain.
        (
            Array(repeating: fewClouds, count: 6) + [
                Step(id: 502, words: "heavy intensity rain", pop: 100, rain: 8),
                Step(id: 211, words: "thunderstorm", pop: 60, rain: 1),
            ], "thunderstorm"
        ),
        // Snow and rain: whichever step brings more.
        (
            Array(repeating: fewClouds, count: 6) + [
                Step(id: 500, words: "light rain", pop: 70, rain: 0.5),
                Step(id: 600, words: "light snow", pop: 70, snow: 2),
            ], "light snow"
        ),
        // Wet by its chance alone: the likelier, then the first.
        (
            Array(repeating: fewClouds, count: 5) + [
                Step(id: 300, words: "light intensity drizzle", pop: 55),
                Step(id: 500, words: "light rain", pop: 75), Step(id: 501, words: "moderate rain", pop: 75),
            ], "light rain"
        ),
        // An old payload with the group's name and no id.
        (
            Array(repeating: Step(id: nil, main: "Clouds", words: "broken clouds"), count: 7)
                + [Step(id: nil, main: "Rain", words: "rain", pop: 90)], "rain"
        ),
        // Rain too slight to count (20 %, 0.05 mm) leaves the most frequent condition.
        (
            Array(repeating: fewClouds, count: 6)
                + Array(
                    repeating: Step(id: 500, words: "light rain", pop: 20, rain: 0.05), count: 2), "few clouds"
        ),
        // Rain that is measurable but unlikely (20 %) is not what the day is.
        (
            Array(repeating: fewClouds, count: 7) + [Step(id: 500, words: "light rain", pop: 20, rain: 0.3)],
            "few clouds"
        ),
        // No chance given (an old answer): the amount alone decides.
        (
            Array(repeating: fewClouds, count: 7) + [Step(id: 500, words: "light rain", pop: nil, rain: 2)],
            "light rain"
        ),
        // An amount on a step whose condition is dry does not make up a condition.
        (
            Array(repeating: Step(id: 800, words: "clear sky"), count: 5)
                + Array(repeating: Step(id: 804, words: "overcast clouds", pop: 40, rain: 0.2), count: 3),
            "clear sky"
        ),
    ]

    @Test(arguments: wetDays)
    func aWetDayIsDescribedByItsWettestCondition(steps: [Step], condition: String) {
        let forecast = Forecast(
            timezoneOffsetSeconds: 0, entries: steps.enumerated().map { $0.element.entry($0.offset) })
        #expect(forecast.daily.count == 1)
        #expect(forecast.daily.first?.condition?.description == condition)
    }
}
