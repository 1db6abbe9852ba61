import FoundationEssentials

/// Everything one run needs, resolved once, with the precedence flags, then environment, then
/// config file, then defaults: what the run does (``Mode``), what it fetches (``FetchPlan``), how
/// it shows it (``DisplayStyle``, and the ``OutputForm``), and how it reaches the server.
public struct Settings: Sendable {
    /// How the run reaches its provider and uses the cache.
    public struct Network: Sendable, Equatable {
        /// Where the weather comes from: the first of ``chain``.
        public var provider: Provider
        /// The providers asked in turn, each when the one before cannot answer
        /// (``ProviderChoice/providers(hasKey:)``); one for most runs.
        public var chain: [Provider]
        /// The server to ask instead of each provider's own, where one is set, and where that came
        /// from (for a message about a server that could not be reached): for the provider in use
        /// `--base-url`, its variable or the config's `base_url`; for one whose services it borrows
        /// (Open-Meteo's geocoder beside MET Norway), its variable or its entry in `base_url`.
        public var servers: [Provider: ServerSetting] = [:]

        /// The provider in use's server; nil for its own.
        public var baseURL: URL? { servers[provider]?.url }
        /// Where ``baseURL`` came from.
        public var baseURLOrigin: SettingOrigin { servers[provider]?.origin ?? .builtIn }
        /// The key, for a provider that takes one. Nil is allowed here: `--input` needs no key. The
        /// modes that fetch ask for it.
        public var apiKey: String?
        /// Where ``apiKey`` came from, for a message about a key that is refused.
        public var apiKeyOrigin: SettingOrigin = .builtIn
        public var timeoutSeconds: Double
        /// `weather/VERSION (CONTACT)`.
        public var userAgent = WeatherVersion.userAgent()
        public var retry: RetryPolicy
        public var cache: CachePolicy
        /// How long `--here`'s place is kept (`--locate-ttl`).
        public var locateTTL = LocatorClient.defaultKeepSeconds
        /// The server every locator is asked at instead of its own (`WEATHER_LOCATOR_BASE_URL`).
        public var locatorServer: ServerSetting?
        /// The server each warning service is asked at instead of its own: `NWS_BASE_URL`, and
        /// MetAlerts at MET Norway's (`MET_NORWAY_BASE_URL`, config `base_url`).
        public var warningServers: [WarningService: ServerSetting] = [:]
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
        let request = try Request.resolve(
            flags: flags, environment: environment, config: config, configPath: configPath,
            outputIsTerminal: outputIsTerminal, terminalColumns: terminalColumns)
        let form = OutputForms.decide(request)
        return Settings(
            mode: request.mode, form: form, plan: plan(request, form: form), style: request.style,
            network: request.network, oneCallDailyLimit: request.dailyLimit, configPath: request.configPath,
            notify: request.notify)
    }

    /// What to fetch: what the request asks for, and what the form needs (a template's
    /// placeholders fetch the forecast or the air quality by themselves), and no more than the
    /// form shows.
    private static func plan(_ request: Request, form: any OutputForm) -> FetchPlan {
        let notify = request.notify
        // `--chart` asks for the forecast by name too: its failure decides the exit code.
        let byName = request.forecast ?? (request.chartDays != nil ? .everything : nil)
        // `--notify` looks for rain in the forecast's steps, unless One Call's next hour has it.
        let notifyNeedsForecast = notify != nil && !request.oneCall
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
        let spanHours = (request.forecast?.days ?? 2) * 24
        var stepHours = max(request.hourly ? spanHours : 0, (request.chartDays ?? 0) * 24)
        if form.shows(.steps), !form.needs(.steps), !request.hourly, request.chartDays == nil {
            stepHours = spanHours
        }
        stepHours = max(stepHours, form.stepHoursNeeded)
        let sections = FetchPlan.OneCall.Sections(
            minutes: wanted(.nextHour), hours: forecast != nil && wanted(.steps) ? stepHours : 0,
            days: forecast != nil && wanted(.days), alerts: wanted(.alerts))
        var plan = FetchPlan(
            language: request.language,
            forecast: forecast,
            air: (request.air && form.shows(.air)) || form.needs(.air) || notify?.airLevel != nil,
            // The hourly rows show no air index: only the daily table needs the air forecast.
            airForecast: request.air && request.forecast != nil && !request.hourly && form.shows(.airForecast),
            oneCall: request.oneCall
                ? FetchPlan.OneCall(
                    dailyLimit: request.dailyLimit, askAgain: request.refresh, version: request.oneCallVersion,
                    sections: sections) : nil,
            sky: (request.sky && form.shows(.sky)) || form.needs(.sky),
            yesterday: (request.yesterday && form.shows(.yesterday)) || form.needs(.yesterday))
        plan.warnings = request.warnings && wanted(.alerts)
        return plan
    }
}
