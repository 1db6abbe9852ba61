import FoundationEssentials

/// The locators' answers, bytes to the place they name, and the kept location to and from the
/// cache: what `--here` reads.
public enum LocatorData {
    /// Where `locator`'s 2xx answer puts the caller.
    /// - Throws: ``LocatorRefusal`` for an answer that refuses in its body (ipwho.is's
    ///   `"success": false`, ipapi.co's `"error": true`); ``ResponseError`` for one without a usable
    ///   point, with its key path.
    public static func place(from body: Data, by locator: Locator) throws -> GeocodedPlace {
        switch locator {
        case .ipinfo:
            return try LocatorToModel.place(decode(IPInfoDTO.self, body))
        case .ipwhois:
            let dto = try decode(IPWhoisDTO.self, body)
            if dto.success == false { throw LocatorRefusal(locator: locator, message: dto.message?.withoutIPAddresses) }
            return try LocatorToModel.place(dto)
        case .ipapi:
            let refusal = try decode(IPAPIRefusalDTO.self, body)
            if refusal.error == true {
                throw LocatorRefusal(locator: locator, message: refusal.reason?.withoutIPAddresses)
            }
            return try LocatorToModel.place(decode(LocatorPointDTO.self, body))
        case .geojs:
            return try LocatorToModel.place(decode(LocatorPointDTO.self, body))
        }
    }

    /// The kept location, as ``keep(_:)`` wrote it.
    /// - Throws: ``ResponseError`` for an entry that is not one (a version that wrote another).
    public static func kept(_ body: Data) throws -> Located {
        let (place, name) = try LocatorToModel.located(decode(KeptLocationDTO.self, body))
        guard let locator = Locator(rawValue: name) else {
            throw ResponseError(source: .server, problem: .outOfRange(path: "locator", found: "\"\(name)\""))
        }
        return Located(place: place, locator: locator)
    }

    /// What the cache keeps of a location: ours, whichever locator found it; nothing else it sent
    /// (the address itself is never kept).
    public static func keep(_ located: Located) -> Data {
        let place = located.place
        let object = JSONOutput.object([
            ("locator", .string(located.locator.rawValue)), ("lat", .number(place.latitude)),
            ("lon", .number(place.longitude)), ("city", .string(place.name)), ("region", .string(place.state)),
            ("country", .string(place.country)), ("time_zone", .string(place.timeZone)),
        ])
        return Data(JSONWriter.render(object).utf8)
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ body: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw ResponseError(source: .server, problem: .init(error, body: body))
        }
    }
}

/// A locator that answered with a refusal in its body (`"success": false`, `"error": true`), with
/// its own words (`RateLimited`, `Invalid IP address`; an IP address in them is replaced): the
/// next is asked.
public struct LocatorRefusal: WeatherFailure, Equatable {
    public var locator: Locator
    public var message: String?

    public var exitCode: ExitCode { .notFound }
}
