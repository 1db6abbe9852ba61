import FoundationEssentials

/// One Call's answers into the model: 3.0's one answer, and 4.0's answers, each part by the same
/// rules (`current` as current weather at the answer's point, a timeline's steps as forecast
/// entries, days as days), so the two versions make the same ``OneCallData``.
extension WireToModel {
    /// One Call 3.0's answer: `current`, `hourly` as 1-hour steps, `daily` as the days,
    /// `minutely` and `alerts`.
    static func oneCall(_ dto: OneCallDTO) throws -> OneCallData {
        let offset = dto.timezoneOffset?.value
        let current = try oneCallCurrent(
            dto.current, latitude: dto.lat.value, longitude: dto.lon.value, offset: offset, path: "current")
        var entries: [ForecastEntry] = []
        for (index, hour) in (dto.hourly ?? []).enumerated() {
            entries.append(try oneCallStep(hour, path: "hourly[\(index)]"))
        }
        var days: [DailyForecast] = []
        for (index, day) in (dto.daily ?? []).enumerated() {
            days.append(try oneCallDay(day, offset: offset, path: "daily[\(index)]"))
        }
        var minutes: [MinutePrecipitation] = []
        for (index, minute) in (dto.minutely ?? []).enumerated() {
            minutes.append(try oneCallMinute(minute, path: "minutely[\(index)]"))
        }
        var forecast = Forecast(timezoneOffsetSeconds: offset, entries: entries)
        forecast.stepHours = 1
        forecast.minutely = dto.minutely == nil ? nil : minutes
        forecast.providedDaily = dto.daily == nil ? nil : days
        let alerts = (dto.alerts ?? []).map(alert)
        return OneCallData(current: current, forecast: forecast, alerts: alerts)
    }

    /// 4.0's `current`: its one record, and the ids of the alerts in force.
    static func oneCall4Now(_ page: OneCall4Page<OneCall4Moment>) throws -> OneCall4Now {
        guard let record = page.data.first else {
            throw ResponseError(source: .server, problem: .missingKey(path: "data[0]"), provider: .openWeatherMap)
        }
        let current = try oneCallCurrent(
            record.moment, latitude: page.lat.value, longitude: page.lon.value,
            offset: page.timezoneOffset?.value, path: "data[0]")
        return OneCall4Now(current: current, alertIDs: record.alertIDs)
    }

    /// A page of 4.0's `timeline/1h` (or `15min`): its records as forecast entries.
    static func oneCall4Steps(_ page: OneCall4Page<OneCall4Moment>) throws -> TimelinePage<ForecastEntry> {
        var entries: [ForecastEntry] = []
        for (index, record) in page.data.enumerated() {
            entries.append(try oneCallStep(record.moment, path: "data[\(index)]"))
        }
        return TimelinePage(
            items: entries, timezoneOffsetSeconds: page.timezoneOffset?.value,
            hasMore: page.next.map { $0 != .null } ?? false)
    }

    /// A page of 4.0's `timeline/1day`.
    static func oneCall4Days(_ page: OneCall4Page<OneCallDTO.Day>) throws -> TimelinePage<DailyForecast> {
        let offset = page.timezoneOffset?.value
        var days: [DailyForecast] = []
        for (index, day) in page.data.enumerated() {
            days.append(try oneCallDay(day, offset: offset, path: "data[\(index)]"))
        }
        return TimelinePage(items: days, timezoneOffsetSeconds: offset, hasMore: page.next.map { $0 != .null } ?? false)
    }

    /// 4.0's `timeline/1min`: the next hour's precipitation.
    static func oneCall4Minutes(_ page: OneCall4Page<OneCallDTO.Minute>) throws -> TimelinePage<MinutePrecipitation> {
        var minutes: [MinutePrecipitation] = []
        for (index, minute) in page.data.enumerated() {
            minutes.append(try oneCallMinute(minute, path: "data[\(index)]"))
        }
        return TimelinePage(
            items: minutes, timezoneOffsetSeconds: page.timezoneOffset?.value,
            hasMore: page.next.map { $0 != .null } ?? false)
    }

    /// 4.0's `alert/{id}`.
    static func oneCall4Alert(_ dto: OneCall4AlertDTO) -> WeatherAlert { alert(dto.fields) }

    // MARK: the parts both versions share

    /// A flat `current` record as current weather at the answer's point. It has no place name:
    /// the geocoder's, when there is one, is shown.
    private static func oneCallCurrent(
        _ now: OneCallDTO.Moment, latitude: Double, longitude: Double, offset: Int?, path: String
    ) throws -> CurrentWeather {
        let source = ResponseError.Source.server
        var current = CurrentWeather(
            location: Location(
                name: nil, country: nil, state: nil, cityID: nil, latitude: latitude, longitude: longitude,
                timezoneOffsetSeconds: offset),
            observedAt: try date(now.dt.value, path: path + ".dt", source: source),
            sunrise: try now.sunrise.flatMap { try sunEvent($0, path: path + ".sunrise", source: source) },
            sunset: try now.sunset.flatMap { try sunEvent($0, path: path + ".sunset", source: source) },
            conditions: (now.weather ?? []).compactMap(condition),
            readings: try moment(now, path: path),
            visibilityM: now.visibility?.value,
            cloudsPct: now.clouds?.value,
            wind: wind(WindDTO(speed: now.windSpeed, deg: now.windDeg, gust: now.windGust)),
            rain: now.rain.flatMap(precipitation),
            snow: now.snow.flatMap(precipitation))
        current.uvIndex = now.uvi?.value
        if now.sunrise?.value == 0, now.sunset?.value == 0 {
            current.polarLight = PolarLight.at(latitude: latitude, on: current.observedAt)
        }
        return current
    }

    /// A flat step record (3.0's `hourly[i]`, 4.0's timeline records) as a forecast entry; its
    /// `rain.1h` is the step's amount.
    private static func oneCallStep(_ step: OneCallDTO.Moment, path: String) throws -> ForecastEntry {
        ForecastEntry(
            time: try date(step.dt.value, path: path + ".dt", source: .server),
            readings: try moment(step, path: path),
            conditions: (step.weather ?? []).compactMap(condition),
            wind: wind(WindDTO(speed: step.windSpeed, deg: step.windDeg, gust: step.windGust)),
            cloudsPct: step.clouds?.value, visibilityM: step.visibility?.value,
            popPct: step.pop.map { $0.value * 100 },
            rain3hMM: step.rain?.oneHour?.value, snow3hMM: step.snow?.oneHour?.value)
    }

    /// A day record, with its lowest and highest temperature, UV index and (3.0's) sentence.
    private static func oneCallDay(_ day: OneCallDTO.Day, offset: Int?, path: String) throws -> DailyForecast {
        let source = ResponseError.Source.server
        let time = try date(day.dt.value, path: path + ".dt", source: source)
        guard let low = try celsius(day.temp.min, path + ".temp", "min", source: source),
            let high = try celsius(day.temp.max, path + ".temp", "max", source: source)
        else {
            throw ResponseError(
                source: source, problem: .missingKey(path: path + ".temp.min"), provider: .openWeatherMap)
        }
        var summary = DailyForecast(
            date: LocalTime(time, offsetSeconds: offset ?? 0).date, steps: 8, minC: low, maxC: high,
            condition: (day.weather ?? []).compactMap(condition).first, popPct: day.pop.map { $0.value * 100 },
            rainMM: day.rain?.value, snowMM: day.snow?.value)
        summary.uvIndex = day.uvi?.value
        summary.summary = day.summary.flatMap { $0.isEmpty ? nil : $0 }
        return summary
    }

    private static func oneCallMinute(_ minute: OneCallDTO.Minute, path: String) throws -> MinutePrecipitation {
        MinutePrecipitation(
            time: try date(minute.dt.value, path: path + ".dt", source: .server),
            millimetresPerHour: minute.precipitation?.value ?? 0)
    }

    /// An alert; a time out of range is unknown, not a reason to drop the weather, and an empty
    /// event is named by its first tag.
    private static func alert(_ dto: OneCallDTO.Alert) -> WeatherAlert {
        WeatherAlert(
            sender: dto.senderName, event: dto.event.flatMap { $0.isEmpty ? nil : $0 } ?? dto.tags.first,
            start: dto.start.flatMap { try? date($0.value, path: "", source: .server) },
            end: dto.end.flatMap { try? date($0.value, path: "", source: .server) },
            description: dto.description)
    }

    /// The readings of a flat record.
    private static func moment(_ dto: OneCallDTO.Moment, path: String) throws -> Readings {
        Readings(
            temperatureC: try celsius(dto.temp, path, "temp", source: .server) ?? 0,
            feelsLikeC: try celsius(dto.feelsLike, path, "feels_like", source: .server),
            tempMinC: nil, tempMaxC: nil, humidityPct: dto.humidity?.value, pressureHPa: dto.pressure?.value,
            seaLevelHPa: nil, groundLevelHPa: nil,
            // Shown, not needed: a dew point that is no Kelvin reading is left out, not the answer.
            reportedDewPointC: (try? celsius(dto.dewPoint, path, "dew_point", source: .server)) ?? nil)
    }
}
