/// The moment every request of the command must be over: `--timeout` covers the whole run
/// (geocoding, weather, forecast, every place and every retry), not each request.
public struct Deadline: Sendable, Equatable {
    /// The whole budget, for messages.
    public var seconds: Double
    /// When it passes, on ``TimeSource/uptime``.
    public var uptime: Double

    /// A deadline `seconds` from now.
    public init(seconds: Double, from time: TimeSource) {
        self.seconds = seconds
        uptime = time.uptime() + seconds
    }

    /// Seconds left, never below 0.
    public func remaining(_ time: TimeSource) -> Double { max(0, uptime - time.uptime()) }

    /// One of `parts` equal shares of what is left, from now: for one of several tries in turn
    /// (a chain's providers, the locators), so that one that never answers leaves the rest theirs.
    public func share(of parts: Int, _ time: TimeSource) -> Deadline {
        Deadline(seconds: remaining(time) / Double(max(1, parts)), from: time)
    }
}
