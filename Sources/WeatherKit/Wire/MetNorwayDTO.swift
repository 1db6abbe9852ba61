/// MET Norway's Locationforecast 2.0 answer (`/weatherapi/locationforecast/2.0/compact` or
/// `/complete`), as it comes: a GeoJSON point feature whose `properties` hold `meta.units` (each
/// variable's unit, `"air_temperature": "celsius"`) and `timeseries`, one step an hour for the
/// first two or three days, then one every six hours. Each step has the state at its `time`
/// (`data.instant.details`) and what comes in the hour, six hours and twelve hours after it
/// (`next_1_hours`, `next_6_hours`, `next_12_hours`), each while the series is fine enough to
/// have it. The mapping (``MetNorwayToModel``) reads every number with its declared unit.
///
/// What every answer has is required, so a body without it is refused naming the key path: the
/// point, the units, the steps and each step's time and data. Every variable is optional: which
/// ones come depends on the product (`compact` has no dew point, fog or UV) and the step, and a
/// key this program does not read is ignored.
struct MetNorwayForecastDTO: Decodable, Sendable {
    let geometry: Geometry
    let properties: Properties

    /// The point the forecast is for.
    struct Geometry: Decodable, Sendable {
        /// `[longitude, latitude, altitude in m]`: GeoJSON's order, longitude first.
        let coordinates: [Double]
    }

    /// The forecast itself.
    struct Properties: Decodable, Sendable {
        let meta: Meta
        let timeseries: [Step]
    }

    /// When the model run was made, and the unit of every variable in the steps.
    struct Meta: Decodable, Sendable {
        /// `2020-07-20T01:30:57Z`; kept as text, since nothing is decided by it yet.
        let updatedAt: String?
        /// A variable's name to its unit: `celsius`, `m/s`, `hPa`, `%`, `mm`, `degrees`, `1`.
        let units: [String: String]

        enum CodingKeys: String, CodingKey {
            case units
            case updatedAt = "updated_at"
        }
    }

    /// One time of the series.
    struct Step: Decodable, Sendable {
        /// UTC, `2020-07-20T11:00:00Z`.
        let time: String
        let data: StepData
    }

    /// The state at the step's time, and what the periods after it bring.
    struct StepData: Decodable, Sendable {
        let instant: Instant?
        let next1Hours: Period?
        let next6Hours: Period?
        let next12Hours: Period?

        enum CodingKeys: String, CodingKey {
            case instant
            case next1Hours = "next_1_hours"
            case next6Hours = "next_6_hours"
            case next12Hours = "next_12_hours"
        }
    }

    /// The state of the air at one instant.
    struct Instant: Decodable, Sendable {
        let details: InstantDetails?
    }

    /// The instant's variables, each in the unit `meta.units` gives it.
    struct InstantDetails: Decodable, Sendable {
        let airTemperature: LenientDouble?
        let airPressureAtSeaLevel: LenientDouble?
        let relativeHumidity: LenientDouble?
        let windSpeed: LenientDouble?
        let windSpeedOfGust: LenientDouble?
        let windFromDirection: LenientDouble?
        let cloudAreaFraction: LenientDouble?
        let dewPointTemperature: LenientDouble?
        let fogAreaFraction: LenientDouble?
        /// The UV index the sun would give under a clear sky: clouds are not taken into account.
        let ultravioletIndexClearSky: LenientDouble?

        enum CodingKeys: String, CodingKey {
            case airTemperature = "air_temperature"
            case airPressureAtSeaLevel = "air_pressure_at_sea_level"
            case relativeHumidity = "relative_humidity"
            case windSpeed = "wind_speed"
            case windSpeedOfGust = "wind_speed_of_gust"
            case windFromDirection = "wind_from_direction"
            case cloudAreaFraction = "cloud_area_fraction"
            case dewPointTemperature = "dew_point_temperature"
            case fogAreaFraction = "fog_area_fraction"
            case ultravioletIndexClearSky = "ultraviolet_index_clear_sky"
        }
    }

    /// What one period after the step's time brings: its weather symbol, and its amounts.
    struct Period: Decodable, Sendable {
        let summary: Summary?
        let details: PeriodDetails?
    }

    /// The period's weather in one word of MET's (`lightrainshowers_day`, `cloudy`).
    struct Summary: Decodable, Sendable {
        let symbolCode: String?

        enum CodingKeys: String, CodingKey {
            case symbolCode = "symbol_code"
        }
    }

    /// The period's amounts, each in the unit `meta.units` gives it; the six-hour period has the
    /// lowest and highest temperature in it.
    struct PeriodDetails: Decodable, Sendable {
        let precipitationAmount: LenientDouble?
        let precipitationAmountMin: LenientDouble?
        let precipitationAmountMax: LenientDouble?
        let probabilityOfPrecipitation: LenientDouble?
        let probabilityOfThunder: LenientDouble?
        let airTemperatureMin: LenientDouble?
        let airTemperatureMax: LenientDouble?

        enum CodingKeys: String, CodingKey {
            case precipitationAmount = "precipitation_amount"
            case precipitationAmountMin = "precipitation_amount_min"
            case precipitationAmountMax = "precipitation_amount_max"
            case probabilityOfPrecipitation = "probability_of_precipitation"
            case probabilityOfThunder = "probability_of_thunder"
            case airTemperatureMin = "air_temperature_min"
            case airTemperatureMax = "air_temperature_max"
        }
    }
}
