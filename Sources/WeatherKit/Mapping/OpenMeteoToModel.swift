import FoundationEssentials

/// Open-Meteo's answers (``OpenMeteoForecastDTO``, ``OpenMeteoAirQualityDTO``,
/// ``OpenMeteoGeocodingDTO``) to the model. Every value is read with the unit its `*_units` block
/// declares and converted from it (``DeclaredUnit``): an undeclared or unknown unit is a bad answer
/// naming the key, and a variable the answer lacks (or sends as null) is absent, not an error.
/// Times are the answer's local times at `utc_offset_seconds` (`2026-05-11T18:30`) or epoch
/// seconds (`timeformat=unixtime`), as `*_units.time` says.
enum OpenMeteoToModel {
    /// The current weather (from `current`, with sunrise and sunset from `daily`'s first day) and
    /// the forecast (hourly steps from `hourly`, days from `daily`, quarter hours from
    /// `minutely_15`).
    /// - Throws: ``ResponseError`` for a missing `current`, `current.time` or
    ///   `current.temperature_2m`, a value of the wrong type, or a unit that is not declared or not known.
    /// - Parameter past: the answer was asked with `past_hours` and `past_days`: its hours before
    ///   the current one and its days before today are yesterday's, for ``DayBefore``, not forecast.
    static func weather(_ dto: OpenMeteoForecastDTO, past: Bool = false) throws -> PointWeather {
        let offset = try Self.offset(dto.utcOffsetSeconds)
        guard let values = dto.current else { throw missing("current") }
        let now = Reader(block: "current", units: dto.currentUnits, offset: offset) { values[$0] }
        guard let observed = try now.time("time") else { throw missing("current.time") }
        guard let temperature = try now.value("temperature_2m", DeclaredUnit.celsius) else {
            throw missing("current.temperature_2m")
        }
        let days = try Self.days(dto, offset: offset)
        let today = days.first { $0.date == LocalTime(observed, offsetSeconds: offset ?? 0).date }
        var current = CurrentWeather(
            location: Location(
                name: nil, country: nil, state: nil, cityID: nil,
                latitude: try WireToModel.within(dto.latitude.value, 90, path: "latitude", source: .server),
                longitude: try WireToModel.within(dto.longitude.value, 180, path: "longitude", source: .server),
                timezoneOffsetSeconds: offset),
            observedAt: observed, sunrise: today?.sunrise, sunset: today?.sunset,
            conditions: try now.condition(), readings: try now.readings(temperature: temperature),
            visibilityM: try now.value("visibility", DeclaredUnit.metres),
            cloudsPct: try now.value("cloud_cover", DeclaredUnit.percent), wind: try now.wind(), rain: nil, snow: nil)
        (current.rain, current.snow) = try lastHour(dto, before: observed, offset: offset)
        current.uvIndex = try now.value("uv_index", DeclaredUnit.plain)
        // Open-Meteo gives polar night a sunrise and sunset at one time, and polar day midnight
        // to midnight: neither is a sunrise or a sunset.
        if let rise = today?.sunrise, let set = today?.sunset {
            let light = set.timeIntervalSince(rise)
            if light <= 0 || light >= 86_400 {
                (current.sunrise, current.sunset) = (nil, nil)
                current.polarLight = light <= 0 ? .night : .day
            }
        }
        // An answer asked for the past begins a day back: its forecast starts at the current hour
        // and today; the hours and the day before are yesterday's.
        let steps = try steps(dto, offset: offset)
        let thisHour = observed.addingTimeInterval(-3600)
        let date = { (time: Date) in LocalTime(time, offsetSeconds: offset ?? 0).date }
        var forecast = Forecast(
            timezoneOffsetSeconds: offset, entries: past ? steps.filter { $0.time > thisHour } : steps)
        forecast.stepHours = 1
        let summaries = (past ? days.filter { $0.date >= date(observed) } : days).compactMap(\.summary)
        forecast.providedDaily = summaries.isEmpty ? nil : summaries
        forecast.minutely = try minutes(dto, from: observed, offset: offset)
        var weather = PointWeather(current: current, forecast: forecast)
        if past {
            let yesterday = days.first { $0.date == date(observed.addingTimeInterval(-86_400)) }
            weather.dayBefore = DayBefore(
                now: current.observation, steps: steps.filter { $0.time <= observed }.map(\.observation),
                highToday: today?.summary?.maxC, highYesterday: yesterday?.summary?.maxC)
        }
        return weather
    }

    /// The air now, from `current` (or the first hour of `hourly`); none when the answer has neither.
    static func airReadings(_ dto: OpenMeteoAirQualityDTO) throws -> [AirReading] {
        let offset = try Self.offset(dto.utcOffsetSeconds)
        if let values = dto.current {
            let now = Reader(block: "current", units: dto.currentUnits, offset: offset) { values[$0] }
            return try now.airReading().map { [$0] } ?? []
        }
        guard let hourly = dto.hourly else { return [] }
        return try (0..<(hourly["time"]?.count ?? 0)).compactMap { index in
            try Reader(block: "hourly", units: dto.hourlyUnits, offset: offset, index: index) {
                hourly[$0]?.element(index)
            }.airReading()
        }
    }

    /// The matches, best first; a match without a name is left out.
    static func places(_ dto: OpenMeteoGeocodingDTO) -> [GeocodedPlace] {
        (dto.results ?? []).compactMap { result in
            guard let name = result.name.nonEmpty else { return nil }
            var place = GeocodedPlace(
                name: name, state: result.admin1.nonEmpty, country: result.countryCode.nonEmpty,
                latitude: result.latitude.value, longitude: result.longitude.value)
            // GeoNames says 9999 for an elevation it does not know; no place on Earth is that high.
            place.elevationM = result.elevation.map(\.value).flatMap { (-500...9000).contains($0) ? $0 : nil }
            place.timeZone = result.timezone.nonEmpty
            return place
        }
    }

    // MARK: the blocks

    /// One day of `daily`: its sunrise and sunset, and its summary when the answer has its low
    /// and high.
    private struct Day {
        var date: String
        var summary: DailyForecast?
        var sunrise: Date?
        var sunset: Date?
    }

    private static func days(_ dto: OpenMeteoForecastDTO, offset: Int?) throws -> [Day] {
        guard let daily = dto.daily else { return [] }
        return try (0..<(daily["time"]?.count ?? 0)).compactMap { index -> Day? in
            let day = Reader(block: "daily", units: dto.dailyUnits, offset: offset, index: index) {
                daily[$0]?.element(index)
            }
            guard let start = try day.time("time") else { return nil }
            let date = LocalTime(start, offsetSeconds: offset ?? 0).date
            let sunrise = try day.time("sunrise")
            let sunset = try day.time("sunset")
            guard let low = try day.value("temperature_2m_min", DeclaredUnit.celsius),
                let high = try day.value("temperature_2m_max", DeclaredUnit.celsius)
            else { return Day(date: date, summary: nil, sunrise: sunrise, sunset: sunset) }
            let (rain, snow) = try day.rainAndSnow("_sum")
            var summary = DailyForecast(
                date: date, steps: 8, minC: low, maxC: high,
                condition: try day.condition(wholeDay: true).first,
                popPct: try day.value("precipitation_probability_max", DeclaredUnit.percent),
                rainMM: rain, snowMM: snow)
            summary.uvIndex = try day.value("uv_index_max", DeclaredUnit.plain)
            return Day(date: date, summary: summary, sunrise: sunrise, sunset: sunset)
        }
    }

    private static func steps(_ dto: OpenMeteoForecastDTO, offset: Int?) throws -> [ForecastEntry] {
        guard let hourly = dto.hourly else { return [] }
        return try (0..<(hourly["time"]?.count ?? 0)).compactMap { index -> ForecastEntry? in
            let step = Reader(block: "hourly", units: dto.hourlyUnits, offset: offset, index: index) {
                hourly[$0]?.element(index)
            }
            guard let time = try step.time("time"),
                let temperature = try step.value("temperature_2m", DeclaredUnit.celsius)
            else { return nil }
            let (rain, snow) = try step.rainAndSnow()
            return ForecastEntry(
                time: time, readings: try step.readings(temperature: temperature), conditions: try step.condition(),
                wind: try step.wind(), cloudsPct: try step.value("cloud_cover", DeclaredUnit.percent),
                visibilityM: try step.value("visibility", DeclaredUnit.metres),
                popPct: try step.value("precipitation_probability", DeclaredUnit.percent), rain3hMM: rain,
                snow3hMM: snow)
        }
    }

    /// `minutely_15` as the minutes One Call gives: each quarter hour's amount (Open-Meteo's sum
    /// over the 15 minutes before its time) as a rate (mm/h), for each of those minutes. Quarters
    /// before `current.time` (asked for the last hour's rain) are not minutes ahead.
    private static func minutes(
        _ dto: OpenMeteoForecastDTO, from observed: Date, offset: Int?
    ) throws -> [MinutePrecipitation]? {
        guard dto.minutely15 != nil else { return nil }
        var minutes: [MinutePrecipitation] = []
        for quarter in quarters(dto, offset: offset) {
            guard let start = try quarter.time("time"), start >= observed,
                let amount = try quarter.value("precipitation", DeclaredUnit.millimetres)
            else { continue }
            for minute in 0..<15 {
                minutes.append(
                    MinutePrecipitation(
                        time: start.addingTimeInterval(Double(minute - 15) * 60), millimetresPerHour: amount * 4))
            }
        }
        return minutes
    }

    /// The rain and the snow of the hour before `current.time`, as OpenWeatherMap's `rain.1h` and
    /// `snow.1h`: the sum of the four quarter hours that end in it, none when it was dry or when a
    /// quarter is missing (a sum over part of the hour would say less than fell).
    private static func lastHour(
        _ dto: OpenMeteoForecastDTO, before observed: Date, offset: Int?
    ) throws -> (rain: Precipitation?, snow: Precipitation?) {
        var (rain, snow, counted) = (0.0, 0.0, 0)
        for quarter in quarters(dto, offset: offset) {
            guard let time = try quarter.time("time"), time <= observed, time > observed.addingTimeInterval(-3600),
                try quarter.value("precipitation", DeclaredUnit.millimetres) != nil
            else { continue }
            let amounts = try quarter.rainAndSnow()
            rain += amounts.rain ?? 0
            snow += amounts.snow ?? 0
            counted += 1
        }
        guard counted == 4 else { return (nil, nil) }
        return (rain > 0 ? Precipitation(lastHourMM: rain) : nil, snow > 0 ? Precipitation(lastHourMM: snow) : nil)
    }

    private static func quarters(_ dto: OpenMeteoForecastDTO, offset: Int?) -> [Reader] {
        guard let quarters = dto.minutely15 else { return [] }
        return (0..<(quarters["time"]?.count ?? 0)).map { index in
            Reader(block: "minutely_15", units: dto.minutely15Units, offset: offset, index: index) {
                quarters[$0]?.element(index)
            }
        }
    }

    /// `utc_offset_seconds`, within the ±18 h any place's clock is.
    private static func offset(_ seconds: LenientInt?) throws -> Int? {
        try seconds.map {
            Int(
                try WireToModel.within(
                    Double($0.value), WireToModel.widestOffset, path: "utc_offset_seconds", source: .server))
        }
    }

    private static func missing(_ path: String) -> ResponseError {
        ResponseError(source: .server, problem: .missingKey(path: path))
    }
}

extension Array where Element == JSONValue {
    /// The value at `index`, or nil past the end (a column shorter than `time`).
    fileprivate func element(_ index: Int) -> JSONValue? { indices.contains(index) ? self[index] : nil }
}

extension OpenMeteoToModel {
    /// Reads one block, or one step of a block, with its units.
    struct Reader {
        /// `current`, `hourly`: for the key paths in messages.
        var block: String
        var units: [String: JSONValue]?
        var offset: Int?
        /// The step's position in a block of steps; nil for `current`.
        var index: Int? = nil
        var lookup: (String) -> JSONValue?

        init(
            block: String, units: [String: JSONValue]?, offset: Int?, index: Int? = nil,
            lookup: @escaping (String) -> JSONValue?
        ) {
            self.block = block
            self.units = units
            self.offset = offset
            self.index = index
            self.lookup = lookup
        }

        private func path(_ key: String) -> String { "\(block).\(key)" + (index.map { "[\($0)]" } ?? "") }

        /// The variable's number, converted from its declared unit; nil when it is absent or null.
        func value(_ key: String, _ convert: (Double, String) -> Double?) throws -> Double? {
            guard let raw = try number(key) else { return nil }
            let unitPath = "\(block)_units.\(key)"
            guard let unit = units?[key]?.stringValue else {
                throw ResponseError(source: .server, problem: .missingKey(path: unitPath))
            }
            guard let value = convert(raw, unit) else {
                throw ResponseError(
                    source: .server,
                    problem: .other(path: unitPath, detail: "an unknown unit \"\(unit.truncated(to: 20))\""))
            }
            return value
        }

        /// The sum of the variables that are there, in mm; nil when none is.
        /// Rain (with showers; without them, all that fell when no snow did), and snow as water, as
        /// OpenWeatherMap gives it: what fell that was not rain, when snow fell (`snowfall` is the
        /// depth of fresh snow, not its water). A day's are the same variables with `_sum`.
        func rainAndSnow(_ suffix: String = "") throws -> (rain: Double?, snow: Double?) {
            let total = try value("precipitation" + suffix, DeclaredUnit.millimetres)
            let snowfall = try value("snowfall" + suffix, DeclaredUnit.millimetres)
            let rain = try sum(["rain" + suffix, "showers" + suffix]) ?? ((snowfall ?? 0) == 0 ? total : nil)
            return (rain, total.flatMap { total in (snowfall ?? 0) > 0 ? max(0, total - (rain ?? 0)) : nil })
        }

        func sum(_ keys: [String]) throws -> Double? {
            let amounts = try keys.compactMap { try value($0, DeclaredUnit.millimetres) }
            return amounts.isEmpty ? nil : amounts.reduce(0, +)
        }

        private func number(_ key: String) throws -> Double? {
            switch lookup(key) {
            case nil, .null?: return nil
            case .number(let value)?:
                guard value.isFinite else { throw wrongType(key, .number(value)) }
                if let problem = Reading.problem(value) {
                    throw ResponseError(source: .server, problem: .other(path: path(key), detail: problem))
                }
                return value
            case let other?: throw wrongType(key, other)
            }
        }

        private func wrongType(_ key: String, _ found: JSONValue) -> ResponseError {
            ResponseError(
                source: .server,
                problem: .wrongType(path: path(key), expected: "a number", found: found.shortDescription))
        }

        /// A time: `iso8601` (the place's local time, `2026-05-11T18:30`, or a day, `2026-05-11`) or
        /// `unixtime`, as the units say.
        func time(_ key: String) throws -> Date? {
            guard let raw = lookup(key), raw != .null else { return nil }
            let unitPath = "\(block)_units.\(key)"
            switch units?[key]?.stringValue {
            case "unixtime"?:
                guard case .number(let seconds) = raw, seconds.isFinite, abs(seconds) < 32_503_680_000 else {
                    throw ResponseError(
                        source: .server,
                        problem: .wrongType(path: path(key), expected: "epoch seconds", found: raw.shortDescription))
                }
                return Date(timeIntervalSince1970: seconds.rounded())
            case "iso8601"?:
                guard case .string(let text) = raw, let date = Self.localTime(text, offset: offset ?? 0) else {
                    throw ResponseError(
                        source: .server,
                        problem: .wrongType(
                            path: path(key), expected: "a time like 2026-05-11T18:30", found: raw.shortDescription))
                }
                return date
            case let unit?:
                throw ResponseError(
                    source: .server,
                    problem: .other(path: unitPath, detail: "an unknown unit \"\(unit.truncated(to: 20))\""))
            case nil:
                throw ResponseError(source: .server, problem: .missingKey(path: unitPath))
            }
        }

        /// `2026-05-11T18:30`, `2026-05-11T18:30:15` or `2026-05-11` at `offset` seconds east of UTC.
        static func localTime(_ text: String, offset: Int) -> Date? {
            let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
            let day = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard day.count == 3, let year = day[0], let month = day[1], let dayOfMonth = day[2],
                (1...12).contains(month), (1...31).contains(dayOfMonth), (-3000...3000).contains(year)
            else { return nil }
            var seconds = 0
            if parts.count == 2 {
                let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
                guard (2...3).contains(clock.count), let hour = clock[0], let minute = clock[1],
                    (0...23).contains(hour), (0...59).contains(minute)
                else { return nil }
                let second = clock.count == 3 ? clock[2] : 0
                guard let second, (0...60).contains(second) else { return nil }
                seconds = hour * 3600 + minute * 60 + second
            }
            let days = LocalTime.daysSinceEpoch(year: year, month: month, day: dayOfMonth)
            return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + seconds - offset))
        }

        /// Temperature, perceived temperature, humidity, pressure and dew point.
        func readings(temperature: Double) throws -> Readings {
            Readings(
                temperatureC: temperature, feelsLikeC: try value("apparent_temperature", DeclaredUnit.celsius),
                tempMinC: nil, tempMaxC: nil, humidityPct: try value("relative_humidity_2m", DeclaredUnit.percent),
                pressureHPa: try value("pressure_msl", DeclaredUnit.hectopascals),
                seaLevelHPa: try value("pressure_msl", DeclaredUnit.hectopascals),
                groundLevelHPa: try value("surface_pressure", DeclaredUnit.hectopascals),
                reportedDewPointC: try value("dew_point_2m", DeclaredUnit.celsius))
        }

        func wind() throws -> Wind? {
            let wind = Wind(
                speedMS: try value("wind_speed_10m", DeclaredUnit.metresPerSecond),
                gustMS: try value("wind_gusts_10m", DeclaredUnit.metresPerSecond),
                degrees: try value("wind_direction_10m", DeclaredUnit.degrees))
            return wind.speedMS == nil && wind.gustMS == nil && wind.degrees == nil ? nil : wind
        }

        /// The WMO code's condition, by day or night as `is_day` says (a day's is always by day).
        func condition(wholeDay: Bool = false) throws -> [Condition] {
            // A code is a small whole number; anything else is no code we know.
            guard let value = try number("weather_code") else { return [] }
            let code = abs(value) < 10_000 ? Int(value) : -1
            let dayOrNight = try number("is_day")
            let isDay = wholeDay || dayOrNight.map { $0 != 0 } ?? true
            return [WMOWeatherCode.condition(Int(code), isDay: isDay)]
        }

        /// The pollutants in μg/m³; nil when the block has none of them.
        func airReading() throws -> AirReading? {
            guard let time = try time("time") else { return nil }
            let gas = DeclaredUnit.microgramsPerCubicMetre
            let components = Pollutants(
                co: try value("carbon_monoxide", gas), no: try value("nitrogen_monoxide", gas),
                no2: try value("nitrogen_dioxide", gas), o3: try value("ozone", gas),
                so2: try value("sulphur_dioxide", gas), pm2_5: try value("pm2_5", gas), pm10: try value("pm10", gas),
                nh3: try value("ammonia", gas))
            let grains = DeclaredUnit.grainsPerCubicMetre
            let pollen = Pollen(
                alder: try value("alder_pollen", grains), birch: try value("birch_pollen", grains),
                grass: try value("grass_pollen", grains), mugwort: try value("mugwort_pollen", grains),
                olive: try value("olive_pollen", grains), ragweed: try value("ragweed_pollen", grains))
            guard components != Pollutants() || pollen != Pollen() else { return nil }
            return AirReading(time: time, index: nil, components: components, pollen: pollen == Pollen() ? nil : pollen)
        }
    }
}
