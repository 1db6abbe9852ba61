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
                latitude: dto.coord.lat.value,
                longitude: dto.coord.lon.value,
                timezoneOffsetSeconds: dto.timezone?.value),
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

    /// One Call's answer: `current` as current weather at the answer's point (it has no place
    /// name: the geocoder's, when there is one, is shown), `hourly` as 1-hour steps, `daily` as
    /// the days, `minutely` and `alerts`.
    static func oneCall(_ dto: OneCallDTO) throws -> OneCallData {
        let source = ResponseError.Source.server
        let offset = dto.timezoneOffset?.value
        let now = dto.current
        var current = CurrentWeather(
            location: Location(
                name: nil, country: nil, state: nil, cityID: nil, latitude: dto.lat.value, longitude: dto.lon.value,
                timezoneOffsetSeconds: offset),
            observedAt: try date(now.dt.value, path: "current.dt", source: source),
            sunrise: try now.sunrise.flatMap { try sunEvent($0, path: "current.sunrise", source: source) },
            sunset: try now.sunset.flatMap { try sunEvent($0, path: "current.sunset", source: source) },
            conditions: (now.weather ?? []).compactMap(condition),
            readings: try moment(now, path: "current"),
            visibilityM: now.visibility?.value,
            cloudsPct: now.clouds?.value,
            wind: wind(WindDTO(speed: now.windSpeed, deg: now.windDeg, gust: now.windGust)),
            rain: now.rain.flatMap(precipitation),
            snow: now.snow.flatMap(precipitation))
        current.uvIndex = now.uvi?.value
        if now.sunrise?.value == 0, now.sunset?.value == 0 {
            current.polarLight = PolarLight.at(latitude: dto.lat.value, on: current.observedAt)
        }
        var entries: [ForecastEntry] = []
        for (index, hour) in (dto.hourly ?? []).enumerated() {
            let path = "hourly[\(index)]"
            entries.append(
                ForecastEntry(
                    time: try date(hour.dt.value, path: path + ".dt", source: source),
                    readings: try moment(hour, path: path),
                    conditions: (hour.weather ?? []).compactMap(condition),
                    wind: wind(WindDTO(speed: hour.windSpeed, deg: hour.windDeg, gust: hour.windGust)),
                    cloudsPct: hour.clouds?.value, visibilityM: hour.visibility?.value,
                    popPct: hour.pop.map { $0.value * 100 },
                    rain3hMM: hour.rain?.oneHour?.value, snow3hMM: hour.snow?.oneHour?.value))
        }
        var days: [DailyForecast] = []
        for (index, day) in (dto.daily ?? []).enumerated() {
            let path = "daily[\(index)]"
            let time = try date(day.dt.value, path: path + ".dt", source: source)
            guard let low = try celsius(day.temp.min, path + ".temp", "min", source: source),
                let high = try celsius(day.temp.max, path + ".temp", "max", source: source)
            else { throw ResponseError(source: source, problem: .missingKey(path: path + ".temp.min")) }
            var summary = DailyForecast(
                date: LocalTime(time, offsetSeconds: offset ?? 0).date, steps: 8, minC: low, maxC: high,
                condition: (day.weather ?? []).compactMap(condition).first, popPct: day.pop.map { $0.value * 100 },
                rainMM: day.rain?.value, snowMM: day.snow?.value)
            summary.uvIndex = day.uvi?.value
            summary.summary = day.summary.flatMap { $0.isEmpty ? nil : $0 }
            days.append(summary)
        }
        var minutes: [MinutePrecipitation] = []
        for (index, minute) in (dto.minutely ?? []).enumerated() {
            minutes.append(
                MinutePrecipitation(
                    time: try date(minute.dt.value, path: "minutely[\(index)].dt", source: source),
                    millimetresPerHour: minute.precipitation?.value ?? 0))
        }
        var forecast = Forecast(timezoneOffsetSeconds: offset, entries: entries)
        forecast.stepHours = 1
        forecast.minutely = dto.minutely == nil ? nil : minutes
        forecast.providedDaily = dto.daily == nil ? nil : days
        // An alert's time out of range is unknown, not a reason to drop the weather.
        let alerts = (dto.alerts ?? []).map { alert in
            WeatherAlert(
                sender: alert.senderName, event: alert.event,
                start: alert.start.flatMap { try? date($0.value, path: "", source: source) },
                end: alert.end.flatMap { try? date($0.value, path: "", source: source) },
                description: alert.description)
        }
        return OneCallData(current: current, forecast: forecast, alerts: alerts)
    }

    /// The readings of One Call's flat `current` or `hourly[i]`.
    private static func moment(_ dto: OneCallDTO.Moment, path: String) throws -> Readings {
        Readings(
            temperatureC: try celsius(dto.temp, path, "temp", source: .server) ?? 0,
            feelsLikeC: try celsius(dto.feelsLike, path, "feels_like", source: .server),
            tempMinC: nil, tempMaxC: nil, humidityPct: dto.humidity?.value, pressureHPa: dto.pressure?.value,
            seaLevelHPa: nil, groundLevelHPa: nil)
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
    private static func celsius(
        _ kelvin: LenientDouble?, _ path: String, _ key: String, source: ResponseError.Source
    ) throws -> Double? {
        guard let kelvin = kelvin?.value else { return nil }
        guard kelvin >= Temperature.coldestPlausibleKelvin else {
            throw ResponseError(
                source: source,
                problem: .notKelvin(path: path + "." + key, found: NumberText.fixed(kelvin, decimals: 2)))
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

    private static func wind(_ dto: WindDTO) -> Wind? {
        let wind = Wind(speedMS: dto.speed?.value, gustMS: dto.gust?.value, degrees: dto.deg?.value)
        return wind.speedMS == nil && wind.gustMS == nil && wind.degrees == nil ? nil : wind
    }

    /// Sunrise and sunset are 0 during polar day and night: that means "none", not 1970.
    private static func sunEvent(_ seconds: LenientInt, path: String, source: ResponseError.Source) throws -> Date? {
        seconds.value == 0 ? nil : try date(seconds.value, path: path, source: source)
    }

    /// Epoch seconds to `Date`, refusing values no formatter could print (beyond year ±3000).
    private static func date(_ seconds: Int, path: String, source: ResponseError.Source) throws -> Date {
        let limit = 32_503_680_000  // 3000-01-01T00:00:00Z
        guard (-limit...limit).contains(seconds) else {
            throw ResponseError(source: source, problem: .outOfRange(path: path, found: String(seconds)))
        }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static func condition(_ dto: ConditionDTO) -> Condition? {
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
    fileprivate var nonEmpty: String? {
        guard let value = self, !value.isEmpty else { return nil }
        return value
    }
}

extension Int {
    /// OpenWeatherMap sends city id 0 for zip queries and points with no city.
    fileprivate var nonZero: Int? { self == 0 ? nil : self }
}
