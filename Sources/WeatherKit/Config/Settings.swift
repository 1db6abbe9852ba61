import FoundationEssentials

/// Everything one run needs, resolved once, with the precedence flags, then environment, then
/// config file, then defaults: what the run does (``Mode``), what it fetches (``FetchPlan``), how
/// it shows it (``DisplayStyle``, and the ``OutputForm``), and how it reaches the server.
public struct Settings: Sendable {
    /// How the run reaches OpenWeatherMap and uses the cache.
    public struct Network: Sendable, Equatable {
        public var baseURL: URL
        /// Where ``baseURL`` came from, for a message about a server that could not be reached.
        public var baseURLOrigin: SettingOrigin = .builtIn
        /// Nil is allowed here: `--input` needs no key. The modes that fetch ask for it.
        public var apiKey: String?
        /// Where ``apiKey`` came from, for a message about a key that is refused.
        public var apiKeyOrigin: SettingOrigin = .builtIn
        public var timeoutSeconds: Double
        public var retry: RetryPolicy
        public var cache: CachePolicy
    }

    public var mode: Mode
    public var form: any OutputForm
    public var plan: FetchPlan
    public var style: DisplayStyle
    public var network: Network
    /// One Call's calls per UTC day (`--onecall-daily-limit`, config `onecall_daily_limit`), for
    /// the plan and `--onecall-usage`.
    public var oneCallDailyLimit: Int
    /// The config file that was (or would have been) read, for messages.
    public var configPath: String?
    /// `--notify`'s rules; nil without it.
    public var notify: NotifyRules?

    public static let defaultTimeoutSeconds = 10.0

    /// - Parameters:
    ///   - flags: what the command line said.
    ///   - config: what the config file said (empty when there is none).
    ///   - outputIsTerminal: whether stdout is a terminal (`--color auto`).
    ///   - terminalColumns: its width, when it is one.
    /// - Throws: ``CommandLineError`` for a missing place or flags that contradict each other,
    ///   ``ConfigError`` for a bad environment variable (the config file itself has been validated
    ///   already).
    public static func resolve(
        flags: Options, environment: [String: String], config: Options, configPath: String?,
        outputIsTerminal: Bool = false, terminalColumns: Int? = nil
    ) throws -> Settings {
        let mode = try Mode.decide(flags, config: config)
        let style = DisplayStyle.resolve(
            flags: flags, config: config, environment: environment, outputIsTerminal: outputIsTerminal,
            terminalColumns: terminalColumns)
        let form = try OutputForms.decide(flags: flags, config: config, mode: mode, style: style)
        let dailyLimit = flags.oneCallLimit ?? config.oneCallLimit ?? OneCallBudget.defaultLimit
        let notify =
            flags.notify
            ? NotifyRules(
                rainMinutes: flags.notifyRainMinutes ?? NotifyRules.defaultRainMinutes, airLevel: flags.notifyAirLevel)
            : nil
        return Settings(
            mode: mode, form: form,
            plan: try plan(flags, config, form: form, dailyLimit: dailyLimit, notify: notify), style: style,
            network: try network(flags, environment, config, configPath: configPath), oneCallDailyLimit: dailyLimit,
            configPath: configPath,
            notify: notify)
    }

    /// What to fetch: what the flags and config ask for, and what the form needs (a template's
    /// placeholders fetch the forecast or the air quality by themselves), and no more than the
    /// form shows.
    private static func plan(
        _ flags: Options, _ config: Options, form: any OutputForm, dailyLimit: Int, notify: NotifyRules?
    ) throws
        -> FetchPlan
    {
        let oneCall = flags.oneCall ?? config.oneCall ?? false
        if !oneCall, case .days(let days)? = flags.forecast, days > Validate.forecastDayRange.upperBound {
            let flag = flags.hourly ? "--hourly" : "--forecast"
            throw CommandLineError.conflict(
                "\(flag) \(days): the free forecast has 5 days; 6 to 8 need --onecall (One Call)")
        }
        if flags.fullAlerts, !oneCall {
            throw CommandLineError.conflict(
                "--alerts prints One Call's weather alerts; add --onecall (or config onecall)")
        }
        let askedForecast = flags.forecast ?? (flags.hourly ? .everything : nil)
        // `--chart` asks for the forecast by name too: its failure decides the exit code.
        let byName = askedForecast ?? (flags.chartDays != nil ? .everything : nil)
        // `--aqi-scale epa` typed on the command line is a request to see the air quality; in the
        // config file it only chooses the scale for the runs that show it.
        let askedAir = flags.air ?? (flags.aqiScale != nil ? true : nil) ?? config.air ?? false
        // `--notify` looks for rain in the forecast's steps, unless One Call's next hour has it.
        let notifyNeedsForecast = notify != nil && !oneCall
        let forecast =
            byName.map { FetchPlan.Forecast(span: $0) }
            ?? (form.needs(.forecast) || notifyNeedsForecast
                ? FetchPlan.Forecast(span: .everything, askedByName: false) : nil)
        /// Whether the form shows a part (or its template, or `--notify`, needs one).
        func wanted(_ part: ReportPart) -> Bool {
            form.shows(part) || form.needs(part) || (notify != nil && [.nextHour, .alerts].contains(part))
        }
        // One Call 4.0 asks for each part on its own, a call each: only what the output shows.
        // Hours of steps: the hourly table's days and the chart's, all of them for a form that shows
        // every step it gets (JSON), and for a template's `{rain_next}`.
        let spanHours = (askedForecast?.days ?? 2) * 24
        var stepHours = max(flags.hourly ? spanHours : 0, (flags.chartDays ?? 0) * 24)
        if form.shows(.steps), !form.needs(.steps), !flags.hourly, flags.chartDays == nil { stepHours = spanHours }
        stepHours = max(stepHours, form.stepHoursNeeded)
        let sections = FetchPlan.OneCall.Sections(
            minutes: wanted(.nextHour), hours: forecast != nil && wanted(.steps) ? stepHours : 0,
            days: forecast != nil && wanted(.days), alerts: wanted(.alerts))
        return FetchPlan(
            language: flags.language ?? config.language,
            forecast: forecast,
            air: (askedAir && form.shows(.air)) || form.needs(.air) || notify?.airLevel != nil,
            // The hourly rows show no air index: only the daily table needs the air forecast.
            airForecast: askedAir && askedForecast != nil && !flags.hourly && form.shows(.airForecast),
            oneCall: oneCall
                ? FetchPlan.OneCall(
                    dailyLimit: dailyLimit, askAgain: flags.refresh,
                    version: flags.oneCallVersion ?? config.oneCallVersion ?? .auto, sections: sections) : nil,
            sky: ((flags.sky ?? config.sky ?? false) && form.shows(.sky)) || form.needs(.sky))
    }

    private static func network(
        _ flags: Options, _ environment: [String: String], _ config: Options, configPath: String?
    ) throws
        -> Network
    {
        if flags.offline && flags.refresh {
            throw CommandLineError.conflict("--offline and --refresh contradict each other; drop one")
        }
        let inConfig = { (key: String) in SettingOrigin.configFile(key: key, path: configPath) }
        let baseURL: (URL, SettingOrigin) =
            try flags.baseURL.map { ($0, .flag("--base-url")) }
            ?? environmentBaseURL(environment).map { ($0, .environment(EnvironmentVariable.baseURL.rawValue)) }
            ?? config.baseURL.map { ($0, inConfig("base_url")) } ?? (OpenWeatherMapClient.defaultBaseURL, .builtIn)
        let apiKey: (String, SettingOrigin)? =
            try flags.apiKey.map { ($0, .flag("--api-key")) } ?? environmentAPIKey(environment)
            ?? config.apiKey.map { ($0, inConfig("api_key")) }
        return Network(
            baseURL: baseURL.0, baseURLOrigin: baseURL.1, apiKey: apiKey?.0, apiKeyOrigin: apiKey?.1 ?? .builtIn,
            timeoutSeconds: flags.timeoutSeconds ?? config.timeoutSeconds ?? defaultTimeoutSeconds,
            retry: RetryPolicy(retries: flags.retries ?? config.retries ?? RetryPolicy.defaultRetries),
            cache: CachePolicy(
                ttl: flags.cacheTTL ?? config.cacheTTL ?? CachePolicy.defaultTTL, refresh: flags.refresh,
                offline: flags.offline))
    }

    /// `OPENWEATHERMAP_API_KEY`, then `OWM_API_KEY`, with the variable's origin; an empty
    /// variable counts as unset.
    private static func environmentAPIKey(_ environment: [String: String]) throws -> (String, SettingOrigin)? {
        for variable in [EnvironmentVariable.openWeatherMapAPIKey, .owmAPIKey] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            do {
                return (try Validate.apiKey(value), .environment(variable.rawValue))
            } catch {
                throw ConfigError.badValue(
                    source: "environment variable", key: variable.rawValue, expected: error.expected,
                    found: "a malformed key")
            }
        }
        return nil
    }

    private static func environmentBaseURL(_ environment: [String: String]) throws -> URL? {
        let name = EnvironmentVariable.baseURL.rawValue
        guard let value = environment[.baseURL], !value.isEmpty else { return nil }
        do {
            return try Validate.baseURL(value)
        } catch {
            throw ConfigError.badValue(
                source: "environment variable", key: name, expected: error.expected,
                found: "\"\(value.truncated(to: 80))\"")
        }
    }
}
