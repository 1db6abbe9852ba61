import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `--aqi-scale`: every view shows the index on the chosen scale, from the concentrations. The
/// expected numbers are the ones `Conversion/AirQualityScaleTests` checks against the agencies'
/// tables: OpenWeatherMap's documented example (its own index 4, PM2.5 23.25, PM10 92.21 µg/m³ …)
/// is EPA 77 Moderate by PM2.5, EU band 3 Moderate by PM2.5 (PM10 ties, and PM2.5 comes first),
/// UK 9 High by PM10.
@Suite struct AirScaleViewTests {
    static func report() throws -> WeatherReport {
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        report.air = try OpenWeatherMapData.airReadings(
            from: Fixtures.data("air/owmdocs_air-pollution-current_example_coord-array.json"))
        return report
    }

    static func style(_ scale: AirQualityScale, color: Bool = false) -> DisplayStyle {
        DisplayStyle(units: .metric, color: color, airScale: scale)
    }

    static let lines: [(AirQualityScale, String)] = [
        // One shape on every scale: the index's name, the number, the scale, a colon, the band.
        (.owm, "  Air          AQI 4 (OWM): Poor, PM2.5 23.3 · PM10 92.2 µg/m³\n"),
        // The particle that sets an agency's index is named once, first, with its reading.
        (.epa, "  Air          AQI 77 (EPA): Moderate, PM2.5 23.3 · PM10 92.2 µg/m³\n"),
        (.eu, "  Air          AQI 3 (EU): Moderate, PM2.5 23.3 · PM10 92.2 µg/m³\n"),
        (.uk, "  Air          AQI 9 (UK): High, PM10 92.2 · PM2.5 23.3 µg/m³\n"),
    ]

    @Test(arguments: lines)
    func theHumanLineNamesTheScaleTheBandAndThePollutant(scale: AirQualityScale, line: String) throws {
        let text = HumanView(style: Self.style(scale)).render(try Self.report())
        #expect(text.contains("\n" + line), "\(text)")
    }

    /// A line wider than 80 columns stays whole on a terminal wide enough for it, and wraps between
    /// its phrases only on a narrower one.
    @Test func theAirLineWrapsOnlyWhenTheTerminalIsNarrower() throws {
        var report = try Self.report()
        report.air = [
            AirReading(
                time: Date(timeIntervalSince1970: 1_800_000_000), index: .fair,
                components: Pollutants(o3: 155, pm2_5: 4.5, pm10: 6.1))
        ]
        var style = Self.style(.epa)
        style.width = 120
        let wide = HumanView(style: style).render(report).split(separator: "\n")
        let line = try #require(wide.first { $0.hasPrefix("  Air ") })
        #expect(line.count > 80 && line.hasSuffix(" µg/m³"), "\(line)")
        #expect(line.hasSuffix(", O3 · PM2.5 4.5 · PM10 6.1 µg/m³"), "\(line)")
        style.width = 80
        let narrow = HumanView(style: style).render(report).split(separator: "\n")
        let at = try #require(narrow.firstIndex { $0.hasPrefix("  Air ") })
        #expect(narrow[at].count <= 80 && narrow[at + 1].hasSuffix(" µg/m³"), "\(narrow)")
    }

    @Test func theBandIsPaintedInTheAgencysColourBehindReadableText() throws {
        let text = HumanView(style: Self.style(.epa, color: true)).render(try Self.report())
        // EPA Moderate is #FFFF00: the cube's yellow (226) behind black text.
        #expect(text.contains("\u{1B}[48;5;226m\u{1B}[30mAQI 77 (EPA): Moderate\u{1B}[0m, PM2.5"), "\(text)")
        // UK 9 is #990000, dark: white text.
        let uk = HumanView(style: Self.style(.uk, color: true)).render(try Self.report())
        #expect(uk.contains("\u{1B}[48;5;88m\u{1B}[97mAQI 9 (UK): High\u{1B}[0m, PM10"), "\(uk)")
    }

    @Test func theColourCubeIsTheNearest() throws {
        #expect(ANSI.cube(try #require(ANSI.rgb("#000000"))) == 16)
        #expect(ANSI.cube(try #require(ANSI.rgb("#FFFFFF"))) == 231)
        #expect(ANSI.cube(try #require(ANSI.rgb("#00E400"))) == 40)
        #expect(ANSI.cube(try #require(ANSI.rgb("#FF7E00"))) == 208)
        #expect(ANSI.rgb("FF7E00") == nil)
        #expect(ANSI.rgb("#GG0000") == nil)
    }

    static let templates: [(AirQualityScale, String)] = [
        (.owm, "4 Poor"), (.epa, "77 Moderate"), (.eu, "3 Moderate"), (.uk, "9 High"),
    ]

    @Test(arguments: templates)
    func templatesFollowTheScale(scale: AirQualityScale, expected: String) throws {
        let template = try Template("{aqi} {aqi_label}")
        #expect(TemplateRenderer(style: Self.style(scale)).render(template, try Self.report()) == expected)
    }

    static let classes: [(AirQualityScale, String)] = [
        (.owm, "aqi-poor"), (.epa, "aqi-moderate"), (.eu, "aqi-moderate"), (.uk, "aqi-high"),
    ]

    @Test(arguments: classes)
    func theWaybarClassIsTheBand(scale: AirQualityScale, className: String) throws {
        let line = WaybarLine.success(try Self.report(), text: "x", tooltip: "y", airScale: scale)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect((object["class"] as? [String])?.contains(className) == true, "\(line)")
    }

    @Test func jsonKeepsOpenWeatherMapsIndexBesideTheScales() throws {
        let text = JSONForm(style: DisplayStyle(airScale: .epa)).report(try Self.report())
        #expect(
            text.contains(
                #""air":{"aqi":4,"aqi_label":"Poor","index_scale":"epa","index":77,"band":"Moderate","#
                    + #""dominant_pollutant":"pm2_5","#))
        let uk = JSONForm(style: DisplayStyle(airScale: .uk)).report(try Self.report())
        #expect(uk.contains(#""index_scale":"uk","index":9,"band":"High","dominant_pollutant":"pm10""#))
    }

    @Test func aReadingWithoutTheScalesPollutantsHasNoIndex() throws {
        var report = try Self.report()
        report.air = [AirReading(time: Date(timeIntervalSince1970: 0), index: .fair, components: Pollutants(nh3: 3))]
        #expect(HumanView(style: Self.style(.epa)).render(report).contains("  Air          no index\n"))
        #expect(JSONForm(style: DisplayStyle(airScale: .eu)).report(report).contains(#""index":null,"band":null"#))
    }

    /// London's forecast with two hours of air on its first day: a clean one and a dirty one.
    /// EPA's worst is the PM2.5 of 60.1 µg/m³, 154 (Unhealthy); OpenWeatherMap's index for both
    /// says 2.
    static func forecastWithTwoAirHours() throws -> Forecast {
        var forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        let start = try #require(forecast.entries.first?.time)
        forecast.airReadings = [
            AirReading(time: start, index: .fair, components: Pollutants(pm2_5: 3)),
            AirReading(time: start.addingTimeInterval(3600), index: .fair, components: Pollutants(pm2_5: 60.1)),
        ]
        return forecast
    }

    @Test func theDailyTableShowsEachDaysWorstOnTheScale() throws {
        let forecast = try Self.forecastWithTwoAirHours()
        var report = try Self.report()
        report.forecast = forecast
        func table(_ scale: AirQualityScale) -> String {
            let style = Self.style(scale)
            return ForecastView(style: style, worstAir: Readout(report, style: style).worstAir)
                .daily(forecast, outlook: nil).joined(separator: "\n")
        }
        let epa = table(.epa)
        #expect(epa.contains("154 Unhealthy"), "\(epa)")
        let owm = table(.owm)
        #expect(owm.contains("2 Fair") && !owm.contains("154"), "\(owm)")
    }

    /// `--forecast --json` on an agency's scale: each day's worst on it beside OpenWeatherMap's
    /// `aqi_max`, the same as the table's Air column (154, worked out by hand above), and the
    /// scale named once.
    @Test func jsonGivesEachDaysWorstOnTheScaleBesideOpenWeatherMaps() throws {
        let forecast = try Self.forecastWithTwoAirHours()
        var report = try Self.report()
        report.forecast = forecast
        let object = try #require(
            try JSONSerialization.jsonObject(
                with: Data(JSONForm(style: DisplayStyle(airScale: .epa)).report(report).utf8))
                as? [String: Any])
        let json = try #require(object["forecast"] as? [String: Any])
        #expect(json["index_scale"] as? String == "epa")
        let days = try #require(json["daily"] as? [[String: Any]])
        #expect(days.first?["aqi_max"] as? Int == 2)
        #expect(days.first?["index_max"] as? Int == 154 && days.first?["index_max_band"] as? String == "Unhealthy")
        #expect(days.dropFirst().allSatisfy { $0["index_max"] is NSNull && $0["aqi_max"] is NSNull })
        #expect(try SchemaCheck.report().problems(JSONForm(style: DisplayStyle(airScale: .epa)).report(report)) == [])
    }
}
