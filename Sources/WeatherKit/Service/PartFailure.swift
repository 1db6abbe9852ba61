/// Why one part of a report is missing while its current weather came: the run shows what came
/// and reports this on stderr (and in JSON as `{"error": …}` in the part's place).
///
/// Only the forecast decides the exit code: it was asked for by name (`--forecast`), and a
/// script that gets no forecast should know. Air quality is an extra beside the weather; a bar or
/// script that needs it reads `air.error` (see the README's "Air quality").
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

    public init(_ part: Part, _ failure: any WeatherFailure) {
        self.part = part
        underlyingCode = failure.exitCode
        reason = failure.description
    }

    /// The forecast's code; 0 for air quality, whose failure leaves the run a success.
    public var exitCode: ExitCode { part == .forecast ? underlyingCode : .success }

    public var description: String {
        switch part {
        case .forecast: return "the forecast failed, so only the current weather is shown: \(reason)"
        case .air where underlyingCode == .auth:
            // The same key just worked for the weather: worth saying plainly.
            return "OpenWeatherMap refused the key for air quality although it accepted it for the weather, "
                + "so air quality is not shown: \(reason)"
        case .air: return "air quality failed, so the weather is shown without it: \(reason)"
        case .airForecast: return "the air quality forecast failed, so the days show no air index: \(reason)"
        }
    }
}
