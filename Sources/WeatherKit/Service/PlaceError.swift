/// The geocoder found no such place: exit 69, like any other "not found".
public struct PlaceError: WeatherFailure, Equatable {
    public var query: PlaceQuery

    public var exitCode: ExitCode { .notFound }

    public var description: String {
        // An alias is named beside what it stands for, so the user knows which entry to fix.
        guard case .alias(let name, _) = query else { return found(query) }
        return found(query.target) + " (alias \"\(name)\" in the config's places)"
    }

    private func found(_ query: PlaceQuery) -> String {
        switch query {
        case .zip(let code):
            "no place with zip code \"\(code)\"; check it, and add a country code, e.g. 10018,US"
        default:
            "no place called \"\(query.label)\"; check the spelling, or add a country code, e.g. \"London,GB\""
        }
    }
}
