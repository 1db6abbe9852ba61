/// The geocoder found no such place: exit 69, like any other "not found".
public struct PlaceError: WeatherFailure, Equatable {
    public var query: PlaceQuery

    public var exitCode: ExitCode { .notFound }

    public var description: String {
        // An alias is named beside what it stands for, so the user knows which entry to fix.
        guard case .alias(let name, _) = query else { return found(query) }
        return found(query.target) + " (alias \"\(name)\" in the config's places)"
    }

    /// What was not found, and its likely cause: a zip code typed as a name, a US state read as a
    /// country, a country code missing (and only then asked for).
    private func found(_ query: PlaceQuery) -> String {
        switch query {
        case .zip(let code):
            let parts = code.split(separator: ",").map { String($0).trimmingSpaces }
            if parts.count >= 2 {
                return "no place with zip code \"\(parts[0])\" in \(parts[1]); check the code, and that \(parts[1]) "
                    + "is the country's two-letter code"
            }
            return "no place with zip code \"\(code)\"; check it, and add a country code, e.g. \(code),US"
        default:
            let name = query.label
            let parts = name.split(separator: ",").map { String($0).trimmingSpaces }
            if let first = parts.first, parts.count == 1, first.count >= 3,
                first.allSatisfy({ $0.isNumber || $0 == "-" || $0 == " " }), first.contains(where: \.isNumber)
            {
                return "no place called \"\(name)\"; for a zip code, use --zip \(first),US (or another country code)"
            }
            if parts.count == 2, USState.isCode(parts[1]) {
                let state = parts[1].uppercased()
                return "no place called \"\(name)\": the part after the comma is read as a country code; for the "
                    + "US state, write \"\(parts[0]),\(state),US\""
            }
            if parts.count >= 2, let country = parts.last {
                return "no place called \"\(name)\"; check the spelling, and that \(country) is the country's "
                    + "two-letter code"
            }
            return "no place called \"\(name)\"; check the spelling, or add a country code, e.g. \"London,GB\""
        }
    }
}
