/// A keyless service that says roughly where the machine's IP address is, for `--here` (and
/// config `"location": "auto"`); asked only then, in ``Locator/allCases``' order, the next when one
/// cannot answer. Each sees the request alone: the IP address it comes from, and the User-Agent.
public enum Locator: String, CaseIterable, Sendable {
    case ipinfo = "ipinfo.io"
    case ipwhois = "ipwho.is"
    case ipapi = "ipapi.co"
    case geojs = "GeoJS"

    /// Its server, replaced by `WEATHER_LOCATOR_BASE_URL` (the path stays).
    public var host: String {
        switch self {
        case .ipinfo: "https://ipinfo.io"
        case .ipwhois: "https://ipwho.is"
        case .ipapi: "https://ipapi.co"
        case .geojs: "https://get.geojs.io"
        }
    }

    /// The path of the answer about the caller's own address, under ``host``.
    public var path: String {
        switch self {
        case .ipinfo: "json"
        case .ipwhois: ""
        case .ipapi: "json/"
        case .geojs: "v1/ip/geo.json"
        }
    }
}

/// Where a locator put the machine: its place (the coordinates, the town, the region, the
/// country, the time zone), who said so, and, when every locator failed and an older answer
/// stands in, why (worded in `Formatting/Notices.swift`).
public struct Located: Sendable, Equatable {
    public var place: GeocodedPlace
    public var locator: Locator
    /// Set when the kept location is older than `locate_ttl_s` and could not be asked again.
    public var stale: StaleNotice?

    public init(place: GeocodedPlace, locator: Locator, stale: StaleNotice? = nil) {
        self.place = place
        self.locator = locator
        self.stale = stale
    }
}
