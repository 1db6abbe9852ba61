import FoundationEssentials

/// `--watch`'s timing: how long to wait before the next refresh, and what ends a wait early.
///
/// A wait is slept in short steps on the injected clock, so that a resume from sleep is noticed
/// soon: the wall clock then runs ahead of the monotonic one (which stops while the machine
/// sleeps), and a refresh is due at once. A ``WakeSignal`` (`SIGUSR1`) ends a wait at once.
struct Watch: Sendable {
    /// Why a wait ended.
    enum Wake: Sendable, Equatable {
        case timer
        /// `SIGUSR1`: fresh data, not the cache's.
        case signal
        /// The machine slept: the data may be hours old.
        case resumed
        /// Stdout's reader went away: the watch is over.
        case readerGone
    }

    var interval: Double
    var time: TimeSource
    var signal: WakeSignal
    /// Asked after each step of a wait.
    var readerGone: @Sendable () -> Bool = { false }

    /// The longest single sleep: a resume is noticed within this many seconds.
    static let step = 15.0
    /// How far the wall clock may run ahead of the monotonic one before it counts as a resume
    /// (NTP's corrections are far smaller).
    static let resumeJump = 30.0
    /// The first retry after a failure; each further one waits twice as long, up to ``interval``.
    static let firstRetry = 30.0

    /// Seconds to wait after `failures` failures in a row (0: the last refresh worked).
    func delay(afterFailures failures: Int) -> Double {
        guard failures > 0 else { return interval }
        var wait = Self.firstRetry
        for _ in 1..<min(failures, 16) { wait *= 2 }
        return min(wait, interval)
    }

    /// Waits `seconds`, or less when the signal comes or the machine has slept.
    func wait(_ seconds: Double) async -> Wake {
        await withTaskGroup(of: Wake?.self) { group in
            group.addTask { await signal.next() ? .signal : nil }
            group.addTask { await sleep(seconds) }
            var wake: Wake?
            while wake == nil, let next = await group.next() {
                wake = next
                if next == nil, Task.isCancelled { break }
            }
            group.cancelAll()
            // A signal that came as the timer ended was taken by the waiting child: keep it, so its
            // refresh still bypasses the cache.
            for await late in group where late == .signal && wake == .timer { wake = late }
            return wake ?? .timer
        }
    }

    /// Nil when cancelled.
    private func sleep(_ seconds: Double) async -> Wake? {
        let wallStart = time.now()
        let upStart = time.uptime()
        while true {
            let slept = time.uptime() - upStart
            if time.now().timeIntervalSince(wallStart) - slept > Self.resumeJump { return .resumed }
            if slept >= seconds { return .timer }
            if readerGone() { return .readerGone }
            do {
                try await time.sleep(min(seconds - slept, Self.step))
            } catch {
                return nil
            }
        }
    }
}
