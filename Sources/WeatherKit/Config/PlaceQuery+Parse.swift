extension PlaceQuery {
    /// Reads a bare argument: two numbers joined by a comma (`51.5,-0.1`, or `51.5, -0.1` as map
    /// sites copy it) are coordinates, anything else is a city name (`London`, `New York,NY,US`).
    /// - Throws: ``InvalidValue`` for coordinates out of range or not finite (`nan,0`), numbers and
    ///   commas that are not two numbers (`52.5,`, `52.5,13.4,7`), a lone decimal (`44.4`), or an
    ///   empty name (``, `,GB`).
    static func parse(_ text: String) throws(InvalidValue) -> PlaceQuery {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        // Numbers and commas alone were meant as coordinates, not a name for the geocoder: `52.5, `
        // and `52.5,13.4,7` are coordinates gone wrong (a postal code goes with --zip).
        let numbers = parts.filter { Double($0) != nil }.count
        if parts.count > 1, numbers > 0, parts.allSatisfy({ $0.isEmpty || Double($0) != nil }),
            numbers != 2 || parts.count != 2
        {
            throw InvalidValue(expected: "coordinates as two numbers, like 51.5,-0.1 (a postal code goes with --zip)")
        }
        // Two parts that Double reads (nan and inf included) were meant as coordinates.
        if parts.count == 2, Double(parts[0]) != nil, Double(parts[1]) != nil {
            guard let latitude = try? Validate.number(parts[0]), let longitude = try? Validate.number(parts[1]) else {
                throw InvalidValue(expected: "coordinates as two finite numbers, like 51.5,-0.1")
            }
            return .coordinates(
                Coordinates(latitude: try Validate.latitude(latitude), longitude: try Validate.longitude(longitude)))
        }
        // A lone decimal names no place: it is half of a pair. (A whole number may be a postal
        // code, which Open-Meteo's geocoder finds by name.)
        if parts.count == 1, parts[0].contains("."), (try? Validate.number(parts[0])) != nil {
            throw InvalidValue(expected: "a place name, or coordinates as one LAT,LON argument like 51.5,-0.1")
        }
        return .city(try Validate.placeName(text))
    }
}
