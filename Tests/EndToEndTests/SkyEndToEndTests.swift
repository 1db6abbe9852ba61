import Foundation
import TestSupport
import Testing

/// `weather --sky` against the committed almanac (`Fixtures/sky/almanac.json`: Skyfield on JPL's
/// DE421, checked against PyEphem; see `Fixtures/SOURCES.md`), through the built binary: a saved
/// response (`--input -`) for each place, observed at local noon on the day, gives that day's sky.
/// The issue's tolerances: 2 minutes for the sun, the twilights and the golden and blue hours' ends,
/// 5 minutes for the moon, 2 percentage points of illumination; a missing event must be missing
/// for the same reason.
@Suite struct SkyEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// London at both equinox and solstice, Tromsø in the polar night and the midnight sun, Quito
    /// on the equator, Sydney in both seasons (two offsets), and days on which the moon has no rise
    /// or no set.
    static let days: [(place: String, date: String)] =
        [
            ("London", "2026-03-20"), ("London", "2026-06-21"), ("Tromso", "2026-12-21"), ("Tromso", "2026-06-21"),
            ("Quito", "2026-03-20"), ("Sydney", "2026-01-15"), ("Sydney", "2026-07-15"),
        ] + moonlessDays

    /// Days in the table with a moonrise or a moonset missing because it falls on the next day, one per place.
    static var moonlessDays: [(place: String, date: String)] {
        var seen: Set<String> = []
        return ((try? rows()) ?? []).compactMap { row in
            let moon = row["moon"] as? [String: String]
            guard let place = row["place"] as? String, let date = row["date"] as? String,
                moon?.values.contains("notThisDay") == true, seen.insert(place).inserted
            else { return nil }
            return (place, date)
        }
    }

    static func rows() throws -> [[String: Any]] {
        let table = try JSONSerialization.jsonObject(with: try Fixtures.data("sky/almanac.json")) as? [String: Any]
        return try #require(table?["rows"] as? [[String: Any]])
    }

    /// A current-weather answer for the row's place, observed at local noon on its date.
    static func savedResponse(_ row: [String: Any]) throws -> Data {
        var object = try #require(
            try JSONSerialization.jsonObject(with: try Fixtures.data(Fixtures.londonCurrent)) as? [String: Any])
        let offset = try #require(row["utcOffset"] as? Int)
        let date = try #require(row["date"] as? String)
        let midnight = try #require(ISO8601DateFormatter().date(from: date + "T00:00:00Z"))
        object["coord"] = ["lat": row["latitude"], "lon": row["longitude"]]
        object["dt"] = Int(midnight.timeIntervalSince1970) - offset + 12 * 3600
        object["timezone"] = offset
        object["name"] = row["place"]
        // The place's own sunrise and sunset are not London's; the sky block works out its own.
        object["sys"] = ["country": "XX"]
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test(arguments: days.map { "\($0.place) \($0.date)" })
    func theSkyMatchesTheAlmanac(day: String) async throws {
        let row = try #require(try Self.rows().first { "\($0["place"] ?? "") \($0["date"] ?? "")" == day })
        let result = try await runner.run(["--input", "-", "--sky", "--json"], stdin: try Self.savedResponse(row))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sky = try #require(object["sky"] as? [String: Any])
        #expect(sky["date"] as? String == row["date"] as? String)
        let absent = try #require(sky["absent"] as? [String: String])

        /// Our key path in `sky`, the almanac's event, and the tolerance in seconds.
        func check(_ path: String, _ expected: String?, within tolerance: Double) {
            let parts = path.split(separator: ".").map(String.init)
            var value: Any? = sky
            for part in parts { value = (value as? [String: Any])?[part] }
            guard let expected else {
                Issue.record("\(day) \(path): no almanac value")
                return
            }
            if let date = ISO8601DateFormatter().date(from: expected) {
                let got = (value as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
                let error = got.map { abs($0.timeIntervalSince(date)) }
                #expect(error.map { $0 <= tolerance } == true, "\(day) \(path): \(value ?? "nil") vs \(expected)")
            } else {
                let reason = ["staysUp": "stays_up", "staysDown": "stays_down", "notThisDay": "not_this_day"][expected]
                #expect(
                    value is NSNull && absent[path] == reason, "\(day) \(path): \(absent[path] ?? "?") vs \(expected)")
            }
        }
        func event(_ kind: String, _ edge: String) -> String? { (row[kind] as? [String: String])?[edge] }
        let sun = 120.0
        check("sunrise", event("sun", "rise"), within: sun)
        check("sunset", event("sun", "set"), within: sun)
        for level in ["civil", "nautical", "astronomical"] {
            check("\(level)_dawn", event(level, "rise"), within: sun)
            check("\(level)_dusk", event(level, "set"), within: sun)
        }
        // The almanac's `blue` is the sun at −4°, where the blue hour meets the golden one; `golden` +6°.
        check("blue_hour_morning.start", event("civil", "rise"), within: sun)
        check("blue_hour_morning.end", event("blue", "rise"), within: sun)
        check("golden_hour_morning.start", event("blue", "rise"), within: sun)
        check("golden_hour_morning.end", event("golden", "rise"), within: sun)
        check("golden_hour_evening.start", event("golden", "set"), within: sun)
        check("golden_hour_evening.end", event("blue", "set"), within: sun)
        check("blue_hour_evening.start", event("blue", "set"), within: sun)
        check("blue_hour_evening.end", event("civil", "set"), within: sun)
        check("moon.rise", event("moon", "rise"), within: 300)
        check("moon.set", event("moon", "set"), within: 300)
        let moon = try #require(sky["moon"] as? [String: Any])
        let illumination = try #require(moon["illumination_pct"] as? Double)
        #expect(abs(illumination - 100 * (row["illumination"] as? Double ?? -1)) <= 2, "\(day) illumination")
        #expect(moon["phase"] as? String == row["phase"] as? String, "\(day) phase")
        let length = try #require(sky["day_length_s"] as? Double)
        #expect(abs(length - Double(row["dayLength"] as? Int ?? -1)) <= 120, "\(day) day length")
    }

    @Test func theHumanViewSaysThePolarNightInWords() async throws {
        let row = try #require(
            try Self.rows().first { $0["place"] as? String == "Tromso" && $0["date"] as? String == "2026-12-21" })
        let result = try await runner.run(["--input", "-", "--sky"], stdin: try Self.savedResponse(row))
        #expect(result.status == 0)
        #expect(result.stdout.contains("\nSky on 2026-12-21, local time (UTC+1)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\n  Day length   none: the sun does not rise (polar night)\n"))
        #expect(result.stdout.contains("\n  Dawn         civil 09:31, nautical 07:46, astronomical 06:28\n"))
        #expect(result.stdout.contains("Golden hour  10:29–12:54, one stretch around noon"), "\(result.stdout)")
        #expect(result.stdout.contains("\n  Moon         🌔 Waxing Gibbous, 90% lit, up all day\n"))
    }
}
