import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `--alerts` keeps the sender's layout: each of an NWS text's bullets (`* WHAT...`, `* WHERE...`,
/// `- At 656 PM...`) and its headline on a line of its own, the lines within one run together and
/// wrapped again. Expectations are the recorded texts' own lines.
@Suite struct AlertLayoutTests {
    static func wholeAlert(_ fixture: String) throws -> [String] {
        let data = try OpenWeatherMapData.oneCall(from: Fixtures.data(fixture))
        var report = WeatherReport.of(data.current)
        report.alerts = data.alerts
        let text = HumanView(style: DisplayStyle(units: .metric), contents: .init(fullAlerts: true)).render(report)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// NWS Nashville's Flood Advisory, as One Call 3.0 recorded it: bullets a blank line apart, and
    /// under `* ADDITIONAL DETAILS...` items that start with `- `.
    @Test func eachBulletStartsALine() throws {
        let lines = try Self.wholeAlert(
            "onecall/yeargin_onecall3_nashville-us_standard_nws-flood-advisory-bullets_2025.json")
        #expect(lines.contains("   * WHAT...Flooding caused by excessive rainfall is expected."), "\(lines)")
        #expect(lines.contains("   * WHEN...Until 1000 PM CST."))
        #expect(lines.contains("   * ADDITIONAL DETAILS..."))
        // A bullet broken over two lines by its sender is one item, wrapped here, its second line
        // under its words.
        #expect(lines.contains("   * WHERE...A portion of Middle Tennessee, including the following counties,"))
        #expect(lines.contains("     Cheatham, Davidson, Robertson and Sumner."))
        #expect(lines.contains { $0.hasPrefix("   - At 656 PM CST, Doppler radar indicated heavy rain due to") })
        #expect(lines.contains("   - http://www.weather.gov/safety/flood"))
        #expect(!lines.contains { $0.contains("expected. * WHERE") || $0.contains("Sumner. * WHEN") })
    }

    /// NWS Tulsa's Heat Advisory in One Call 4.0's documentation: a headline, then bullets one line
    /// apart, with no blank line between them.
    @Test func bulletsOneLineApartStayApart() throws {
        let body = try Fixtures.data(
            "onecall4/owmdocs_onecall4_alert_tulsa-heat-advisory_EDITED-raw-line-breaks-joined.json")
        let alert = try OpenWeatherMapData.oneCall4Alert(from: body)
        var report = WeatherReport.of(try OpenWeatherMapData.oneCall(from: Fixtures.data(OneCallTests.phoenix)).current)
        report.alerts = [alert]
        let lines = HumanView(style: DisplayStyle(units: .metric), contents: .init(fullAlerts: true)).render(report)
            .split(separator: "\n").map(String.init)
        #expect(lines.contains("   ...HEAT ADVISORY REMAINS IN EFFECT FROM 1 PM THIS AFTERNOON TO 8 PM CDT THIS"))
        #expect(lines.contains("   * WHAT...Heat index values of 105 to 109 degrees expected."), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("   * WHERE...Creek, Okfuskee, Okmulgee, McIntosh, Pittsburg,") })
        #expect(lines.contains("   * WHEN...From 1 PM to 8 PM CDT Thursday."))
    }
}
