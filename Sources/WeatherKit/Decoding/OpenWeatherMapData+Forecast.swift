import Dispatch
import FoundationEssentials

extension OpenWeatherMapData {
    /// Decodes a `/data/2.5/forecast` body.
    /// - Throws: ``APIError`` for an error object, ``ResponseError`` naming the key path otherwise.
    public static func forecast(from body: Data, source: ResponseError.Source = .server) throws -> Forecast {
        let dto = try decode(ForecastDTO.self, from: body, source: source)
        if let cod = dto.cod?.value, cod != 200 { throw APIError(httpStatus: nil, code: cod, message: nil) }
        var entries: [ForecastEntry] = []
        for (index, entry) in dto.list.enumerated() {
            entries.append(try forecastEntry(entry, path: "list[\(index)]", source: source))
        }
        return Forecast(timezoneOffsetSeconds: dto.city?.timezone?.value, entries: entries)
    }

    private static func forecastEntry(
        _ dto: ForecastDTO.Entry, path: String, source: ResponseError.Source
    ) throws
        -> ForecastEntry
    {
        ForecastEntry(
            time: try date(dto.dt.value, path: path + ".dt", source: source),
            temperatureC: Temperature.celsius(fromKelvin: dto.main.temp.value),
            feelsLikeC: dto.main.feelsLike.map { Temperature.celsius(fromKelvin: $0.value) },
            tempMinC: dto.main.tempMin.map { Temperature.celsius(fromKelvin: $0.value) },
            tempMaxC: dto.main.tempMax.map { Temperature.celsius(fromKelvin: $0.value) },
            humidityPct: dto.main.humidity?.value,
            pressureHPa: dto.main.pressure?.value,
            conditions: (dto.weather ?? []).compactMap(condition),
            wind: dto.wind.flatMap(wind),
            cloudsPct: dto.clouds?.all?.value,
            visibilityM: dto.visibility?.value,
            // `pop` is a 0…1 fraction; the model speaks percent like humidity and clouds.
            popPct: dto.pop.map { $0.value * 100 },
            rain3hMM: dto.rain?.threeHours?.value,
            snow3hMM: dto.snow?.threeHours?.value)
    }

    /// Decodes a `/geo/1.0/direct` body: an array of 0 to 5 matches.
    public static func places(from body: Data) throws -> [GeocodedPlace] {
        try decode([GeocodingDTO].self, from: body, source: .server).map(place)
    }

    /// Decodes a `/geo/1.0/zip` body: a single object, not an array.
    public static func zipPlace(from body: Data) throws -> GeocodedPlace {
        place(try decode(GeocodingDTO.self, from: body, source: .server))
    }

    private static func place(_ dto: GeocodingDTO) -> GeocodedPlace {
        GeocodedPlace(
            name: dto.name.nonEmpty, state: dto.state.nonEmpty, country: dto.country.nonEmpty,
            latitude: dto.lat.value, longitude: dto.lon.value)
    }
}
