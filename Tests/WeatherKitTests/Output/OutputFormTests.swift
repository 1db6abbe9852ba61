import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Reports into each output form.
@Suite struct OutputFormTests {
    static func report() throws -> WeatherReport {
        .of(try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
    }

    static func human(color: Bool = false) -> HumanForm {
        HumanForm(view: HumanView(style: DisplayStyle(color: color)))
    }

    static func template(_ text: String) throws -> TemplateForm {
        TemplateForm(template: try Template(text), style: DisplayStyle(color: true))
    }

    static func waybar() -> WaybarForm {
        WaybarForm(template: WaybarLine.defaultTemplate, style: DisplayStyle(color: true))
    }

    @Test func severalPlacesKeepTheirOrderAndFailuresTheirSlots() throws {
        let results: [(place: PlaceQuery, result: PlaceResult)] = [
            (.city("London"), .success(try Self.report())),
            (.city("Nowhere"), .failure(PlaceError(query: .city("Nowhere")))),
        ]
        let human = Self.human().reports(results)
        #expect(human.hasPrefix("London, GB\n"))
        #expect(
            human.hasSuffix(
                "\n\nNowhere: no place called \"Nowhere\"; check the spelling, or add a country code, e.g. \"London,GB\"\n"
            ))
        let lines = try Self.template("{city}").reports(results)
        #expect(
            lines
                == "London\nNowhere: no place called \"Nowhere\"; check the spelling, or add a country code, e.g. \"London,GB\"\n"
        )
        let json = JSONForm(style: DisplayStyle()).reports(results)
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
        let lines = try Self.template("{temp:.0}").reports(results)
        #expect(lines == "London,GB: 9 °C\n51.5,-0.1: 9 °C\n")
        let named = try Self.template("{city} {temp:.0}").reports(results)
        #expect(named == "London 9 °C\nLondon 9 °C\n")
        #expect(try Self.template("{temp:.0}").report(try Self.report()) == "9 °C\n")
    }

    @Test func theWaybarTooltipIsTheHumanViewWithoutColour() throws {
        let line = Self.waybar().report(try Self.report())
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
        report.stale = StaleNotice(age: 600, reason: .cannotConnect)
        report.air = [AirReading(time: Date(), index: .poor, components: Pollutants())]
        let line = Self.waybar().report(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["class"] as? [String] == ["rain", "aqi-poor", "stale"])
        // An alert's class comes last, after `stale`, as it always has.
        report.alerts = [WeatherAlert(sender: nil, event: "Storm", start: nil, end: nil, description: nil)]
        let alerted = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.waybar().report(report).utf8)) as? [String: Any])
        #expect(alerted["class"] as? [String] == ["rain", "aqi-poor", "stale", "alert"])
    }

    @Test func onlyTheHumanViewIsColoured() throws {
        let report = try Self.report()
        #expect(Self.human(color: true).report(report).contains("\u{1B}["))
        let line = try Self.template("{city} {temp}").report(report)
        #expect(!line.contains("\u{1B}["))
    }

    @Test func aFailureGoesToStdoutOnlyForScriptsAndBars() throws {
        let failure = PlaceError(query: .city("X"))
        #expect(Self.human().failure(failure, query: nil) == nil)
        #expect(try Self.template("{temp}").failure(failure, query: nil) == nil)
        #expect(JSONForm(style: DisplayStyle()).failure(failure, query: nil)?.contains(#""kind":"not_found""#) == true)
        #expect(Self.waybar().failure(failure, query: nil)?.contains(#""class":["error"]"#) == true)
    }

    /// A bar keeps running: its line already says what went wrong. Every other form keeps the code.
    @Test func onlyTheBarTurnsAFailureIntoExitZero() throws {
        #expect(Self.waybar().exitCode(.auth) == .success)
        #expect(Self.human().exitCode(.auth) == .auth)
        #expect(JSONForm(style: DisplayStyle()).exitCode(.temporary) == .temporary)
        #expect(try Self.template("{temp}").exitCode(.notFound) == .notFound)
    }

    /// Waybar reads the text and the tooltip as Pango markup, where a bare `&` or `<` blanks the
    /// module: what the server sent is escaped, and a template's own tags are kept.
    @Test(arguments: [
        ("{city}", "Saint-Jean &amp; &lt;b&gt;Co&lt;/b&gt;"),
        ("<b>{city}</b> {temp:.0}", "<b>Saint-Jean &amp; &lt;b&gt;Co&lt;/b&gt;</b> 9 °C"),
    ])
    func theBarEscapesWhatItInsertsAsMarkup(template: String, text: String) throws {
        var report = try Self.report()
        report.current.location.name = "Saint-Jean & <b>Co</b>"
        let form = WaybarForm(template: try Template(template), style: DisplayStyle())
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(form.report(report).utf8)) as? [String: Any])
        #expect(object["text"] as? String == text)
        #expect((object["tooltip"] as? String)?.hasPrefix("Saint-Jean &amp; &lt;b&gt;Co&lt;/b&gt;, GB\n") == true)
        // A template outside Waybar is plain text.
        #expect(try Self.template("{city}").report(report) == "Saint-Jean & <b>Co</b>\n")
    }

    @Test func theBarsFailureLineIsEscapedToo() throws {
        let line = try #require(Self.waybar().failure(PlaceError(query: .city("A & <B>")), query: nil))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect((object["tooltip"] as? String)?.hasPrefix("weather: no place called \"A &amp; &lt;B&gt;\"") == true)
    }
}

/// The form a run prints in, decided once from the parsed flags and the config file.
@Suite struct OutputFormsTests {
    /// A mistake on the command line is still reported in the form the rest of it asks for.
    @Test(arguments: [
        (["London", "--json", "--bogus"], true), (["--bogus", "--waybar"], true), (["--bogus", "London"], false),
        (["--lat", "x", "--format", "{temp}"], false), (["--units", "kelvin", "--json"], true),
    ])
    func failuresBeforeSettingsTakeTheFormTheFlagsAskFor(arguments: [String], isJSON: Bool) {
        let (flags, mistake) = CommandLineParser.read(arguments)
        #expect(mistake != nil)
        #expect(OutputForms.form(Request.Early(flags).output, style: DisplayStyle()).writesJSON == isJSON)
    }

    /// The listings print through the human view or JSON, and refuse a form that cannot show them,
    /// naming both flags.
    @Test(arguments: [
        (["--matches", "London", "--waybar"], "--matches prints a list, which --waybar cannot show"),
        (["--matches", "London", "--format", "{temp}"], "--matches prints a list, which --format cannot show"),
        (["--onecall-usage", "--waybar"], "--onecall-usage prints a list, which --waybar cannot show"),
        (["--clear-cache", "--format", "{city}"], "--clear-cache prints a list, which --format cannot show"),
        (["--clear-cache", "London"], "--clear-cache takes no place; drop London"),
        (["--onecall-usage", "51.5,-0.1"], "--onecall-usage takes no place; drop 51.5,-0.1"),
        (["--onecall-usage", "--clear-cache"], "--clear-cache and --onecall-usage each do something else"),
    ])
    func aModeRefusesAFlagItCannotHonour(arguments: [String], message: String) throws {
        let flags = try CommandLineParser.parse(arguments)
        let error = try #require(throws: CommandLineError.self) {
            try Settings.resolve(flags: flags, environment: [:], config: Options(), configPath: nil)
        }
        #expect(error.description.hasPrefix(message), "\(error.description)")
    }

    /// A config `format` is for the plain call: `--air` shows the full view, as `--chart` does.
    @Test func aConfigTemplateNeverHidesWhatAFlagAskedFor() throws {
        var config = Options()
        config.template = try Template("{city}")
        for flag in ["--air", "--chart", "--forecast", "--hourly"] {
            let flags = try CommandLineParser.parse([flag, "London"])
            let settings = try Settings.resolve(flags: flags, environment: [:], config: config, configPath: nil)
            #expect(settings.form is HumanForm, "\(flag)")
        }
        let air = try Settings.resolve(
            flags: try CommandLineParser.parse(["--air", "London"]), environment: [:], config: config, configPath: nil)
        #expect(air.plan.air)
    }

    /// `--format` with a flag its template cannot show is a usage error naming both.
    @Test func anExplicitTemplateRefusesAirItDoesNotShow() throws {
        let flags = try CommandLineParser.parse(["--air", "--format", "{temp}", "London"])
        let error = try #require(throws: CommandLineError.self) {
            try Settings.resolve(flags: flags, environment: [:], config: Options(), configPath: nil)
        }
        #expect(error.description.hasPrefix("--format prints one line of current weather and cannot show --air"))
        let shown = try CommandLineParser.parse(["--air", "--format", "{aqi}", "London"])
        let settings = try Settings.resolve(flags: shown, environment: [:], config: Options(), configPath: nil)
        #expect(settings.plan.air)
    }
}
