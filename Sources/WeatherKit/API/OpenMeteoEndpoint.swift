import FoundationEssentials

/// Every Open-Meteo call `weather` makes, beside OpenWeatherMap's in `Endpoint.swift`;
/// ``OpenMeteoClient`` sends them. Each asks for the variables the model has, at the place's own
/// offset (`timezone=auto`), in Open-Meteo's default units, which the answer declares anyway.
extension Endpoint where Value == PointWeather {
    /// `GET /v1/forecast`: the weather now, the last and the next hour's quarter hours and today's
    /// sunrise and sunset; with `forecast`, also the hourly steps and 16 days.
    /// With `yesterday`, the answer reaches back to this hour yesterday (`past_hours`) and, with
    /// `forecast`, to yesterday's day (`past_days`), for `--yesterday`.
    public static func openMeteoWeather(at point: Coordinates, forecast: Bool, yesterday: Bool = false) -> Endpoint {
        let now = [
            "temperature_2m", "relative_humidity_2m", "dew_point_2m", "apparent_temperature", "is_day",
            "weather_code", "cloud_cover", "pressure_msl", "surface_pressure", "wind_speed_10m",
            "wind_direction_10m", "wind_gusts_10m", "visibility", "uv_index",
        ]
        let hourly = [
            "temperature_2m", "relative_humidity_2m", "dew_point_2m", "apparent_temperature", "is_day",
            "precipitation_probability", "precipitation", "rain", "showers", "snowfall", "weather_code",
            "pressure_msl", "cloud_cover", "visibility", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m",
        ]
        let daily = [
            "weather_code", "temperature_2m_max", "temperature_2m_min", "sunrise", "sunset", "uv_index_max",
            "precipitation_probability_max", "precipitation_sum", "rain_sum", "showers_sum", "snowfall_sum",
        ]
        var query: [(String, String)] = [
            // The quarter hours: the last hour's four, for the rain that fell, and the next hour's.
            ("current", now.joined(separator: ",")), ("minutely_15", "precipitation,rain,showers,snowfall"),
            // Eight ahead: an answer kept 15 minutes, from a quarter begun up to 15 before, still
            // holds the next hour.
            ("past_minutely_15", "4"), ("forecast_minutely_15", "8"), ("timezone", "auto"),
        ]
        if forecast {
            query += [
                // `forecast_hours`: the hours start at the current one, not at local midnight.
                ("hourly", hourly.joined(separator: ",")), ("forecast_hours", "384"),
                ("daily", daily.joined(separator: ",")), ("forecast_days", "16"),
            ]
        } else {
            query += [("daily", "sunrise,sunset"), ("forecast_days", "1")]
            if yesterday { query += [("hourly", pastHourly), ("forecast_hours", "1")] }
        }
        if yesterday { query += Self.pastQuery(days: forecast) }
        let name = (forecast ? "om-forecast" : "om-weather") + (yesterday ? "-past" : "")
        return .openMeteoAtPoint(point, name: name, path: "v1/forecast", query) {
            try OpenMeteoData.weather(from: $0, past: yesterday)
        }
    }

    /// `GET /v1/forecast` for this hour yesterday alone, beside another provider's weather
    /// (`--yesterday`): the weather now and the hours back to this hour yesterday, and with
    /// `days`, today's and yesterday's highs. It carries no key: Open-Meteo takes none.
    public static func openMeteoYesterday(at point: Coordinates, days: Bool) -> Endpoint {
        var query: [(String, String)] = [
            ("current", pastHourly), ("hourly", pastHourly), ("forecast_hours", "1"), ("timezone", "auto"),
        ]
        if days { query += [("daily", "temperature_2m_max,temperature_2m_min"), ("forecast_days", "1")] }
        return .openMeteoAtPoint(
            point, name: days ? "om-yesterday-days" : "om-yesterday", path: "v1/forecast",
            query + pastQuery(days: days)
        ) {
            try OpenMeteoData.weather(from: $0, past: true)
        }
    }

    /// What yesterday is compared by: the quantities whose rows compare (`Quantity+All`).
    private static let pastHourly = "temperature_2m,relative_humidity_2m,wind_speed_10m"

    /// Back to the hour before this one yesterday, for the two hours around this time; and, for the
    /// days, yesterday's.
    private static func pastQuery(days: Bool) -> [(String, String)] {
        [("past_hours", "25")] + (days ? [("past_days", "1")] : [])
    }
}

extension Endpoint where Value == [AirReading] {
    /// `GET /v1/air-quality`: the pollutants now, in μg/m³, and the pollen, in grains/m³ (Europe
    /// only: elsewhere the answer holds nulls).
    public static func openMeteoAir(at point: Coordinates) -> Endpoint {
        let now =
            pollutants + [
                "alder_pollen", "birch_pollen", "grass_pollen", "mugwort_pollen", "olive_pollen", "ragweed_pollen",
            ]
        return .openMeteoAtPoint(
            point, name: "om-air", path: "v1/air-quality",
            [("current", now.joined(separator: ",")), ("timezone", "auto")]
        ) {
            try OpenMeteoData.airReadings(from: $0)
        }
    }

    /// `GET /v1/air-quality` by the hour, for each forecast day's worst air: the pollutants for
    /// the next 120 hours, from the current one, as OpenWeatherMap's air forecast has them.
    public static func openMeteoAirForecast(at point: Coordinates) -> Endpoint {
        .openMeteoAtPoint(
            point, name: "om-air-forecast", path: "v1/air-quality",
            [("hourly", pollutants.joined(separator: ",")), ("forecast_hours", "120"), ("timezone", "auto")]
        ) {
            try OpenMeteoData.airReadings(from: $0)
        }
    }

    /// What the EPA's, the EU's and the UK's indexes are worked out from, in μg/m³.
    private static let pollutants = [
        "pm10", "pm2_5", "carbon_monoxide", "nitrogen_dioxide", "sulphur_dioxide", "ozone", "ammonia",
    ]
}

extension Endpoint where Value == [GeocodedPlace] {
    /// `GET /v1/search?name=…&count=…&language=…[&countryCode=…]`: up to `count` matches, best first,
    /// in `country` only when one is given (ISO 3166-1 alpha-2, which Open-Meteo filters itself),
    /// names in `language` (English without one). Kept 30 days, as OpenWeatherMap's are.
    public static func openMeteoPlaces(
        named name: String, country: String? = nil, count: Int = openMeteoMatches, language: String?
    ) -> Endpoint {
        let language = (language ?? "en").lowercased().prefix { $0 != "_" && $0 != "-" }
        let country = country.map { [("countryCode", $0.uppercased())] } ?? []
        return Endpoint(
            name: "om-search", path: "v1/search",
            query: [("name", name), ("count", String(count)), ("language", String(language))] + country + [
                ("format", "json")
            ],
            cacheParameters: [("name", name.lowercased()), ("language", String(language)), ("count", String(count))]
                + country,
            lifetime: .name, decode: { try OpenMeteoData.places(from: $0) })
    }

    /// How many matches a name is asked for: what `--matches` lists, best first.
    public static var openMeteoMatches: Int { 20 }
    /// Open-Meteo's most, asked for when a state is picked out here, as its geocoder cannot filter
    /// by one: a town's namesakes in one country run to dozens (Hollywood, Springfield).
    public static var openMeteoMostMatches: Int { 100 }
}

extension Endpoint {
    /// An Open-Meteo endpoint for one point: `latitude`, `longitude` and `query`, cached by the
    /// point rounded to about 100 m, for ``CacheLifetime/standard``.
    static func openMeteoAtPoint(
        _ point: Coordinates, name: String, path: String, _ query: [(String, String)],
        decode: @escaping @Sendable (Data) throws -> Value
    ) -> Endpoint {
        Endpoint(
            name: name, path: path,
            query: [("latitude", point.queryText.latitude), ("longitude", point.queryText.longitude)] + query,
            cacheParameters: point.cacheParameters,
            lifetime: .standard, decode: decode)
    }
}
