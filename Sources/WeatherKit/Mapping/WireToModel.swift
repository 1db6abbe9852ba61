import FoundationEssentials

/// Maps the `Wire/` DTOs into the model.
///
/// This is the only place where Kelvin becomes Celsius, a 0…1 chance becomes percent and epoch
/// seconds become `Date`; when the API changes shape, only the DTOs and this mapping change.
enum WireToModel {
    static func currentWeather(_ dto: CurrentWeatherDTO, source: ResponseError.Source) throws -> CurrentWeather {
        var weather = try currentWeatherFields(dto, source: source)
        if dto.sys?.sunrise?.value == 0, dto.sys?.sunset?.value == 0 {
            weather.polarLight = PolarLight.at(latitude: weather.location.latitude, on: weather.observedAt)
        }
        return weather
    }

    private static func currentWeatherFields(
        _ dto: CurrentWeatherDTO, source: ResponseError.Source
    ) throws
        -> CurrentWeather
    {
        CurrentWeather(
            location: Location(
                name: dto.name.nonEmpty,
                country: dto.sys?.country.nonEmpty,
                state: nil,
                cityID: dto.id?.value.nonZero,
                latitude: try within(dto.coord.lat.value, 90, path: "coord.lat", source: source),
                longitude: try within(dto.coord.lon.value, 180, path: "coord.lon", source: source),
                timezoneOffsetSeconds: try dto.timezone.map {
                    Int(try within(Double($0.value), Self.widestOffset, path: "timezone", source: source))
                }),
            observedAt: try date(dto.dt.value, path: "dt", source: source),
            sunrise: try dto.sys?.sunrise.flatMap { try sunEvent($0, path: "sys.sunrise", source: source) },
            sunset: try dto.sys?.sunset.flatMap { try sunEvent($0, path: "sys.sunset", source: source) },
            conditions: (dto.weather ?? []).compactMap(condition),
            readings: try readings(dto.main, path: "main", source: source),
            visibilityM: dto.visibility?.value,
            cloudsPct: dto.clouds?.all?.value,
            wind: dto.wind.flatMap(wind),
            rain: dto.rain.flatMap(precipitation),
            snow: dto.snow.flatMap(precipitation))
    }

    static func forecast(_ dto: ForecastDTO, source: ResponseError.Source) throws -> Forecast {
        var entries: [ForecastEntry] = []
        for (index, entry) in dto.list.enumerated() {
            entries.append(try forecastEntry(entry, path: "list[\(index)]", source: source))
        }
        return Forecast(timezoneOffsetSeconds: dto.city?.timezone?.value, entries: entries)
    }

    /// Every hour the body holds, in its order; an index outside 1…5 (the API sends the odd 0)
    /// is an hour without an index.
    static func airReadings(_ dto: AirPollutionDTO) throws -> [AirReading] {
        var readings: [AirReading] = []
        for (index, entry) in dto.list.enumerated() {
            let parts = entry.components
            readings.append(
                AirReading(
                    time: try date(entry.dt.value, path: "list[\(index)].dt", source: .server),
                    index: AirQualityIndex(rawValue: entry.main.aqi.value),
                    components: Pollutants(
                        co: parts?.co?.value, no: parts?.no?.value, no2: parts?.no2?.value, o3: parts?.o3?.value,
                        so2: parts?.so2?.value, pm2_5: parts?.pm2_5?.value, pm10: parts?.pm10?.value,
                        nh3: parts?.nh3?.value)))
        }
        return readings
    }

    static func place(_ dto: GeocodingDTO) -> GeocodedPlace {
        GeocodedPlace(
            name: dto.name.nonEmpty, state: dto.state.nonEmpty, country: dto.country.nonEmpty,
            latitude: dto.lat.value, longitude: dto.lon.value, localNames: dto.localNames)
    }

    private static func forecastEntry(
        _ dto: ForecastDTO.Entry, path: String, source: ResponseError.Source
    ) throws
        -> ForecastEntry
    {
        ForecastEntry(
            time: try date(dto.dt.value, path: path + ".dt", source: source),
            readings: try readings(dto.main, path: path + ".main", source: source),
            conditions: (dto.weather ?? []).compactMap(condition),
            wind: dto.wind.flatMap(wind),
            cloudsPct: dto.clouds?.all?.value,
            visibilityM: dto.visibility?.value,
            popPct: dto.pop.map { $0.value * 100 },
            rain3hMM: dto.rain?.threeHours?.value,
            snow3hMM: dto.snow?.threeHours?.value)
    }

    /// Kelvin to Celsius, refusing what cannot be Kelvin (a body fetched in °C or °F), naming
    /// `path.key`.
    static func celsius(
        _ kelvin: LenientDouble?, _ path: String, _ key: String, source: ResponseError.Source
    ) throws -> Double? {
        guard let kelvin = kelvin?.value else { return nil }
        guard kelvin >= Temperature.coldestPlausibleKelvin else {
            throw ResponseError(
                source: source,
                problem: .notKelvin(path: path + "." + key, found: NumberText.fixed(kelvin, decimals: 2)),
                provider: .openWeatherMap)
        }
        return Temperature.celsius(fromKelvin: kelvin)
    }

    /// `main`, Kelvin to Celsius.
    private static func readings(_ dto: MainDTO, path: String, source: ResponseError.Source) throws -> Readings {
        func celsius(_ kelvin: LenientDouble?, _ key: String) throws -> Double? {
            try Self.celsius(kelvin, path, key, source: source)
        }
        return Readings(
            temperatureC: try celsius(dto.temp, "temp") ?? 0,
            feelsLikeC: try celsius(dto.feelsLike, "feels_like"),
            tempMinC: try celsius(dto.tempMin, "temp_min"),
            tempMaxC: try celsius(dto.tempMax, "temp_max"),
            humidityPct: dto.humidity?.value,
            pressureHPa: dto.pressure?.value,
            seaLevelHPa: dto.seaLevel?.value,
            groundLevelHPa: dto.grndLevel?.value)
    }

    static func wind(_ dto: WindDTO) -> Wind? {
        let wind = Wind(speedMS: dto.speed?.value, gustMS: dto.gust?.value, degrees: dto.deg?.value)
        return wind.speedMS == nil && wind.gustMS == nil && wind.degrees == nil ? nil : wind
    }

    /// The widest offset from UTC a place can have: the clocks of the world run from UTC−12 to UTC+14,
    /// and an answer beyond ±18 h (a saved file edited by hand) would put `--sky` on another day.
    static let widestOffset = 18 * 3600.0

    /// `value` when it lies within ±`limit` (a latitude, a longitude, an offset), else an error that
    /// names the key: a latitude of 91 is no place, and the sky over it is no answer.
    static func within(_ value: Double, _ limit: Double, path: String, source: ResponseError.Source) throws -> Double {
        guard (-limit...limit).contains(value) else {
            throw ResponseError(
                source: source, problem: .outOfRange(path: path, found: NumberText.trimmed(value, maxDecimals: 6)),
                provider: .openWeatherMap)
        }
        return value
    }

    /// Sunrise and sunset are 0 during polar day and night: that means "none", not 1970.
    static func sunEvent(_ seconds: LenientInt, path: String, source: ResponseError.Source) throws -> Date? {
        seconds.value == 0 ? nil : try date(seconds.value, path: path, source: source)
    }

    /// Epoch seconds to `Date`, refusing values no formatter could print (beyond year ±3000).
    static func date(_ seconds: Int, path: String, source: ResponseError.Source) throws -> Date {
        let limit = 32_503_680_000  // 3000-01-01T00:00:00Z
        guard (-limit...limit).contains(seconds) else {
            throw ResponseError(
                source: source, problem: .outOfRange(path: path, found: String(seconds)), provider: .openWeatherMap)
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

    static func precipitation(_ dto: PrecipitationDTO) -> Precipitation? {
        if dto.oneHour == nil && dto.threeHours == nil { return nil }
        return Precipitation(lastHourMM: dto.oneHour?.value, lastThreeHoursMM: dto.threeHours?.value)
    }
}

extension Optional where Wrapped == String {
    /// OpenWeatherMap sends "" for a missing name or country (at sea, at the poles), and so may any server.
    var nonEmpty: String? {
        guard let value = self, !value.isEmpty else { return nil }
        return value
    }
}

extension Int {
    /// OpenWeatherMap sends city id 0 for zip queries and points with no city.
    fileprivate var nonZero: Int? { self == 0 ? nil : self }
}
