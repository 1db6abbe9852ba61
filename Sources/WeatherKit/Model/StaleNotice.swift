/// Why an old answer is being shown.
public struct StaleNotice: Sendable, Equatable {
    /// Seconds since it was fetched.
    public var age: Double
    public var cause: Cause

    /// What kept the answer from being refreshed: `--offline`, or a failure's brief reason
    /// (``WeatherFailure/briefReason``). Worded in `Formatting/Notices.swift`.
    public enum Cause: Sendable, Equatable {
        case offline
        case failed(BriefReason)
    }

    public init(age: Double, cause: Cause) {
        self.age = age
        self.cause = cause
    }

    /// An answer shown because a refresh failed for `reason` (`could not connect`).
    public init(age: Double, reason: BriefReason) {
        self.init(age: age, cause: .failed(reason))
    }
}
