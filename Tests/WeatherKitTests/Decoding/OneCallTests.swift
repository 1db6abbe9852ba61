import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// One Call 3.0: decoding the real recordings, the next hour's rain, the daily budget, and the
/// views' alerts, UV and days.
@Suite struct OneCallTests {
    static let phoenix = "onecall/dblock_onecall3_phoenix-us_standard_alert-minutely60-hourly48-daily8_2024.json"
    static let texarkana = "onecall/dblock_onecall3_texarkana-us_standard_exclude-minutely-hourly_no-alerts_2020.json"

    static func phoenixData() throws -> OneCallData { try OpenWeatherMapData.oneCall(from: Fixtures.data(phoenix)) }

    @Test func aRecordedAnswerDecodesWithItsAlertMinutesHoursAndDays() throws {
        let data = try Self.phoenixData()
        #expect(abs(data.current.readings.temperatureC - 16.05) < 1e-9)
        #expect(data.current.uvIndex == 0.4)
        #expect(data.current.location.timezoneOffsetSeconds == -25_200)
        #expect(data.alerts.count == 1)
        #expect(data.alerts.first?.event == "Air Quality Alert")
        #expect(data.forecast.stepHours == 1 && data.forecast.entries.count == 48)
        #expect(data.forecast.minutely?.count == 60)
        #expect(data.forecast.daily.count == 8)
        #expect(data.forecast.daily.first?.uvIndex == 2.94 && data.forecast.daily.first?.summary == "Summary")
    }

    /// `minutely`, `hourly` and `alerts` may be missing: no minutes, no steps, no alerts.
    @Test func missingSectionsAreNone() throws {
        let data = try OpenWeatherMapData.oneCall(from: Fixtures.data(Self.texarkana))
        #expect(data.alerts.isEmpty)
        #expect(data.forecast.minutely == nil)
        #expect(data.forecast.entries.isEmpty)
        #expect(data.forecast.daily.count == 8)
        #expect(data.forecast.daily[1].rainMM == 1.56 || data.forecast.daily.contains { $0.rainMM != nil })
    }

    /// Alerts are third-party text: one odd field leaves that field out, not the weather.
    @Test func anOddAlertFieldIsLeftOut() throws {
        let body =
            #"{"lat":1,"lon":2,"current":{"dt":1,"temp":280},"alerts":[{"event":5,"sender_name":"NWS","start":"x"}]}"#
        let data = try OpenWeatherMapData.oneCall(from: Data(body.utf8))
        #expect(data.alerts == [WeatherAlert(sender: "NWS", event: nil, start: nil, end: nil, description: nil)])
    }

    @Test func aReadingInCelsiusIsRefusedNamingItsPath() {
        let body = #"{"lat":1,"lon":2,"current":{"dt":1,"temp":21.5}}"#
        #expect {
            try OpenWeatherMapData.oneCall(from: Data(body.utf8))
        } throws: { error in
            (error as? ResponseError)?.description.contains("`current.temp` is 21.50, too cold for Kelvin") == true
        }
    }

    // MARK: the next hour

    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func minutes(_ rates: [Double]) -> [MinutePrecipitation] {
        rates.enumerated().map {
            MinutePrecipitation(time: start.addingTimeInterval(Double($0.offset * 60)), millimetresPerHour: $0.element)
        }
    }

    @Test(
        arguments: [
            ([Double](repeating: 0, count: 60), RainSoon.dry, "No rain in the next hour."),
            (
                [Double](repeating: 0, count: 12) + [0.5, 3.0] + [Double](repeating: 0.2, count: 46),
                .starting(inMinutes: 12, .moderate), "Rain starting in about 12 min, moderate."
            ),
            (
                [Double](repeating: 1.0, count: 20) + [Double](repeating: 0, count: 40), .stopping(inMinutes: 20),
                "Rain stopping in about 20 min."
            ),
            ([Double](repeating: 9.0, count: 60), .continuing(.heavy), "Rain for the next hour, heavy."),
            ([Double](repeating: 0.05, count: 60), .dry, "No rain in the next hour."),
        ] as [([Double], RainSoon, String)])
    func theNextHourInOneSentence(rates: [Double], expected: RainSoon, sentence: String) throws {
        let soon = try #require(RainSoon(Self.minutes(rates), now: Self.start))
        #expect(soon == expected)
        #expect(soon.sentence == sentence)
    }

    @Test func minutesThatHavePassedSayNothing() {
        #expect(RainSoon(Self.minutes([0, 1, 2]), now: Self.start.addingTimeInterval(3600)) == nil)
        #expect(RainSoon([], now: Self.start) == nil)
    }

    // MARK: the budget

    /// The limit holds for both versions together, each one's share is kept, and the count starts
    /// again at midnight UTC.
    @Test func theBudgetStopsAtTheLimitAndResetsAtMidnightUTC() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // 23:59:30 UTC on 2027-01-15.
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_800_057_570))
        let budget = OneCallBudget(directory: folder, limit: 3, time: clock.time)
        var outcomes: [OneCallBudget.Outcome] = []
        for version in [OneCallVersion.v4, .v4, .v3, .v4, .v3] { outcomes.append(await budget.take(version)) }
        #expect(outcomes == [.counted, .counted, .counted, .spent, .spent])
        #expect(budget.usedToday() == OneCallBudget.Tally(total: 3, byVersion: [.v4: 2, .v3: 1]))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("onecall-usage"), encoding: .utf8)
                == "2027-01-15 3 4.0=2 3.0=1\n")
        clock.advance(by: 60)  // 00:00:30 the next day
        #expect(budget.usedToday() == OneCallBudget.Tally())
        #expect(await budget.take(.v4) == .counted)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("onecall-usage"), encoding: .utf8)
                == "2027-01-16 1 4.0=1\n")
        #expect(await OneCallBudget(directory: folder, limit: 0, time: clock.time).take(.v3) == .spent)
    }

    /// A count that cannot be read lets nothing through today, and starts afresh tomorrow.
    @Test func aCorruptCountFailsClosed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let clock = TestClock()
        let budget = OneCallBudget(directory: folder, limit: 3, time: clock.time)
        for corrupt in [
            "\(budget.today) 99999999999999999999\n", "garbage", "\(budget.today) -4\n",
            "\(budget.today) 2 4.0=3\n", "\(budget.today) 2 5.0=1\n", "\(budget.today) 2 4.0\n",
            "\(budget.today) 2 4.0=1\n", "\(budget.today) 5 4.0=5 3.0=0 4.0=0\n", "\(budget.today) closed\n",
        ] {
            try Data(corrupt.utf8).write(to: folder.appendingPathComponent("onecall-usage"))
            #expect(budget.usedToday() == nil, "\(corrupt)")
            #expect(await budget.take(.v4) == .unreadable, "\(corrupt)")
            // The day is closed, and it reads as such, not as a count.
            let line = try String(contentsOf: folder.appendingPathComponent("onecall-usage"), encoding: .utf8)
            #expect(line == "\(budget.today) closed\n" && budget.usedToday() == nil)
        }
        clock.advance(by: 86_400)
        #expect(await budget.take(.v4) == .counted)
    }

    /// A count written before 4.0 (`2026-11-23 17`) is read as 3.0's.
    @Test func anOldCountIsAllThreePointZero() {
        #expect(
            OneCallBudget.Tally(line: "2026-11-23 17\n", on: "2026-11-23") == .init(total: 17, byVersion: [.v3: 17]))
        #expect(OneCallBudget.Tally(line: "2026-11-22 17\n", on: "2026-11-23") == .init())
    }

    /// `--clear-cache` keeps the count: clearing it would let a bar spend past the budget.
    @Test func clearingTheCacheKeepsTheCount() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let budget = OneCallBudget(directory: folder, limit: 3, time: TestClock().time)
        #expect(await budget.take(.v3) == .counted)
        _ = try ResponseCache(directory: folder).removeAll()
        #expect(budget.usedToday()?.total == 1)
    }

    // MARK: views

    static func report(alerts: [WeatherAlert]? = nil) throws -> WeatherReport {
        let data = try Self.phoenixData()
        var report = WeatherReport.of(data.current)
        report.alerts = alerts ?? data.alerts
        report.forecast = data.forecast
        report.madeAt = data.current.observedAt
        report.rainSoon = .starting(inMinutes: 12, .light)
        return report
    }

    @Test func theViewShowsThePlaceThenItsAlertThenUVAndTheNextHour() throws {
        let text = HumanView(style: DisplayStyle(units: .metric)).render(try Self.report())
        #expect(
            text.hasPrefix(
                "33.5312, -111.9426\n⚠️ Air Quality Alert, from NWS Phoenix (Central Arizona and California Desert)\n"))
        #expect(text.contains("\n   Fri 29 10:31 – Mon 1 21:00 UTC-7\n"))
        #expect(text.contains("\n   (add --alerts for the whole text)\n"))
        #expect(text.contains("\n  UV index     0 low\n"))
        #expect(text.contains("\n  Next hour    Rain starting in about 12 min, light.\n"))
        #expect(text.contains("  Day      Low  High  Weather              Chance   Rain  UV\n"), "\(text)")
        #expect(text.contains("  Sun 31  10.9  16.1  ⛅ scattered clouds      0%         3 moderate\n"))
        #expect(text.contains("\n  Sun 31  Summary\n"))
        // The report has no outlook of its own: no sentence.
        let outlookWords = [
            "likely", "possible", "Slight chance", "Rain forecast", "Snow forecast", "No rain expected",
        ]
        #expect(!outlookWords.contains { text.contains($0) })
        let whole = HumanView(style: DisplayStyle(units: .metric), contents: .init(fullAlerts: true))
        let full = whole.render(try Self.report())
        #expect(full.contains("decrease in physical activity"))
        #expect(!full.contains("--alerts shows"))
        let none = HumanView(style: DisplayStyle(units: .metric)).render(try Self.report(alerts: []))
        #expect(none.hasPrefix("33.5312, -111.9426\n") && !none.contains("⚠️"))
        // "No rain expected" is not said under rain starting in 12 minutes; a spell later is, and
        // "no rain" is beside a dry next hour; without minutes, the outlook alone.
        var withOutlook = try Self.report()
        withOutlook.outlook = .dry
        #expect(
            !HumanView(style: DisplayStyle(units: .metric)).render(withOutlook).contains(
                "No rain expected in the next 24 h."))
        var later = withOutlook
        later.outlook = Outlook(
            kind: .rain, from: withOutlook.madeAt?.addingTimeInterval(9 * 3600), until: nil, amountMM: 7.5,
            popMaxPct: 80)
        let both = HumanView(style: DisplayStyle(units: .metric)).render(later)
        #expect(both.contains("Rain starting in about 12 min, light.") && both.contains("Rain likely"), "\(both)")
        var dryHour = withOutlook
        dryHour.rainSoon = .dry
        let dry = HumanView(style: DisplayStyle(units: .metric)).render(dryHour)
        #expect(dry.contains("No rain in the next hour.") && dry.contains("No rain expected in the next 24 h."))
        withOutlook.rainSoon = nil
        let back = HumanView(style: DisplayStyle(units: .metric)).render(withOutlook)
        #expect(!back.contains("Next hour"))
        #expect(back.contains("  No rain expected in the next 24 h.\n"))
        // However narrow the terminal says it is, alerts draw (at 40 columns) and nothing traps.
        let narrow = HumanView(style: DisplayStyle(units: .metric, width: 2), contents: .init(fullAlerts: true))
        #expect(narrow.render(try Self.report()).contains("Air Quality Alert"))
    }

    /// A Waybar tooltip holds what a bar shows: no pointer to another command, no hint about other
    /// matches, no line broken at 80 columns, and an alert's text cut at a word with an ellipsis.
    @Test func theTooltipHoldsNothingMeantForATerminal() throws {
        var report = try Self.report()
        report.query = .place(.city("Phoenix"))
        report.matchCount = 5
        let line = WaybarForm(template: WaybarLine.defaultTemplate, style: DisplayStyle(units: .metric))
            .report(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let tooltip = try #require(object["tooltip"] as? String)
        #expect(!tooltip.contains("--alerts") && !tooltip.contains("--matches") && !tooltip.contains("places match"))
        let lines = tooltip.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "33.5312, -111.9426")
        #expect(lines[1] == "⚠️ Air Quality Alert, from NWS Phoenix (Central Arizona and California Desert)")
        #expect(lines[2] == "   Fri 29 10:31 – Mon 1 21:00 UTC-7")
        let text = lines[3]
        #expect(text.hasPrefix("   ...PM-2.5 HIGH POLLUTION ADVISORY FOR MARICOPA COUNTY INCLUDING THE PHOENIX METRO"))
        #expect(text.hasSuffix("…") && !text.hasSuffix(" …") && text.count <= 3 + AlertText.tooltipTextWidth, "\(text)")
        // Cut after a whole word of the alert's own text.
        let words = Set((report.alerts?.first?.description ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" }))
        #expect(words.contains(text.dropFirst(3).dropLast().split(separator: " ").last ?? ""), "\(text)")
        // The terminal's view keeps its hint and its lines of at most 80 columns.
        let terminal = HumanView(style: DisplayStyle(units: .metric)).render(report)
        #expect(terminal.contains("(add --alerts for the whole text)") && terminal.contains("--matches"))
    }

    /// With `--alerts` the tooltip holds the whole text, and with the forecast no sentence under
    /// the table is broken at 80 columns either: One Call's day summaries stay whole.
    @Test func theTooltipHoldsTheWholeAlertWithAlertsAndBreaksNoSentence() throws {
        var report = try Self.report()
        let long =
            "Expect a day of partly cloudy with rain, and a stretch of strong winds from the afternoon into the night"
        report.forecast?.providedDaily?[0].summary = long
        let form = WaybarForm(
            template: WaybarLine.defaultTemplate, style: DisplayStyle(units: .metric),
            contents: HumanView.Contents(forecastTable: true, fullAlerts: true))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(form.report(report).utf8)) as? [String: Any])
        let tooltip = try #require(object["tooltip"] as? String)
        let lines = tooltip.split(separator: "\n").map(String.init)
        #expect(tooltip.contains("decrease in physical activity"), "\(tooltip)")
        #expect(lines.contains { $0.count > 80 && $0.hasPrefix("   ") }, "an alert paragraph on one line")
        #expect(lines.contains { $0.hasSuffix(long) }, "\(tooltip)")
    }

    /// Each place's alerts sit inside its own block, under its name: with two places, the second's
    /// alert cannot be read as the first's.
    @Test func eachPlacesAlertsAreInItsOwnBlock() throws {
        var first = try Self.report(alerts: [])
        first.current.location.name = "Mesa"
        var second = try Self.report()
        second.current.location.name = "Tempe"
        let text = HumanForm(view: HumanView(style: DisplayStyle(units: .metric))).reports([
            (.city("Mesa"), .success(first)), (.city("Tempe"), .success(second)),
        ])
        let mesa = try #require(text.range(of: "Mesa\n"))
        let tempe = try #require(text.range(of: "\nTempe\n⚠️ Air Quality Alert, from NWS Phoenix"))
        #expect(mesa.upperBound < tempe.lowerBound)
        #expect(text.components(separatedBy: "Air Quality Alert").count == 2, "\(text)")
    }

    /// Alert text comes from third parties: no escape reaches the terminal, in any view.
    @Test func alertTextCannotControlTheTerminal() throws {
        let hostile = WeatherAlert(
            sender: "Evil\u{1B}]0;owned\u{07}", event: "Storm\u{1B}[2J", start: nil, end: nil,
            description: "line one\u{1B}[31m\r\nline two\u{9B}")
        let report = try Self.report(alerts: [hostile])
        let text = HumanView(style: DisplayStyle(units: .metric)).render(report)
        #expect(
            !text.contains("\u{1B}") && !text.contains("\u{07}") && !text.contains("\u{9B}") && !text.contains("\r"))
        let line = TemplateRenderer(style: DisplayStyle(units: .metric)).render(try Template("{alert}"), report)
        #expect(!line.contains("\u{1B}"))
        let bar = WaybarLine.success(report, text: "x", tooltip: text)
        #expect(bar.contains(#""class":["clear","alert"]"#))
    }

    @Test func placeholdersAndJSON() throws {
        let report = try Self.report()
        let renderer = TemplateRenderer(style: DisplayStyle(units: .metric))
        #expect(
            renderer.render(try Template("{uvi}|{alert}|{rain_soon}"), report) == "0|Air Quality Alert|rain in 12 min"
        )
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReport.text(JSONReport.object(report)).utf8))
                as? [String: Any])
        #expect((object["alerts"] as? [[String: Any]])?.first?["event"] as? String == "Air Quality Alert")
        #expect((object["current"] as? [String: Any])?["uvi"] as? Double == 0.4)
        let forecast = try #require(object["forecast"] as? [String: Any])
        #expect(forecast["step_hours"] as? Int == 1)
        #expect((forecast["minutely"] as? [Any])?.count == 60)
        let day = try #require((forecast["daily"] as? [[String: Any]])?.first)
        #expect(day["uvi"] as? Double == 2.94 && day["summary"] as? String == "Summary")
        let free = JSONReport.text(JSONReport.object(.of(report.current)))
        #expect(free.contains(#""alerts":null,"alerts_status":null,"onecall":null"#))
    }
}
