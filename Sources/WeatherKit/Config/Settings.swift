import Dispatch
import FoundationEssentials

/// Everything one run needs, resolved with the precedence flags, then environment, then config
/// file, then defaults.
public struct Settings: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// One or more places to fetch, in the order given.
        case places([PlaceQuery])
        case input(path: String)
    }

    public var source: Source
    public var json: Bool
    /// Days of forecast (1…5), or nil for none.
    public var forecastDays: Int?
    public var hourly: Bool
    public var listMatches: Bool
    public var localTime: Bool
    public var cache: CachePolicy
    public var retry: RetryPolicy
    /// `--format` or config `format`: print one line per place from this template.
    public var template: Template?
    public var waybar: Bool
    public var color: ColorChoice
    public var units: Units
    public var language: String?
    public var baseURL: URL
    public var timeoutSeconds: Double
    /// Nil is allowed here: `--input` needs no key. The fetch path asks for it.
    public var apiKey: String?
    /// The config file that was (or would have been) read, for messages.
    public var configPath: String?

    public static let defaultTimeoutSeconds = 10.0

    /// - Throws: ``CommandLineError`` for a missing or conflicting location, ``ConfigError`` for
    ///   a bad environment variable (the config file itself has been validated already).
    public static func resolve(
        _ options: CommandLineOptions, environment: [String: String], config: ConfigFile, configPath: String?
    ) throws -> Settings {
        let source = try source(options, config: config)
        try checkCombinations(options, source: source)
        return Settings(
            source: source,
            json: options.json,
            forecastDays: options.forecastDays ?? (options.hourly ? 5 : nil),
            hourly: options.hourly,
            listMatches: options.listMatches,
            localTime: options.localTime,
            cache: CachePolicy(
                ttl: options.cacheTTL ?? config.cacheTTL ?? CachePolicy.defaultTTL, refresh: options.refresh,
                offline: options.offline),
            retry: RetryPolicy(retries: options.retries ?? config.retries ?? RetryPolicy.defaultRetries),
            template: options.template ?? config.template,
            waybar: options.waybar,
            color: options.color ?? .auto,
            units: options.units ?? config.units ?? .metric,
            language: options.language ?? config.lang,
            baseURL: try options.baseURL ?? environmentBaseURL(environment) ?? config.baseURL
                ?? OpenWeatherMapClient.defaultBaseURL,
            timeoutSeconds: options.timeoutSeconds ?? config.timeoutSeconds ?? defaultTimeoutSeconds,
            apiKey: try options.apiKey ?? environmentAPIKey(environment) ?? config.apiKey,
            configPath: configPath)
    }

    /// Places from the command line (coordinates from `--lat`/`--lon` first, then the rest in
    /// order), else config `places`, else config `location`.
    private static func source(_ options: CommandLineOptions, config: ConfigFile) throws -> Source {
        var places = options.places
        switch (options.latitude, options.longitude) {
        case let (latitude?, longitude?):
            places.insert(.coordinates(Coordinates(latitude: latitude, longitude: longitude)), at: 0)
        case (.some, nil): throw CommandLineError.incomplete("--lat needs --lon as well")
        case (nil, .some): throw CommandLineError.incomplete("--lon needs --lat as well")
        case (nil, nil): break
        }
        if let path = options.inputPath {
            guard places.isEmpty else { throw CommandLineError.conflict("--input cannot be combined with a place") }
            return .input(path: path)
        }
        if !places.isEmpty { return .places(places) }
        if let places = config.places { return .places(places) }
        if let location = config.location { return .places([.coordinates(location)]) }
        throw CommandLineError.noLocation
    }

    private static func checkCombinations(_ options: CommandLineOptions, source: Source) throws {
        if options.offline && options.refresh {
            throw CommandLineError.conflict("--offline and --refresh contradict each other; drop one")
        }
        if options.json && (options.waybar || options.template != nil) {
            throw CommandLineError.conflict("--json cannot be combined with --format or --waybar; pick one output")
        }
        if options.waybar, case .places(let places) = source, places.count > 1 {
            throw CommandLineError.conflict("--waybar shows one place; give exactly one")
        }
        if case .input = source, options.forecastDays != nil || options.hourly {
            throw CommandLineError.conflict("--forecast and --hourly need a place; --input holds current weather only")
        }
        if options.listMatches {
            guard case .places(let places) = source, places.count == 1, case .city = places[0] else {
                throw CommandLineError.conflict(
                    "--matches needs exactly one place name, e.g. weather --matches Springfield")
            }
        }
    }

    /// `OPENWEATHERMAP_API_KEY`, then `OWM_API_KEY`; an empty variable counts as unset.
    private static func environmentAPIKey(_ environment: [String: String]) throws -> String? {
        for name in ["OPENWEATHERMAP_API_KEY", "OWM_API_KEY"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            do {
                return try Validate.apiKey(value)
            } catch {
                throw ConfigError.badValue(
                    source: "environment variable", key: name, expected: error.expected, found: "a malformed key")
            }
        }
        return nil
    }

    private static func environmentBaseURL(_ environment: [String: String]) throws -> URL? {
        let name = "OPENWEATHERMAP_BASE_URL"
        guard let value = environment[name], !value.isEmpty else { return nil }
        do {
            return try Validate.baseURL(value)
        } catch {
            throw ConfigError.badValue(
                source: "environment variable", key: name, expected: error.expected,
                found: "\"\(value.truncated(to: 80))\"")
        }
    }
}
