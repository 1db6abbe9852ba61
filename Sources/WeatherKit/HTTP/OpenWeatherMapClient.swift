import Dispatch
import FoundationEssentials

/// OpenWeatherMap's endpoints, on top of ``HTTPClient``.
///
/// It checks the status code itself: a non-2xx body is read as OpenWeatherMap's `{cod, message}`
/// and thrown as ``APIError``; a 2xx body goes to ``OpenWeatherMapData``.
public struct OpenWeatherMapClient: Sendable {
    // A literal that always parses; the only force-unwrap in the program, and not on input.
    public static let defaultBaseURL = URL(string: "https://api.openweathermap.org")!

    public var baseURL: URL
    public var apiKey: String
    public var language: String?
    public var http: HTTPClient
    /// Nil: no cache at all (tests, or a folder that cannot exist).
    public var cache: ResponseCache?
    public var policy: CachePolicy
    public var retry: RetryPolicy
    public var now: @Sendable () -> Date

    public init(
        baseURL: URL, apiKey: String, language: String?, http: HTTPClient, cache: ResponseCache? = nil,
        policy: CachePolicy = CachePolicy(ttl: 0), retry: RetryPolicy = RetryPolicy(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.retry = retry
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.language = language
        self.http = http
        self.cache = cache
        self.policy = policy
        self.now = now
    }

    /// `GET {base}/data/2.5/weather?lat=…&lon=…&appid=KEY[&lang=…]`, with no `units`: the answer
    /// comes in Kelvin and m/s, and we convert.
    public func currentWeather(at point: Coordinates) async throws -> Fetched<CurrentWeather> {
        try await fetch(
            currentWeatherURL(at: point), key: pointKey("weather", point), ttl: policy.ttl,
            decode: { try OpenWeatherMapData.currentWeather(from: $0) })
    }

    /// `GET {base}/data/2.5/forecast?lat=…&lon=…&appid=KEY[&lang=…]`: 3-hour steps for five days.
    public func forecast(at point: Coordinates) async throws -> Fetched<Forecast> {
        try await fetch(
            url(path: "data/2.5/forecast", query: pointQuery(point)), key: pointKey("forecast", point),
            ttl: policy.ttl, decode: { try OpenWeatherMapData.forecast(from: $0) })
    }

    /// `GET {base}/geo/1.0/direct?q=NAME[,STATE][,COUNTRY]&limit=5&appid=KEY`: up to five matches.
    public func places(named name: String) async throws -> [GeocodedPlace] {
        let query = [URLQueryItem(name: "q", value: name), URLQueryItem(name: "limit", value: "5"), key]
        return try await fetch(
            url(path: "geo/1.0/direct", query: query), key: cacheKey("direct", [("q", name.lowercased())]),
            ttl: geocodingTTL, decode: OpenWeatherMapData.places
        ).value
    }

    /// `GET {base}/geo/1.0/zip?zip=CODE[,COUNTRY]&appid=KEY`: one match, or HTTP 404.
    public func place(zip code: String) async throws -> GeocodedPlace {
        let query = [URLQueryItem(name: "zip", value: code), key]
        return try await fetch(
            url(path: "geo/1.0/zip", query: query), key: cacheKey("zip", [("zip", code.lowercased())]),
            ttl: geocodingTTL, decode: OpenWeatherMapData.zipPlace
        ).value
    }

    func currentWeatherURL(at point: Coordinates) -> URL {
        url(path: "data/2.5/weather", query: pointQuery(point))
    }

    private var key: URLQueryItem { URLQueryItem(name: "appid", value: apiKey) }

    private func pointQuery(_ point: Coordinates) -> [URLQueryItem] {
        var items = [
            URLQueryItem(name: "lat", value: NumberText.trimmed(point.latitude, maxDecimals: 7)),
            URLQueryItem(name: "lon", value: NumberText.trimmed(point.longitude, maxDecimals: 7)),
            key,
        ]
        if let language { items.append(URLQueryItem(name: "lang", value: language)) }
        return items
    }

    /// The cache's rules in one place. A fresh entry is used; otherwise one process per entry
    /// fetches (the others wait on its lock, then read its answer); a body is stored only once it
    /// decoded; and when the network fails for a temporary reason, an answer up to 24 h old is
    /// shown instead, marked stale.
    private func fetch<T: Sendable>(
        _ url: URL, key: CacheKey, ttl: Double, decode: @Sendable (Data) throws -> T
    ) async throws -> Fetched<T> {
        guard let cache, ttl > 0 else {
            if policy.offline { throw OfflineError() }
            return Fetched(value: try decode(await get(url)), fetchedAt: now(), stale: nil)
        }
        func cached(maxAge: Double) -> Fetched<T>? {
            guard let entry = cache.read(key), let value = try? decode(entry.body) else { return nil }
            let age = now().timeIntervalSince(entry.fetchedAt)
            return age < maxAge ? Fetched(value: value, fetchedAt: entry.fetchedAt, stale: nil) : nil
        }
        func stale(because reason: String) -> Fetched<T>? {
            guard var old = cached(maxAge: max(ttl, CachePolicy.staleLimit)) else { return nil }
            let age = now().timeIntervalSince(old.fetchedAt)
            if age >= ttl { old.stale = StaleNotice(age: age, reason: reason) }
            return old
        }

        if policy.offline {
            guard let old = stale(because: "--offline") else { throw OfflineError() }
            return old
        }
        if !policy.refresh, let fresh = cached(maxAge: ttl) { return fresh }

        let lock = await cache.lock(key, until: http.deadline)
        defer { lock?.release() }
        if lock?.waited == true, let fresh = cached(maxAge: ttl) { return fresh }

        do {
            let body = try await get(url)
            let value = try decode(body)
            let fetchedAt = now()
            cache.write(key, body: body, fetchedAt: fetchedAt)
            return Fetched(value: value, fetchedAt: fetchedAt, stale: nil)
        } catch let failure as any WeatherFailure where failure.exitCode == .temporary {
            guard let old = stale(because: failure.briefReason) else { throw failure }
            return old
        }
    }

    private var geocodingTTL: Double { policy.ttl > 0 ? CachePolicy.geocodingTTL : 0 }

    private func pointKey(_ endpoint: String, _ point: Coordinates) -> CacheKey {
        cacheKey(
            endpoint,
            [
                ("lat", CacheKey.coordinate(point.latitude)), ("lon", CacheKey.coordinate(point.longitude)),
                ("lang", language ?? ""),
            ])
    }

    private func cacheKey(_ endpoint: String, _ parameters: [(String, String)]) -> CacheKey {
        CacheKey(baseURL: baseURL.absoluteString, endpoint: endpoint, parameters: parameters)
    }

    /// GETs `url` and returns the body of a 2xx response; anything else becomes the API's own error.
    /// Temporary failures are retried (see ``RetryPolicy``) while the deadline allows.
    private func get(_ url: URL) async throws -> Data {
        var attempt = 0
        while true {
            let failure: any WeatherFailure
            var wait: Double?
            do {
                let response = try await http.get(url)
                if (200...299).contains(response.status) { return response.body }
                var error =
                    OpenWeatherMapData.apiError(in: response.body, httpStatus: response.status)
                    ?? APIError(httpStatus: response.status, code: response.status, message: nil)
                wait = RetryPolicy.retryAfterSeconds(response.retryAfter, now: now())
                error.retryAt = wait.map { now().addingTimeInterval($0) }
                failure = error
            } catch let error as TransportError {
                failure = error
            }
            guard RetryPolicy.isRetryable(failure), attempt < retry.retries else { throw failure }
            // A server that asks for a long pause gets its answer now, with the time to come back.
            if let wait, wait > RetryPolicy.maximumWait { throw failure }
            let delay = wait ?? RetryPolicy.backoff(attempt: attempt)
            guard delay < http.remainingSeconds else { throw failure }
            try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            attempt += 1
        }
    }

    /// The base URL, keeping any path prefix a proxy needs, plus `path` and the query.
    private func url(path: String, query: [URLQueryItem]) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) ?? URLComponents()
        let prefix = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = prefix + "/" + path
        components.queryItems = query
        // Only a base URL that failed validation could get here without a URL; fall back to it.
        return components.url ?? baseURL
    }
}
