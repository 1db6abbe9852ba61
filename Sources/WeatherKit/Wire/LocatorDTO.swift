/// ipinfo.io's `/json`: the point as one string, `"loc": "51.5085,-0.1257"`; a private address is
/// `{"ip": …, "bogon": true}`, with no `loc`.
struct IPInfoDTO: Decodable {
    let loc: String?
    let city: String?
    let region: String?
    /// ISO 3166-1 alpha-2 (`GB`).
    let country: String?
    let timezone: String?
    let bogon: Bool?
}

/// ipwho.is's `/`: numbers for the point, the zone as an object; a refusal is
/// `{"success": false, "message": "…"}` with status 200.
struct IPWhoisDTO: Decodable {
    struct Zone: Decodable {
        let id: String?
    }

    let success: Bool?
    let message: String?
    let latitude: LenientDouble?
    let longitude: LenientDouble?
    let city: String?
    let region: String?
    let countryCode: String?
    let timezone: Zone?

    enum CodingKeys: String, CodingKey {
        case success, message, latitude, longitude, city, region, timezone
        case countryCode = "country_code"
    }
}

/// ipapi.co's `/json/` and GeoJS's `/v1/ip/geo.json` name their members alike: numbers for the
/// point from ipapi.co, strings from GeoJS (`"latitude": "51.4964"`), the zone by its name.
struct LocatorPointDTO: Decodable {
    let latitude: LenientDouble?
    let longitude: LenientDouble?
    let city: String?
    let region: String?
    let countryCode: String?
    let timezone: String?

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, city, region, timezone
        case countryCode = "country_code"
    }
}

/// ipapi.co's refusal: `{"error": true, "reason": "RateLimited", "message": "…"}` (429 for the rate).
struct IPAPIRefusalDTO: Decodable {
    let error: Bool?
    let reason: String?
}

/// The location kept in the cache between runs (`locate_ttl_s`): ours, whichever locator answered.
struct KeptLocationDTO: Decodable {
    let locator: String
    let lat: Double
    let lon: Double
    let city: String?
    let region: String?
    let country: String?
    let timeZone: String?

    enum CodingKeys: String, CodingKey {
        case locator, lat, lon, city, region, country
        case timeZone = "time_zone"
    }
}
