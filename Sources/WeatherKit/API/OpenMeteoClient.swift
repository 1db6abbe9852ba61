import FoundationEssentials

/// Asks Open-Meteo for an ``Endpoint``, as ``OpenWeatherMapClient`` asks OpenWeatherMap: through the
/// cache's rules, over HTTP, a refusal turned into an ``APIError`` quoting Open-Meteo's reason. It
/// holds no key, so none can be sent.
public struct OpenMeteoClient: Sendable {
    /// Open-Meteo's three services, each on its own host.
    public enum Service: Sendable {
        case forecast, airQuality, geocoding
    }

    /// One server for every service (`OPEN_METEO_BASE_URL`, or `--base-url`); nil for Open-Meteo's own.
    public var baseURL: URL?
    public var http: HTTPClient
    public var cache: CachedFetch
    /// Where ``baseURL`` came from, for a message about a server that could not be reached.
    public var baseURLOrigin: SettingOrigin = .builtIn

    public init(baseURL: URL?, http: HTTPClient, cache: CachedFetch) {
        self.baseURL = baseURL
        self.http = http
        self.cache = cache
    }

    /// The host a service answers on.
    public func base(for service: Service) -> URL {
        if let baseURL { return baseURL }
        return switch service {
        case .forecast: Self.forecastHost
        case .airQuality: Self.airQualityHost
        case .geocoding: Self.geocodingHost
        }
    }

    // Literals that always parse, as OpenWeatherMapClient's is: not input.
    static let forecastHost = URL(string: "https://api.open-meteo.com")!
    static let airQualityHost = URL(string: "https://air-quality-api.open-meteo.com")!
    static let geocodingHost = URL(string: "https://geocoding-api.open-meteo.com")!

    /// The endpoint's decoded answer from `service`, and when it was fetched.
    /// - Throws: ``APIError`` for a refusal, ``ResponseError`` for a body that does not decode,
    ///   ``TransportError``, ``OfflineError``.
    public func fetch<Value>(_ endpoint: Endpoint<Value>, from service: Service) async throws -> Fetched<Value> {
        let base = base(for: service)
        return try await ResponseError.naming(.openMeteo) {
            try await cache.value(
                for: endpoint.cacheKey(base: base), lifetime: endpoint.lifetime, absence: nil, decode: endpoint.decode
            ) {
                let response = try await http.get(endpoint.url(base: base, apiKey: nil))
                guard response.isSuccess else {
                    throw APIError(response: response, now: http.time.now(), provider: .openMeteo)
                }
                return response.body
            }
        }
    }
}
