/// `GET /data/3.0/onecall` (https://openweathermap.org/api/one-call-3): current weather, 60
/// minutes of precipitation, 48 hours, 8 days and the alerts in force, in Kelvin and m/s.
///
/// `alerts` is absent when there are none and `minutely` is sometimes absent. Every section but
/// `current` may be missing (`exclude=`); unknown fields are ignored.
struct OneCallDTO: Decodable, Sendable {
    /// `current` and each `hourly` entry: the same flat shape.
    struct Moment: Decodable, Sendable {
        let dt: LenientInt
        let sunrise: LenientInt?
        let sunset: LenientInt?
        let temp: LenientDouble
        let feelsLike: LenientDouble?
        let dewPoint: LenientDouble?
        let pressure: LenientDouble?
        let humidity: LenientDouble?
        let uvi: LenientDouble?
        let clouds: LenientDouble?
        let visibility: LenientDouble?
        let windSpeed: LenientDouble?
        let windDeg: LenientDouble?
        let windGust: LenientDouble?
        let weather: [ConditionDTO]?
        let pop: LenientDouble?
        let rain: PrecipitationDTO?
        let snow: PrecipitationDTO?

        enum CodingKeys: String, CodingKey {
            case dt, sunrise, sunset, temp, pressure, humidity, uvi, clouds, visibility, weather, pop, rain, snow
            case feelsLike = "feels_like"
            case dewPoint = "dew_point"
            case windSpeed = "wind_speed"
            case windDeg = "wind_deg"
            case windGust = "wind_gust"
        }
    }

    struct Minute: Decodable, Sendable {
        let dt: LenientInt
        /// mm/h.
        let precipitation: LenientDouble?
    }

    struct Day: Decodable, Sendable {
        struct Temperatures: Decodable, Sendable {
            let min: LenientDouble?
            let max: LenientDouble?
        }

        let dt: LenientInt
        let summary: String?
        let temp: Temperatures
        let weather: [ConditionDTO]?
        let pop: LenientDouble?
        /// mm over the day: a number (3.0), or a number or `{"1h": …}` (4.0).
        let rain: DayAmountDTO?
        let snow: DayAmountDTO?
        let uvi: LenientDouble?
    }

    /// Lenient field by field: an alert is third-party text relayed as it came, and one odd field
    /// (`"event": 5`) must not throw away the weather or the other alerts. A field of the wrong
    /// type is absent. The same shape in 3.0's `alerts[]` and 4.0's `alert/{id}`, whose
    /// `description` has also been seen as a list of `{language, description}`, and whose `event`
    /// may be empty (its `tags` then name it).
    struct Alert: Decodable, Sendable {
        let senderName: String?
        let event: String?
        let start: LenientInt?
        let end: LenientInt?
        /// The text, or the first English one of a list of translations (else the first).
        let description: String?
        let tags: [String]

        enum CodingKeys: String, CodingKey {
            case event, start, end, description, tags
            case senderName = "sender_name"
        }

        struct Translation: Decodable, Sendable {
            let language: String?
            let description: String?
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            senderName = try? container.decodeIfPresent(String.self, forKey: .senderName)
            event = try? container.decodeIfPresent(String.self, forKey: .event)
            start = try? container.decodeIfPresent(LenientInt.self, forKey: .start)
            end = try? container.decodeIfPresent(LenientInt.self, forKey: .end)
            if let text = try? container.decodeIfPresent(String.self, forKey: .description) {
                description = text
            } else {
                let translations = (try? container.decodeIfPresent([Translation].self, forKey: .description)) ?? []
                let english = translations.first { $0.language?.lowercased().hasPrefix("en") == true }
                description = (english ?? translations.first)?.description
            }
            tags = ((try? container.decodeIfPresent([JSONValue].self, forKey: .tags)) ?? []).compactMap(\.stringValue)
        }
    }

    let lat: LenientDouble
    let lon: LenientDouble
    let timezoneOffset: LenientInt?
    let current: Moment
    let minutely: [Minute]?
    let hourly: [Moment]?
    let daily: [Day]?
    let alerts: [Alert]?

    enum CodingKeys: String, CodingKey {
        case lat, lon, current, minutely, hourly, daily, alerts
        case timezoneOffset = "timezone_offset"
    }
}
