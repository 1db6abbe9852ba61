import FoundationEssentials

/// Asks OpenWeatherMap for an ``Endpoint``: through the cache's rules (``CachedFetch``), over
/// HTTP with the key (``HTTPClient``), a non-2xx answer turned into the API's own error.
public struct OpenWeatherMapClient: Sendable {
    // A literal that always parses; the only force-unwrap in the program, and not on input.
    public static let defaultBaseURL = URL(string: "https://api.openweathermap.org")!

    public var baseURL: URL
    public var apiKey: String
    public var http: HTTPClient
    public var cache: CachedFetch
    /// Where the key came from, for the message when the server refuses it.
    public var keyOrigin: SettingOrigin?

    public init(baseURL: URL, apiKey: String, http: HTTPClient, cache: CachedFetch) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.http = http
        self.cache = cache
    }

    /// The endpoint's decoded answer, and when it was fetched.
    /// - Throws: ``APIError`` for a non-2xx answer (or a 200 that is an error object),
    ///   ``ResponseError`` for a body that does not decode, ``TransportError``, ``OfflineError``.
    /// - Parameter sending: called when the answer has to come from the network, as the request
    ///   goes out (not when the cache answers).
    public func fetch<Value>(
        _ endpoint: Endpoint<Value>, sending: @Sendable () -> Void = {}
    ) async throws -> Fetched<Value> {
        try await ResponseError.naming(.openWeatherMap) {
            try await fetchUnnamed(endpoint, sending: sending)
        }
    }

    private func fetchUnnamed<Value>(
        _ endpoint: Endpoint<Value>, sending: @Sendable () -> Void
    ) async throws -> Fetched<Value> {
        try await cache.value(
            for: endpoint.cacheKey(base: baseURL), lifetime: endpoint.lifetime, absence: endpoint.absence,
            decode: endpoint.decode
        ) {
            sending()
            let response = try await http.get(endpoint.url(base: baseURL, apiKey: apiKey))
            if response.status == 404, endpoint.absence != nil { return Data() }
            guard response.isSuccess else {
                var error = APIError(response: response, now: http.time.now(), provider: .openWeatherMap)
                error.keyOrigin = keyOrigin
                throw error
            }
            // A server that echoes the key gets it into neither the cache nor the views.
            return response.body.redactingInJSONStrings(apiKey)
        }
    }

    /// This client with every request it sends first passing `admit` (see ``HTTPTransport/admitting(_:)``).
    func admitting(_ admit: @escaping @Sendable () async throws -> Void) -> OpenWeatherMapClient {
        var client = self
        client.http.transport = http.transport.admitting(admit)
        return client
    }
}
