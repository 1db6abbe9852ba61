import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `--wind-unit`: the conversions, the Beaufort scale, and the speed in every view but JSON.
@Suite struct WindUnitTests {
    /// The WMO's bands, at and either side of their edges.
    @Test(
        arguments: [
            (0.0, 0), (0.2, 0), (0.3, 1), (1.5, 1), (1.6, 2), (5.4, 3), (5.45, 4), (5.5, 4), (7.9, 4), (8.0, 5),
            (17.1, 7), (17.2, 8), (32.6, 11), (32.7, 12), (90, 12),
        ] as [(Double, Int)])
    func beaufortFollowsTheWMOTable(metresPerSecond: Double, force: Int) {
        #expect(Speed.beaufort(fromMetresPerSecond: metresPerSecond) == force)
    }

    @Test func aSpeedThatIsNoSpeedHasNoForce() {
        #expect(Speed.beaufort(fromMetresPerSecond: -1) == nil)
        #expect(Speed.beaufort(fromMetresPerSecond: .nan) == nil)
        #expect(DisplayStyle(windUnit: .bft).quantities.speed(.nan) == "? Bft")
    }

    @Test(arguments: [
        (SpeedUnit.ms, "10.0 m/s"), (.kmh, "36.0 km/h"), (.mph, "22.4 mph"), (.kn, "19.4 kn"),
        (.bft, "5 Bft, fresh breeze"),
    ])
    func tenMetresASecondInEachUnit(unit: SpeedUnit, text: String) {
        #expect(DisplayStyle(windUnit: unit).quantities.speed(10) == text)
    }

    @Test func theDefaultFollowsTheUnits() {
        #expect(DisplayStyle(units: .metric).windUnit == .ms)
        #expect(DisplayStyle(units: .standard).windUnit == .ms)
        #expect(DisplayStyle(units: .imperial).windUnit == .mph)
        #expect(DisplayStyle(units: .imperial, windUnit: .kn).windUnit == .kn)
    }

    /// The flag beats the config, which beats the units' own.
    @Test func theFlagBeatsTheConfigWhichBeatsTheUnits() throws {
        let config = try ConfigFile.parse(Data(#"{"wind_unit": "kmh", "units": "imperial"}"#.utf8), path: "c")
        func unit(_ arguments: [String], _ config: Options) throws -> SpeedUnit {
            try Settings.resolve(
                flags: try CommandLineParser.parse(arguments + ["1,2"]), environment: [:], config: config,
                configPath: nil
            ).style.windUnit
        }
        #expect(try unit(["--wind-unit", "KN"], config) == .kn)
        #expect(try unit([], config) == .kmh)
        #expect(try unit(["--units", "imperial"], Options()) == .mph)
        let error = try #require(throws: CommandLineError.self) {
            try CommandLineParser.parse(["--wind-unit", "knots"])
        }
        #expect(error.description == "`--wind-unit knots`: expected one of ms, kmh, mph, kn, bft")
    }

    static func london() throws -> WeatherReport {
        .of(try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
    }

    /// London's 5.7 m/s from the east is force 4.
    @Test func theHumanViewAndTemplatesSayTheForceAndItsName() throws {
        let style = DisplayStyle(windUnit: .bft)
        let text = HumanView(style: style).render(try Self.london())
        #expect(text.contains("\n  Wind         4 Bft, moderate breeze from E (90°)\n"), "\(text)")
        let line = TemplateRenderer(style: style).render(try Template("{wind}|{wind:.2}"), try Self.london())
        #expect(line == "4 Bft, moderate breeze|4 Bft, moderate breeze")
        let knots = TemplateRenderer(style: DisplayStyle(windUnit: .kn)).render(
            try Template("{wind:.0}"), try Self.london())
        #expect(knots == "11 kn")
    }

    /// JSON stays in m/s, and its keys say so.
    @Test func jsonKeepsMetresPerSecond() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONForm(style: DisplayStyle()).report(try Self.london()).utf8))
                as? [String: Any])
        let wind = try #require((object["current"] as? [String: Any])?["wind"] as? [String: Any])
        #expect(wind["speed_ms"] as? Double == 5.7)
    }

    /// The hourly table's wind column, and its title's unit.
    @Test func theHourlyTableIsInTheWindUnit() throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        let lines = ForecastView(style: DisplayStyle(windUnit: .bft)).hourly(forecast, outlook: nil)
        #expect(lines.first?.hasSuffix(": °C, mm, Bft") == true, "\(lines.first ?? "")")
        let kmh = ForecastView(style: DisplayStyle(windUnit: .kmh)).hourly(forecast, outlook: nil)
        #expect(kmh.first?.hasSuffix(": °C, mm, km/h") == true)
        // The first step's wind is 3.01 m/s (the fixture's `list[0].wind.speed`): force 2 on the
        // WMO's scale (1.6 to 3.3 m/s).
        #expect(forecast.entries.first?.wind?.speedMS == 3.01)
        #expect(lines.dropFirst(2).first?.contains(" 2  ") == true, "\(lines)")
    }
}
