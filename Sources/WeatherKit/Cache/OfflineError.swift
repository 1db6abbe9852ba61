/// `--offline` and nothing usable in the cache: exit 75, like any "try again later".
public struct OfflineError: WeatherFailure, Equatable {
    public var exitCode: ExitCode { .temporary }
    public var description: String {
        "nothing usable is cached for this request (--offline uses only answers under 24 h old); run once without --offline"
    }
}
