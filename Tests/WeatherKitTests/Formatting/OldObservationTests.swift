import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// An answer observed more than 3 hours before the report was made is not the weather now: the
/// human view says so, Waybar gets the class `old`, JSON says how old, and a forecast's past days
/// carry their month. London's answer was observed 2020-04-28 04:22:28 UTC (1588047748).
@Suite struct OldObservationTests {
    static let observed = Date(timeIntervalSince1970: 1_588_047_748)

    static func readout(
        madeAfter seconds: Double?, style: DisplayStyle = DisplayStyle(units: .metric)
    ) throws
        -> Readout
    {
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        report.madeAt = seconds.map { observed.addingTimeInterval($0) }
        return Readout(report, style: style)
    }

    /// Three hours is the limit, documented in the man page: at it, still current; past it, old.
    @Test(arguments: [(0.0, false), (10_800.0, false), (10_801.0, true), (345_600.0, true)] as [(Double, Bool)])
    func pastThreeHoursItIsOld(seconds: Double, old: Bool) throws {
        let readout = try Self.readout(madeAfter: seconds)
        #expect(readout.isOld == old)
        let text = HumanView(style: DisplayStyle(units: .metric)).render(readout)
        #expect(text.contains("not the weather now") == old, "\(text)")
        let bar = WaybarLine.success(readout, text: "", tooltip: "")
        #expect(bar.contains(#""old""#) == old, "\(bar)")
    }

    @Test func theViewSaysHowOldUnderThePlace() throws {
        let text = HumanView(style: DisplayStyle(units: .metric)).render(try Self.readout(madeAfter: 4 * 86_400 + 60))
        #expect(text.hasPrefix("London, GB\n(observed 4 d ago: not the weather now)\n🌧️ moderate rain\n"), "\(text)")
        let hours = HumanView(style: DisplayStyle(units: .metric)).render(try Self.readout(madeAfter: 5 * 3600))
        #expect(hours.contains("\n(observed 5 h ago: not the weather now)\n"))
        let german = HumanView(style: DisplayStyle(units: .metric, language: .german))
            .render(try Self.readout(madeAfter: 4 * 86_400))
        #expect(german.contains("\n(vor 4 Tg. beobachtet: nicht das aktuelle Wetter)\n"), "\(german)")
    }

    /// JSON's `current.observed_age_s`: seconds, whole; null for a saved answer (`--input`), which
    /// has no time it was made at.
    @Test func jsonSaysHowOld() throws {
        func age(_ seconds: Double?) throws -> Any? {
            let text = JSONForm(style: DisplayStyle(units: .metric)).report(try Self.readout(madeAfter: seconds).report)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return (object["current"] as? [String: Any])?["observed_age_s"]
        }
        #expect(try age(10_801.4) as? Double == 10_801)
        #expect(try age(90) as? Double == 90)
        #expect(try age(nil) is NSNull)
    }
}
