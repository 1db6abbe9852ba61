/// The locators' answers (`Wire/LocatorDTO.swift`) to the place they name: the point checked,
/// the names as sent, no unit to convert. A point missing, out of range, or at 0,0 (what some
/// send for an address they cannot place) is no location, with the key path that says so.
enum LocatorToModel {
    static func place(_ dto: IPInfoDTO) throws -> GeocodedPlace {
        guard let loc = dto.loc else { throw ResponseError(source: .server, problem: .missingKey(path: "loc")) }
        let parts = loc.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = Double(numericText: String(parts[0]).trimmingSpaces),
            let longitude = Double(numericText: String(parts[1]).trimmingSpaces)
        else {
            throw ResponseError(
                source: .server, problem: .wrongType(path: "loc", expected: "\"LAT,LON\"", found: "\"\(loc)\""))
        }
        return try place(
            latitude, longitude, at: "loc", city: dto.city, region: dto.region, country: dto.country,
            timeZone: dto.timezone)
    }

    static func place(_ dto: IPWhoisDTO) throws -> GeocodedPlace {
        try place(
            dto.latitude?.value, dto.longitude?.value, at: "latitude", city: dto.city, region: dto.region,
            country: dto.countryCode, timeZone: dto.timezone?.id)
    }

    /// ipapi.co's and GeoJS's.
    static func place(_ dto: LocatorPointDTO) throws -> GeocodedPlace {
        try place(
            dto.latitude?.value, dto.longitude?.value, at: "latitude", city: dto.city, region: dto.region,
            country: dto.countryCode, timeZone: dto.timezone)
    }

    /// The location kept in the cache, and who found it.
    static func located(_ dto: KeptLocationDTO) throws -> (GeocodedPlace, locator: String) {
        let place = try place(
            dto.lat, dto.lon, at: "lat", city: dto.city, region: dto.region, country: dto.country,
            timeZone: dto.timeZone)
        return (place, dto.locator)
    }

    private static func place(
        _ latitude: Double?, _ longitude: Double?, at path: String, city: String?, region: String?,
        country: String?, timeZone: String?
    ) throws -> GeocodedPlace {
        guard let latitude, let longitude else {
            throw ResponseError(source: .server, problem: .missingKey(path: latitude == nil ? path : "longitude"))
        }
        guard (-90...90).contains(latitude), (-180...180).contains(longitude), latitude != 0 || longitude != 0 else {
            throw ResponseError(
                source: .server,
                problem: .outOfRange(
                    path: path,
                    found: NumberText.trimmed(latitude, maxDecimals: 4) + ","
                        + NumberText.trimmed(longitude, maxDecimals: 4)))
        }
        func named(_ text: String?) -> String? {
            text.map(\.trimmingSpaces).flatMap { $0.isEmpty ? nil : $0 }
        }
        return GeocodedPlace(
            name: named(city), state: named(region), country: named(country)?.uppercased(), latitude: latitude,
            longitude: longitude, timeZone: named(timeZone))
    }
}
