/// Open-Meteo's answers (https://open-meteo.com/en/docs), as they come. A weather or air quality
/// answer holds the blocks asked for (`current`, `minutely_15`, `hourly`, `daily`), each beside its
/// `*_units` block, which says the unit of every variable (`"temperature_2m": "°F"`): a block is a
/// map from a variable's name to its value (`current`) or to one value a step (the others, `time`
/// among them). Which variables come depends on the request and the place, so the blocks stay maps
/// here, and the mapping reads each variable with its declared unit (``OpenMeteoToModel``).
struct OpenMeteoForecastDTO: Decodable, Sendable {
    let latitude: LenientDouble
    let longitude: LenientDouble
    let utcOffsetSeconds: LenientInt?
    let current: [String: JSONValue]?
    let currentUnits: [String: JSONValue]?
    let minutely15: [String: [JSONValue]]?
    let minutely15Units: [String: JSONValue]?
    let hourly: [String: [JSONValue]]?
    let hourlyUnits: [String: JSONValue]?
    let daily: [String: [JSONValue]]?
    let dailyUnits: [String: JSONValue]?

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, current, hourly, daily
        case utcOffsetSeconds = "utc_offset_seconds"
        case currentUnits = "current_units"
        case minutely15 = "minutely_15"
        case minutely15Units = "minutely_15_units"
        case hourlyUnits = "hourly_units"
        case dailyUnits = "daily_units"
    }
}

/// `GET /v1/air-quality` (https://open-meteo.com/en/docs/air-quality-api): the same shape, with
/// pollutants in μg/m³ and, in Europe, pollen in grains/m³.
struct OpenMeteoAirQualityDTO: Decodable, Sendable {
    let latitude: LenientDouble
    let longitude: LenientDouble
    let utcOffsetSeconds: LenientInt?
    let current: [String: JSONValue]?
    let currentUnits: [String: JSONValue]?
    let hourly: [String: [JSONValue]]?
    let hourlyUnits: [String: JSONValue]?

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, current, hourly
        case utcOffsetSeconds = "utc_offset_seconds"
        case currentUnits = "current_units"
        case hourlyUnits = "hourly_units"
    }
}

/// `GET /v1/search?name=…&count=…&language=…` (https://open-meteo.com/en/docs/geocoding-api): the
/// matches, best first; no `results` at all when nothing matches.
struct OpenMeteoGeocodingDTO: Decodable, Sendable {
    struct Result: Decodable, Sendable {
        let name: String?
        let latitude: LenientDouble
        let longitude: LenientDouble
        let countryCode: String?
        /// The first administrative level: a state, a region, a province.
        let admin1: String?
        /// Metres above sea level (GeoNames' 9999 when unknown).
        let elevation: LenientDouble?
        /// The place's IANA time zone, `Europe/London`.
        let timezone: String?

        enum CodingKeys: String, CodingKey {
            case name, latitude, longitude, admin1, elevation, timezone
            case countryCode = "country_code"
        }
    }

    let results: [Result]?
}

/// `{"error": true, "reason": "…"}`: what every Open-Meteo service answers a request it refuses.
struct OpenMeteoErrorDTO: Decodable, Sendable {
    let error: Bool?
    let reason: String?
}
