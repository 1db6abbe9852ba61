import Foundation
import Testing

@testable import WeatherKit

/// What the next-hour line says at its edges. The expectations come from the man page's rule
/// (`weather --generate man`, One Call: "a minute counts from 0.1 mm/h; light under 2.5 mm/h,
/// moderate under 7.6, heavy above"; wet now, it says when the rain stops), in its documented words
/// (`Rain starting in about 12 min, light.`, `Rain stopping in about 20 min.`, `{rain_soon}`'s
/// `rain in 12 min` and `rain stops in 20 min`). Each case is said three ways: JSON's sentence, the
/// human view's (English) and the template's `{rain_soon}`.
@Suite struct RainSoonEdgeTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// One Call's minutes from `start`, one a minute.
    static func minutes(_ rates: [Double]) -> [MinutePrecipitation] {
        rates.enumerated().map {
            MinutePrecipitation(time: start.addingTimeInterval(Double($0.offset * 60)), millimetresPerHour: $0.element)
        }
    }

    static func said(_ rates: [Double], now: Date = start) throws -> (json: String, human: String, brief: String) {
        let soon = try #require(RainSoon(minutes(rates), now: now))
        return (soon.sentence, DisplayStyle().sentence(soon), soon.brief)
    }

    /// Dry for 10 minutes, then rain at `rate` for the rest of the hour: its heaviest is `rate`.
    /// Under 2.5 is light, 2.5 up to under 7.6 moderate, and 7.6 itself is no longer "under 7.6".
    @Test(arguments: [
        (2.4, "light"), (2.5, "moderate"), (7.5, "moderate"), (7.6, "heavy"), (7.7, "heavy"),
    ])
    func rainStartingIsGradedAtTheDocumentedEdges(rate: Double, intensity: String) throws {
        let said = try Self.said([Double](repeating: 0, count: 10) + [Double](repeating: rate, count: 50))
        #expect(said.json == "Rain starting in about 10 min, \(intensity).")
        #expect(said.human == "Rain starting in about 10 min, \(intensity).")
        #expect(said.brief == "rain in 10 min")
    }

    /// Raining all hour at exactly 7.6 mm/h: heavy.
    @Test func rainAllHourAtSevenPointSixIsHeavy() throws {
        let said = try Self.said([Double](repeating: 7.6, count: 60))
        #expect(said.json == "Rain for the next hour, heavy.")
        #expect(said.human == "Rain for the next hour, heavy.")
        #expect(said.brief == "rain")
    }

    /// Only the minute in progress is wet (at 1 mm/h, or at exactly 0.1, where a minute starts to
    /// count): it is raining now and stops when the next minute begins, about a minute away,
    /// whether that minute began just now or 40 s ago. At 0.09 mm/h nothing counts as rain.
    @Test(arguments: [(1.0, 0.0), (1.0, 40.0), (0.1, 0.0), (0.1, 40.0)])
    func onlyTheMinuteInProgressWetSaysTheRainStops(rate: Double, secondsIntoIt: Double) throws {
        let said = try Self.said(
            [rate] + [Double](repeating: 0, count: 59), now: Self.start.addingTimeInterval(secondsIntoIt))
        #expect(said.json == "Rain stopping in about 1 min.")
        #expect(said.human == "Rain stopping in about 1 min.")
        #expect(said.brief == "rain stops in 1 min")
    }

    @Test func aMinuteUnderATenthOfAMillimetreIsNotRain() throws {
        let said = try Self.said([0.09] + [Double](repeating: 0, count: 59), now: Self.start.addingTimeInterval(40))
        #expect(said.json == "No rain in the next hour.")
        #expect(said.human == "No rain in the next hour.")
        #expect(said.brief == "")
    }
}
