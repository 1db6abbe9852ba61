import FoundationEssentials

/// Asks a warning service for the warnings in force at a point, without a key: the NWS's
/// `/alerts/active?point=LAT,LON` (with `Accept: application/geo+json`, as it asks) and MetAlerts'
/// `/weatherapi/metalerts/2.0/current.json?lat=&lon=`. Both are asked as their terms say: a
/// User-Agent with a contact (``HTTPClient``), coordinates with at most 4 decimals, and an answer
/// kept until its `Expires`, then asked for again with `If-Modified-Since` (``CachedFetch``).
public struct WarningClient: Sendable {
    public var service: WarningService
    /// The server set for it (`NWS_BASE_URL`, `MET_NORWAY_BASE_URL`); nil for its own.
    public var baseURL: URL?
    public var http: HTTPClient
    public var cache: CachedFetch
    /// The view's language, as the plan sends it (`nb`, `de`; nil for English): MetAlerts writes its
    /// warnings in Norwegian, or in English when asked, which every other language gets.
    public var language: String?

    public init(service: WarningService, baseURL: URL?, http: HTTPClient, cache: CachedFetch, language: String? = nil) {
        self.service = service
        self.baseURL = baseURL
        self.http = http
        self.cache = cache
        self.language = language
    }

    /// Every warning the service has for `point`, those ended included (the caller knows the time).
    /// - Throws: ``WarningRefusal`` for a status that is no answer, ``ResponseError`` for a body
    ///   that is not one, ``TransportError``, ``OfflineError``.
    public func alerts(at point: Coordinates) async throws -> Fetched<[WeatherAlert]> {
        let latitude = NumberText.trimmed(point.latitude, maxDecimals: 4)
        let longitude = NumberText.trimmed(point.longitude, maxDecimals: 4)
        let service = service
        let (path, query): (String, [(String, String)]) =
            switch service {
            case .nws: ("alerts/active", [("point", "\(latitude),\(longitude)")])
            case .metAlerts:
                (
                    "weatherapi/metalerts/2.0/current.json",
                    [("lat", latitude), ("lon", longitude), ("lang", Self.norwegian(language) ? "no" : "en")]
                )
            }
        let endpoint = Endpoint<[WeatherAlert]>(
            name: "warnings-" + service.rawValue, path: path, query: query, cacheParameters: query,
            lifetime: .standard
        ) { try WarningsData.alerts(from: $0, by: service) }
        guard let base = baseURL ?? URL(string: service.host) else {
            throw TransportError(host: service.host, reason: .unsupportedURL)
        }
        return try await cache.revalidated(
            endpoint, at: base, with: http, accept: service.mediaType, service: service.name
        ) { WarningRefusal(service: service, status: $0.status) }
    }
}

extension WarningClient {
    /// Whether a `lang` code is one of Norway's written languages.
    static func norwegian(_ language: String?) -> Bool {
        ["no", "nb", "nn"].contains(language?.lowercased().prefix(2).description ?? "")
    }
}

/// A warning service's answer that is none: its status (worded in `Formatting/FailureText.swift`).
/// The weather is shown without the warnings all the same.
public struct WarningRefusal: WeatherFailure, Equatable {
    public var service: WarningService
    public var status: Int

    public var exitCode: ExitCode { status == 429 || status >= 500 ? .temporary : .notFound }
    public var briefReason: BriefReason {
        status == 429
            ? .rateLimited(status: status) : status >= 500 ? .serverError(status: status) : .refused(status: status)
    }
}
