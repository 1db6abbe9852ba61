/// A national weather service's official warnings, asked beside any provider's weather, without
/// a key, where it covers the place (``WarningService/covering(country:point:)``): the US
/// National Weather Service's and MET Norway's MetAlerts.
public enum WarningService: String, CaseIterable, Sendable {
    case nws
    case metAlerts = "metalerts"

    /// For messages and the manual.
    public var name: String {
        switch self {
        case .nws: "the US National Weather Service"
        case .metAlerts: "MET Norway's MetAlerts"
        }
    }

    /// Its credit where its warnings are shown.
    public var credit: String {
        switch self {
        case .nws: "US National Weather Service (weather.gov)"
        case .metAlerts: "MET Norway, CC BY 4.0"
        }
    }

    /// Its server, replaced by its variable.
    public var host: String {
        switch self {
        case .nws: "https://api.weather.gov"
        case .metAlerts: "https://api.met.no"
        }
    }

    public var baseURLVariable: EnvironmentVariable {
        switch self {
        case .nws: .nwsBaseURL
        case .metAlerts: .metNorwayBaseURL
        }
    }

    /// The countries it warns for (ISO 3166-1 alpha-2), and, for bare coordinates, the boxes
    /// (south, north, west, east) that hold them: the one table of who covers what.
    var coverage: (countries: Set<String>, boxes: [(Double, Double, Double, Double)]) {
        switch self {
        case .nws:
            (
                ["US", "PR", "VI", "GU", "AS", "MP"],
                [
                    (24.4, 49.4, -124.8, -66.9),  // the 48 states
                    (51.2, 71.5, -179.2, -129.9),  // Alaska
                    (18.9, 22.3, -160.3, -154.8),  // Hawaii
                    (17.8, 18.6, -67.3, -64.5),  // Puerto Rico and the Virgin Islands
                ]
            )
        case .metAlerts:
            (
                ["NO", "SJ"],
                [
                    (57.9, 71.2, 4.5, 31.2),  // Norway
                    (74.3, 80.9, 10.0, 33.6),  // Svalbard and Bear Island
                ]
            )
        }
    }

    /// Who covers a place: by its country where the place has one, else by its point. Nil where
    /// none does: then none is asked.
    public static func covering(country: String?, point: Coordinates) -> WarningService? {
        if let country = country?.uppercased(), !country.isEmpty {
            return allCases.first { $0.coverage.countries.contains(country) }
        }
        return allCases.first { service in
            service.coverage.boxes.contains { south, north, west, east in
                (south...north).contains(point.latitude) && (west...east).contains(point.longitude)
            }
        }
    }
}

/// Whether a report's warnings could be asked (JSON's `alerts_status`).
public enum AlertsStatus: String, Sendable, Equatable {
    /// Asked (a warning service, or One Call): what is in force, maybe none.
    case ok
    /// The service failed: the weather is shown without its warnings, with a notice.
    case unavailable
    /// No service covers the place: none was asked.
    case unsupported
}
