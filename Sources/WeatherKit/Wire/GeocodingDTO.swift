/// One match from `GET /geo/1.0/direct` (an array of these) or `GET /geo/1.0/zip` (a single
/// object, with a `zip` key).
struct GeocodingDTO: Decodable, Sendable {
    let name: String?
    let lat: LenientDouble
    let lon: LenientDouble
    let country: String?
    let state: String?
    /// The name in other languages, by ISO 639-1 code (`"ru": "Лиссабон"`). Decoded leniently:
    /// a map of names is a nicety, never a reason to refuse the match.
    let localNames: [String: String]

    enum CodingKeys: String, CodingKey {
        case name, lat, lon, country, state
        case localNames = "local_names"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        lat = try container.decode(LenientDouble.self, forKey: .lat)
        lon = try container.decode(LenientDouble.self, forKey: .lon)
        country = try container.decodeIfPresent(String.self, forKey: .country)
        state = try container.decodeIfPresent(String.self, forKey: .state)
        let names = (try? container.decodeIfPresent([String: JSONValue].self, forKey: .localNames)) ?? nil
        localNames = (names ?? [:]).compactMapValues { value in
            guard case .string(let text) = value, !text.isEmpty else { return nil }
            return text
        }
    }
}
