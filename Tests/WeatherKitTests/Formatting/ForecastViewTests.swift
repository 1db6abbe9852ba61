import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The forecast's table, hourly rows and chart, compared with golden files under `Golden/`, and
/// checked for width over every fixture.
///
/// A golden file is the exact output, escapes included. After a deliberate change, rewrite them
/// with `WEATHER_RECORD_GOLDEN=1 swift test --filter ForecastViewTests` and review the diff.
@Suite struct ForecastViewTests {
    /// A forecast fixture at its own offset, or at `offset` when given (Kochi's 2014 answer has
    /// none; +5:30 is India's).
    static func forecast(_ path: String, offset: Int? = nil) throws -> Forecast {
        let data = Fixtures.isInOtherUnits(path) ? try Fixtures.dataInKelvin(path) : try Fixtures.data(path)
        var forecast = try OpenWeatherMapData.forecast(from: data)
        if let offset { forecast.timezoneOffsetSeconds = offset }
        return forecast
    }

    static let kochi = "forecast/coderhs_kochi-in_standard_legacy2014_city-id-is-string.json"
    static let antarctica = "forecast/dblock_antarctica-82S_standard_cnt40_city-id-0-empty-name-country_2025.json"

    /// An hour after the first step: the chart's `now`, and the outlook's.
    static func now(_ forecast: Forecast) -> Date {
        (forecast.entries.first?.time ?? Date(timeIntervalSince1970: 0)).addingTimeInterval(3600)
    }

    static func outlook(_ forecast: Forecast, glyphs: Glyphs, units: Units = .metric) -> String? {
        forecast.outlook(at: now(forecast)).map {
            OutlookText(style: DisplayStyle(units: units, glyphs: glyphs))
                .sentence($0, now: now(forecast), offsetSeconds: forecast.timezoneOffsetSeconds ?? 0)
        }
    }

    static func checkGolden(
        _ name: String, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let text = lines.joined(separator: "\n") + "\n"
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["WEATHER_RECORD_GOLDEN"] == "1" {
            // A run that records asserts nothing, so it is never a pass: review the diff, then run
            // again without the variable. (CI refuses to run with it set.)
            let old = try? String(contentsOf: url, encoding: .utf8)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if old != text {
                Issue.record("recorded Golden/\(name).txt: review the diff", sourceLocation: sourceLocation)
            }
            Issue.record(
                "WEATHER_RECORD_GOLDEN=1 records and checks nothing; run again without it",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from Golden/\(name).txt", sourceLocation: sourceLocation)
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var path: String
        var offset: Int? = nil
        var units: Units = .metric
        var glyphs: Glyphs = .unicode
        var color = false
        var width = 80
        var description: String { name }
    }

    static let tables: [Case] = [
        Case(name: "daily-london-metric-utf8", path: Fixtures.londonForecast),
        Case(name: "daily-london-imperial-ascii", path: Fixtures.londonForecast, units: .imperial, glyphs: .ascii),
        Case(name: "daily-adelphi-utc-4-metric-colour", path: Fixtures.adelphiForecast, color: true),
        Case(name: "daily-antarctica-snow-metric-utf8-60", path: antarctica, width: 60),
        Case(name: "daily-kochi-utc+0530-standard-utf8", path: kochi, offset: 19_800, units: .standard),
        Case(name: "hourly-london-metric-utf8", path: Fixtures.londonForecast),
        Case(
            name: "hourly-kochi-utc+0530-imperial-ascii-60", path: kochi, offset: 19_800, units: .imperial,
            glyphs: .ascii, width: 60),
        Case(name: "hourly-antarctica-snow-metric-colour-120", path: antarctica, color: true, width: 120),
    ]

    @Test(arguments: tables)
    func tablesMatchTheirGoldenFiles(_ test: Case) throws {
        let forecast = try Self.forecast(test.path, offset: test.offset)
        let view = ForecastView(
            style: DisplayStyle(units: test.units, glyphs: test.glyphs, color: test.color, width: test.width))
        let outlook = Self.outlook(forecast, glyphs: test.glyphs, units: test.units)
        let lines =
            test.name.hasPrefix("hourly")
            ? view.hourly(forecast, outlook: outlook) : view.daily(forecast, outlook: outlook)
        try Self.checkGolden(test.name, lines)
    }

    static let charts: [Case] = [
        Case(name: "chart-london-metric-utf8-60", path: Fixtures.londonForecast, width: 60),
        Case(name: "chart-london-metric-utf8-80", path: Fixtures.londonForecast),
        Case(name: "chart-london-metric-utf8-120", path: Fixtures.londonForecast, width: 120),
        Case(name: "chart-london-metric-ascii-80", path: Fixtures.londonForecast, glyphs: .ascii),
        // The man page shows this one (DocumentationTests checks it is the same).
        Case(name: "chart-london-metric-ascii-66", path: Fixtures.londonForecast, glyphs: .ascii, width: 66),
        Case(name: "chart-london-metric-utf8-colour-80", path: Fixtures.londonForecast, color: true),
        Case(name: "chart-adelphi-utc-4-imperial-utf8-80", path: Fixtures.adelphiForecast, units: .imperial),
        Case(name: "chart-kochi-utc+0530-metric-utf8-80", path: kochi, offset: 19_800),
        Case(
            name: "chart-antarctica-snow-metric-ascii-colour-120", path: antarctica, glyphs: .ascii, color: true,
            width: 120),
    ]

    @Test(arguments: charts)
    func chartsMatchTheirGoldenFiles(_ test: Case) throws {
        let forecast = try Self.forecast(test.path, offset: test.offset)
        let chart = Meteogram(
            style: DisplayStyle(units: test.units, glyphs: test.glyphs, color: test.color, width: test.width), hours: 48
        )
        try Self.checkGolden(test.name, chart.lines(forecast, now: Self.now(forecast)))
    }

    // MARK: properties over every fixture

    static let everyForecast = (try? Fixtures.names(in: "forecast").map { "forecast/" + $0 }) ?? []

    /// No line wider than the terminal (tables: than 80 columns too), in any fixture, width,
    /// character set or unit system; and the chart's axis labels are the data's own extremes.
    @Test(arguments: everyForecast)
    func everyViewFitsAndTheChartIsLabelledWithTheDatasExtremes(path: String) throws {
        let forecast = try Self.forecast(path)
        let now = Self.now(forecast)
        for width in [60, 80, 120] {
            for glyphs in [Glyphs.unicode, .ascii] {
                for units in Units.allCases {
                    let view = ForecastView(
                        style: DisplayStyle(units: units, glyphs: glyphs, color: false, width: width))
                    let outlook = Self.outlook(forecast, glyphs: glyphs, units: units)
                    for line in view.daily(forecast, outlook: outlook) + view.hourly(forecast, outlook: outlook) {
                        #expect(line.displayWidth <= min(width, 80), "\(path) \(width): \(line)")
                    }
                    for hours in [24, 48, 120] {
                        let chart = Meteogram(
                            style: DisplayStyle(units: units, glyphs: glyphs, color: false, width: width), hours: hours)
                        let lines = chart.lines(forecast, now: now)
                        for line in lines { #expect(line.displayWidth <= width, "\(path) \(width): \(line)") }
                        try Self.checkLabels(
                            lines, forecast: forecast, now: now, hours: hours, units: units, glyphs: glyphs)
                    }
                }
            }
        }
    }

    /// The top curve row is labelled with the window's highest step temperature, the bottom one
    /// with its lowest.
    static func checkLabels(
        _ lines: [String], forecast: Forecast, now: Date, hours: Int, units: Units, glyphs: Glyphs
    ) throws {
        let window = forecast.upcoming(at: now).filter { $0.time < now.addingTimeInterval(TimeInterval(hours * 3600)) }
        guard !window.isEmpty else { return }
        let temperatures = window.map(\.readings.temperatureC)
        // In the units asked for, one decimal, worked out here rather than by QuantityText.
        func number(_ celsius: Double) -> String {
            let value =
                switch units {
                case .metric: celsius
                case .imperial: celsius * 9 / 5 + 32
                case .standard: celsius + 273.15
                }
            let text = String(format: "%.1f", value)
            return text == "-0.0" ? "0.0" : text
        }
        func label(_ line: String) -> String {
            String(line.prefix { $0 != "┤" && $0 != "+" }).trimmingCharacters(in: .whitespaces)
        }
        // Each label carries its unit, so that the rain's scale (on the same axis) is not read as a
        // temperature.
        let unit =
            switch units {
            case .metric: glyphs == .unicode ? "°C" : "C"
            case .imperial: glyphs == .unicode ? "°F" : "F"
            case .standard: "K"
            }
        #expect(lines.count > Meteogram.temperatureRows + 1)
        #expect(label(lines[1]) == number(temperatures.max() ?? 0) + " " + unit)
        #expect(label(lines[Meteogram.temperatureRows]) == number(temperatures.min() ?? 0) + " " + unit)
        #expect(label(lines[Meteogram.temperatureRows + 1]).hasSuffix(units == .imperial ? " in" : " mm"))
    }

    @Test func aNarrowTerminalGetsOneLineInsteadOfAChart() throws {
        let forecast = try Self.forecast(Fixtures.londonForecast)
        let chart = Meteogram(style: DisplayStyle(units: .metric, glyphs: .unicode, color: false, width: 59), hours: 48)
        #expect(
            chart.lines(forecast, now: Self.now(forecast))
                == ["(the chart needs 60 columns; this terminal has 59)"])
    }

    /// Linear interpolation between the steps: the curve's value at any moment lies between the
    /// two steps around it, so it never shows a peak or a dip the data does not have.
    @Test func theCurveInventsNoPeaks() throws {
        var forecast = try Self.forecast(Fixtures.londonForecast)
        for index in forecast.entries.indices { forecast.entries[index].readings.temperatureC = 0 }
        forecast.entries[4].readings.temperatureC = 10
        forecast.entries[5].readings.temperatureC = -3
        let chart = Meteogram(style: DisplayStyle(units: .metric, glyphs: .unicode, color: false, width: 80), hours: 48)
        let steps = forecast.entries
        for minute in stride(from: 0, to: 48 * 60, by: 7) {
            let date = steps[0].time.addingTimeInterval(Double(minute * 60))
            let value = chart.interpolated(steps, at: date)
            let before = steps.last { $0.time <= date } ?? steps[0]
            let after = steps.first { $0.time >= date } ?? before
            let bounds = [before.readings.temperatureC, after.readings.temperatureC]
            #expect(value >= (bounds.min() ?? 0) - 1e-9 && value <= (bounds.max() ?? 0) + 1e-9, "at +\(minute) min")
        }
    }

    /// The API's first step is up to 3 hours ahead: the chart starts at now, and marks it.
    @Test func nowIsMarkedEvenBeforeTheFirstStep() throws {
        let forecast = try Self.forecast(Fixtures.londonForecast)
        let now = try #require(forecast.entries.first?.time).addingTimeInterval(-2 * 3600)
        let lines = Meteogram(style: DisplayStyle(units: .metric, glyphs: .unicode, color: false, width: 80), hours: 48)
            .lines(
                forecast, now: now)
        let axis = try #require(lines.first { $0.contains("└") })
        #expect(axis.contains("└▲"))
    }

    /// Broken values make a chart that says so, or draws within bounds, and never traps.
    @Test func absurdValuesNeitherTrapNorOverflow() throws {
        var forecast = try Self.forecast(Fixtures.londonForecast)
        forecast.entries[8].popPct = 1e302
        forecast.timezoneOffsetSeconds = .max
        let now = Self.now(forecast)
        let chart = Meteogram(style: DisplayStyle(units: .metric, glyphs: .unicode, color: true, width: 80), hours: 48)
        let lines = chart.lines(forecast, now: now)
        #expect(lines.first?.contains("(UTC+18)") == true, "\(lines)")
        forecast.entries[9].rain3hMM = .greatestFiniteMagnitude
        forecast.entries[10].snow3hMM = .greatestFiniteMagnitude
        forecast.entries[12].readings.temperatureC = 1e300
        #expect(
            chart.lines(forecast, now: now) == [
                "(the chart's labels leave it no room: the values are too long to draw)"
            ])
        let table = ForecastView(style: DisplayStyle(units: .metric, glyphs: .unicode, color: false, width: 80))
        for line in table.daily(forecast, outlook: nil) + table.hourly(forecast, outlook: nil) {
            #expect(line.displayWidth <= 80, "\(line)")
        }
    }
}
