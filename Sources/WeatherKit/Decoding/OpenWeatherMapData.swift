import FoundationEssentials

/// Parses OpenWeatherMap's bodies: JSON into the `Wire/` DTOs (strictly, naming the key path of
/// anything wrong), then ``WireToModel`` maps the DTOs into the model.
///
/// One entry point per body `weather` reads: the ``Endpoint``s' decoders and `--input` call these.
public enum OpenWeatherMapData {
    /// Decodes a `/data/2.5/weather` body.
    /// - Parameters:
    ///   - body: the raw bytes, as received or read from `--input`.
    ///   - source: where they came from, for the error message.
    /// - Throws: ``APIError`` when the body is an OpenWeatherMap error object (`cod` ≠ 200),
    ///   ``ResponseError`` when it is not a valid payload.
    ///   A saved body (`--input`) that holds an error object, or another endpoint's answer, is a
    ///   ``ResponseError`` that says what the file holds.
    public static func currentWeather(
        from body: Data, source: ResponseError.Source = .server
    ) throws
        -> CurrentWeather
    {
        do {
            let dto = try decode(CurrentWeatherDTO.self, from: body, source: source)
            try checkCod(dto.cod)
            return try WireToModel.currentWeather(dto, source: source)
        } catch let error as APIError where source != .server {
            // Not "try again in a few minutes": the file will say the same thing for ever.
            throw ResponseError(
                source: source, problem: .apiError(code: error.code, message: error.message), provider: .openWeatherMap)
        } catch let error as ResponseError where source != .server {
            guard let kind = OtherPayload(body) else { throw error }
            throw ResponseError(source: source, problem: .otherPayload(kind), provider: .openWeatherMap)
        }
    }

    /// Decodes a `/data/2.5/forecast` body.
    /// - Throws: ``APIError`` for an error object, ``ResponseError`` naming the key path otherwise.
    public static func forecast(from body: Data, source: ResponseError.Source = .server) throws -> Forecast {
        let dto = try decode(ForecastDTO.self, from: body, source: source)
        try checkCod(dto.cod)
        return try WireToModel.forecast(dto, source: source)
    }

    /// Decodes a `/data/2.5/air_pollution` or `…/air_pollution/forecast` body: the hours it holds,
    /// in order (one for now, about 96 for the forecast, none at all for some places).
    public static func airReadings(from body: Data) throws -> [AirReading] {
        try WireToModel.airReadings(try decode(AirPollutionDTO.self, from: body, source: .server))
    }

    /// Decodes a One Call 3.0 body (`/data/3.0/onecall`).
    public static func oneCall(from body: Data) throws -> OneCallData {
        try WireToModel.oneCall(try decode(OneCallDTO.self, from: body, source: .server))
    }

    /// Decodes a One Call 4.0 `current` body.
    public static func oneCall4Now(from body: Data) throws -> OneCall4Now {
        try WireToModel.oneCall4Now(try decode(OneCall4Page<OneCall4Moment>.self, from: body, source: .server))
    }

    /// Decodes a page of One Call 4.0's `timeline/1h` or `timeline/15min`.
    public static func oneCall4Steps(from body: Data) throws -> TimelinePage<ForecastEntry> {
        try WireToModel.oneCall4Steps(try decode(OneCall4Page<OneCall4Moment>.self, from: body, source: .server))
    }

    /// Decodes a page of One Call 4.0's `timeline/1day`.
    public static func oneCall4Days(from body: Data) throws -> TimelinePage<DailyForecast> {
        try WireToModel.oneCall4Days(try decode(OneCall4Page<OneCallDTO.Day>.self, from: body, source: .server))
    }

    /// Decodes One Call 4.0's `timeline/1min`.
    public static func oneCall4Minutes(from body: Data) throws -> TimelinePage<MinutePrecipitation> {
        try WireToModel.oneCall4Minutes(try decode(OneCall4Page<OneCallDTO.Minute>.self, from: body, source: .server))
    }

    /// Decodes One Call 4.0's `alert/{id}`.
    public static func oneCall4Alert(from body: Data) throws -> WeatherAlert {
        WireToModel.oneCall4Alert(try decode(OneCall4AlertDTO.self, from: body, source: .server))
    }

    /// Decodes a `/geo/1.0/direct` body: an array of 0 to 5 matches.
    public static func places(from body: Data) throws -> [GeocodedPlace] {
        try decode([GeocodingDTO].self, from: body, source: .server).map(WireToModel.place)
    }

    /// Decodes a `/geo/1.0/zip` body: a single object, not an array.
    public static func zipPlace(from body: Data) throws -> GeocodedPlace {
        WireToModel.place(try decode(GeocodingDTO.self, from: body, source: .server))
    }

    /// The API error `body` stands for: with an HTTP status, always one (with the server's message
    /// if the body has one); without, only when the body is an error object whose `cod` is not 200.
    public static func apiError(in body: Data, httpStatus: Int? = nil) -> APIError? {
        let dto = try? JSONDecoder().decode(APIErrorDTO.self, from: body)
        if let httpStatus {
            return APIError(httpStatus: httpStatus, code: httpStatus, message: dto?.message, provider: .openWeatherMap)
        }
        guard let dto, let cod = dto.cod, cod != 200 else { return nil }
        return APIError(httpStatus: nil, code: cod, message: dto.message, provider: .openWeatherMap)
    }

    /// Decodes `type`; when that fails, a body that is OpenWeatherMap's error object (a 200 with
    /// `{"cod":"404","message":"city not found"}`) is an ``APIError``, anything else a
    /// ``ResponseError`` naming the key path. The body is read a second time only on failure.
    static func decode<T: Decodable>(_ type: T.Type, from body: Data, source: ResponseError.Source) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            if let apiError = apiError(in: body) { throw apiError }
            throw ResponseError(source: source, problem: .init(error, body: body), provider: .openWeatherMap)
        }
    }

    /// A payload that decoded but whose `cod` says it is an error.
    private static func checkCod(_ cod: LenientInt?) throws {
        if let cod = cod?.value, cod != 200 {
            throw APIError(httpStatus: nil, code: cod, message: nil, provider: .openWeatherMap)
        }
    }
}
