/// `--offline` and nothing usable in the cache: exit 75, like any "try again later".
public struct OfflineError: WeatherFailure, Equatable {
    public var exitCode: ExitCode { .temporary }
}
