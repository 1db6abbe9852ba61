/// Why one part of a report is missing while its current weather came: the run shows what came
/// and reports this on stderr (and in JSON as `{"error": …}` in the part's place). Its words are
/// in `Formatting/Notices.swift`.
///
/// Only a forecast asked for by name (`--forecast`, `--hourly`, `--chart`) decides the exit code:
/// a script that gets no forecast should know. Air quality, and a forecast fetched only for a
/// template's placeholders, are extras beside the weather; a bar or script that needs them reads
/// `air.error` or `forecast.error` (see the man page's "Air quality").
public struct PartFailure: WeatherFailure, Equatable {
    public var part: ReportPart
    /// The underlying failure's code.
    public var underlyingCode: ExitCode
    /// The underlying failure's line: `HTTP 503 from OpenWeatherMap …`.
    public var reason: String
    /// Whether the run's exit code is this failure's (a forecast asked for by name).
    public var decidesExitCode: Bool
    /// For air quality: the provider whose key this run's weather request just proved (it came from
    /// the network, not the cache), so that its refusal of the key is news worth saying plainly.
    public var keyProvedBy: Provider?

    public init(
        _ part: ReportPart, _ failure: any WeatherFailure, decidesExitCode: Bool? = nil, keyProvedBy: Provider? = nil
    ) {
        self.part = part
        underlyingCode = failure.exitCode
        reason = failure.description
        self.decidesExitCode = decidesExitCode ?? (part == .forecast)
        self.keyProvedBy = keyProvedBy
    }

    /// The forecast's code when it was asked for by name; otherwise 0: the run is a success.
    public var exitCode: ExitCode { decidesExitCode ? underlyingCode : .success }
}
