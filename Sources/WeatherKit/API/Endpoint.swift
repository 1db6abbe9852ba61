import FoundationEssentials

/// One OpenWeatherMap call: where it goes, what it sends, how long its answer may be reused and
/// how that answer becomes the model.
///
/// Every endpoint `weather` calls is listed in this file. Adding one is one more static member
/// here, naming its decoder (an `OpenWeatherMapData` entry point, with its DTO in `Wire/` and its
/// mapping in `WireToModel`); ``OpenWeatherMapClient`` sends any of them. Sources/README.md's "Adding an
/// endpoint" lists every file.
public struct Endpoint<Value: Sendable>: Sendable {
    /// Names the cache entry and starts its file name (`weather-1f3a….cache`).
    public var name: String
    /// Under the base URL, percent-encoded: `data/2.5/weather`.
    public var path: String
    /// The query, without the key: that is added when the request is sent, and is never part of
    /// the cache key.
    public var query: [(String, String)]
    /// What makes two answers different, for the cache: coordinates rounded to about 100 m, so
    /// nearby queries share an entry.
    public var cacheParameters: [(String, String)]
    public var lifetime: CacheLifetime
    /// For a thing that may not be there (an alert's text, a place's minutes): a 404 is then an
    /// answer, an empty body the decoder reads as nothing, kept this long, so that asking again
    /// does not cost a call each run. Nil: a 404 is an error.
    public var absence: CacheLifetime? = nil
    /// The 2xx body (or, with ``absence``, an empty one) to the model.
    public var decode: @Sendable (Data) throws -> Value

    /// `base` (keeping any path prefix a proxy needs), then `path`, the query and the key (none for
    /// a provider that takes none).
    func url(base: URL, apiKey: String?) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false) ?? URLComponents()
        let prefix = components.percentEncodedPath
        components.percentEncodedPath = (prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix) + "/" + path
        let key = apiKey.map { [("appid", $0)] } ?? []
        components.queryItems = (query + key).map { URLQueryItem(name: $0.0, value: $0.1) }
        // Only a base URL that failed validation could get here without a URL; fall back to it.
        return components.url ?? base
    }

    func cacheKey(base: URL) -> CacheKey {
        CacheKey(baseURL: base.absoluteString, endpoint: name, parameters: cacheParameters)
    }
}

extension Endpoint where Value == CurrentWeather {
    /// `GET /data/2.5/weather?lat=…&lon=…[&lang=…]`, with no `units`: the answer comes in Kelvin
    /// and m/s, and ``WireToModel`` converts.
    public static func currentWeather(at point: Coordinates, language: String?) -> Endpoint {
        .atPoint(point, language: language, name: "weather", path: "data/2.5/weather") {
            try OpenWeatherMapData.currentWeather(from: $0)
        }
    }
}

extension Endpoint where Value == Forecast {
    /// `GET /data/2.5/forecast?lat=…&lon=…[&lang=…]`: 3-hour steps for five days.
    public static func forecast(at point: Coordinates, language: String?) -> Endpoint {
        .atPoint(point, language: language, name: "forecast", path: "data/2.5/forecast") {
            try OpenWeatherMapData.forecast(from: $0)
        }
    }
}

extension Endpoint where Value == OneCallData {
    /// `GET /data/3.0/onecall?lat=…&lon=…[&lang=…]` (One Call 3.0): current weather, minutes, hours, days and
    /// alerts in one call. It needs a One Call subscription, and past 1,000 calls a day it costs
    /// money: only `--onecall` sends it, within the daily budget (``OneCallBudget``).
    public static func oneCall(at point: Coordinates, language: String?) -> Endpoint {
        .atPoint(point, language: language, name: "onecall", path: "data/3.0/onecall") {
            try OpenWeatherMapData.oneCall(from: $0)
        }
    }
}

extension Endpoint where Value == OneCall4Now {
    /// `GET /data/4.0/onecall/current?lat=…&lon=…[&lang=…]`: One Call 4.0's weather now, and the
    /// ids of the alerts in force. Like every 4.0 request it is one call of the plan, counted by
    /// ``OneCallBudget``.
    public static func oneCall4Now(at point: Coordinates, language: String?) -> Endpoint {
        .atPoint(point, language: language, name: "onecall4-now", path: "data/4.0/onecall/current") {
            try OpenWeatherMapData.oneCall4Now(from: $0)
        }
    }
}

extension Endpoint where Value == TimelinePage<ForecastEntry> {
    /// `GET /data/4.0/onecall/timeline/1h?lat=…&lon=…[&lang=…][&start=…]`: up to 20 hourly steps,
    /// from the hour `start` falls in (now, without it). A page further is a call further.
    public static func oneCall4Hours(at point: Coordinates, language: String?, from start: Date?) -> Endpoint {
        var endpoint = Endpoint.atPoint(
            point, language: language, name: "onecall4-hours", path: "data/4.0/onecall/timeline/1h"
        ) {
            try OpenWeatherMapData.oneCall4Steps(from: $0)
        }
        if let start {
            let seconds = String(Int(start.timeIntervalSince1970))
            endpoint.query.append(("start", seconds))
            endpoint.cacheParameters.append(("start", seconds))
        }
        return endpoint
    }
}

extension Endpoint where Value == TimelinePage<DailyForecast> {
    /// `GET /data/4.0/onecall/timeline/1day?lat=…&lon=…[&lang=…]`: up to 10 days from today.
    public static func oneCall4Days(at point: Coordinates, language: String?) -> Endpoint {
        .atPoint(point, language: language, name: "onecall4-days", path: "data/4.0/onecall/timeline/1day") {
            try OpenWeatherMapData.oneCall4Days(from: $0)
        }
    }
}

extension Endpoint where Value == TimelinePage<MinutePrecipitation> {
    /// `GET /data/4.0/onecall/timeline/1min?lat=…&lon=…`: the next 60 minutes' precipitation; a
    /// place with none (404) has no minutes, as 3.0 sends no `minutely` for some.
    public static func oneCall4Minutes(at point: Coordinates) -> Endpoint {
        var endpoint = Endpoint.atPoint(
            point, language: nil, name: "onecall4-minutes", path: "data/4.0/onecall/timeline/1min"
        ) {
            $0.isEmpty
                ? TimelinePage(items: [], timezoneOffsetSeconds: nil, hasMore: false)
                : try OpenWeatherMapData.oneCall4Minutes(from: $0)
        }
        endpoint.absence = .standard
        return endpoint
    }
}

extension Endpoint where Value == WeatherAlert? {
    /// `GET /data/4.0/onecall/alert/ID`: one alert's text. The text does not change, so it is kept
    /// like a place (30 days): each alert costs one call, however often the weather is asked. An
    /// id the API does not know (404, seen for an id just listed) is nothing, asked again after 10
    /// minutes, not every run.
    public static func oneCall4Alert(id: String) -> Endpoint {
        // Ids hold `:` and `.` (`urn:oid:2.49.0.1.840…`); anything but the unreserved characters is
        // escaped, so an id can reach no other path (`.` and `..` are not ids: see `OneCall4Moment`).
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        let hex = Array("0123456789ABCDEF")
        let escaped = id.utf8.map { byte in
            unreserved.contains(byte)
                ? String(UnicodeScalar(byte)) : "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
        }.joined()
        return Endpoint(
            name: "onecall4-alert", path: "data/4.0/onecall/alert/" + escaped, query: [],
            cacheParameters: [("id", id)], lifetime: .long, absence: .standard,
            decode: { $0.isEmpty ? nil : try OpenWeatherMapData.oneCall4Alert(from: $0) })
    }
}

extension Endpoint where Value == [AirReading] {
    /// `GET /data/2.5/air_pollution?lat=…&lon=…`: the air quality now (one hour, or none).
    public static func airQuality(at point: Coordinates) -> Endpoint {
        .atPoint(point, language: nil, name: "air", path: "data/2.5/air_pollution") {
            try OpenWeatherMapData.airReadings(from: $0)
        }
    }

    /// `GET /data/2.5/air_pollution/forecast?lat=…&lon=…`: hourly, for about four days.
    public static func airQualityForecast(at point: Coordinates) -> Endpoint {
        .atPoint(point, language: nil, name: "air-forecast", path: "data/2.5/air_pollution/forecast") {
            try OpenWeatherMapData.airReadings(from: $0)
        }
    }
}

extension Endpoint where Value == [GeocodedPlace] {
    /// `GET /geo/1.0/direct?q=NAME[,STATE][,COUNTRY]&limit=5`: up to five matches. Places do not
    /// move, so the answer is kept for 30 days.
    public static func places(named name: String) -> Endpoint {
        Endpoint(
            name: "direct", path: "geo/1.0/direct", query: [("q", name), ("limit", "5")],
            cacheParameters: [("q", name.lowercased())], lifetime: .name,
            decode: { try OpenWeatherMapData.places(from: $0) })
    }
}

extension Endpoint where Value == [GeocodedPlace] {
    /// `GET /geo/1.0/reverse?lat=…&lon=…&limit=1`: the place at a point, for a weather answer that
    /// names none (One Call's). Kept 30 days, by the point rounded as the weather's (about 100 m).
    public static func places(near point: Coordinates) -> Endpoint {
        var endpoint = Endpoint.atPoint(point, language: nil, name: "reverse", path: "geo/1.0/reverse") {
            try OpenWeatherMapData.places(from: $0)
        }
        endpoint.query.append(("limit", "1"))
        endpoint.lifetime = .long
        return endpoint
    }
}

extension Endpoint where Value == GeocodedPlace {
    /// `GET /geo/1.0/zip?zip=CODE[,COUNTRY]`: one match, or HTTP 404.
    public static func place(zip code: String) -> Endpoint {
        Endpoint(
            name: "zip", path: "geo/1.0/zip", query: [("zip", code)], cacheParameters: [("zip", code.lowercased())],
            lifetime: .long, decode: { try OpenWeatherMapData.zipPlace(from: $0) })
    }
}

extension Endpoint {
    /// A weather endpoint for one point: `lat`, `lon` in plain decimals (never an exponent) and
    /// `lang` when one was asked for; cached by the point rounded to 3 decimals (about 100 m), so
    /// nearby queries share an entry, for ``CacheLifetime/standard``.
    static func atPoint(
        _ point: Coordinates, language: String?, name: String, path: String,
        decode: @escaping @Sendable (Data) throws -> Value
    ) -> Endpoint {
        Endpoint(
            name: name, path: path,
            query: [("lat", point.queryText.latitude), ("lon", point.queryText.longitude)]
                + (language.map { [("lang", $0)] } ?? []),
            cacheParameters: point.cacheParameters + [("lang", language ?? "")],
            lifetime: .standard, decode: decode)
    }
}

extension Coordinates {
    /// The point in plain decimals (never an exponent), as a query sends it.
    var queryText: (latitude: String, longitude: String) {
        (NumberText.trimmed(latitude, maxDecimals: 7), NumberText.trimmed(longitude, maxDecimals: 7))
    }

    /// The point rounded to 3 decimals (about 100 m), so nearby queries share a cache entry.
    var cacheParameters: [(String, String)] {
        [("lat", NumberText.fixed(latitude, decimals: 3)), ("lon", NumberText.fixed(longitude, decimals: 3))]
    }
}
