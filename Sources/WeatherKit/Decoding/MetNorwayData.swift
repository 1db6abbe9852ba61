import FoundationEssentials

/// Parses MET Norway's Locationforecast 2.0 bodies: JSON into ``MetNorwayForecastDTO`` (naming the
/// key path of anything wrong), then ``MetNorwayToModel`` maps it into the model, as
/// ``OpenMeteoData`` does for Open-Meteo's. A refusal is told by its HTTP status, which the HTTP
/// layer reads: MET's answer has no error object to look for here.
public enum MetNorwayData {
    /// A `/locationforecast/2.0/compact` or `/complete` body: the current weather and the forecast.
    /// - Parameters:
    ///   - offsetSeconds: the place's offset from UTC (the geocoder's time zone), which MET does not
    ///     send; nil keeps nautical time (``MetNorwayToModel/nauticalOffset(longitude:)``).
    ///   - source: where the body came from, for the message of a bad one.
    /// - Throws: ``ResponseError`` naming the key path of what is wrong.
    public static func weather(
        from body: Data, offsetSeconds: Int?, source: ResponseError.Source = .server
    ) throws -> PointWeather {
        do {
            let dto: MetNorwayForecastDTO
            do {
                dto = try JSONDecoder().decode(MetNorwayForecastDTO.self, from: body)
            } catch let error as DecodingError {
                throw ResponseError(source: .server, problem: .init(error, body: body))
            }
            return try MetNorwayToModel.weather(dto, offsetSeconds: offsetSeconds)
        } catch var error as ResponseError {
            error.source = source
            // provider stamped by the client: `Provider` has no case for MET Norway yet, and an
            // error named as another provider's would send the user to the wrong service.
            error.provider = nil
            throw error
        }
    }

    /// Whether a saved body is a Locationforecast answer (it has `properties.timeseries` and
    /// `properties.meta.units`, which no OpenWeatherMap or Open-Meteo answer has), for `--input`.
    public static func isWeather(_ body: Data) -> Bool {
        /// Any JSON value, not looked into: only whether the key is there matters.
        struct Anything: Decodable {
            init(from decoder: any Decoder) throws {}
        }
        struct Probe: Decodable {
            struct Properties: Decodable {
                struct Meta: Decodable {
                    let units: [String: Anything]?
                }
                let meta: Meta?
                let timeseries: [Anything]?
            }
            let properties: Properties?
        }
        guard let probe = try? JSONDecoder().decode(Probe.self, from: body) else { return false }
        return probe.properties?.timeseries != nil && probe.properties?.meta?.units != nil
    }
}
