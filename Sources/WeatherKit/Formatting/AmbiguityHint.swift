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
        if typed.count < 3, first?.country == "US", let state = first?.state.flatMap(USState.code) {
            examples.append("a US state, like \"\(base),\(state),US\"")
        }
        var text = "(\(count) places match \"\(name)\"; showing the first."
        if !examples.isEmpty { text += " Narrow it down with " + examples.joined(separator: " or ") + "." }
        text += " weather --matches \"\(name)\" lists them all.)"
        return text.wrapped(width: width, indent: " ")
    }
}
