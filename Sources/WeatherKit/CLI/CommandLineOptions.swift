import Foundation

/// What the command line said, before defaults, the environment and the config file are applied.
public struct CommandLineOptions: Sendable, Equatable {
    public var latitude: Double?
    public var longitude: Double?
    public var json = false
    public var units: Units?
    public var language: String?
    public var apiKey: String?
    public var configPath: String?
    public var baseURL: URL?
    public var timeoutSeconds: Double?
    public var inputPath: String?
    public var showHelp = false
    public var showVersion = false

    public init() {}
}

/// One flag: its spelling, its value's placeholder (nil for a switch) and its help line.
struct OptionSpec: Sendable {
    var name: String
    var short: String? = nil
    var valueName: String?
    var help: String
    var apply: @Sendable (inout CommandLineOptions, String) throws(InvalidValue) -> Void
}

extension OptionSpec {
    /// Every flag, in `--help` order. Parsing and help both come from this table.
    static let all: [OptionSpec] = [
        OptionSpec(name: "--lat", valueName: "DEG", help: "latitude, -90 to 90 (with --lon)") {
            options, value throws(InvalidValue) in
            options.latitude = try Validate.latitude(Validate.number(value))
        },
        OptionSpec(name: "--lon", valueName: "DEG", help: "longitude, -180 to 180 (with --lat)") {
            options, value throws(InvalidValue) in
            options.longitude = try Validate.longitude(Validate.number(value))
        },
        OptionSpec(
            name: "--input", valueName: "FILE",
            help: "read a saved current-weather response (- for stdin) instead of fetching; needs no key"
        ) { options, value throws(InvalidValue) in
            guard !value.isEmpty else { throw InvalidValue(expected: "a file path, or - for stdin") }
            options.inputPath = value
        },
        OptionSpec(name: "--json", valueName: nil, help: "print one JSON object (schema in the README); always metric")
        { options, _ in
            options.json = true
        },
        OptionSpec(name: "--units", valueName: "UNITS", help: "metric (default), imperial or standard; human view only")
        { options, value throws(InvalidValue) in
            options.units = try Validate.units(value)
        },
        OptionSpec(name: "--lang", valueName: "CODE", help: "language of the descriptions, e.g. de, fr, pt_br") {
            options, value throws(InvalidValue) in
            options.language = try Validate.language(value)
        },
        OptionSpec(
            name: "--api-key", valueName: "KEY", help: "OpenWeatherMap API key (visible in ps: prefer the environment)"
        ) { options, value throws(InvalidValue) in
            options.apiKey = try Validate.apiKey(value)
        },
        OptionSpec(
            name: "--config", valueName: "PATH", help: "config file (default $XDG_CONFIG_HOME/weather/config.json)"
        ) { options, value throws(InvalidValue) in
            guard !value.isEmpty else { throw InvalidValue(expected: "a file path") }
            options.configPath = value
        },
        OptionSpec(name: "--base-url", valueName: "URL", help: "API base URL (default https://api.openweathermap.org)")
        { options, value throws(InvalidValue) in
            options.baseURL = try Validate.baseURL(value)
        },
        OptionSpec(name: "--timeout", valueName: "SECONDS", help: "give up on the request after this long (default 10)")
        { options, value throws(InvalidValue) in
            options.timeoutSeconds = try Validate.timeout(Validate.number(value))
        },
        OptionSpec(name: "--help", short: "-h", valueName: nil, help: "show this help and exit") { options, _ in
            options.showHelp = true
        },
        OptionSpec(name: "--version", valueName: nil, help: "print the version and exit") { options, _ in
            options.showVersion = true
        },
    ]
}
