/// The note the human view adds when a name matched several places: how many, and how to narrow
/// the name down, in lines of at most 80 columns. It suggests only what the user has not typed.
enum AmbiguityHint {
    /// The widest a line may be; narrower when the terminal is.
    static let maximumWidth = 80

    /// - Parameters:
    ///   - name: what the user typed (`Springfield`, `Springfield,US`).
    ///   - first: the match being shown, whose country (and US state) make the examples.
    static func lines(name: String, count: Int, first: GeocodedPlace?, width: Int = maximumWidth) -> [String] {
        // A `"` in the name would break every command line we could quote it in.
        guard !name.contains("\"") else {
            return "(\(count) places match; showing the first. --matches lists them all.)".wrapped(
                width: width, indent: " ")
        }
        let typed = name.split(separator: ",").map { String($0).trimmingSpaces }
        let base = typed.first ?? name
        var examples: [String] = []
        if typed.count < 2, let country = first?.country {
            examples.append("a country code, like \"\(base),\(country)\"")
        }
        if typed.count < 3, first?.country == "US", let state = first?.state.flatMap(stateCode) {
            examples.append("a US state, like \"\(base),\(state),US\"")
        }
        var text = "(\(count) places match \"\(name)\"; showing the first."
        if !examples.isEmpty { text += " Narrow it down with " + examples.joined(separator: " or ") + "." }
        text += " weather --matches \"\(name)\" lists them all.)"
        return text.wrapped(width: width, indent: " ")
    }

    /// The two-letter code of a US state the geocoder names in full (`Illinois` → `IL`).
    private static func stateCode(_ state: String) -> String? {
        if state.count == 2, state.allSatisfy(\.isUppercase) { return state }
        return states[state.lowercased()]
    }

    private static let states: [String: String] = [
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
