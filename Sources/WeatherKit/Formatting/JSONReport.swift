/// The `--json` document, schema version 1 (documented in the README).
///
/// Every key is always present; a missing value is `null`. Units are always metric,
/// whatever `--units` says, so scripts never misread them. Keys are only ever added.
public enum JSONReport {
    public static let schemaVersion = 1

    public static func render(_ weather: CurrentWeather, query: Query) -> String {
        JSONWriter.render(
            .object([
                ("schema_version", .number(Double(schemaVersion))),
                ("query", queryObject(query)),
                ("location", location(weather.location)),
                ("current", current(weather)),
                ("forecast", .null),
            ])) + "\n"
    }

    /// `{"schema_version": 1, "error": {"code": 69, "kind": "not_found", "message": "…"}}`
    public static func renderError(_ failure: any WeatherFailure) -> String {
        JSONWriter.render(
            .object([
                ("schema_version", .number(Double(schemaVersion))),
                (
                    "error",
                    .object([
                        ("code", .number(Double(failure.exitCode.rawValue))),
                        ("kind", .string(failure.exitCode.kind)),
                        ("message", .string(failure.description)),
                    ])
                ),
            ])) + "\n"
    }

    static func queryObject(_ query: Query) -> JSONOutput {
        switch query {
        case .coordinates(let point):
            .object([("lat", .number(point.latitude)), ("lon", .number(point.longitude))])
        case .input(let path):
            .object([("input", .string(path))])
        }
    }

    static func location(_ location: Location) -> JSONOutput {
        .object([
            ("name", .string(location.name)),
            ("country", .string(location.country)),
            ("state", .string(location.state)),
            ("city_id", .number(location.cityID)),
            ("lat", .number(location.latitude)),
            ("lon", .number(location.longitude)),
            ("timezone_offset_s", .number(location.timezoneOffsetSeconds)),
        ])
    }

    static func current(_ weather: CurrentWeather) -> JSONOutput {
        .object([
            ("observed_at", .string(UTCTime(weather.observedAt).iso8601)),
            ("sunrise", .string(weather.sunrise.map { UTCTime($0).iso8601 })),
            ("sunset", .string(weather.sunset.map { UTCTime($0).iso8601 })),
            ("conditions", .array(weather.conditions.map(condition))),
            ("temperature_c", temperature(weather.temperatureC)),
            ("feels_like_c", temperature(weather.feelsLikeC)),
            ("temp_min_c", temperature(weather.tempMinC)),
            ("temp_max_c", temperature(weather.tempMaxC)),
            ("humidity_pct", .number(weather.humidityPct)),
            ("pressure_hpa", .number(weather.pressureHPa)),
            ("sea_level_hpa", .number(weather.seaLevelHPa)),
            ("ground_level_hpa", .number(weather.groundLevelHPa)),
            ("visibility_m", .number(weather.visibilityM)),
            ("clouds_pct", .number(weather.cloudsPct)),
            ("wind", wind(weather.wind)),
            ("rain_1h_mm", .number(weather.rain?.lastHourMM)),
            ("rain_3h_mm", .number(weather.rain?.lastThreeHoursMM)),
            ("snow_1h_mm", .number(weather.snow?.lastHourMM)),
            ("snow_3h_mm", .number(weather.snow?.lastThreeHoursMM)),
        ])
    }

    static func condition(_ condition: Condition) -> JSONOutput {
        .object([
            ("id", .number(condition.id)),
            ("main", .string(condition.main)),
            ("description", .string(condition.description)),
            ("icon", .string(condition.icon)),
        ])
    }

    /// `wind` is always an object; its members are null when the server sent no wind.
    static func wind(_ wind: Wind?) -> JSONOutput {
        .object([
            ("speed_ms", .number(wind?.speedMS)),
            ("gust_ms", .number(wind?.gustMS)),
            ("deg", .number(wind?.degrees)),
            ("direction", .string(wind?.direction?.rawValue)),
        ])
    }

    private static func temperature(_ celsius: Double?) -> JSONOutput {
        .number(celsius.map { NumberText.rounded($0, decimals: 2) })
    }
}
