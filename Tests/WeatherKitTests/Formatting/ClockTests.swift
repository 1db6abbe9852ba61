import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `--clock 12`: every time of day shown to a person, and none in JSON.
@Suite struct ClockTests {
    static let twelve = DisplayStyle(clock: .h12)

    static func at(_ hour: Int, _ minute: Int) -> LocalTime {
        LocalTime(Date(timeIntervalSince1970: Double(hour * 3600 + minute * 60)))
    }

    @Test(
        arguments: [
            (0, 5, "12:05 AM", "12AM"), (9, 0, "9:00 AM", "9AM"), (11, 59, "11:59 AM", "11AM"),
            (12, 0, "12:00 PM", "12PM"),
            (13, 30, "1:30 PM", "1PM"), (23, 7, "11:07 PM", "11PM"),
        ] as [(Int, Int, String, String)])
    func theTwelveHourClock(hour: Int, minute: Int, time: String, tick: String) {
        #expect(Self.twelve.time(Self.at(hour, minute)) == time)
        #expect(Self.twelve.hour(Self.at(hour, minute)) == tick)
        #expect(DisplayStyle().time(Self.at(hour, minute)).count == 5)
    }

    @Test func aTableColumnKeepsOneWidth() {
        #expect(Self.twelve.time(Self.at(9, 0), aligned: true) == " 9:00 AM")
        #expect(Self.twelve.time(Self.at(21, 0), aligned: true) == " 9:00 PM")
        #expect(Self.twelve.time(Self.at(22, 0), aligned: true) == "10:00 PM")
        #expect(DisplayStyle().time(Self.at(9, 0), aligned: true) == "09:00")
    }

    static func london() throws -> WeatherReport {
        .of(try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
    }

    @Test func sunriseSunsetAndTheObservationTime() throws {
        let text = HumanView(style: Self.twelve).render(try Self.london())
        #expect(text.contains("\n  Sunrise      4:37 AM UTC (5:37 AM local, UTC+1)\n"), "\(text)")
        #expect(text.contains("\n  Sunset       7:18 PM UTC (8:18 PM local, UTC+1)\n"))
        #expect(text.contains("\n  Observed     2020-04-28 4:22 AM UTC\n"))
        let line = TemplateRenderer(style: Self.twelve).render(try Template("{sunrise} {sunset}"), try Self.london())
        #expect(line == "4:37 AM UTC 7:18 PM UTC")
        let json = JSONForm(style: DisplayStyle()).report(try Self.london())
        #expect(json.contains(#""sunrise":"2020-04-28T04:37:13Z""#))
    }

    /// The hourly rows, the chart's ticks, the outlook and the alerts.
    @Test func forecastsChartsAndAlerts() throws {
        let start = Date(timeIntervalSince1970: 1_700_006_400)  // Wed 2023-11-15 00:00 UTC
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.retimed(Fixtures.londonForecast, firstStepAt: start))
        let rows = ForecastView(style: Self.twelve).hourly(forecast, outlook: nil)
        #expect(rows.contains { $0.hasPrefix("  Wed 12:00 AM ") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("  Wed  3:00 AM ") })
        let chart = Meteogram(style: Self.twelve, hours: 48).lines(forecast, now: start)
        #expect(chart.last?.contains("6AM") == true && chart.last?.contains("12PM") == true, "\(chart)")
        let outlook = Outlook(
            kind: .rain, from: start.addingTimeInterval(15 * 3600), until: start.addingTimeInterval(21 * 3600))
        let sentence = OutlookText(style: Self.twelve).sentence(outlook, now: start, offsetSeconds: 0)
        #expect(sentence == "Rain forecast today 3:00 PM–9:00 PM UTC.")
        let alert = WeatherAlert(
            sender: "NWS", event: "Wind", start: start.addingTimeInterval(3600), end: start.addingTimeInterval(50_400),
            description: nil)
        let lines = AlertText(style: Self.twelve, whole: false).lines([alert], offsetSeconds: 0)
        #expect(lines.contains("   Wed 15 1:00 AM – Wed 15 2:00 PM UTC"), "\(lines)")
    }

    @Test func theFlagBeatsTheConfig() throws {
        let config = try ConfigFile.parse(Data(#"{"clock": 12}"#.utf8), path: "c")
        func clock(_ arguments: [String], _ config: Options) throws -> Clock {
            try Settings.resolve(
                flags: try CommandLineParser.parse(arguments + ["1,2"]), environment: [:], config: config,
                configPath: nil
            ).style.clock
        }
        #expect(try clock([], config) == .h12)
        #expect(try clock(["--clock", "24"], config) == .h24)
        #expect(try clock([], Options()) == .h24)
        let error = try #require(throws: ConfigError.self) {
            try ConfigFile.parse(Data(#"{"clock": 13}"#.utf8), path: "c")
        }
        #expect(error.description == "config file c: `clock`: expected one of 24, 12 (found 13)")
    }
}
