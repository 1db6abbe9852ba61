@testable import WeatherKit

extension WeatherReport {
    /// A report for current weather alone, as `--input` makes.
    static func of(_ current: CurrentWeather, query: Query = .input(path: "-")) -> WeatherReport {
        WeatherReport(query: query, place: nil, matchCount: 1, current: current, fetchedAt: nil)
    }
}

/// The human view of current weather alone.
func human(_ weather: CurrentWeather, units: Units) -> String {
    HumanView(units: units).render(.of(weather))
}

/// The `--json` text of current weather alone.
func json(_ weather: CurrentWeather, query: Query = .input(path: "-")) -> String {
    JSONReport.text(JSONReport.object(.of(weather, query: query)))
}
