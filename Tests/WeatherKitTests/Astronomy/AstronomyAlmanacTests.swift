import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Every event of `Sky` against the almanac in `Fixtures/sky/almanac.json`: Skyfield on JPL's
/// DE421, made independently of this code (see that folder's script and `Fixtures/SOURCES.md`),
/// 203 local days: a lunar month around each of London in March and June, Tromsø in midwinter and
/// midsummer, Quito in March, Sydney in January and July. The tolerances: 2 minutes for
/// the sun's events, 5 for the moon's, 2 percentage points of illumination.
///
/// The worst errors seen against it (Swift 6.3.1, Linux, 2026-11-25): sunrise and sunset 5.5 s;
/// civil, nautical and astronomical dawn and dusk 6.2 s (6.4 s at Tromsø); the golden and blue
/// hours' ends 5.7 s (8.6 s at Tromsø); moonrise and moonset 2.9 s (11.7 s at Tromsø); the day's
/// length 4.7 s and its change 1.3 s; illumination 0.01 percentage points; every phase name the
/// same. One moonrise falls on the other side of a midnight (see `matches`).
@Suite struct AstronomyAlmanacTests {
    /// One day of the almanac, as the fixture has it.
    struct Day: Decodable, Sendable, CustomTestStringConvertible {
        struct Pair: Decodable, Sendable {
            var rise: String
            var set: String
        }
        var place: String
        var latitude: Double
        var longitude: Double
        var date: String
        var utcOffset: Int
        var sun, civil, nautical, astronomical, blue, golden, moon: Pair
        var dayLength: Double
        var dayLengthChange: Double
        var illumination: Double
        var phase: String

        var testDescription: String { "\(place) \(date)" }

        /// Local noon of the day, an instant inside it.
        var noon: Date {
            get throws {
                let midnight = try Date("\(date)T00:00:00Z", strategy: .iso8601)
                return midnight.addingTimeInterval(Double(43_200 - utcOffset))
            }
        }

        static func all() throws -> [Day] {
            struct File: Decodable { var rows: [Day] }
            return try JSONDecoder().decode(File.self, from: Fixtures.data("sky/almanac.json")).rows
        }
    }

    /// What the almanac says of one crossing, as a `SkyEvent`.
    static func event(_ text: String) throws -> SkyEvent {
        switch text {
        case "staysUp": .staysUp
        case "staysDown": .staysDown
        case "notThisDay": .notThisDay
        default: .at(try Date(text, strategy: .iso8601))
        }
    }

    /// Whether `computed` is the almanac's `expected` event on the day from `start`, within
    /// `tolerance` seconds if both are instants. A crossing within the tolerance of a midnight may
    /// fall on either day, as two theories put it seconds apart, and is taken as it comes: the
    /// moon rose at Tromsø 10 s before the local midnight of 2026-07-05 by DE421 and 5 s after it
    /// by Meeus, so the almanac's first moonrise that day is the next evening's.
    static func matches(
        _ computed: SkyEvent, _ expected: String, within tolerance: TimeInterval, dayFrom start: Date
    ) throws -> Bool {
        let almanac = try event(expected)
        if case .at(let mine) = computed, case .at(let theirs) = almanac {
            if abs(mine.timeIntervalSince(theirs)) <= tolerance { return true }
        }
        let nearMidnight = [computed, almanac].contains { event in
            guard let date = event.date else { return false }
            return date.timeIntervalSince(start) <= tolerance
                || start.addingTimeInterval(86_400).timeIntervalSince(date) <= tolerance
        }
        return computed == almanac || nearMidnight
    }

    @Test func theAlmanacHasEveryDay() throws {
        #expect(try Day.all().count == 203)
    }

    @Test(arguments: try Day.all())
    func theSunsEventsAreWithinTwoMinutes(day: Day) throws {
        let sky = Sky(
            at: Coordinates(latitude: day.latitude, longitude: day.longitude), on: try day.noon,
            utcOffset: day.utcOffset)
        let cases: [(String, SkyEvent, String)] = [
            ("sunrise", sky.sunrise, day.sun.rise), ("sunset", sky.sunset, day.sun.set),
            ("civil dawn", sky.civilDawn, day.civil.rise), ("civil dusk", sky.civilDusk, day.civil.set),
            ("nautical dawn", sky.nauticalDawn, day.nautical.rise),
            ("nautical dusk", sky.nauticalDusk, day.nautical.set),
            ("astronomical dawn", sky.astronomicalDawn, day.astronomical.rise),
            ("astronomical dusk", sky.astronomicalDusk, day.astronomical.set),
            ("morning golden hour's start", sky.morningGoldenHour.start, day.blue.rise),
            ("morning golden hour's end", sky.morningGoldenHour.end, day.golden.rise),
            ("evening golden hour's start", sky.eveningGoldenHour.start, day.golden.set),
            ("evening golden hour's end", sky.eveningGoldenHour.end, day.blue.set),
            ("morning blue hour's start", sky.morningBlueHour.start, day.civil.rise),
            ("evening blue hour's end", sky.eveningBlueHour.end, day.civil.set),
        ]
        for (name, computed, expected) in cases {
            #expect(
                try Self.matches(computed, expected, within: 120, dayFrom: sky.start),
                "\(name): \(computed), almanac \(expected)")
        }
        #expect(abs(sky.dayLength - day.dayLength) <= 120, "day length \(sky.dayLength), almanac \(day.dayLength)")
        #expect(
            abs(sky.dayLengthChange - day.dayLengthChange) <= 10,
            "change \(sky.dayLengthChange), almanac \(day.dayLengthChange)")
    }

    @Test(arguments: try Day.all())
    func theMoonIsWithinFiveMinutesAndTwoPoints(day: Day) throws {
        let sky = Sky(
            at: Coordinates(latitude: day.latitude, longitude: day.longitude), on: try day.noon,
            utcOffset: day.utcOffset)
        #expect(
            try Self.matches(sky.moon.rise, day.moon.rise, within: 300, dayFrom: sky.start), "moonrise \(sky.moon.rise)"
        )
        #expect(
            try Self.matches(sky.moon.set, day.moon.set, within: 300, dayFrom: sky.start), "moonset \(sky.moon.set)")
        #expect(abs(sky.moon.illumination - day.illumination) <= 0.02)
        #expect(sky.moon.phase.name == day.phase)
    }
}
