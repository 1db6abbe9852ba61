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
    /// Set when the forecast was asked for and failed although the current weather came.
    public var forecastFailure: ForecastFailure?
    /// When the current weather was fetched from the network (now, or when its cache entry was
    /// made); nil for `--input`, which was not fetched by us.
    public var fetchedAt: Date?
    /// Set when an old answer is shown because a fresh one could not be had.
    public var stale: StaleNotice?

    public init(
        query: Query, place: GeocodedPlace?, matchCount: Int, current: CurrentWeather, forecast: Forecast? = nil,
        fetchedAt: Date?, stale: StaleNotice? = nil
    ) {
        self.query = query
        self.place = place
        self.matchCount = matchCount
        self.current = current
        self.forecast = forecast
        self.fetchedAt = fetchedAt
        self.stale = stale
    }

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
