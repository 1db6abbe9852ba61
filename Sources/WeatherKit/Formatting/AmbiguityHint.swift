/// The note the human view adds when a name matched several places: how many, and how to narrow
/// the name down, in lines of at most 80 columns. It suggests only what the user has not typed.
enum AmbiguityHint {
    /// The widest a line may be; narrower when the terminal is.
    static let maximumWidth = 80

    /// - Parameters:
    ///   - name: what the user typed (`Springfield`, `Springfield,US`).
    ///   - first: the match being shown, whose country (and US state) make the examples.
    static func lines(
        name: String, count: Int, first: GeocodedPlace?, width: Int = maximumWidth, language: Language = .english
    ) -> [String] {
        let matches = language.counting(.placesMatch, count)
        // A `"` in the name would break every command line we could quote it in.
        guard !name.contains("\"") else {
            let plain = language(.ambiguityPlain, ["matches": matches])
            return plain.wrapped(
                width: width, indent: String(repeating: " ", count: String(plain.prefix(1)).displayWidth))
        }
        let typed = name.split(separator: ",").map { String($0).trimmingSpaces }
        let base = typed.first ?? name
        var examples: [String] = []
        if typed.count < 2, let country = first?.country {
            examples.append(language(.countryCodeLike, ["example": "\(base),\(country)"]))
        }
        if typed.count < 3, first?.country == "US", let state = first?.state.flatMap(USState.code) {
            examples.append(language(.usStateLike, ["example": "\(base),\(state),US"]))
        }
        var text = language(.ambiguityShowingFirst, ["matches": matches, "name": name])
        /// The next sentence, after a space where the language puts one (none after `。`).
        func add(_ sentence: String) { text += (text.hasSuffix("。") ? "" : " ") + sentence }
        if let one = examples.first {
            let both = examples.count > 1 ? language(.eitherOr, ["first": one, "second": examples[1]]) : one
            add(language(.narrowItDown, ["examples": both]))
        }
        add(language(.matchesListsThem, ["command": "weather --matches \"\(name)\""]))
        // Continued under the text, past the opening bracket (two cells wide in Japanese).
        let indent = String(repeating: " ", count: String(text.prefix(1)).displayWidth)
        return text.wrapped(width: width, indent: indent)
    }
}
