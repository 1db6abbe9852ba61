/// The US states (and DC and Puerto Rico), by the two-letter codes a user types after a town:
/// the geocoder reads `Springfield,MA` as Morocco, and wants `Springfield,MA,US`.
enum USState {
    /// The two-letter code of a US state the geocoder names in full (`Illinois` → `IL`), or one
    /// already given as a code.
    static func code(_ state: String) -> String? {
        if state.count == 2, state.allSatisfy(\.isUppercase) { return state }
        return names[state.lowercased()]
    }

    /// Whether `text` is a state's two-letter code, in any case (`ma`, `MA`).
    static func isCode(_ text: String) -> Bool { codes.contains(text.uppercased()) }

    private static let codes = Set(names.values)

    private static let names: [String: String] = [
        "alabama": "AL", "alaska": "AK", "arizona": "AZ", "arkansas": "AR", "california": "CA", "colorado": "CO",
        "connecticut": "CT", "delaware": "DE", "district of columbia": "DC", "florida": "FL", "georgia": "GA",
        "hawaii": "HI", "idaho": "ID", "illinois": "IL", "indiana": "IN", "iowa": "IA", "kansas": "KS",
        "kentucky": "KY", "louisiana": "LA", "maine": "ME", "maryland": "MD", "massachusetts": "MA",
        "michigan": "MI", "minnesota": "MN", "mississippi": "MS", "missouri": "MO", "montana": "MT",
        "nebraska": "NE", "nevada": "NV", "new hampshire": "NH", "new jersey": "NJ", "new mexico": "NM",
        "new york": "NY", "north carolina": "NC", "north dakota": "ND", "ohio": "OH", "oklahoma": "OK",
        "oregon": "OR", "pennsylvania": "PA", "rhode island": "RI", "south carolina": "SC", "south dakota": "SD",
        "tennessee": "TN", "texas": "TX", "utah": "UT", "vermont": "VT", "virginia": "VA", "washington": "WA",
        "west virginia": "WV", "wisconsin": "WI", "wyoming": "WY", "puerto rico": "PR",
    ]
}
