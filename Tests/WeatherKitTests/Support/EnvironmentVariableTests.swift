import Foundation
import Testing

@testable import WeatherKit

/// The manual says, for each variable, what a value `weather` cannot use does: stop with exit 78, or
/// count as unset. These runs check each claim against the code, from a list of bad values kept
/// here: `COLUMNS=abc` and a relative `XDG_CACHE_HOME` are ignored, a malformed key is exit 78.
@Suite struct EnvironmentVariableTests {
    /// What a run makes of the environment: a config error's exit code, or what it resolved.
    struct Outcome {
        var exitCode: ExitCode?
        var settings: Settings?
        var cacheFolder: String?
        var configFile: String?
    }

    static func run(_ environment: [String: String]) -> Outcome {
        var outcome = Outcome()
        outcome.cacheFolder = ResponseCache.defaultDirectory(environment: environment)?.path
        do {
            let location = ConfigLocation.find(flag: nil, environment: environment)
            outcome.configFile = location?.path
            let config = try location?.load() ?? Options()
            outcome.settings = try Settings.resolve(
                flags: CommandLineParser.parse(["London"]), environment: environment, config: config,
                configPath: location?.path, outputIsTerminal: true, terminalColumns: 100)
        } catch {
            outcome.exitCode = (error as? any WeatherFailure)?.exitCode
        }
        return outcome
    }

    static let home = ["HOME": "/home/someone"]
    static let plain = run(home)

    /// Each variable with a value it cannot use, and whether that is exit 78 (else: as if unset).
    static let unusable: [(variable: String, value: String, isConfigError: Bool)] = [
        ("OPENWEATHERMAP_API_KEY", "has space", true), ("OWM_API_KEY", "bad\u{7}key", true),
        ("OPENWEATHERMAP_BASE_URL", "ftp://example.com", true), ("OPEN_METEO_BASE_URL", "ftp://example.com", true),
        ("WEATHER_CONFIG", "/no/such/weather.json", true),
        ("XDG_CONFIG_HOME", "relative/config", false), ("XDG_CACHE_HOME", "relative/cache", false),
        ("NO_COLOR", "", false), ("TERM", "no-such-terminal", false), ("COLUMNS", "abc", false),
        ("COLUMNS", "-40", false), ("COLUMNS", "0", false), ("https_proxy", "not a proxy", false),
        ("HTTPS_PROXY", "::", false), ("http_proxy", "%%", false), ("all_proxy", "x", false),
        ("ALL_PROXY", "x", false), ("no_proxy", ",,,", false), ("NO_PROXY", "*.", false),
        ("SSL_CERT_FILE", "/no/such/bundle", false), ("SSL_CERT_DIR", "/no/such/folder", false),
        ("PATH", "", false),
    ]

    @Test(arguments: unusable)
    func whatTheManualSaysIsWhatHappens(variable: String, value: String, isConfigError: Bool) throws {
        // OpenWeatherMap's base URL is read only when it answers: with a key.
        let key =
            variable == "OPENWEATHERMAP_BASE_URL" ? ["OPENWEATHERMAP_API_KEY": "fedcba9876543210fedcba9876543210"] : [:]
        let outcome = Self.run(Self.home.merging([variable: value]) { $1 }.merging(key) { $1 })
        if isConfigError {
            #expect(outcome.exitCode == .config, "\(variable)=\(value)")
        } else {
            // As if unset: the same folders, width, colour and glyphs as a run without it.
            #expect(outcome.exitCode == nil, "\(variable)=\(value)")
            #expect(outcome.cacheFolder == Self.plain.cacheFolder && outcome.configFile == Self.plain.configFile)
            #expect(outcome.settings?.style.width == Self.plain.settings?.style.width)
            #expect(outcome.settings?.style.color == Self.plain.settings?.style.color)
            #expect(outcome.settings?.style.glyphs == Self.plain.settings?.style.glyphs)
        }
        let entry = try #require(
            EnvironmentVariable.documented.first { $0.variables.map(\.rawValue).contains(variable) })
        #expect((entry.whenUnusable == .configError) == isConfigError, "the manual disagrees about \(variable)")
    }

    /// Every variable is in the manual's table exactly once.
    @Test func eachVariableIsDocumentedOnce() {
        let listed = EnvironmentVariable.documented.flatMap(\.variables)
        #expect(listed.count == Set(listed).count)
        #expect(Set(listed) == Set(EnvironmentVariable.allCases))
    }

    /// The code reads no variable by a name of its own: only through the table (Foundation's own
    /// folders, which the network module tidies, are Foundation's variables, not ours).
    @Test func theCodeReadsVariablesOnlyThroughTheTable() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
        for case let file as String in files
        where file.hasSuffix(".swift") && !file.hasSuffix("FoundationFolders.swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("environment[\""), "\(file) reads a variable by name")
        }
    }
}
