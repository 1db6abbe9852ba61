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
}
