import FoundationEssentials

/// MET Norway's Locationforecast answer (``MetNorwayForecastDTO``) to the model. Every value is
/// read with the unit `meta.units` declares for it and converted from it (``DeclaredUnit``): a
/// variable the answer has without a unit, or in a unit not known, is a bad answer naming the key;
/// a variable it lacks (or sends as null) is absent, not an error. What MET does not send is worked
/// out here: the feels-like temperature (``ApparentTemperature``), sunrise and sunset (``Sky``),
/// and day or night for a symbol that does not say.
enum MetNorwayToModel {
    /// The weather now (the first step: MET's series starts at the current hour) and the
    /// forecast (its hourly steps, and days from the whole series).
    /// - Parameter offsetSeconds: the place's offset from UTC, from the geocoder's time zone: MET
    ///   sends none. Without one the place keeps nautical time, an hour for each 15° of longitude.
    /// - Throws: ``ResponseError`` for a point that is no place, no steps, a first step without a
    ///   temperature, a time not like `2020-07-20T11:00:00Z`, or a unit that is missing or unknown.
    static func weather(_ dto: MetNorwayForecastDTO, offsetSeconds: Int?) throws -> PointWeather {
        let place = try point(dto.geometry.coordinates)
        let offset = offsetSeconds ?? nauticalOffset(longitude: place.longitude)
        let reader = Reader(units: dto.properties.meta.units, place: place)
        let steps = try dto.properties.timeseries.enumerated().map { try reader.step($0.element, index: $0.offset) }
        guard let first = steps.first else { throw missing("properties.timeseries[0]") }
        guard let readings = first.readings else {
            throw missing("properties.timeseries[0].data.instant.details.air_temperature")
        }
        let summary = first.nextHour ?? first.nextSixHours ?? first.nextTwelveHours
        var current = CurrentWeather(
            location: Location(
                name: nil, country: nil, state: nil, cityID: nil, latitude: place.latitude,
                longitude: place.longitude, timezoneOffsetSeconds: offset),
            observedAt: first.time, sunrise: nil, sunset: nil,
            conditions: summary.flatMap { reader.condition($0, at: first.time) }.map { [$0] } ?? [],
            readings: readings, visibilityM: nil, cloudsPct: first.cloudsPct, wind: first.wind, rain: nil, snow: nil)
        // The index under a clear sky, which is all MET sends: clouds would lower it.
        current.uvIndex = first.uvIndex
        (current.sunrise, current.sunset, current.polarLight) = sun(at: place, on: first.time, offset: offset)

        let hours = steps.compactMap { reader.hourlyEntry($0) }
        var forecast = Forecast(timezoneOffsetSeconds: offset, entries: hours)
        forecast.stepHours = 1
        let days = Self.days(steps, hours: hours, offset: offset, reader: reader)
        forecast.providedDaily = days.isEmpty ? nil : days
        forecast.minutely = first.nextHour?.precipitationMM.map { rate in
            // The hour's amount, in mm, is its rate in mm/h: the same for each of its minutes, so
            // that the next hour is there for the rest of the hour, not only at its first minute.
            (0..<60).map {
                MinutePrecipitation(time: first.time.addingTimeInterval(Double($0) * 60), millimetresPerHour: rate)
            }
        }
        return PointWeather(current: current, forecast: forecast)
    }

    // MARK: the place and the sun

    /// `geometry.coordinates`, `[longitude, latitude, altitude]`, as a place on Earth.
    private static func point(_ coordinates: [Double]) throws -> Coordinates {
        guard coordinates.count >= 2 else { throw missing("geometry.coordinates[\(coordinates.count)]") }
        let (longitude, latitude) = (coordinates[0], coordinates[1])
        for (value, limit, index) in [(longitude, 180.0, 0), (latitude, 90.0, 1)]
        where !(-limit...limit).contains(value) {
            throw ResponseError(
                source: .server,
                problem: .outOfRange(
                    path: "geometry.coordinates[\(index)]", found: NumberText.trimmed(value, maxDecimals: 6)))
        }
        return Coordinates(latitude: latitude, longitude: longitude)
    }

    /// Nautical time: the offset of the 15° band of longitude the place is in, in whole hours
    /// (what a ship keeps at sea), for an answer read without the place's time zone.
    static func nauticalOffset(longitude: Double) -> Int {
        Int((longitude / 15).rounded()) * 3600
    }

    /// Sunrise and sunset on the local day of `date`, worked out as MET sends none; in polar day
    /// or night neither, and which it is.
    private static func sun(
        at place: Coordinates, on date: Date, offset: Int
    ) -> (sunrise: Date?, sunset: Date?, polarLight: PolarLight?) {
        let sky = Sky(at: place, on: date, utcOffset: offset)
        switch (sky.sunrise, sky.sunset) {
        case (.staysUp, .staysUp): return (nil, nil, .day)
        case (.staysDown, .staysDown): return (nil, nil, .night)
        default: return (sky.sunrise.date, sky.sunset.date, nil)
        }
    }

    // MARK: the days

    /// A stretch of the series counted once toward a day: an hourly step's hour while the series
    /// is hourly, then each six hours of the tail. As one forecast step, with its time at the
    /// hour's start (the day it starts in), or at the six hours' middle (the day that holds most
    /// of them).
    fileprivate struct DayPart {
        var entry: ForecastEntry
        var hours: Int
        /// The six hours' lowest and highest temperature, which the tail's one instant every six
        /// hours would miss.
        var lowC: Double?
        var highC: Double?
    }

    /// One summary per local day, from the whole series.
    ///
    /// The hourly steps alone are the forecast's entries: the model has one step length a
    /// forecast (`stepHours`, which the chart, the outlook and a day's `partial` mark count on), so
    /// the six-hourly tail cannot be steps among them. Summed from the hourly steps alone, the
    /// days would end with the third; summed from six-hourly instants, a day's high would be
    /// whatever 12:00 UTC was. So the days are made here: each hour while the series is hourly,
    /// then each six hours of the tail with MET's own low and high for them (`next_6_hours`'
    /// `air_temperature_min` and `_max`, in the `complete` product; the `compact` one has only the
    /// instants), summed by the model's own rules (``Forecast/daily``: the day's condition, its
    /// highest chance, its totals). A day has `steps` of 3 hours, 8 for a whole day, and is partial
    /// when under 12 of its hours are forecast, as a summed day is.
    private static func days(
        _ steps: [Step], hours: [ForecastEntry], offset: Int, reader: Reader
    ) -> [DailyForecast] {
        var parts = hours.map { DayPart(entry: $0, hours: 1) }
        var coveredUntil = hours.map { $0.time.addingTimeInterval(3600) }.max() ?? .distantPast
        for step in steps.sorted(by: { $0.time < $1.time }) where step.time >= coveredUntil {
            guard let six = step.nextSixHours, let part = reader.sixHourPart(step, six) else { continue }
            parts.append(part)
            coveredUntil = step.time.addingTimeInterval(6 * 3600)
        }
        var tallies: [String: Tally] = [:]
        for part in parts {
            let date = LocalTime(part.entry.time, offsetSeconds: offset).date
            tallies[date, default: Tally()].add(part)
        }
        return Forecast(timezoneOffsetSeconds: offset, entries: parts.map(\.entry)).daily.map { summed in
            var day = summed
            let counted = tallies[day.date] ?? Tally()
            day.minC = min(day.minC, counted.lows.min() ?? day.minC)
            day.maxC = max(day.maxC, counted.highs.max() ?? day.maxC)
            day.steps = min(8, Int((Double(counted.hours) / 3).rounded()))
            day.partial = counted.hours < 12
            // A day's condition is shown by day, as Open-Meteo's days are.
            day.condition = day.condition.map { condition in
                condition.wmoCode.map { WMOWeatherCode.condition($0, isDay: true) } ?? condition
            }
            return day
        }
    }

    /// What a day's parts add up to beside what ``Forecast/daily`` sums.
    private struct Tally {
        var hours = 0
        var lows: [Double] = []
        var highs: [Double] = []

        /// Counts `part` toward its day.
        mutating func add(_ part: DayPart) {
            hours += part.hours
            lows += part.lowC.map { [$0] } ?? []
            highs += part.highC.map { [$0] } ?? []
        }
    }

    /// A key every answer has, and this one has not.
    private static func missing(_ path: String) -> ResponseError {
        ResponseError(source: .server, problem: .missingKey(path: path))
    }
}

extension MetNorwayToModel {
    /// One step of the series in the model's units.
    struct Step {
        var time: Date
        /// Nil without a temperature.
        var readings: Readings?
        var wind: Wind?
        var cloudsPct: Double?
        var uvIndex: Double?
        var nextHour: Stretch?
        var nextSixHours: Stretch?
        var nextTwelveHours: Stretch?
    }

    /// What MET says of the hour, six hours or twelve hours after a step's time.
    struct Stretch {
        var symbol: MetNorwaySymbol?
        var precipitationMM: Double?
        var popPct: Double?
        /// The six hours' lowest and highest temperature.
        var lowC: Double?
        var highC: Double?

        /// The amount as rain or as snow, as the symbol says what falls (MET sends one amount for
        /// both): snow for a snow symbol, rain for any other, sleet too (rain and snow together,
        /// which lands wet).
        var rainAndSnow: (rain: Double?, snow: Double?) {
            guard let amount = precipitationMM else { return (nil, nil) }
            return symbol?.fall == .snow ? (nil, amount) : (amount, nil)
        }
    }

    /// Reads steps with the units the answer declares.
    struct Reader {
        /// `meta.units`.
        var units: [String: String]
        var place: Coordinates

        /// MET's names for the units ``DeclaredUnit`` knows by their symbols; the others (`m/s`,
        /// `hPa`, `%`, `mm`) are spelt alike.
        static let spellings = ["celsius": "°C", "degrees": "°", "1": ""]

        /// The step in model units.
        func step(_ step: MetNorwayForecastDTO.Step, index: Int) throws -> Step {
            let path = "properties.timeseries[\(index)]"
            guard let time = Self.utcTime(step.time) else {
                throw ResponseError(
                    source: .server,
                    problem: .wrongType(
                        path: path + ".time", expected: "a time like 2020-07-20T12:00:00Z",
                        found: JSONValue.string(step.time).shortDescription))
            }
            let now = step.data.instant?.details
            let humidity = try value(now?.relativeHumidity, "relative_humidity", DeclaredUnit.percent)
            let speed = try value(now?.windSpeed, "wind_speed", DeclaredUnit.metresPerSecond)
            let wind = Wind(
                speedMS: speed,
                gustMS: try value(now?.windSpeedOfGust, "wind_speed_of_gust", DeclaredUnit.metresPerSecond),
                degrees: try value(now?.windFromDirection, "wind_from_direction", DeclaredUnit.degrees))
            let pressure = try value(now?.airPressureAtSeaLevel, "air_pressure_at_sea_level", DeclaredUnit.hectopascals)
            let dewPoint = try value(now?.dewPointTemperature, "dew_point_temperature", DeclaredUnit.celsius)
            let readings = try value(now?.airTemperature, "air_temperature", DeclaredUnit.celsius).map { temperature in
                Readings(
                    temperatureC: temperature, feelsLikeC: Self.feelsLike(temperature, humidity, speed), tempMinC: nil,
                    tempMaxC: nil, humidityPct: humidity, pressureHPa: pressure, seaLevelHPa: pressure,
                    groundLevelHPa: nil, reportedDewPointC: dewPoint)
            }
            return Step(
                time: time, readings: readings,
                wind: wind.speedMS == nil && wind.gustMS == nil && wind.degrees == nil ? nil : wind,
                cloudsPct: try value(now?.cloudAreaFraction, "cloud_area_fraction", DeclaredUnit.percent),
                uvIndex: try value(now?.ultravioletIndexClearSky, "ultraviolet_index_clear_sky", DeclaredUnit.plain),
                nextHour: try stretch(step.data.next1Hours), nextSixHours: try stretch(step.data.next6Hours),
                nextTwelveHours: try stretch(step.data.next12Hours))
        }

        /// The hourly forecast step of a step that has its next hour; nil for the others (the
        /// tail's, which have six hours), and for one without a temperature.
        func hourlyEntry(_ step: Step) -> ForecastEntry? {
            guard let hour = step.nextHour, let readings = step.readings else { return nil }
            let (rain, snow) = hour.rainAndSnow
            return ForecastEntry(
                time: step.time, readings: readings,
                conditions: condition(hour, at: step.time).map { [$0] } ?? [], wind: step.wind,
                cloudsPct: step.cloudsPct, visibilityM: nil, popPct: hour.popPct, rain3hMM: rain, snow3hMM: snow)
        }

        /// Six hours of the tail, toward their day; nil without any temperature for them.
        fileprivate func sixHourPart(_ step: Step, _ six: Stretch) -> DayPart? {
            guard let temperature = step.readings?.temperatureC ?? six.lowC ?? six.highC else { return nil }
            let (rain, snow) = six.rainAndSnow
            let readings =
                step.readings
                ?? Readings(
                    temperatureC: temperature, feelsLikeC: nil, tempMinC: nil, tempMaxC: nil, humidityPct: nil,
                    pressureHPa: nil, seaLevelHPa: nil, groundLevelHPa: nil)
            let entry = ForecastEntry(
                time: step.time.addingTimeInterval(3 * 3600), readings: readings,
                conditions: condition(six, at: step.time).map { [$0] } ?? [], wind: step.wind,
                cloudsPct: step.cloudsPct, visibilityM: nil, popPct: six.popPct, rain3hMM: rain, snow3hMM: snow)
            return DayPart(entry: entry, hours: 6, lowC: six.lowC, highC: six.highC)
        }

        /// The stretch's symbol as a condition, by day or night as its variant says, else as the
        /// sun is at `time` (its centre above −0.833°, where sunrise and sunset are counted).
        func condition(_ stretch: Stretch, at time: Date) -> Condition? {
            stretch.symbol?.condition {
                SolarPosition(at: time).equatorial.altitude(at: place, on: time) > Sky.Level.sunrise
            }
        }

        /// `next_1_hours`, `next_6_hours` or `next_12_hours` in model units; an empty symbol is none.
        private func stretch(_ period: MetNorwayForecastDTO.Period?) throws -> Stretch? {
            guard let period else { return nil }
            let details = period.details
            return Stretch(
                symbol: period.summary?.symbolCode.flatMap { $0.isEmpty ? nil : MetNorwaySymbol($0) },
                precipitationMM: try value(
                    details?.precipitationAmount, "precipitation_amount", DeclaredUnit.millimetres),
                popPct: try value(
                    details?.probabilityOfPrecipitation, "probability_of_precipitation", DeclaredUnit.percent),
                lowC: try value(details?.airTemperatureMin, "air_temperature_min", DeclaredUnit.celsius),
                highC: try value(details?.airTemperatureMax, "air_temperature_max", DeclaredUnit.celsius))
        }

        /// `raw` converted from the unit `meta.units` declares for `key`; nil when it is absent.
        private func value(
            _ raw: LenientDouble?, _ key: String, _ convert: (Double, String) -> Double?
        ) throws
            -> Double?
        {
            guard let raw = raw?.value else { return nil }
            let path = "properties.meta.units.\(key)"
            guard let unit = units[key] else { throw MetNorwayToModel.missing(path) }
            guard let value = convert(raw, Self.spellings[unit] ?? unit) else {
                throw ResponseError(
                    source: .server,
                    problem: .other(path: path, detail: "an unknown unit \"\(unit.truncated(to: 20))\""))
            }
            return value
        }

        /// How warm it feels: nil without the humidity or the wind, which the formula needs.
        private static func feelsLike(_ temperature: Double, _ humidity: Double?, _ wind: Double?) -> Double? {
            guard let humidity, let wind else { return nil }
            let feels = ApparentTemperature.celsius(temperatureC: temperature, humidityPct: humidity, windMS: wind)
            // A temperature near −237.7 °C, which no real answer has, would divide by zero.
            return feels.isFinite ? feels : nil
        }

        /// `2020-07-20T11:00:00Z`: UTC, to the second or the minute, as MET writes its times.
        static func utcTime(_ text: String) -> Date? {
            guard text.hasSuffix("Z") else { return nil }
            let parts = text.dropLast().split(separator: "T", omittingEmptySubsequences: false)
            guard parts.count == 2, let day = parts.first, let clock = parts.last else { return nil }
            let date = day.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            let time = clock.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard date.count == 3, let year = date[0], let month = date[1], let dayOfMonth = date[2],
                (1000...3000).contains(year), (1...12).contains(month), (1...31).contains(dayOfMonth),
                (2...3).contains(time.count), let hour = time[0], let minute = time[1],
                (0...23).contains(hour), (0...59).contains(minute)
            else { return nil }
            let second = time.count == 3 ? time[2] : 0
            guard let second, (0...60).contains(second) else { return nil }
            let days = LocalTime.daysSinceEpoch(year: year, month: month, day: dayOfMonth)
            return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
        }
    }
}
