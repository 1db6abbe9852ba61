import Foundation
import Testing

@testable import WeatherKit

@Suite struct HelpTextTests {
    static func help(width: Int = 80, brief: Bool = false) -> [Substring] {
        HelpText(width: width).text(brief: brief).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func usageAndExamplesShowTheMainForms() {
        let help = HelpText(width: 80).text(brief: false)
        for form in [
            "weather PLACE...", "weather --lat DEG --lon DEG", "weather London\n", "weather --lat 51.5 --lon -0.1",
            "--forecast 3", "--json | jq .current.temperature_c",
        ] {
            #expect(help.contains(form), "\(form)")
        }
    }

    @Test(arguments: [(80, false), (80, true), (100, false), (132, true)])
    func everyLineFitsTheWidth(width: Int, brief: Bool) {
        let lines = Self.help(width: width, brief: brief)
        #expect(lines.allSatisfy { $0.count <= width }, "\(lines.filter { $0.count > width })")
    }

    /// A wider terminal gets longer lines, not the 80-column text.
    @Test func aWiderWidthIsUsed() {
        #expect(Self.help(width: 132).contains { $0.count > 80 })
        #expect(Self.help(width: 132).count < Self.help(width: 80).count)
    }

    /// A description goes on under its own column: never back under the flags.
    @Test func descriptionsWrapUnderTheirColumn() throws {
        let lines = Self.help(width: 80)
        let start = try #require(lines.firstIndex(of: "OPTIONS:"))
        let end = try #require(lines[start...].firstIndex(of: ""))
        let column = try #require(lines[start + 1].range(of: "latitude")).lowerBound.utf16Offset(in: lines[start + 1])
        for line in lines[(start + 1)..<end] where !line.hasPrefix("  -") {
            #expect(line.prefix(column).allSatisfy { $0 == " " } && line.dropFirst(column).first != " ", "\(line)")
        }
        // The words that broke in half at 80 columns.
        #expect(!lines.contains { $0.hasSuffix("weathe") || $0.hasSuffix("--onec") })
    }

    /// `-h` is the short form: the usage and the common options; `--help` has every one.
    @Test func theShortFormHasTheCommonOptionsOnly() {
        let brief = HelpText(width: 80).text(brief: true)
        for flag in ["--forecast", "--json", "--format", "--waybar", "--onecall", "--air"] {
            #expect(brief.contains("  " + flag), "\(flag)")
        }
        for flag in ["--lat", "--retries", "--cache-ttl", "--generate"] {
            #expect(!brief.contains("  " + flag + " "), "\(flag)")
        }
        #expect(brief.contains("weather --help") && brief.contains("man weather"))
        #expect(Self.help(brief: true).count * 2 < Self.help().count)
    }

    @Test func dashHIsTheShortFormAndDashDashHelpTheLongOne() throws {
        #expect(try CommandLineParser.parse(["-h"]).briefHelp)
        #expect(try !CommandLineParser.parse(["--help"]).briefHelp)
        #expect(try CommandLineParser.parse(["-h"]).showHelp && CommandLineParser.parse(["--help"]).showHelp)
    }

    /// No help line types a default: each comes from the constant the code uses, and what the help
    /// says is what a run without the flag gets.
    @Test func defaultsShownAreTheDefaultsUsed() throws {
        for spec in OptionSpec.all {
            #expect(spec.help.range(of: #"default \d"#, options: .regularExpression) == nil, "\(spec.name)")
        }
        func shown(_ name: String) -> String? { OptionSpec.all.first { $0.name == name }?.defaultValue }
        // With a key, OpenWeatherMap's defaults; Open-Meteo's own are said in the details.
        let settings = try Settings.resolve(
            flags: CommandLineParser.parse(["London"]),
            environment: ["OPENWEATHERMAP_API_KEY": "e2e5ec2e7a0b1c2d3e4f5a6b7c8d9e0f"], config: Options(),
            configPath: nil)
        #expect(shown("--timeout") == "10" && settings.network.timeoutSeconds == 10)
        #expect(shown("--retries") == "2" && settings.network.retry.retries == 2)
        #expect(shown("--cache-ttl") == "600; 900 with Open-Meteo" && settings.network.cache.ttl == 600)
        let openMeteo = try Settings.resolve(
            flags: CommandLineParser.parse(["London"]), environment: [:], config: Options(), configPath: nil)
        #expect(openMeteo.network.cache.ttl == 900)
        #expect(shown("--onecall-daily-limit") == "900" && settings.oneCallDailyLimit == 900)
        #expect(shown("--base-url") == "https://api.openweathermap.org")
        #expect(
            settings.network.baseURL == nil
                && OpenWeatherMapClient.defaultBaseURL.absoluteString == "https://api.openweathermap.org")
        #expect(shown("--units") == "metric" && settings.style.units == .metric)
        #expect(shown("--clock") == "24" && settings.style.clock == .h24)
        #expect(try shown("--chart") == "2" && CommandLineParser.parse(["--chart"]).chartDays == 2)
        #expect(shown("--onecall-version") == "auto")
        #expect(shown("--color") == "auto" && !settings.style.color)
        #expect(HelpText(width: 80).text(brief: false).contains("(default 900)"))
    }
}
