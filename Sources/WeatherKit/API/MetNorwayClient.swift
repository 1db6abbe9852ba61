import FoundationEssentials

/// Asks MET Norway's Locationforecast 2.0 (`/weatherapi/locationforecast/2.0/complete`) for a
/// point, keeping its terms (https://api.met.no/doc/TermsOfService): the User-Agent names the
/// program and a contact (``HTTPClient``), coordinates go with at most 4 decimals and the altitude
/// in whole metres, an answer is not asked for again before its `Expires`, and then with
/// `If-Modified-Since`, whose 304 keeps the held copy (``CachedFetch``). It holds no key.
public struct MetNorwayClient: Sendable {
    // A literal that always parses: not input.
    public static let defaultBaseURL = URL(string: "https://api.met.no")!

    public var baseURL: URL
    public var http: HTTPClient
    public var cache: CachedFetch

    public init(baseURL: URL?, http: HTTPClient, cache: CachedFetch) {
        self.baseURL = baseURL ?? Self.defaultBaseURL
        self.http = http
        self.cache = cache
    }

    /// The `complete` product at `point` (and `altitude`, where the geocoder knows it), read with
    /// the place's offset from UTC (nil: nautical time, see ``MetNorwayToModel``).
    /// - Throws: ``APIError`` for a refusal (403 and 429 say what to do), ``ResponseError`` for a
    ///   body that does not decode, ``TransportError``, ``OfflineError``.
    public func weather(
        at point: Coordinates, altitude: Double?, offsetSeconds: Int?
    ) async throws
        -> Fetched<PointWeather>
    {
        // No finer than 4 decimals (about 10 m), as MET asks: finer ones are refused or not cached.
        var parameters = [
            ("lat", NumberText.trimmed(point.latitude, maxDecimals: 4)),
            ("lon", NumberText.trimmed(point.longitude, maxDecimals: 4)),
        ]
        if let altitude { parameters.append(("altitude", String(Int(altitude.rounded())))) }
        let endpoint = Endpoint<PointWeather>(
            name: "met-complete", path: "weatherapi/locationforecast/2.0/complete", query: parameters,
            cacheParameters: parameters, lifetime: .standard
        ) { try MetNorwayData.weather(from: $0, offsetSeconds: offsetSeconds) }
        let http = http
        return try await ResponseError.naming(.metNorway) {
            try await cache.revalidated(endpoint, at: baseURL, with: http, service: Provider.metNorway.name) {
                APIError(response: $0, now: http.time.now(), provider: .metNorway)
            }
        }
    }
}
