import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The man page is the complete reference: rendered by `man -l` as a user reads it, each section
/// holds every entry of a list kept here by hand (or, for JSON, read from the schema the tests check
/// real output against), so a flag, key, variable, placeholder or exit code left out fails.
@Suite struct ManPageTests {
    /// Each config key, its type as the page names it, and its default (nil: none shown).
    static let configKeys: [(key: String, type: String, default: String?)] = [
        ("air", "true or false", nil), ("aqi_scale", "string", "owm"), ("sky", "true or false", nil),
        ("yesterday", "true or false", nil), ("locate_ttl_s", "number", "3600"), ("warnings", "true or false", nil),
        ("onecall", "true or false", nil),
        ("onecall_daily_limit", "number", "900"),
        ("onecall_version", "string", "auto"), ("units", "string", "metric"), ("wind_unit", "string", nil),
        ("clock", "number", "24"), ("lang", "string", nil), ("provider", "string, or list of strings", "auto"),
        ("api_key", "string", nil),
        ("base_url", "string, or object by provider", "https://api.openweathermap.org"), ("timeout_s", "number", "10"),
        ("retries", "number", "2"), ("format", "string", nil), ("cache_ttl_s", "number", "600; 900 with Open-Meteo"),
        ("location", "object, or \"auto\"", nil), ("places", "array of strings", nil),
        ("contact", "string", "maintainers@users.noreply.a-seed-3140677c.example"),
    ]

    static let variables = [
        "OPENWEATHERMAP_API_KEY", "OWM_API_KEY", "OPENWEATHERMAP_BASE_URL", "OPEN_METEO_BASE_URL",
        "MET_NORWAY_BASE_URL", "WEATHER_LOCATOR_BASE_URL", "NWS_BASE_URL", "WEATHER_CONFIG",
        "XDG_CONFIG_HOME",
        "XDG_CACHE_HOME", "HOME", "NO_COLOR", "TERM", "COLUMNS", "LC_ALL", "LC_CTYPE", "LANG", "LC_MESSAGES",
        "https_proxy",
        "HTTPS_PROXY", "http_proxy", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY", "SSL_CERT_FILE", "SSL_CERT_DIR",
        "PATH", "DBUS_SESSION_BUS_ADDRESS",
    ]

    static let placeholders = [
        "city", "country", "temp", "feels", "min", "max", "cond", "desc", "icon", "humidity", "dew", "pressure", "wind",
        "wind_dir", "gust", "clouds", "visibility", "rain", "snow", "sunrise", "sunset", "updated", "aqi",
        "aqi_label", "pm25", "pm10", "o3", "no2", "rain_next", "today_min", "today_max", "tomorrow_min",
        "tomorrow_max", "pop_next", "uvi", "alert", "rain_soon", "moon", "moon_pct", "dawn", "dusk", "golden_hour",
        "temp_vs_yesterday", "humidity_vs_yesterday",
    ]

    static let sections = [
        "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "CONFIGURATION", "TEMPLATES", "JSON OUTPUT", "PROVIDERS",
        "ENVIRONMENT",
        "EXIT STATUS", "FILES", "EXAMPLES", "SEE ALSO",
    ]

    /// The page as `man -l` shows it, cut into its sections (a heading is a line that starts in
    /// column one); nil where man is not installed.
    static let rendered: [String: [String]]? = {
        guard let text = try? render(["man", "-l", "-"]) else { return nil }
        var sections: [String: [String]] = [:]
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let first = line.first, first != " " {
                current = line
            } else {
                sections[current, default: []].append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return sections
    }()

    /// Runs a roff tool on the page, and returns what it printed on stdout and stderr together.
    static func render(_ command: [String], width: Int = 200) throws -> String? {
        guard let tool = ["/usr/bin/", "/bin/"].map({ $0 + command[0] }).first(where: FileManager.default.fileExists)
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = Array(command.dropFirst())
        process.environment = ["MANWIDTH": "\(width)", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "MANPAGER": "cat"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(ManPage.roff.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The line an entry's term starts, and the text after it there (a short term shares its line).
    static func entry(_ term: String, in lines: [String]) -> (index: Int, rest: String)? {
        guard let index = lines.firstIndex(where: { $0 == term || $0.hasPrefix(term + " ") }) else { return nil }
        return (index, lines[index].dropFirst(term.count).trimmingCharacters(in: .whitespaces))
    }

    static func section(_ name: String) throws -> [String] {
        let sections = try #require(rendered, "man is not installed")
        return try #require(sections[name], "no section \(name) in \(sections.keys.sorted())")
    }

    @Test(.enabled(if: rendered != nil)) func everySectionIsThereInOrder() throws {
        let text = try #require(try Self.render(["man", "-l", "-"]))
        let headings = text.split(separator: "\n").filter { $0.first.map { $0 != " " } ?? false }.map(String.init)
        #expect(Array(headings.dropFirst().dropLast()) == Self.sections)
    }

    /// In an 80-column terminal nothing runs over: the samples were chosen to fit.
    @Test(.enabled(if: rendered != nil)) func itFitsEightyColumns() throws {
        let text = try #require(try Self.render(["man", "-l", "-"], width: 80))
        let wide = text.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide)")
    }

    @Test(.enabled(if: rendered != nil)) func everyFlagIsAnOption() throws {
        let lines = try Self.section("OPTIONS")
        for (name, _) in ReferenceListTests.flags {
            #expect(lines.contains { $0.hasPrefix(name + " ") || $0 == name || $0.hasPrefix("-h, " + name) }, "\(name)")
        }
    }

    @Test(.enabled(if: rendered != nil)) func everyConfigKeyHasItsTypeAndDefault() throws {
        let lines = try Self.section("CONFIGURATION")
        #expect(Set(Self.configKeys.map(\.key)) == Set(ReferenceListTests.configKeys))
        for (key, type, fallback) in Self.configKeys {
            let (index, rest) = try #require(Self.entry("\(key) (\(type))", in: lines), "\(key) (\(type))")
            let text = ([rest] + lines[(index + 1)...].prefix { !$0.isEmpty }).joined(separator: " ")
            if let fallback { #expect(text.contains("Default: \(fallback)."), "\(key): \(text)") }
        }
    }

    @Test(.enabled(if: rendered != nil)) func everyEnvironmentVariableIsListed() throws {
        let text = try Self.section("ENVIRONMENT").joined(separator: " ")
        for variable in Self.variables { #expect(text.contains(variable), "\(variable)") }
        #expect(Set(EnvironmentVariable.allCases.map(\.rawValue)) == Set(Self.variables))
    }

    @Test(.enabled(if: rendered != nil)) func everyPlaceholderIsExplained() throws {
        let lines = try Self.section("TEMPLATES")
        for name in Self.placeholders {
            let (index, rest) = try #require(Self.entry("{\(name)}", in: lines), "{\(name)}")
            let meaning = rest.isEmpty && lines.indices.contains(index + 1) ? lines[index + 1] : rest
            #expect(!meaning.isEmpty, "{\(name)} has no meaning")
        }
        #expect(Set(Template.Placeholder.allCases.map(\.rawValue)) == Set(Self.placeholders))
    }

    @Test(.enabled(if: rendered != nil)) func everyExitCodeIsExplained() throws {
        let lines = try Self.section("EXIT STATUS")
        for code in ReferenceListTests.exitCodes { #expect(Self.entry("\(code)", in: lines) != nil, "\(code)") }
    }

    /// Every key of the schema `--json` is checked against, and no key it does not have.
    @Test(.enabled(if: rendered != nil)) func everyJSONKeyIsExplained() throws {
        let schema = try SchemaCheck.report().keyPaths()
        #expect(Set(JSONKey.all.map(\.path)).subtracting(schema).sorted() == [], "documented but not output")
        #expect(schema.subtracting(JSONKey.all.map(\.path)).sorted() == [], "output but not documented")
        let lines = try Self.section("JSON OUTPUT")
        for path in schema { #expect(lines.contains { $0.hasPrefix(path + " (") }, "\(path)") }
    }

    /// Every option's `details` paragraph is on the page, whole: the other checks see only names,
    /// types and defaults. Compared by words, as man wraps and marks them.
    @Test(.enabled(if: rendered != nil)) func everyOptionsDetailsAreOnThePage() throws {
        let options = try Self.section("OPTIONS").joined(separator: " ")
        func words(_ text: String) -> String {
            text.filter { $0 != "`" }.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let page = words(options)
        for spec in OptionSpec.all {
            guard let details = spec.details else { continue }
            #expect(page.contains(words(details)), "\(spec.name): \(details)")
        }
    }

    /// COLUMNS is described as it works: tables follow it below 80 columns, and only `--help`
    /// takes 80 at least. (What SEE ALSO says of `--help`'s length: ReleaseEndToEndTests.)
    /// The page's source is ASCII, each other character by its code, so that groff reads it without
    /// a preprocessor (`weather --generate man | groff -man -Tutf8` printed `Â°C`) as man and mandoc do.
    @Test func theSourceIsASCIIAndEveryRendererShowsTheDegreeSign() throws {
        #expect(ManPage.roff.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ManPage.escape("25 °C, µg/m³") == "25 \\[u00B0]C, \\[u00B5]g/m\\[u00B3]")
        for command in [["groff", "-man", "-Tutf8"], ["mandoc", "-Tutf8"]] {
            guard let text = try Self.render(command) else { continue }
            #expect(text.contains("between °C and °F") && !text.contains("Â"), "\(command[0])")
        }
    }

    @Test func theManPageTellsTheTruthAboutWidths() throws {
        let columns = try #require(EnvironmentVariable.documented.first { $0.variables == [.columns] })
        #expect(!columns.meaning.contains("never under 80") && columns.meaning.contains("80 at least"))
        var forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        forecast.airReadings = nil
        let table = ForecastView(style: DisplayStyle(units: .metric, width: 50)).daily(forecast, outlook: nil)
        #expect(table.allSatisfy { $0.displayWidth <= 50 } && table.contains { $0.displayWidth > 40 })
    }

    @Test func filesAndSeeAlsoSayWhereThingsAre() throws {
        let page = ManPage.roff
        for path in ["weather/config.json", "onecall\\-usage", "share/doc/weather/README.md", "config.example.json"] {
            #expect(page.contains(path), "\(path)")
        }
    }

    @Test func itIsAManPageWithNoLineThatRoffWouldTakeForAnUnknownRequest() {
        let lines = ManPage.roff.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix(".TH WEATHER 1 ") == true)
        let requests = [".TH", ".SH", ".SS", ".PP", ".TP", ".IP", ".RS", ".RE", ".nf", ".fi", ".br", ".nh", ".ad"]
        for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(requests.contains { line.hasPrefix($0 + " ") || line == $0 }, "\(line)")
        }
    }

    /// What `mandoc -Tlint` and `groff -ww` find: nothing.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/mandoc")))
    func mandocFindsNothingToFix() throws {
        let report = try #require(try Self.render(["mandoc", "-Tlint", "-W", "warning"]))
        #expect(report.isEmpty, "\(report)")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/groff")))
    func groffFindsNothingToFix() throws {
        let report = try #require(try Self.render(["groff", "-ww", "-man", "-z"]))
        #expect(report.isEmpty, "\(report)")
    }

    @Test(arguments: [("a-b", "a\\-b"), ("back\\slash", "back\\eslash"), (".dot", "\\&.dot"), ("'q", "\\&'q")])
    func textIsEscaped(text: String, roff: String) {
        #expect(ManPage.escape(text) == roff)
    }

    @Test func markedTextIsBold() {
        #expect(ManPage.inline("use `--json` here") == "use \\fB\\-\\-json\\fR here")
    }
}
