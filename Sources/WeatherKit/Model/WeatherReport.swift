import FoundationEssentials

/// Everything shown for one place: what was asked, how the geocoder resolved it, and the data.
public struct WeatherReport: Sendable, Equatable {
    public var query: Query
    /// The geocoder's first match, when a name or zip was looked up.
    public var place: GeocodedPlace?
    /// How many matches the geocoder returned (1 when it was not used).
    public var matchCount: Int
    public var current: CurrentWeather
    public var forecast: Forecast?
    /// The forecast as the API sent it, before `--forecast DAYS` trimmed it: templates read
    /// today's and tomorrow's values from it.
    public var untrimmedForecast: Forecast?
    /// The whole forecast that came: untrimmed when `--forecast DAYS` trimmed ``forecast``.
    public var wholeForecast: Forecast? { untrimmedForecast ?? forecast }

    /// "Will it rain?" over the whole forecast the API sent (before `--forecast DAYS` trims it),
    /// when a forecast came.
    public var outlook: Outlook?
    /// The air quality now, when asked for (`--air`): the hour the API sent, or none when it sent
    /// an empty list. Nil when not asked for, or when it failed (see ``failures``).
    public var air: [AirReading]?
    /// One Call's alerts in force (empty: none); nil when One Call was not used.
    public var alerts: [WeatherAlert]?
    /// Rain in the next hour, from One Call's minutes.
    public var rainSoon: RainSoon?
    /// How One Call went, when `--onecall` asked for it.
    public var oneCall: OneCallUse?
    /// The sky (`--sky`), worked out for the place: today's first, then each further day of the
    /// forecast's. Nil when not asked for.
    public var sky: [Sky]?
    /// The parts that were asked for and failed although the current weather came.
    public var failures: [PartFailure] = []
    /// What the cache could not do while the report was fetched (it came all the same).
    public var cacheWarnings: [CacheWarning] = []
    /// The clock's time when the report was put together: what "the next 24 h" and "today" in the
    /// forecast's outlook are counted from. Nil for `--input`.
    public var madeAt: Date?
    /// When the current weather was fetched from the network (now, or when its cache entry was
    /// made); nil for `--input`, which was not fetched by us.
    public var fetchedAt: Date?
    /// Set when an old answer is shown because a fresh one could not be had.
    public var stale: StaleNotice?
    /// Who the weather came from.
    public var source: Provider
    /// The providers of a chain asked before ``source``, which could not answer.
    public var fallbacks: [ProviderFallback] = []
    /// Others whose data the report shows beside ``source``'s (Open-Meteo's names and air beside
    /// MET Norway's weather), credited with it.
    public var alsoFrom: [Provider] = []
    /// Set when the place was found by the machine's IP address (`--here`): by which locator, and
    /// whether that is an old answer.
    public var located: Located?
    /// The weather at this hour yesterday (`--yesterday`), from one Open-Meteo answer.
    public var dayBefore: DayBefore?
    /// Whether the warnings in ``alerts`` could be asked; nil when none were (`--no-warnings`,
    /// or a form that shows none).
    public var alertsStatus: AlertsStatus?
    /// The national service whose warnings were asked for and came (none in force, maybe).
    public var warningsFrom: WarningService?

    public init(
        query: Query, place: GeocodedPlace?, matchCount: Int, current: CurrentWeather, forecast: Forecast? = nil,
        fetchedAt: Date?, stale: StaleNotice? = nil, source: Provider
    ) {
        self.source = source
        self.query = query
        self.place = place
        self.matchCount = matchCount
        self.current = current
        self.forecast = forecast
        self.fetchedAt = fetchedAt
        self.stale = stale
    }

    /// The run's exit code for this report: the first failed part's that counts (only the
    /// forecast's does; see ``PartFailure``), else success.
    public var exitCode: ExitCode { failures.map(\.exitCode).first { $0 != .success } ?? .success }

    /// The failure of `part`, if it was asked for and failed.
    public func failure(of part: ReportPart) -> PartFailure? { failures.first { $0.part == part } }

    /// The location with the geocoder's name and state, which are better than the weather
    /// endpoint's (it has no state, and names the nearest station's town).
    public var location: Location {
        var location = current.location
        if let place {
            location.name = place.name ?? location.name
            location.state = place.state
            location.country = place.country ?? location.country
        }
        return location
    }
}
