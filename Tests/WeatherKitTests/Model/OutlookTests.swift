import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// "Will it rain?" over tables of 3-hour steps. Times are hours after a Monday midnight UTC
/// (2025-03-24), and "now" is 09:30 that Monday unless a case says otherwise.
@Suite struct OutlookTests {
    static let monday = Date(timeIntervalSince1970: 1_742_774_400)  // 2025-03-24T00:00:00Z
    static let now = monday.addingTimeInterval(9.5 * 3600)

    /// One step: `hour` after Monday midnight, with a chance, an amount and a condition id.
    struct Step: Sendable, CustomStringConvertible {
        var hour: Int
        var pop: Double? = nil
        var rain: Double? = nil
        var snow: Double? = nil
        var id: Int? = nil

        var entry: ForecastEntry {
            ForecastEntry(
                time: OutlookTests.monday.addingTimeInterval(TimeInterval(hour * 3600)),
                readings: Readings(temperatureC: 5),
                conditions: id.map { [Condition(id: $0, main: nil, description: "x", icon: nil)] } ?? [],
                popPct: pop, rain3hMM: rain, snow3hMM: snow)
        }

        var description: String { "\(hour)h pop \(pop ?? -1) rain \(rain ?? -1) snow \(snow ?? -1)" }
    }

    static func outlook(_ steps: [Step], now: Date = now) -> Outlook? {
        Forecast(timezoneOffsetSeconds: 0, entries: steps.map(\.entry)).outlook(at: now)
    }

    static func hours(_ from: Int, _ until: Int?) -> (Date?, Date?) {
        (
            monday.addingTimeInterval(TimeInterval(from * 3600)),
            until.map { monday.addingTimeInterval(TimeInterval($0 * 3600)) }
        )
    }

    /// (steps, kind, first wet hour, end hour or nil for "to the end", amount, highest chance)
    static let cases: [([Step], Outlook.Kind, Int?, Int?, Double?, Double?)] = [
        // Dry all day.
        ([Step(hour: 9, pop: 10), Step(hour: 12, pop: 20), Step(hour: 15)], .none, nil, nil, nil, nil),
        // 49 % and 0.09 mm are both below the line.
        ([Step(hour: 12, pop: 49, rain: 0.09), Step(hour: 15)], .none, nil, nil, nil, nil),
        // 50 % with no amount counts; so does 0.1 mm at 0 %.
        ([Step(hour: 12, pop: 50), Step(hour: 15)], .rain, 12, 15, nil, 50),
        ([Step(hour: 12, pop: 0, rain: 0.1), Step(hour: 15)], .rain, 12, 15, 0.1, 0),
        // Consecutive wet steps are one spell; the first spell wins, the second is ignored.
        (
            [
                Step(hour: 12, pop: 60, rain: 1), Step(hour: 15, pop: 90, rain: 3), Step(hour: 18, pop: 10),
                Step(hour: 21, pop: 80, rain: 5), Step(hour: 24),
            ], .rain, 12, 18, 4, 90
        ),
        // A spell that crosses midnight.
        (
            [Step(hour: 18), Step(hour: 21, pop: 70, rain: 2), Step(hour: 24, pop: 60, rain: 1), Step(hour: 27)], .rain,
            21, 27, 3, 70
        ),
        // More snow than rain is snow; snow ids with no amounts are snow too.
        ([Step(hour: 12, pop: 80, rain: 0.2, snow: 1.5), Step(hour: 15)], .snow, 12, 15, 1.7, 80),
        ([Step(hour: 12, pop: 60, id: 600), Step(hour: 15, pop: 70, id: 601), Step(hour: 18)], .snow, 12, 18, nil, 70),
        // A spell that lasts to the end of the forecast has no known end.
        ([Step(hour: 12), Step(hour: 15, pop: 100, rain: 2)], .rain, 15, nil, 2, 100),
        // The step that began at 09:00 has not ended at 09:30: it counts, from its own start.
        ([Step(hour: 9, pop: 90, rain: 1), Step(hour: 12)], .rain, 9, 12, 1, 90),
        // One that ended (06:00 to 09:00) does not.
        ([Step(hour: 6, pop: 90, rain: 1), Step(hour: 9), Step(hour: 12)], .none, nil, nil, nil, nil),
        // A spell that starts 24 h or more from now is not "in the next 24 h".
        ([Step(hour: 12), Step(hour: 36, pop: 90, rain: 1), Step(hour: 39)], .none, nil, nil, nil, nil),
        ([Step(hour: 12), Step(hour: 30, pop: 90, rain: 1), Step(hour: 33)], .rain, 30, 33, 1, 90),
        // A gap in the steps (a missing one) ends a spell.
        ([Step(hour: 12, pop: 90), Step(hour: 18, pop: 90), Step(hour: 21)], .rain, 12, 15, nil, 90),
    ]

    @Test(arguments: cases)
    func theRules(
        steps: [Step], kind: Outlook.Kind, from: Int?, until: Int?, amount: Double?, pop: Double?
    ) throws {
        let outlook = try #require(Self.outlook(steps))
        #expect(outlook.kind == kind)
        guard let from else {
            #expect(outlook == .dry)
            return
        }
        let (start, end) = Self.hours(from, until)
        #expect(outlook.from == start)
        #expect(outlook.until == end)
        if let amount {
            #expect(abs((outlook.amountMM ?? -1) - amount) < 1e-9)
        } else {
            #expect(outlook.amountMM == nil)
        }
        #expect(outlook.popMaxPct == pop)
    }

    @Test func aForecastWithNothingLeftHasNoOutlook() {
        #expect(Self.outlook([Step(hour: 0, pop: 90), Step(hour: 3)]) == nil)
    }

    static let text = OutlookText(style: DisplayStyle(units: .metric, glyphs: .unicode))

    static func sentence(_ steps: [Step], offset: Int = 0, now: Date = now) throws -> String {
        text.sentence(try #require(outlook(steps, now: now)), now: now, offsetSeconds: offset)
    }

    @Test func sentencesSayWhenInTheLocalClockAndHowMuch() throws {
        #expect(try Self.sentence([Step(hour: 12, pop: 10)]) == "No rain expected in the next 24 h.")
        #expect(
            try Self.sentence([
                Step(hour: 12), Step(hour: 15, pop: 90, rain: 2.5), Step(hour: 18, pop: 60, rain: 1), Step(hour: 21),
            ])
                == "Rain likely today 15:00–21:00 UTC (about 3.50 mm, up to 90%).")
        // At UTC+1 the same spell is 16:00 to 22:00, labelled.
        #expect(
            try Self.sentence([Step(hour: 12), Step(hour: 15, pop: 90, rain: 2.5), Step(hour: 18)], offset: 3600)
                == "Rain likely today 16:00–19:00 UTC+1 (about 2.50 mm, up to 90%).")
        #expect(
            try Self.sentence([
                Step(hour: 18), Step(hour: 21, pop: 70, rain: 2), Step(hour: 24, pop: 60, rain: 1), Step(hour: 27),
            ])
                == "Rain likely tonight 21:00–03:00 UTC (about 3.00 mm, up to 70%).")
        #expect(
            try Self.sentence([Step(hour: 21), Step(hour: 24), Step(hour: 27, pop: 60, id: 600)])
                == "Snow likely tomorrow from 03:00 UTC (up to 60%).")
        #expect(
            try Self.sentence([Step(hour: 9, pop: 90, rain: 1), Step(hour: 12)])
                == "Rain likely now until 12:00 UTC (about 1.00 mm, up to 90%).")
        let ascii = OutlookText(style: DisplayStyle(units: .metric, glyphs: .ascii))
        let outlook = try #require(Self.outlook([Step(hour: 12, pop: 90), Step(hour: 15)]))
        #expect(
            ascii.sentence(outlook, now: Self.now, offsetSeconds: 0) == "Rain likely today 12:00-15:00 UTC (up to 90%)."
        )
    }

    /// The sentence is never surer than the spell's highest chance: 60 % and up is "likely", 30 % up
    /// to 60 % "possible", and a spell wet by its amount alone at a lower chance a "slight chance".
    /// (a spell's steps, the sentence)
    static let likelihoodCases: [([Step], String)] = [
        (
            [Step(hour: 12, pop: 90, rain: 2), Step(hour: 15)],
            "Rain likely today 12:00–15:00 UTC (about 2.00 mm, up to 90%)."
        ),
        ([Step(hour: 12, pop: 60), Step(hour: 15)], "Rain likely today 12:00–15:00 UTC (up to 60%)."),
        ([Step(hour: 12, pop: 59), Step(hour: 15)], "Rain possible today 12:00–15:00 UTC (up to 59%)."),
        (
            [Step(hour: 12, pop: 30, snow: 0.4), Step(hour: 15)],
            "Snow possible today 12:00–15:00 UTC (about 0.40 mm, up to 30%)."
        ),
        // The new user's case: 0.12 mm of snow at 20 %.
        (
            [Step(hour: 12, pop: 20, snow: 0.12), Step(hour: 15)],
            "Slight chance of snow today 12:00–15:00 UTC (about 0.12 mm, up to 20%)."
        ),
        (
            [Step(hour: 9, pop: 29, rain: 0.3), Step(hour: 12)],
            "Slight chance of rain now until 12:00 UTC (about 0.30 mm, up to 29%)."
        ),
        (
            [Step(hour: 12, pop: 0, rain: 0.1), Step(hour: 15)],
            "Slight chance of rain today 12:00–15:00 UTC (about 0.10 mm, up to 0%)."
        ),
        // No chance given at all: the amount alone, and no claim about how likely.
        ([Step(hour: 12, rain: 0.5), Step(hour: 15)], "Rain forecast today 12:00–15:00 UTC (about 0.50 mm)."),
    ]

    @Test(arguments: likelihoodCases)
    func theWordsAreNoSurerThanTheChance(steps: [Step], sentence: String) throws {
        #expect(try Self.sentence(steps) == sentence)
    }

    /// London's real forecast, read at 09:00 UTC on 21 March 2025: the README's example.
    @Test func londonsForecastGivesTheREADMEsSentence() throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        let now = Date(timeIntervalSince1970: 1_742_547_600)
        let outlook = try #require(forecast.outlook(at: now))
        #expect(outlook.kind == .rain)
        #expect(outlook.from == Date(timeIntervalSince1970: 1_742_590_800))  // 21:00
        #expect(outlook.until == Date(timeIntervalSince1970: 1_742_677_200))  // 21:00 the next day
        #expect(abs((outlook.amountMM ?? 0) - 7.56) < 1e-9)
        #expect(
            Self.text.sentence(outlook, now: now, offsetSeconds: 0)
                == "Rain likely tonight 21:00–Sat 21:00 UTC (about 7.56 mm, up to 100%).")
    }

    @Test func theBriefFormForTemplates() throws {
        let later = try #require(Self.outlook([Step(hour: 12), Step(hour: 15, pop: 90), Step(hour: 18)]))
        #expect(Self.text.brief(later, now: Self.now, placeOffset: 3600) == "rain 16:00")
        let snowNow = try #require(Self.outlook([Step(hour: 9, snow: 1), Step(hour: 12)]))
        #expect(Self.text.brief(snowNow, now: Self.now, placeOffset: 0) == "snow now")
        #expect(Self.text.brief(.dry, now: Self.now, placeOffset: 0) == "")
    }
}
