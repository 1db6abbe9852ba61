/// Why one part of a report is missing while its current weather came: the run shows what came
/// and reports this on stderr (and in JSON as `{"error": …}` in the part's place).
///
/// Only a forecast asked for by name (`--forecast`, `--hourly`, `--chart`) decides the exit code:
/// a script that gets no forecast should know. Air quality, and a forecast fetched only for a
/// template's placeholders, are extras beside the weather; a bar or script that needs them reads
/// `air.error` or `forecast.error` (see the README's "Air quality").
public struct PartFailure: WeatherFailure, Equatable {
    public enum Part: Sendable, Equatable {
        case forecast
        case air
        case airForecast
    }

    public var part: Part
    /// The underlying failure's code.
    public var underlyingCode: ExitCode
    /// The underlying failure's line: `HTTP 503 from OpenWeatherMap …`.
    public var reason: String
    /// Whether the run's exit code is this failure's (a forecast asked for by name).
    public var decidesExitCode: Bool
    /// Whether the key was checked by a weather request of this run (not read from the cache),
    /// so a refused key for air quality is news.
    public var keyJustWorked: Bool

    public init(_ part: Part, _ failure: any WeatherFailure, decidesExitCode: Bool? = nil, keyJustWorked: Bool = true) {
        self.part = part
        underlyingCode = failure.exitCode
        reason = failure.description
        self.decidesExitCode = decidesExitCode ?? (part == .forecast)
        self.keyJustWorked = keyJustWorked
    }

    /// The forecast's code when it was asked for by name; otherwise 0: the run is a success.
    public var exitCode: ExitCode { decidesExitCode ? underlyingCode : .success }

    public var description: String {
        switch part {
        case .forecast: return "the forecast failed, so only the current weather is shown: \(reason)"
        case .air where underlyingCode == .auth && keyJustWorked:
            // The same key just worked for the weather: worth saying plainly.
            return "OpenWeatherMap refused the key for air quality although it accepted it for the weather, "
                + "so air quality is not shown: \(reason)"
        case .air: return "air quality failed, so the weather is shown without it: \(reason)"
        case .airForecast: return "the air quality forecast failed, so the days show no air index: \(reason)"
        }
    }
}
