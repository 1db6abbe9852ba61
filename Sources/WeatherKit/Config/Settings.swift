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
    public var format: OutputFormat
    /// How much forecast to show, or nil for none.
    public var forecast: ForecastSpan?
    public var hourly: Bool
    /// Show the forecast's table (days, or steps with `--hourly`): when it was asked for, not
    /// when only `--chart` fetched it.
    public var forecastTable: Bool
    /// `--chart`: hours of meteogram, or nil for none.
    public var chartHours: Int?
    /// `--onecall` (or config `onecall`): One Call with this daily limit; nil when not asked.
    public var oneCallLimit: Int?
    /// `--alerts`: whole alert texts.
    public var fullAlerts: Bool
    /// Fetch the air quality (`--air`, config `air`, or a template that shows it).
    public var air: Bool
    /// Fetch the air forecast too: `--air` (or config `air`) with a daily forecast asked for by flag.
    public var airForecast: Bool
    /// The forecast is fetched only for a template's placeholders.
    public var forecastIsExtra: Bool
    public var listMatches: Bool
    public var localTime: Bool
    public var cache: CachePolicy
    public var retry: RetryPolicy
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

    /// - Parameters:
    ///   - flags: what the command line said.
    ///   - config: what the config file said (empty when there is none).
    /// - Throws: ``CommandLineError`` for a missing or conflicting location or output,
    ///   ``ConfigError`` for a bad environment variable (the config file itself has been validated
    ///   already).
    public static func resolve(
        flags: Options, environment: [String: String], config: Options, configPath: String?
    ) throws -> Settings {
        let source = try source(flags, config: config)
        try checkCombinations(flags, config: config, source: source)
        let format = try OutputFormat.decide(flags: flags, config: config)
        let askedForecast = flags.forecast ?? (flags.hourly ? .everything : nil)
        let askedAir = flags.air ?? config.air ?? false
        let template = format.template
        return Settings(
            source: source,
            format: format,
            // A template that shows the forecast or the air quality fetches it by itself.
            forecast: askedForecast ?? (template?.needsForecast == true || flags.chartDays != nil ? .everything : nil),
            hourly: flags.hourly,
            forecastTable: askedForecast != nil || template?.needsForecast == true,
            chartHours: flags.chartDays.map { $0 * 24 },
            oneCallLimit: (flags.oneCall ?? config.oneCall ?? false)
                ? (flags.oneCallLimit ?? config.oneCallLimit ?? OneCallBudget.defaultLimit) : nil,
            fullAlerts: flags.fullAlerts,
            air: askedAir || template?.needsAir == true,
            // The hourly rows show no air index: only the daily table needs the air forecast.
            airForecast: askedAir && askedForecast != nil && !flags.hourly,
            forecastIsExtra: askedForecast == nil && flags.chartDays == nil,
            listMatches: flags.listMatches,
            localTime: flags.localTime,
            cache: CachePolicy(
                ttl: flags.cacheTTL ?? config.cacheTTL ?? CachePolicy.defaultTTL, refresh: flags.refresh,
                offline: flags.offline),
            retry: RetryPolicy(retries: flags.retries ?? config.retries ?? RetryPolicy.defaultRetries),
            color: flags.color ?? .auto,
            units: flags.units ?? config.units ?? .metric,
            language: flags.language ?? config.language,
            baseURL: try flags.baseURL ?? environmentBaseURL(environment) ?? config.baseURL
                ?? OpenWeatherMapClient.defaultBaseURL,
            timeoutSeconds: flags.timeoutSeconds ?? config.timeoutSeconds ?? defaultTimeoutSeconds,
            apiKey: try flags.apiKey ?? environmentAPIKey(environment) ?? config.apiKey,
            configPath: configPath)
    }

    /// Places from the command line (coordinates from `--lat`/`--lon` first, then the rest in
    /// order), else config `places`, else config `location`.
    private static func source(_ flags: Options, config: Options) throws -> Source {
        var places = flags.places
        switch (flags.latitude, flags.longitude) {
        case let (latitude?, longitude?):
            places.insert(.coordinates(Coordinates(latitude: latitude, longitude: longitude)), at: 0)
        case (.some, nil): throw CommandLineError.incomplete("--lat needs --lon as well")
        case (nil, .some): throw CommandLineError.incomplete("--lon needs --lat as well")
        case (nil, nil): break
        }
        if let path = flags.inputPath {
            guard places.isEmpty else { throw CommandLineError.conflict("--input cannot be combined with a place") }
            return .input(path: path)
        }
        if !places.isEmpty { return .places(places) }
        if !config.places.isEmpty { return .places(config.places) }
        if let latitude = config.latitude, let longitude = config.longitude {
            return .places([.coordinates(Coordinates(latitude: latitude, longitude: longitude))])
        }
        throw CommandLineError.noLocation
    }

    private static func checkCombinations(_ flags: Options, config: Options, source: Source) throws {
        if flags.offline && flags.refresh {
            throw CommandLineError.conflict("--offline and --refresh contradict each other; drop one")
        }
        if flags.waybar, case .places(let places) = source, places.count > 1 {
            throw CommandLineError.conflict("--waybar shows one place; give exactly one")
        }
        if case .input = source, flags.forecast != nil || flags.hourly {
            throw CommandLineError.conflict("--forecast and --hourly need a place; --input holds current weather only")
        }
        let oneCall = flags.oneCall ?? config.oneCall ?? false
        if !oneCall, case .days(let days)? = flags.forecast, days > Validate.forecastDayRange.upperBound {
            let flag = flags.hourly ? "--hourly" : "--forecast"
            throw CommandLineError.conflict(
                "\(flag) \(days): the free forecast has 5 days; 6 to 8 need --onecall (One Call 3.0)")
        }
        if flags.fullAlerts, !oneCall {
            throw CommandLineError.conflict(
                "--alerts prints One Call's weather alerts; add --onecall (or config onecall)")
        }
        if let days = flags.chartDays, days > Validate.forecastDayRange.upperBound {
            throw CommandLineError.conflict("--chart \(days): the chart draws at most 5 days")
        }
        if case .input = source, flags.oneCall == true {
            throw CommandLineError.conflict("--onecall needs a place; --input holds current weather only")
        }
        if case .input = source, flags.chartDays != nil {
            throw CommandLineError.conflict("--chart needs a place; --input holds current weather only")
        }
        if case .input = source, flags.air == true {
            throw CommandLineError.conflict("--air needs a place; --input holds current weather only")
        }
        if flags.listMatches {
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
