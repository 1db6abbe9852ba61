import FoundationEssentials

/// What one source of settings said: the command line, or the config file (which fills the same
/// fields through the same ``OptionSpec`` table). ``Settings`` merges them with the environment.
public struct Options: Sendable, Equatable {
    public var latitude: Double?
    public var longitude: Double?
    public var json = false
    public var units: Units?
    /// `--wind-unit`, config `wind_unit`.
    public var windUnit: SpeedUnit?
    /// `--clock`, config `clock`.
    public var clock: Clock?
    public var language: String?
    public var apiKey: String?
    /// `--provider`, config `provider`.
    public var provider: ProviderChoice?
    public var configPath: String?
    public var baseURL: URL?
    /// Config `base_url` as an object: each provider's own base URL, used with that provider alone.
    public var providerBaseURLs: [Provider: URL] = [:]
    public var timeoutSeconds: Double?
    /// `--contact`: sent in the User-Agent.
    public var contact: String?
    public var inputPath: String?
    /// `--city`, `--zip` and bare arguments, in the order given; config `places`.
    public var places: [PlaceQuery] = []
    /// Config `places` as an object (`{"home": "51.5,-0.1"}`), in file order: the aliases a bare
    /// argument may name.
    public var aliases: [NamedPlace] = []
    /// Which of `places` came as bare arguments: only those may name an alias (`--city home`
    /// always asks the geocoder for the town).
    public var bareArguments: Set<Int> = []
    /// A flag whose value may be left out, and the argument after it that was read as a place
    /// instead: `["--watch": "abc"]`.
    public var placeAfter: [String: String] = [:]
    /// `--places`: list the config's places and exit.
    public var listPlaces = false
    /// `--place-names`: list the config's aliases alone, one a line (for completions), and exit.
    public var listPlaceNames = false
    /// `--forecast-days`: list what `--forecast` takes with the provider in use (for completions), and exit.
    public var listForecastDays = false
    /// Days of forecast (1…5) when `--forecast` or `--hourly` was given.
    public var forecast: ForecastSpan?
    public var hourly = false
    /// `--chart [DAYS]`: how many days of meteogram (2 without a number).
    public var chartDays: Int?
    /// What a bare `--chart` draws.
    static let defaultChartDays = 2
    /// `--onecall`, config `onecall`: nil when neither said.
    public var oneCall: Bool?
    /// `--onecall-daily-limit`, config `onecall_daily_limit`.
    public var oneCallLimit: Int?
    /// `--onecall-version`, config `onecall_version`.
    public var oneCallVersion: OneCallChoice?
    /// `--onecall-usage`: print today's One Call count and exit.
    public var showOneCallUsage = false
    /// `--alerts`: each alert's whole text.
    public var fullAlerts = false
    /// `--air`, config `air`: nil when neither said.
    public var air: Bool?
    /// `--aqi-scale`, config `aqi_scale`: the scale the air quality index is shown on.
    public var aqiScale: AirQualityScale?
    /// `--sky`, config `sky`: nil when neither said.
    public var sky: Bool?
    /// `--notify`, or implied by `--notify-rain` or `--notify-air`.
    public var notify = false
    /// `--notify-rain MINUTES`.
    public var notifyRainMinutes: Int?
    /// `--notify-air LEVEL`.
    public var notifyAirLevel: Int?
    /// `--watch [INTERVAL]`: seconds between refreshes.
    public var watchSeconds: Double?
    /// What a bare `--watch` waits between refreshes: ten minutes, the cache's own lifetime.
    static let defaultWatchSeconds = 600.0
    public var listMatches = false
    public var localTime = false
    public var cacheTTL: Double?
    /// `--locate-ttl`, config `locate_ttl_s`: how long `--here`'s place is kept.
    public var locateTTL: Double?
    /// Config `"location": "auto"`: a run without a place is located by IP address.
    public var locateHere = false
    /// `--yesterday`, config `yesterday`: the difference from this hour yesterday.
    public var yesterday: Bool?
    /// `--no-warnings` (false), config `warnings`: official warnings where a service covers the place.
    public var warnings: Bool?
    public var retries: Int?
    public var refresh = false
    public var clearCache = false
    public var offline = false
    public var template: Template?
    public var waybar = false
    public var color: ColorChoice?
    /// `--generate`: print the man page or a completion script instead of running.
    public var generate: GeneratedFile?
    public var showHelp = false
    /// `-h`: the usage and the common flags, not every one.
    public var briefHelp = false
    public var showVersion = false

    public init() {}
}
