import Dispatch
import FoundationEssentials

/// Turns OpenWeatherMap's bytes into the model.
///
/// This is the only place where Kelvin becomes Celsius and epoch seconds become `Date`; when the
/// API changes shape, only the DTOs and this mapping should change.
public enum OpenWeatherMapData {
    /// Decodes a `/data/2.5/weather` body.
    /// - Parameters:
    ///   - body: the raw bytes, as received or read from `--input`.
    ///   - source: where they came from, for the error message.
    /// - Throws: ``APIError`` when the body is an OpenWeatherMap error object (`cod` ≠ 200),
    ///   ``ResponseError`` when it is not a valid payload.
    public static func currentWeather(
        from body: Data, source: ResponseError.Source = .server
    ) throws
        -> CurrentWeather
    {
        let dto = try decode(CurrentWeatherDTO.self, from: body, source: source)
        if let cod = dto.cod?.value, cod != 200 {
            throw APIError(httpStatus: nil, code: cod, message: nil)
        }
        return try map(dto, source: source)
    }

    /// Decodes `type`; when that fails, a body that is OpenWeatherMap's error object (a 200 with
    /// `{"cod":"404","message":"city not found"}`) is an ``APIError``, anything else a
    /// ``ResponseError`` naming the key path. The body is read a second time only on failure.
    static func decode<T: Decodable>(_ type: T.Type, from body: Data, source: ResponseError.Source) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            if let apiError = apiError(in: body) { throw apiError }
            throw ResponseError(source: source, problem: .init(error, body: body))
        }
    }

    /// The API error `body` stands for: with an HTTP status, always one (with the server's message
    /// if the body has one); without, only when the body is an error object whose `cod` is not 200.
    public static func apiError(in body: Data, httpStatus: Int? = nil) -> APIError? {
        let dto = try? JSONDecoder().decode(APIErrorDTO.self, from: body)
        if let httpStatus {
            return APIError(httpStatus: httpStatus, code: httpStatus, message: dto?.message)
        }
        guard let dto, let cod = dto.cod, cod != 200 else { return nil }
        return APIError(httpStatus: nil, code: cod, message: dto.message)
    }

    static func map(_ dto: CurrentWeatherDTO, source: ResponseError.Source) throws -> CurrentWeather {
        return CurrentWeather(
            location: Location(
                name: dto.name.nonEmpty,
                country: dto.sys?.country.nonEmpty,
                state: nil,
                cityID: dto.id?.value.nonZero,
                latitude: dto.coord.lat.value,
                longitude: dto.coord.lon.value,
                timezoneOffsetSeconds: dto.timezone?.value),
            observedAt: try date(dto.dt.value, path: "dt", source: source),
            sunrise: try dto.sys?.sunrise.flatMap { try sunEvent($0, path: "sys.sunrise", source: source) },
            sunset: try dto.sys?.sunset.flatMap { try sunEvent($0, path: "sys.sunset", source: source) },
            conditions: (dto.weather ?? []).compactMap(condition),
            temperatureC: Temperature.celsius(fromKelvin: dto.main.temp.value),
            feelsLikeC: dto.main.feelsLike.map { Temperature.celsius(fromKelvin: $0.value) },
            tempMinC: dto.main.tempMin.map { Temperature.celsius(fromKelvin: $0.value) },
            tempMaxC: dto.main.tempMax.map { Temperature.celsius(fromKelvin: $0.value) },
            humidityPct: dto.main.humidity?.value,
            pressureHPa: dto.main.pressure?.value,
            seaLevelHPa: dto.main.seaLevel?.value,
            groundLevelHPa: dto.main.grndLevel?.value,
            visibilityM: dto.visibility?.value,
            cloudsPct: dto.clouds?.all?.value,
            wind: dto.wind.flatMap(wind),
            rain: dto.rain.flatMap(precipitation),
            snow: dto.snow.flatMap(precipitation))
    }

    /// Sunrise and sunset are 0 during polar day and night: that means "none", not 1970.
    static func wind(_ dto: WindDTO) -> Wind? {
        let wind = Wind(speedMS: dto.speed?.value, gustMS: dto.gust?.value, degrees: dto.deg?.value)
        return wind.speedMS == nil && wind.gustMS == nil && wind.degrees == nil ? nil : wind
    }

    private static func sunEvent(
        _ seconds: LenientInt, path: String, source: ResponseError.Source
    ) throws
        -> Date?
    {
        seconds.value == 0 ? nil : try date(seconds.value, path: path, source: source)
    }

    /// Epoch seconds to `Date`, refusing values no formatter could print (beyond year ±3000).
    static func date(_ seconds: Int, path: String, source: ResponseError.Source) throws -> Date {
        let limit = 32_503_680_000  // 3000-01-01T00:00:00Z
        guard (-limit...limit).contains(seconds) else {
            throw ResponseError(source: source, problem: .outOfRange(path: path, found: String(seconds)))
        }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    static func condition(_ dto: ConditionDTO) -> Condition? {
        let condition = Condition(
            id: dto.id?.value, main: dto.main.nonEmpty, description: dto.description.nonEmpty,
            icon: dto.icon.nonEmpty)
        let isEmpty = condition.id == nil && condition.main == nil && condition.description == nil
        return isEmpty ? nil : condition
    }

    private static func precipitation(_ dto: PrecipitationDTO) -> Precipitation? {
        if dto.oneHour == nil && dto.threeHours == nil { return nil }
        return Precipitation(lastHourMM: dto.oneHour?.value, lastThreeHoursMM: dto.threeHours?.value)
    }
}

extension Optional where Wrapped == String {
    /// OpenWeatherMap sends "" for a missing name or country (at sea, at the poles).
    var nonEmpty: String? {
        guard let value = self, !value.isEmpty else { return nil }
        return value
    }
}

extension Int {
    /// OpenWeatherMap sends city id 0 for zip queries and points with no city.
    fileprivate var nonZero: Int? { self == 0 ? nil : self }
}
