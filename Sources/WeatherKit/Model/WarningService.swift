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

    /// Its name where it said there is nothing: `No warnings in force (US National Weather Service)`.
    public var label: String {
        switch self {
        case .nws: "US National Weather Service"
        case .metAlerts: "MET Norway MetAlerts"
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

    /// The countries it warns for (ISO 3166-1 alpha-2), and, for bare coordinates, the areas that
    /// hold them: the one table of who covers what. Nearly all are boxes; where a border runs
    /// aslant for hundreds of kilometres (Mexico's), a line of corners along it. A town on the far
    /// side of a river from its twin (Laredo's, Brownsville's) may still fall in.
    var coverage: (countries: Set<String>, areas: [Area]) {
        switch self {
        case .nws:
            (
                ["US", "PR", "VI", "GU", "AS", "MP"],
                [
                    // The West and Texas, down to the Mexican border and the Rio Grande.
                    .outline([
                        (49.0, -124.8), (49.0, -95.2), (25.8, -95.2), (25.95, -97.14), (25.89, -97.5),
                        (26.1, -98.3), (26.38, -99.05), (26.85, -99.3), (27.49, -99.51), (28.0, -99.9),
                        (28.7, -100.51), (29.34, -100.92), (29.78, -101.55), (29.8, -102.1), (29.6, -102.7),
                        (29.18, -102.95), (28.97, -103.25), (29.15, -103.6), (29.28, -103.8), (29.55, -104.39),
                        (30.0, -104.68), (30.6, -105.0), (31.0, -105.55), (31.28, -105.85), (31.46, -106.15),
                        (31.64, -106.3), (31.748, -106.487), (31.784, -106.528), (31.784, -108.21),
                        (31.33, -108.21), (31.33, -111.07), (32.49, -114.81), (32.72, -114.72),
                        (32.54, -117.12), (32.54, -124.8),
                    ]),
                    // East of it, in rows that keep out Winnipeg, Toronto, Kingston, Montreal and the
                    // Bahamas.
                    .box(24.4, 49.0, -95.2, -89.5), .box(24.4, 46.0, -89.5, -82.4), .box(24.4, 27.4, -82.4, -79.95),
                    .box(27.4, 42.0, -82.4, -66.9), .box(42.0, 43.6, -79.0, -76.2), .box(42.0, 44.45, -76.2, -75.7),
                    .box(42.0, 45.0, -75.7, -73.4), .box(42.0, 47.4, -73.4, -66.9),
                    // Alaska (its panhandle, and the Aleutians either side of the 180th meridian).
                    .box(54.5, 71.5, -169.0, -141.0), .box(54.5, 60.0, -141.0, -130.0),
                    .box(51.2, 55.0, -180.0, -160.0), .box(51.2, 53.0, 172.0, 180.0),
                    .box(18.9, 22.3, -160.3, -154.8),  // Hawaii
                    .box(17.8, 18.6, -67.3, -64.5),  // Puerto Rico and the Virgin Islands
                    .box(13.2, 13.7, 144.6, 145.0),  // Guam
                    .box(14.1, 20.6, 144.9, 146.1),  // the Northern Mariana Islands
                    .box(-14.4, -14.1, -170.9, -169.4),  // American Samoa
                ]
            )
        case .metAlerts:
            (
                ["NO", "SJ"],
                [
                    // Norway, in rows along its length that keep out Strömstad, Charlottenberg, Åre,
                    // Kiruna, Ivalo, Nikel and the cities beyond.
                    .box(57.9, 59.0, 4.5, 11.1), .box(59.0, 60.0, 4.5, 11.8), .box(60.0, 63.0, 4.5, 12.3),
                    .box(63.0, 64.0, 7.0, 12.05), .box(64.0, 66.0, 8.5, 14.05), .box(66.0, 68.5, 12.0, 17.5),
                    .box(68.5, 69.1, 15.5, 24.5), .box(69.1, 71.2, 15.5, 25.9), .box(70.0, 71.2, 25.9, 31.2),
                    .box(69.6, 70.0, 28.9, 31.2),
                    .box(74.3, 80.9, 10.0, 33.6),  // Svalbard and Bear Island
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
        return allCases.first { service in service.coverage.areas.contains { $0.contains(point) } }
    }

    /// Part of the map: a box, edges included, or an outline of corners (latitude, longitude) in
    /// order around it.
    enum Area {
        case box(_ south: Double, _ north: Double, _ west: Double, _ east: Double)
        case outline([(latitude: Double, longitude: Double)])

        func contains(_ point: Coordinates) -> Bool {
            let (latitude, longitude) = (point.latitude, point.longitude)
            switch self {
            case .box(let south, let north, let west, let east):
                return (south...north).contains(latitude) && (west...east).contains(longitude)
            case .outline(let corners):
                // A ray from the point eastward crosses the outline an odd number of times.
                var inside = false
                for (index, a) in corners.enumerated() {
                    let b = corners[(index + 1) % corners.count]
                    guard (a.latitude > latitude) != (b.latitude > latitude) else { continue }
                    let crossing =
                        a.longitude + (latitude - a.latitude) / (b.latitude - a.latitude) * (b.longitude - a.longitude)
                    if longitude < crossing { inside.toggle() }
                }
                return inside
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
