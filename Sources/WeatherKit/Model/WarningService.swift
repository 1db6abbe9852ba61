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

    /// The media type it answers in, asked for by name where it asks (the NWS's GeoJSON).
    public var mediaType: String? {
        switch self {
        case .nws: "application/geo+json"
        case .metAlerts: nil
        }
    }

    /// The provider whose server it is on, where it shares one (MetAlerts, MET Norway's): it is asked
    /// wherever that provider is set to be asked (`MET_NORWAY_BASE_URL`, config `base_url`).
    public var serverOf: Provider? {
        switch self {
        case .nws: nil
        case .metAlerts: .metNorway
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
                    // The 48 states, in rows that keep out the cities across the borders (Vancouver,
                    // Winnipeg, Toronto, Montreal, Monterrey): a few towns near them may still fall in.
                    (31.33, 49.0, -124.8, -106.5), (25.8, 49.0, -106.5, -95.2), (24.4, 49.0, -95.2, -89.5),
                    (24.4, 46.0, -89.5, -82.4), (24.4, 42.0, -82.4, -66.9), (42.0, 45.0, -79.0, -73.4),
                    (42.0, 47.4, -73.4, -66.9),
                    // Alaska (its panhandle, and the Aleutians either side of the 180th meridian).
                    (54.5, 71.5, -169.0, -141.0), (54.5, 60.0, -141.0, -130.0), (51.2, 55.0, -180.0, -160.0),
                    (51.2, 53.0, 172.0, 180.0),
                    (18.9, 22.3, -160.3, -154.8),  // Hawaii
                    (17.8, 18.6, -67.3, -64.5),  // Puerto Rico and the Virgin Islands
                    (13.2, 13.7, 144.6, 145.0),  // Guam
                    (14.1, 20.6, 144.9, 146.1),  // the Northern Mariana Islands
                    (-14.4, -14.1, -170.9, -169.4),  // American Samoa
                ]
            )
        case .metAlerts:
            (
                ["NO", "SJ"],
                [
                    // Norway, in rows along its length that keep out Gothenburg, Stockholm, Kiruna,
                    // Helsinki and Murmansk.
                    (57.9, 63.0, 4.5, 12.3), (63.0, 66.0, 8.5, 14.5), (66.0, 68.5, 12.0, 17.5),
                    (68.5, 71.2, 15.5, 31.2),
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
