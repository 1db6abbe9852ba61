/// A failure no layer anticipated; reported as a bad response rather than a crash.
struct UnexpectedError: WeatherFailure {
    var detail: String
    var exitCode: ExitCode { .badResponse }
    var description: String { "unexpected error (\(detail)); please report this" }

    /// Any error as a ``WeatherFailure``: ours as they are, anything else as a bug to report.
    static func wrap(_ error: any Error) -> any WeatherFailure {
        (error as? any WeatherFailure) ?? UnexpectedError(detail: String(describing: type(of: error)))
    }
}
