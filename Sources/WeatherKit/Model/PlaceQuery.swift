/// A place as the user named it: on the command line, as a bare argument or in config `places`.
public indirect enum PlaceQuery: Sendable, Equatable {
    case coordinates(Coordinates)
    /// `NAME[,STATE][,COUNTRY]`, geocoded with `/geo/1.0/direct`.
    case city(String)
    /// `CODE[,COUNTRY]`, geocoded with `/geo/1.0/zip`.
    case zip(String)
    /// A name from the config's `places` object (`home`), as typed, and the place it stands for.
    /// The name itself never reaches the geocoder: only `place` is fetched (geocoded when it is a
    /// town's name), while messages and JSON's `query` keep what the user typed.
    case alias(name: String, place: PlaceQuery)
    /// Where the machine is, by its IP address (`--here`, config `"location": "auto"`): asked of a
    /// ``Locator`` only then.
    case here

    /// How this query is shown in messages: `London,GB`, `zip 10018,US`, `51.5,-0.1`; an alias by
    /// the name the user typed (`home`), which is how they will recognise it among several places.
    public var label: String {
        switch self {
        case .coordinates(let point):
            NumberText.trimmed(point.latitude, maxDecimals: 7) + ","
                + NumberText.trimmed(point.longitude, maxDecimals: 7)
        case .city(let name): name
        case .zip(let code): "zip " + code
        case .alias(let name, _): name
        case .here: "here"
        }
    }

    /// What is fetched: the place an alias stands for, or the query itself.
    public var target: PlaceQuery {
        guard case .alias(_, let place) = self else { return self }
        return place.target
    }
}
