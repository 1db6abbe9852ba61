import FoundationEssentials

/// Parses Open-Meteo's bodies: JSON into the `Wire/` DTOs (naming the key path of anything wrong),
/// then ``OpenMeteoToModel`` maps them into the model, as ``OpenWeatherMapData`` does for
/// OpenWeatherMap's. A refusal (`{"error": true, "reason": …}`) is an ``APIError`` quoting the reason.
public enum OpenMeteoData {
    /// A `/v1/forecast` body: the current weather and the forecast.
    /// - Parameter source: where the body came from, for the message of a bad one.
    /// - Parameter past: the answer was asked for the hours and the day before now (`--yesterday`):
    ///   those are yesterday's, not the forecast's.
    public static func weather(
        from body: Data, source: ResponseError.Source = .server, past: Bool = false
    ) throws -> PointWeather {
        try named(source) {
            try OpenMeteoToModel.weather(try decode(OpenMeteoForecastDTO.self, from: body), past: past)
        }
    }

    /// A `/v1/air-quality` body: the air now.
    public static func airReadings(from body: Data) throws -> [AirReading] {
        try named(.server) { try OpenMeteoToModel.airReadings(try decode(OpenMeteoAirQualityDTO.self, from: body)) }
    }

    /// A `/v1/search` body: the matches, best first (none when it has no `results`).
    public static func places(from body: Data) throws -> [GeocodedPlace] {
        try named(.server) { OpenMeteoToModel.places(try decode(OpenMeteoGeocodingDTO.self, from: body)) }
    }

    /// A bad body's error says it was Open-Meteo's, or names the file it was read from.
    private static func named<T>(_ source: ResponseError.Source, _ decode: () throws -> T) throws -> T {
        do {
            return try decode()
        } catch var error as ResponseError {
            error.provider = .openMeteo
            error.source = source
            throw error
        }
    }

    /// Whether a saved body is Open-Meteo's `/v1/forecast` answer (it has `utc_offset_seconds`,
    /// which no OpenWeatherMap answer has), for `--input`.
    public static func isWeather(_ body: Data) -> Bool {
        struct Probe: Decodable {
            // swift-format-ignore: AlwaysUseLowerCamelCase
            let utc_offset_seconds: JSONValue?
        }
        return (try? JSONDecoder().decode(Probe.self, from: body))?.utc_offset_seconds != nil
    }

    /// The reason of an Open-Meteo error body, or nil when the body is not one.
    public static func errorReason(in body: Data) -> String? {
        guard let dto = try? JSONDecoder().decode(OpenMeteoErrorDTO.self, from: body), dto.error == true else {
            return nil
        }
        return dto.reason ?? ""
    }

    /// Decodes `type`; a body that is an error object is an ``APIError`` with its reason.
    static func decode<T: Decodable>(_ type: T.Type, from body: Data) throws -> T {
        if let reason = errorReason(in: body) {
            throw APIError(httpStatus: nil, code: 400, message: reason.isEmpty ? nil : reason, provider: .openMeteo)
        }
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw ResponseError(source: .server, problem: .init(error, body: body))
        }
    }
}
