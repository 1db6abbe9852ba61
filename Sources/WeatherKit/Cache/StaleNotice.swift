/// Why an old answer is being shown.
public struct StaleNotice: Sendable, Equatable {
    /// Seconds since it was fetched.
    public var age: Double
    /// Short: `could not connect`, `rate limited, HTTP 429`, `--offline`.
    public var reason: String

    public init(age: Double, reason: String) {
        self.age = age
        self.reason = reason
    }

    /// `showing data from 23 min ago (could not connect)`
    public var description: String { "showing data from \(Self.ageText(age)) ago (\(reason))" }

    /// `40 s`, `23 min`, `5 h`
    static func ageText(_ seconds: Double) -> String {
        if seconds < 60 { return "\(max(0, Int(seconds))) s" }
        let minutes = Int((seconds / 60).rounded())
        return minutes < 120 ? "\(minutes) min" : "\(minutes / 60) h"
    }
}
