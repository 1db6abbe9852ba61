/// One match from the geocoder.
public struct GeocodedPlace: Sendable, Equatable {
    public var name: String?
    public var state: String?
    public var country: String?
    public var latitude: Double
    public var longitude: Double
    /// The name in other languages, by ISO 639-1 code (`ru`).
    public var localNames: [String: String] = [:]
    /// Metres above sea level, where the geocoder knows it (Open-Meteo's): a provider that corrects
    /// for height is sent it (MET Norway's `altitude`).
    public var elevationM: Double? = nil
    /// The IANA time zone, where the geocoder knows it (Open-Meteo's, `Europe/London`): the local
    /// day of a provider that answers in UTC alone (MET Norway).
    public var timeZone: String? = nil

    /// The place with its name in `language` (an OpenWeatherMap `lang` code such as `ru`, `pt_br`
    /// or `kr`) when the geocoder knows it; unchanged otherwise.
    public func named(in language: String?) -> GeocodedPlace {
        guard let language else { return self }
        var code = language.lowercased()
        code = Self.isoCodes[code] ?? String(code.prefix { $0 != "_" && $0 != "-" })
        var copy = self
        copy.name = localNames[code] ?? name
        return copy
    }

    /// OpenWeatherMap's `lang` codes that are not ISO 639-1, which `local_names` uses.
    private static let isoCodes = [
        "al": "sq", "cz": "cs", "kr": "ko", "la": "lv", "se": "sv", "sp": "es", "ua": "uk",
    ]

    /// `Springfield, Illinois, US`
    public var displayName: String {
        [name, state, country].compactMap { $0 }.joined(separator: ", ")
    }
}
