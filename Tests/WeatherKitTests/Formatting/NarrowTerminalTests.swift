import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Every human view in a narrow terminal (a 40-column tmux pane) and in the usual widths: no line
/// is wider than the terminal, in terminal cells (an emoji takes two); a line too long is broken
/// between words, never inside one; and where a table must give way, it drops whole columns and
/// its title still names the units of the ones it shows.
@Suite struct NarrowTerminalTests {
    static let widths = [40, 60, 80]

    /// One view of one report, rendered at any width.
    struct View: Sendable, CustomStringConvertible {
        var description: String
        /// Only the lines break as the terminal narrows (no table drops a column or cuts a cell),
        /// so the view has the same words at every width.
        var sameWords: Bool
        /// Text the view must show whole at every width, however its lines break.
        var whole: [String] = []
        var render: @Sendable (_ width: Int) throws -> String
    }

    static func london() throws -> CurrentWeather {
        try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent))
    }

    /// London now, its 40 steps and their outlook, its air: what `--forecast`, `--hourly`, `--air`
    /// and `--chart` get.
    static func londonReport(air: Bool = false) throws -> WeatherReport {
        var report = WeatherReport.of(try london())
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        let now = try #require(forecast.entries.first?.time).addingTimeInterval(3600)
        report.forecast = forecast
        report.madeAt = now
        report.outlook = forecast.outlook(at: now)
        if air { report.air = try OpenWeatherMapData.airReadings(from: Fixtures.data(Fixtures.londonAir)) }
        return report
    }

    static func human(
        _ report: WeatherReport, width: Int, units: Units = .metric, windUnit: SpeedUnit? = nil, clock: Clock = .h24,
        color: Bool = false, localTime: Bool = false, contents: HumanView.Contents = .init()
    ) -> String {
        let style = DisplayStyle(
            units: units, windUnit: windUnit, clock: clock, color: color, width: width, localTime: localTime)
        return HumanView(style: style, contents: contents).render(report)
    }

    static let views: [View] = [
        View(description: "current", sameWords: true, whole: ["(05:37 local, UTC+1)", "8.7 °C,"]) {
            human(.of(try london()), width: $0)
        },
        View(description: "current --local-time", sameWords: true, whole: ["05:37 local, UTC+1", "(04:37 UTC)"]) {
            human(.of(try london()), width: $0, localTime: true)
        },
        View(description: "current --air, imperial, Beaufort, 12-hour clock", sameWords: true, whole: ["5:37 AM"]) {
            var report = try londonReport(air: true)
            report.forecast = nil
            return human(report, width: $0, units: .imperial, windUnit: .bft, clock: .h12)
        },
        View(description: "current in colour", sameWords: true, whole: ["UTC+1)"]) {
            human(.of(try london()), width: $0, color: true)
        },
        View(
            description: "One Call: whole alert, UV, next hour", sameWords: true,
            whole: ["Air Quality Alert", "(07:31 local, UTC-7)"]
        ) {
            var report = try OneCallTests.report()
            report.forecast = nil
            return human(report, width: $0, contents: .init(fullAlerts: true))
        },
        View(
            description: "One Call: first lines of the alert, days with UV", sameWords: false,
            whole: ["(add --alerts for the whole text)", "Fri 29 10:31 –"]
        ) { human(try OneCallTests.report(), width: $0) },
        View(description: "One Call --hourly", sameWords: false, whole: ["Next hour"]) {
            human(try OneCallTests.report(), width: $0, contents: .init(hourly: true))
        },
        View(description: "--forecast", sameWords: false, whole: ["Rain likely"]) {
            human(try londonReport(), width: $0)
        },
        View(description: "--hourly", sameWords: false, whole: ["Rain likely"]) {
            human(try londonReport(), width: $0, contents: .init(hourly: true))
        },
        View(description: "--hourly, 12-hour clock, imperial", sameWords: false) {
            human(try londonReport(), width: $0, units: .imperial, clock: .h12, contents: .init(hourly: true))
        },
        View(description: "--chart alone", sameWords: false) {
            human(try londonReport(), width: $0, contents: .init(forecastTable: false, chartHours: 48))
        },
        View(description: "--forecast --chart, in colour", sameWords: false) {
            human(try londonReport(), width: $0, color: true, contents: .init(chartHours: 48))
        },
    ]

    /// The words of a text, ANSI escapes removed.
    static func words(_ text: String) -> [Substring] {
        TerminalCells.withoutEscapes(text).split(whereSeparator: \.isWhitespace)
    }

    @Test(arguments: views, widths)
    func everyLineFitsAndNoWordIsBroken(view: View, width: Int) throws {
        let text = try view.render(width)
        #expect(TerminalCells.overflowing(text, width: width) == [], "\(view) at \(width):\n\(text)")
        if view.sameWords {
            // A word cut across two lines would be two words the wide view does not have.
            #expect(Self.words(text) == Self.words(try view.render(1000)), "\(view) at \(width):\n\(text)")
        }
        // Lines joined again (a hanging indent is spaces): what had to be whole still is.
        let joined = TerminalCells.withoutEscapes(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for whole in view.whole {
            #expect(joined.contains(whole), "\(view) at \(width): \(whole) in\n\(text)")
        }
    }

    /// The forecast's title ends with the units of the columns its table shows, at any width: a
    /// narrow terminal shortens its words, never its units.
    @Test(arguments: [false, true], widths)
    func theForecastTitleKeepsItsUnits(hourly: Bool, width: Int) throws {
        let report = try Self.londonReport()
        for clock in Clock.allCases {
            let lines = Self.human(report, width: width, clock: clock, contents: .init(hourly: hourly))
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let header = hourly ? "  Time " : "  Day "
            let titleStart = try #require(
                lines.firstIndex { $0.hasPrefix("Forecast") || $0.hasPrefix("Every") }
                    ?? lines.firstIndex { $0.hasPrefix("By local day") })
            let headerIndex = try #require(lines.firstIndex { $0.hasPrefix(header) }, "\(lines)")
            let columns = lines[headerIndex].split(separator: " ")
            // The title's own lines end where the outlook (indented) begins.
            let title = lines[titleStart..<headerIndex].prefix { !$0.hasPrefix("  ") }.joined(separator: " ")
            var units = ["°C"]
            if columns.contains("Rain") || columns.contains("Snow") { units.append("mm") }
            if columns.contains("Wind") { units.append("m/s") }
            #expect(title.hasSuffix("): " + units.joined(separator: ", ")), "\(width) \(clock): \(title)")
            #expect(columns.contains("Weather") && columns.contains(hourly ? "Temp" : "High"), "\(columns)")
            #expect(lines.allSatisfy { TerminalCells.count($0) <= width }, "\(width) \(clock):\n\(lines)")
        }
    }

    /// The rules above in every language, the longest words (German, Polish) and double-width
    /// characters (Japanese, Chinese) among them: no line wider than the terminal, and the current
    /// block, which drops nothing, breaks no word.
    @Test(arguments: Language.all.map(\.code), [40, 80, 120])
    func everyLanguageFitsAndBreaksNoWord(code: String, width: Int) throws {
        let language = try #require(Language.named(code))
        var now = try Self.londonReport(air: true)
        now.forecast = nil
        let views: [(String, WeatherReport, HumanView.Contents)] = [
            ("current --air", now, .init()), ("--forecast", try Self.londonReport(), .init()),
            ("--hourly", try Self.londonReport(), .init(hourly: true)),
            ("--chart", try Self.londonReport(), .init(forecastTable: false, chartHours: 48)),
            ("One Call", try OneCallTests.report(), .init()),
        ]
        for (name, report, contents) in views {
            let render = { (width: Int) in
                HumanView(style: DisplayStyle(width: width, language: language), contents: contents).render(report)
            }
            let text = render(width)
            #expect(TerminalCells.overflowing(text, width: width) == [], "\(code) \(name) at \(width):\n\(text)")
            if name == "--chart", language != .english {
                // The axis names its days in the language, as the locale data has them.
                let english = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].filter { text.contains($0) }
                #expect(english == [], "\(code) at \(width):\n\(text)")
            }
            if name == "current --air" {
                // Chinese and Japanese break between characters, not at spaces: the same text, unspaced.
                let same =
                    !["ja", "zh_cn"].contains(language.code)
                    ? Self.words(text) == Self.words(render(1000))
                    : Self.words(text).joined() == Self.words(render(1000)).joined()
                #expect(same, "\(code) \(name) at \(width):\n\(text)")
            }
        }
    }

    /// A terminal too narrow for the chart gets the reason, broken between words to fit it.
    @Test(arguments: [40, 50, 59])
    func theChartsRefusalFitsTheTerminal(width: Int) throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        let now = try #require(forecast.entries.first?.time)
        let lines = Meteogram(style: DisplayStyle(width: width), hours: 48).lines(forecast, now: now)
        #expect(lines.allSatisfy { TerminalCells.count($0) <= width }, "\(lines)")
        #expect(
            lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
                == "(the chart needs 60 columns; this terminal has \(width))")
    }
}
