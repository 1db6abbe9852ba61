/// Why the forecast is missing from a report whose current weather came: the run shows what came,
/// reports this on stderr (and as `forecast.error` in JSON), and ends with its exit code.
public struct ForecastFailure: WeatherFailure, Equatable {
    public var exitCode: ExitCode
    /// The underlying failure's line: `HTTP 503 from OpenWeatherMap …`.
    public var reason: String

    public init(_ failure: any WeatherFailure) {
        exitCode = failure.exitCode
        reason = failure.description
    }

    public var description: String { "the forecast failed, so only the current weather is shown: \(reason)" }
}
