/// The US National Weather Service's `/alerts/active?point=`: a GeoJSON FeatureCollection whose
/// features' `properties` are CAP messages (https://www.weather.gov/documentation/services-web-api).
struct NWSAlertsDTO: Decodable {
    struct Feature: Decodable {
        let properties: Properties?
    }

    struct Properties: Decodable {
        let event: String?
        let severity: String?
        let headline: String?
        let description: String?
        let instruction: String?
        /// When it begins, else when it took effect; when it ends, else when the message expires.
        let onset: String?
        let effective: String?
        let ends: String?
        let expires: String?
        let senderName: String?
        /// `Actual`, `Exercise`, `System`, `Test`, `Draft`: only `Actual` is a warning.
        let status: String?
        /// `Alert`, `Update`, `Cancel`: a cancellation ends the warning it names.
        let messageType: String?
    }

    let features: [Feature]
}

/// MET Norway's MetAlerts 2.0 `current.json`: a GeoJSON FeatureCollection whose features carry the
/// warning's `properties` and its period, `when.interval` (two ISO 8601 times).
/// https://api.met.no/weatherapi/metalerts/2.0/documentation
struct MetAlertsDTO: Decodable {
    struct Feature: Decodable {
        let properties: Properties?
        let when: When?
    }

    struct When: Decodable {
        let interval: [String]?
    }

    struct Properties: Decodable {
        let event: String?
        /// The event in the warning's language (`Kuling`).
        let eventAwarenessName: String?
        /// `2; yellow; Moderate`.
        let awarenessLevel: String?
        let severity: String?
        let title: String?
        let description: String?
        let instruction: String?
        let consequences: String?
        let area: String?
        let status: String?

        enum CodingKeys: String, CodingKey {
            case event, eventAwarenessName, severity, title, description, instruction, consequences, area, status
            case awarenessLevel = "awareness_level"
        }
    }

    let features: [Feature]
}
