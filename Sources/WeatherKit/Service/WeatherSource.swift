import FoundationEssentials

/// Where a report's weather comes from: a value each provider's own files build
/// (`WeatherSource.openWeatherMap`, `.openMeteo`), a struct of closures in the style of
/// swift-dependencies, so that ``ReportAssembler`` puts every report together the same way
/// whoever answers, and a test hands it one of its own.
public struct WeatherSource: Sendable {
    /// Who answers: the report's `source`.
    public var provider: Provider
    /// The weather now at a place (its point, and what the geocoder knew of it: a height, a time
    /// zone) and, when the plan has one, its forecast.
    /// - Throws: the current weather's failure; the forecast's travels in the answer.
    public var weather: @Sendable (ResolvedPlace) async throws -> SourceWeather
    /// The air quality now, when the source has it.
    public var air: (@Sendable (Coordinates) async throws -> Fetched<[AirReading]>)?
    /// The air quality by the hour, for each forecast day's worst.
    public var airForecast: (@Sendable (Coordinates) async throws -> Fetched<[AirReading]>)?
    /// What to open while the place is being found, so the weather's requests go out on warm
    /// connections (OpenWeatherMap's second connection); nil for nothing.
    public var warmUp: (@Sendable () async -> Void)?
    /// Whose the air quality is, when another's (Open-Meteo's beside MET Norway): credited with it.
    public var airProvider: Provider
    /// This hour yesterday, for a source whose weather's answer does not reach back a day (the
    /// weather's own ``SourceWeather/dayBefore`` otherwise), and whose it is: credited with it.
    public var yesterday: (@Sendable (Coordinates) async throws -> Fetched<DayBefore>)?
    public var yesterdayProvider: Provider?

    public init(
        provider: Provider, weather: @escaping @Sendable (ResolvedPlace) async throws -> SourceWeather,
        air: (@Sendable (Coordinates) async throws -> Fetched<[AirReading]>)? = nil,
        airForecast: (@Sendable (Coordinates) async throws -> Fetched<[AirReading]>)? = nil,
        warmUp: (@Sendable () async -> Void)? = nil, airFrom airProvider: Provider? = nil
    ) {
        self.provider = provider
        self.airProvider = airProvider ?? provider
        self.weather = weather
        self.air = air
        self.airForecast = airForecast
        self.warmUp = warmUp
    }
}

/// What a source gave for a point.
public struct SourceWeather: Sendable {
    public var current: Fetched<CurrentWeather>
    /// The forecast, or why it could not be had; nil when the plan has none.
    var forecast: PartResult<Forecast>?
    /// Weather alerts and the next hour's minutes, where the answer has them (One Call's; Open-Meteo's
    /// quarter hours).
    var alerts: [WeatherAlert]? = nil
    var minutes: [MinutePrecipitation]? = nil
    /// How `--onecall` went, when the plan has it.
    var oneCall: OneCallUse? = nil
    /// Whether the answer names no place and one should be asked for (One Call's).
    var wantsPlaceName = false
    /// This hour yesterday, when the plan has it and the weather's answer reaches back a day.
    var dayBefore: DayBefore? = nil
    /// Why the weather's answer has no hour yesterday though the plan has it (`--offline`, and only
    /// an answer asked without it kept).
    var dayBeforeMissing: (any WeatherFailure)? = nil
}

/// What a part beside the current weather came to. Not `Result<Fetched<Value>, PartFailure>`:
/// that type's metadata is made from its mangled name, and its `Failure: Error` requirement is
/// checked at run time, on a cold start by a scan of every conformance record in the binary.
enum PartResult<Value> {
    case success(Fetched<Value>)
    case failure(PartFailure)

    /// A part beside the current weather, when `wanted`: what came, or why it could not be had.
    static func of(
        _ part: ReportPart, if wanted: Bool, decidesExitCode: Bool = false, _ fetch: () async throws -> Fetched<Value>
    ) async -> PartResult<Value>? {
        guard wanted else { return nil }
        do {
            return .success(try await fetch())
        } catch {
            return .failure(PartFailure(part, UnexpectedError.wrap(error), decidesExitCode: decidesExitCode))
        }
    }
}

extension PartResult: Sendable where Value: Sendable {}

/// Finding a place: a value of its own, chosen apart from the weather's source, so that a provider
/// without a geocoder borrows another's (`PlaceFinder.openMeteo`), and a locator is one more.
public struct PlaceFinder: Sendable {
    /// Where a place is. `sending` is called as a request for it goes out to the network (not from
    /// the cache), for the source's ``WeatherSource/warmUp``.
    /// - Throws: ``PlaceError`` when nothing matches; the geocoder's failure.
    public var resolve: @Sendable (PlaceQuery, _ sending: @escaping @Sendable () -> Void) async throws -> ResolvedPlace
    /// Every match for a name, best first, for `--matches`.
    /// - Throws: ``PlaceError`` when nothing matches.
    public var matches: @Sendable (String) async throws -> Fetched<[GeocodedPlace]>
    /// The place at a point, for an answer that names none; nil where this finder cannot say.
    public var name: (@Sendable (Coordinates) async throws -> GeocodedPlace?)?
    /// Whose geocoder it is: credited with the names it gives.
    public var provider: Provider

    public init(
        provider: Provider,
        resolve:
            @escaping @Sendable (PlaceQuery, _ sending: @escaping @Sendable () -> Void) async throws
            -> ResolvedPlace,
        matches: @escaping @Sendable (String) async throws -> Fetched<[GeocodedPlace]>,
        name: (@Sendable (Coordinates) async throws -> GeocodedPlace?)? = nil
    ) {
        self.provider = provider
        self.resolve = resolve
        self.matches = matches
        self.name = name
    }

    /// Coordinates as they are; an alias by what it stands for, a failure naming the alias; a name or
    /// a postal code through `lookUp`.
    static func resolving(
        _ place: PlaceQuery, _ lookUp: (PlaceQuery) async throws -> ResolvedPlace
    ) async throws -> ResolvedPlace {
        switch place {
        case .coordinates(let point): return ResolvedPlace(point: point, match: nil, count: 1)
        case .alias(_, let target):
            do {
                return try await resolving(target, lookUp)
            } catch is PlaceError {
                throw PlaceError(query: place)
            }
        case .city, .zip: return try await lookUp(place)
        // Found by a locator, before any geocoder (``PlaceFinder/locating(with:)``).
        case .here: throw UnexpectedError(detail: "--here reached a geocoder")
        }
    }
}

/// Where a place is: the coordinates to fetch, the geocoder's first match and how many it found.
public struct ResolvedPlace: Sendable {
    public var point: Coordinates
    public var match: GeocodedPlace?
    public var count: Int
    public var warnings: [CacheWarning] = []
    /// Set when a locator found it (`--here`): who, and whether it is an old answer.
    public var located: Located? = nil
}
