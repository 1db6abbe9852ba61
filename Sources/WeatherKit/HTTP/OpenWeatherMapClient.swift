import Foundation

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

    public init(baseURL: URL, apiKey: String, language: String?, http: HTTPClient) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.language = language
        self.http = http
    }

    /// `GET {base}/data/2.5/weather?lat=…&lon=…&appid=KEY[&lang=…]`, with no `units`: the answer
    /// comes in Kelvin and m/s, and we convert.
    public func currentWeather(at point: Coordinates) async throws -> CurrentWeather {
        try OpenWeatherMapData.currentWeather(from: await fetch(currentWeatherURL(at: point)))
    }

    /// `GET {base}/data/2.5/forecast?lat=…&lon=…&appid=KEY[&lang=…]`: 3-hour steps for five days.
    public func forecast(at point: Coordinates) async throws -> Forecast {
        try OpenWeatherMapData.forecast(from: await fetch(url(path: "data/2.5/forecast", query: pointQuery(point))))
    }

    /// `GET {base}/geo/1.0/direct?q=NAME[,STATE][,COUNTRY]&limit=5&appid=KEY`: up to five matches.
    public func places(named name: String) async throws -> [GeocodedPlace] {
        let query = [URLQueryItem(name: "q", value: name), URLQueryItem(name: "limit", value: "5"), key]
        return try OpenWeatherMapData.places(from: await fetch(url(path: "geo/1.0/direct", query: query)))
    }

    /// `GET {base}/geo/1.0/zip?zip=CODE[,COUNTRY]&appid=KEY`: one match, or HTTP 404.
    public func place(zip code: String) async throws -> GeocodedPlace {
        let query = [URLQueryItem(name: "zip", value: code), key]
        return try OpenWeatherMapData.zipPlace(from: await fetch(url(path: "geo/1.0/zip", query: query)))
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

    /// GETs `url` and returns the body of a 2xx response; anything else becomes the API's own error.
    private func fetch(_ url: URL) async throws -> Data {
        let response = try await http.get(url)
        guard !(200...299).contains(response.status) else { return response.body }
        throw OpenWeatherMapData.apiError(in: response.body, httpStatus: response.status)
            ?? APIError(httpStatus: response.status, code: response.status, message: nil)
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
