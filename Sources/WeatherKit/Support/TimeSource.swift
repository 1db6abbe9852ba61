import Dispatch
import FoundationEssentials

/// The clock, as WeatherKit sees it. Injected, so tests of retries, deadlines and cache ages
/// run on a clock they move themselves, without a single real wait.
public struct TimeSource: Sendable {
    /// Wall-clock time: cache ages, `Retry-After` dates, `fetched_at`.
    public var now: @Sendable () -> Date
    /// Seconds on a clock that never jumps: the deadline.
    public var uptime: @Sendable () -> Double
    /// Suspends for `seconds` (a retry's backoff, the cache lock's polling).
    /// - Throws: `CancellationError` when the task is cancelled.
    public var sleep: @Sendable (_ seconds: Double) async throws -> Void

    public init(
        now: @escaping @Sendable () -> Date, uptime: @escaping @Sendable () -> Double,
        sleep: @escaping @Sendable (Double) async throws -> Void
    ) {
        self.now = now
        self.uptime = uptime
        self.sleep = sleep
    }

    /// The machine's clocks.
    public static let system = TimeSource(
        now: { Date() },
        uptime: { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 },
        sleep: { seconds in try await Task.sleep(nanoseconds: UInt64(max(0, min(seconds, 1e6)) * 1e9)) })
}
