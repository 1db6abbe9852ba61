import Foundation
import Testing

@testable import WeatherKit

/// Every flag, config key and exit code `weather` has, kept here by hand, apart from the tables the
/// program generates `--help`, the man page, the completions and the config parser from. A flag
/// added to the option table and not here (or the other way round) fails, and so does a generated
/// file that leaves one out: the checks cannot pass by reading the table they check.
@Suite struct ReferenceListTests {
    static let days = ["1", "2", "3", "4", "5"]

    /// Each flag, and the values its completion offers (nil: anything; `["FILE"]`: a file).
    static let flags: [(name: String, values: [String]?)] = [
        ("--lat", nil), ("--lon", nil), ("--city", nil), ("--zip", nil), ("--here", nil), ("--matches", nil),
        ("--places", nil),
        ("--place-names", nil), ("--forecast-days", nil),
        ("--forecast", ["LISTED"]), ("--hourly", ["LISTED"]), ("--chart", days), ("--air", nil),
        ("--aqi-scale", ["owm", "epa", "eu", "uk"]), ("--yesterday", nil), ("--sky", nil), ("--onecall", nil),
        ("--onecall-daily-limit", nil), ("--onecall-version", ["auto", "3", "4"]), ("--onecall-usage", nil),
        ("--alerts", nil), ("--no-warnings", nil), ("--local-time", nil),
        ("--input", ["FILE"]), ("--json", nil), ("--units", ["metric", "imperial", "standard"]),
        ("--wind-unit", ["ms", "kmh", "mph", "kn", "bft"]), ("--clock", ["24", "12"]),
        // Kept by hand like the rest: a new language adds its code here too.
        ("--lang", ["en", "de", "fr", "es", "it", "nl", "pl", "pt_br", "ru", "uk", "ja", "zh_cn"]),
        ("--provider", ["auto", "openweathermap", "open-meteo", "met-norway"]), ("--api-key", nil),
        ("--config", ["FILE"]),
        ("--base-url", nil), ("--contact", nil), ("--timeout", nil), ("--retries", nil),
        ("--notify", nil), ("--notify-rain", nil), ("--notify-air", nil), ("--watch", nil), ("--format", nil),
        ("--waybar", nil), ("--color", ["auto", "always", "never"]),
        ("--locate-ttl", nil), ("--cache-ttl", nil),
        ("--refresh", nil), ("--offline", nil), ("--clear-cache", nil), ("--generate", ["man", "bash", "zsh", "fish"]),
        ("--completions", ["bash", "zsh", "fish"]), ("--help", nil), ("--version", nil),
    ]

    /// Flags whose values (`["LISTED"]` above) the program lists itself, with the provider in use.
    static let listed = ["--forecast": "--forecast-days", "--hourly": "--forecast-days"]

    /// The config file's keys.
    static let configKeys = [
        "air", "api_key", "aqi_scale", "base_url", "cache_ttl_s", "clock", "contact", "format", "lang", "locate_ttl_s",
        "location", "onecall",
        "onecall_daily_limit", "onecall_version", "places", "provider", "retries", "sky", "timeout_s", "units",
        "warnings", "wind_unit", "yesterday",
    ]

    static let exitCodes: [Int32] = [0, 64, 65, 66, 69, 70, 74, 75, 76, 77, 78]

    @Test func theOptionTableHasExactlyTheseFlags() {
        #expect(OptionSpec.all.map(\.name).sorted() == Self.flags.map(\.name).sorted())
    }

    /// bash completes a file-taking flag's value as file names (a folder gets its `/`), and no other.
    @Test func bashTreatsOnlyFileValuesAsFileNames() {
        let lines = Completions.bash.split(separator: "\n").filter { $0.contains("compopt -o filenames") }
        let flags = lines.compactMap { $0.split(separator: ")").first?.trimmingCharacters(in: .whitespaces) }
        #expect(flags.sorted() == Self.flags.filter { $0.values == ["FILE"] }.map(\.name).sorted())
    }

    /// `-h`, the short help, in every shell's completions (bash's and fish's as before, zsh's too).
    @Test func theShortHelpIsCompletedInEveryShell() {
        #expect(Completions.zsh.contains("    '-h[show this help"))
        #expect(Completions.bash.contains(" -h "))
        #expect(Completions.fish.contains("-l help -s h "))
    }

    @Test func eachFlagOffersItsValues() throws {
        for (name, values) in Self.flags {
            let spec = try #require(OptionSpec.all.first { $0.name == name })
            switch values {
            case nil: #expect(spec.values == .anything, "\(name)")
            case ["FILE"]?: #expect(spec.values == .files, "\(name)")
            case ["LISTED"]?: #expect(spec.values == .listed(by: try #require(Self.listed[name])), "\(name)")
            case let choices?: #expect(spec.values == .choices(choices), "\(name)")
            }
        }
    }

    @Test func helpListsEveryFlag() {
        let lines = HelpText(width: 80).text(brief: false).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for (name, _) in Self.flags {
            #expect(lines.contains { $0.hasPrefix(name + " ") || $0.hasPrefix("-h, " + name) }, "\(name)")
        }
    }

    @Test func theManPageListsEveryFlagAndExitCode() {
        let page = ManPage.roff
        for (name, _) in Self.flags {
            #expect(page.contains("\\fB" + name.replacing("-", with: "\\-") + "\\fR"), "\(name)")
        }
        for code in Self.exitCodes { #expect(page.contains(".TP\n\\fB\(code)\\fR\n"), "\(code)") }
    }

    @Test(arguments: GeneratedFile.shells)
    func everyCompletionOffersEveryFlagAndItsValues(shell: GeneratedFile) {
        let script = shell.contents
        for (name, values) in Self.flags {
            let flag = shell == .fish ? "-l " + name.dropFirst(2) + " " : name
            #expect(script.contains(flag), "\(shell) \(name)")
            // On the flag's own line, so a flag that lost its values cannot borrow another's.
            if let values, values != ["FILE"] {
                let shown = Self.listed[name].map { "_weather_ask \($0)" } ?? values.joined(separator: " ")
                let lines = script.split(separator: "\n")
                #expect(lines.contains { $0.contains(flag) && $0.contains(shown) }, "\(shell) \(name)")
            }
        }
    }

    @Test func theConfigParserTakesExactlyTheseKeys() {
        #expect(ConfigFile.keys.sorted() == Self.configKeys)
    }

    /// The shipped example shows every key.
    @Test func theExampleConfigShowsEveryKey() throws {
        let example = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("config.example.json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: example)) as? [String: Any])
        #expect(object.keys.sorted() == Self.configKeys)
    }

    @Test func theExitCodesAreDocumented() {
        #expect(Manual.exitCodes.map(\.code.rawValue) == Self.exitCodes)
    }
}
