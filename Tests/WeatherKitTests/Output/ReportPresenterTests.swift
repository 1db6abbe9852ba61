import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Reports into each output form.
@Suite struct ReportPresenterTests {
    static func report() throws -> WeatherReport {
        .of(try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
    }

    static func presenter(_ format: OutputFormat, color: Bool = false) -> ReportPresenter {
        ReportPresenter(format: format, units: .metric, localTime: false, hourly: false, color: color, glyphs: .unicode)
    }

    @Test func severalPlacesKeepTheirOrderAndFailuresTheirSlots() throws {
        let results: [(place: PlaceQuery, result: PlaceResult)] = [
            (.city("London"), .success(try Self.report())),
            (.city("Nowhere"), .failure(PlaceError(query: .city("Nowhere")))),
        ]
        let human = Self.presenter(.human).reports(results)
        #expect(human.hasPrefix("London, GB\n"))
        #expect(
            human.hasSuffix(
                "\n\nNowhere: no place called \"Nowhere\"; check the spelling, or add a country code, e.g. \"London,GB\"\n"
            ))
        let lines = Self.presenter(.template(try Template("{city}"))).reports(results)
        #expect(
            lines
                == "London\nNowhere: no place called \"Nowhere\"; check the spelling, or add a country code, e.g. \"London,GB\"\n"
        )
        let json = Self.presenter(.json).reports(results)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect((array[1]["error"] as? [String: Any])?["kind"] as? String == "not_found")
        #expect((array[1]["query"] as? [String: String]) == ["city": "Nowhere"])
    }

    /// Two places through `{temp}` alone would print two lines no one can tell apart.
    @Test func aTemplateWithoutTheCityNamesEachPlaceWhenThereAreSeveral() throws {
        let results: [(place: PlaceQuery, result: PlaceResult)] = [
            (.city("London,GB"), .success(try Self.report())),
            (.coordinates(Coordinates(latitude: 51.5, longitude: -0.1)), .success(try Self.report())),
        ]
        let lines = Self.presenter(.template(try Template("{temp:.0}"))).reports(results)
        #expect(lines == "London,GB: 9 °C\n51.5,-0.1: 9 °C\n")
        let named = Self.presenter(.template(try Template("{city} {temp:.0}"))).reports(results)
        #expect(named == "London 9 °C\nLondon 9 °C\n")
        #expect(Self.presenter(.template(try Template("{temp:.0}"))).report(try Self.report()) == "9 °C\n")
    }

    @Test func theWaybarTooltipIsTheHumanViewWithoutColour() throws {
        let line = Self.presenter(.waybar(WaybarLine.defaultTemplate), color: true).report(try Self.report())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["text"] as? String == "🌧️ 9 °C")
        #expect(object["class"] as? [String] == ["rain"])
        let tooltip = try #require(object["tooltip"] as? String)
        #expect(tooltip.hasPrefix("London, GB\n🌧️ moderate rain\n"))
        #expect(!tooltip.contains("\u{1B}"))
    }

    /// A bar can dim an answer that could not be refreshed, and colour the air.
    @Test func theBarsClassesSayStaleAndTheAirLevel() throws {
        var report = try Self.report()
        report.stale = StaleNotice(age: 600, reason: "could not connect")
        report.air = [AirReading(time: Date(), index: .poor, components: Pollutants())]
        let line = Self.presenter(.waybar(WaybarLine.defaultTemplate)).report(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["class"] as? [String] == ["rain", "aqi-poor", "stale"])
    }

    @Test func onlyTheHumanViewIsColoured() throws {
        let report = try Self.report()
        #expect(Self.presenter(.human, color: true).report(report).contains("\u{1B}["))
        #expect(
            !Self.presenter(.template(try Template("{city} {temp}")), color: true).report(report).contains("\u{1B}["))
    }

    @Test func aFailureGoesToStdoutOnlyForScriptsAndBars() {
        let failure = PlaceError(query: .city("X"))
        #expect(ReportPresenter.failure(failure, format: .human, query: nil, glyphs: .unicode) == nil)
        #expect(
            ReportPresenter.failure(
                failure, format: .template(WaybarLine.defaultTemplate), query: nil, glyphs: .unicode) == nil)
        #expect(
            ReportPresenter.failure(failure, format: .json, query: nil, glyphs: .unicode)?.contains(
                #""kind":"not_found""#) == true)
        #expect(
            ReportPresenter.failure(failure, format: .waybar(WaybarLine.defaultTemplate), query: nil, glyphs: .unicode)?
                .contains(#""class":["error"]"#) == true)
    }
}

@Suite struct OutputFormatTests {
    @Test(arguments: [
        (["London", "--json"], true), (["--waybar"], true), (["London"], false), (["--format", "{temp}"], false),
    ])
    func failuresBeforeParsingAreJSONWhenAScriptOrABarAsked(arguments: [String], isJSON: Bool) {
        #expect(OutputFormat.guess(arguments).isJSON == isJSON)
    }
}
