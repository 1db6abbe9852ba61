/// `--offline` and nothing usable in the cache: exit 75, like any "try again later".
public struct OfflineError: WeatherFailure, Equatable {
    /// What was missing, when it is more than an answer (`--here`'s place): said in the message.
    public var missing: Missing = .answer

    public enum Missing: Sendable, Equatable {
        case answer
        /// No place found by IP address is kept.
        case location
    }

    public init(missing: Missing = .answer) { self.missing = missing }

    public var exitCode: ExitCode { .temporary }
}
