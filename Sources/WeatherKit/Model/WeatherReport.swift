/// Everything shown for one place: what was asked, how the geocoder resolved it, and the data.
public struct WeatherReport: Sendable, Equatable {
    public var query: Query
    /// The geocoder's first match, when a name or zip was looked up.
    public var place: GeocodedPlace?
    /// How many matches the geocoder returned (1 when it was not used).
    public var matchCount: Int
    public var current: CurrentWeather
    public var forecast: Forecast?

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
