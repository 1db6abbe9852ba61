import Foundation
import WeatherKit

/// A clock the test moves: `sleep` returns at once, moving the clock on and recording the wait,
/// so retry, deadline and cache-age tests take no real time and can check every wait exactly.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var _now: Date
    private var _uptime: Double = 1000
    private var _sleeps: [Double] = []

    public init(now: Date = Date(timeIntervalSince1970: 1_800_000_000)) { _now = now }

    public var now: Date { lock.withLock { _now } }

    /// Every `sleep` asked for, in order.
    public var sleeps: [Double] { lock.withLock { _sleeps } }

    /// Moves both clocks on by `seconds`.
    public func advance(by seconds: Double) {
        lock.withLock {
            _now = _now.addingTimeInterval(seconds)
            _uptime += seconds
        }
    }

    /// The ``TimeSource`` to hand to the code under test.
    public var time: TimeSource {
        TimeSource(
            now: { self.now },
            uptime: { self.lock.withLock { self._uptime } },
            sleep: { seconds in
                self.lock.withLock { self._sleeps.append(seconds) }
                self.advance(by: seconds)
                await Task.yield()
            })
    }
}
