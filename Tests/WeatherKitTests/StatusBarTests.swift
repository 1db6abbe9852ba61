import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct TemplateTests {
    @Test func parsesLiteralsPlaceholdersPrecisionAndBraces() throws {
        let template = try Template("{{{city}}}: {temp:.0}%s")
        #expect(
            template.segments == [
                .literal("{"), .value(.city, precision: nil), .literal("}: "), .value(.temp, precision: 0),
                .literal("%s"),
            ])
    }

    @Test(arguments: [
        ("{tmep}", "a known placeholder, not {tmep}; valid: {city} {country} {temp}"),
        ("{temp", "a template with an unclosed `{` (write `{{` for a brace)"),
        ("temp}", "a template with a stray `}` (write `}}` for a brace)"),
        ("{temp:1}", "a precision like {temp:.1} (0 to 6 decimals), not {temp:1}"),
        ("{temp:.9}", "a precision like {temp:.1} (0 to 6 decimals), not {temp:.9}"),
        ("{city:.1}", "a precision only on a number; {city} is text"),
        ("{}", "a known placeholder, not {}; valid:"),
    ])
    func badTemplatesSayWhy(text: String, message: String) throws {
        let error = try #require(throws: Template.ParseError.self) { try Template(text) }
        #expect(error.description.hasPrefix(message), "\(error.description)")
    }

    @Test func everyPlaceholderIsListedInTheError() throws {
        let error = try #require(throws: Template.ParseError.self) { try Template("{x}") }
        for placeholder in Template.Placeholder.allCases {
            #expect(error.description.contains("{\(placeholder.rawValue)}"))
        }
    }
}

@Suite struct TemplateRendererTests {
    static func report(_ body: String) throws -> WeatherReport {
        .of(try OpenWeatherMapData.currentWeather(from: Data(body.utf8)))
    }

    @Test func missingValuesAreEmptyAndNegativeZeroIsZero() throws {
        let report = try Self.report(#"{"coord":{"lat":1,"lon":2},"main":{"temp":273.1},"dt":1}"#)
        let line = TemplateRenderer(units: .metric).render(
            try Template("[{city}][{temp:.0}][{feels}][{wind}][{wind_dir}][{rain}][{sunrise}][{icon}][{desc}]"), report)
        #expect(line == "[][0 °C][][][][][][][]")
    }

    @Test func everyPlaceholderHasAValueForARichPayload() throws {
        let report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(
                from: Fixtures.data("current/prominence_minsk-by_lang-ru_metric_rain-and-snow-1h-3h_city-id-0.json")))
        let renderer = TemplateRenderer(units: .metric)
        for placeholder in Template.Placeholder.allCases {
            #expect(!renderer.value(placeholder, precision: nil, report).isEmpty, "{\(placeholder.rawValue)}")
        }
        #expect(renderer.value(.rain, precision: 2, report) == "0.10 mm")
        #expect(renderer.value(.visibility, precision: nil, report) == "10.0 km")
        #expect(renderer.value(.windDirection, precision: nil, report) == "WSW")
    }

    @Test func waybarDefaultTemplateIsIconAndWholeTemperature() {
        #expect(WaybarLine.defaultTemplate == (try? Template("{icon} {temp:.0}")))
    }
}

@Suite struct WeatherIconTests {
    @Test(arguments: [
        (211, "thunderstorm"), (301, "drizzle"), (501, "rain"), (600, "snow"), (741, "mist"), (800, "clear"),
        (804, "clouds"),
    ])
    func groups(id: Int, group: String) {
        #expect(WeatherIcon.group(Condition(id: id, main: nil, description: nil, icon: nil)) == group)
        #expect(!WeatherIcon.emoji(Condition(id: id, main: nil, description: nil, icon: "01d")).isEmpty)
    }

    @Test func clearSkyHasADayAndANightForm() {
        #expect(WeatherIcon.emoji(Condition(id: 800, main: "Clear", description: nil, icon: "01d")) == "☀️")
        #expect(WeatherIcon.emoji(Condition(id: 800, main: "Clear", description: nil, icon: "01n")) == "🌙")
    }
}

@Suite struct ResponseCacheTests {
    @Test(arguments: [
        "", "garbage", "weather-cache 1 0 5\n{}", "weather-cache 2 0 2\n{}", "weather-cache 1 -x 2\n{}",
        "weather-cache 1 0 2 extra\n{}", "weather-cache 1 0 2",
    ])
    func malformedEntriesAreRefused(text: String) {
        #expect(ResponseCache.parse(Data(text.utf8)) == nil)
    }

    @Test func aWellFormedEntryParses() {
        let entry = ResponseCache.parse(Data("weather-cache 1 1500 2\n{}".utf8))
        #expect(entry == CacheEntry(fetchedAt: Date(timeIntervalSince1970: 1.5), body: Data("{}".utf8)))
    }

    @Test func writeThenReadRoundTripsAndLeavesNoTemporaryFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder, warn: { Issue.record("unexpected warning: \($0)") })
        let key = CacheKey(baseURL: "https://x", endpoint: "weather", parameters: [("lat", "1.000")])
        cache.write(key, body: Data("{\"a\":1}".utf8), fetchedAt: Date(timeIntervalSince1970: 100))
        #expect(
            cache.read(key) == CacheEntry(fetchedAt: Date(timeIntervalSince1970: 100), body: Data("{\"a\":1}".utf8)))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == [key.fileStem + ".cache"])
    }

    @Test func keysRoundCoordinatesAndNameTheEndpoint() {
        #expect(CacheKey.coordinate(51.50049) == "51.500")
        #expect(CacheKey.coordinate(-0.0001) == "0.000")
        let key = CacheKey(
            baseURL: "https://api.openweathermap.org", endpoint: "forecast", parameters: [("lang", "de")])
        #expect(key.fileStem.hasPrefix("forecast-") && key.fileStem.count == "forecast-".count + 16)
    }

    @Test(arguments: [(30.0, "30 s"), (23 * 60.0, "23 min"), (119 * 60.0, "119 min"), (5 * 3600.0, "5 h")])
    func staleAgesReadNaturally(seconds: Double, text: String) {
        #expect(StaleNotice.ageText(seconds) == text)
    }
}

@Suite struct ColorChoiceTests {
    @Test(arguments: [
        (ColorChoice.auto, [String: String](), true, true),
        (.auto, [:], false, false),
        (.auto, ["NO_COLOR": "1"], true, false),
        (.auto, ["NO_COLOR": ""], true, true),
        (.auto, ["TERM": "dumb"], true, false),
        (.always, ["NO_COLOR": "1"], false, true),
        (.never, [:], true, false),
    ])
    func autoMeansATerminalWithoutNoColorOrDumbTerm(
        choice: ColorChoice, environment: [String: String], terminal: Bool, enabled: Bool
    ) {
        #expect(choice.enabled(environment: environment, standardOutputIsTerminal: terminal) == enabled)
    }
}
