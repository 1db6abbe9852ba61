import Dispatch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A nudge from outside that ends `--watch`'s wait at once: `SIGUSR1` in the real program
/// (``fireOnSIGUSR1(_:)``), ``fire()`` in tests. A nudge that comes while nobody waits is kept
/// for the next wait, and several count as one.
public final class WakeSignal: @unchecked Sendable {
    private let lock = Lock()
    private var pending = false
    private var waiter: CheckedContinuation<Bool, Never>?

    public init() {}

    public func fire() {
        lock.withLock {
            if let waiter {
                self.waiter = nil
                waiter.resume(returning: true)
            } else {
                pending = true
            }
        }
    }

    /// True when nudged; false when the waiting task was cancelled first.
    func next() async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                lock.withLock {
                    if pending {
                        pending = false
                        continuation.resume(returning: true)
                    } else if Task.isCancelled {
                        continuation.resume(returning: false)
                    } else {
                        waiter = continuation
                    }
                }
            }
        } onCancel: {
            lock.withLock {
                waiter?.resume(returning: false)
                waiter = nil
            }
        }
    }

    /// Makes `SIGUSR1` do nothing, rather than end the process (its default): for `main`, first
    /// thing, so that `pkill -USR1 -x weather`, meant for a `--watch`, cannot end another run. One
    /// system call; the Dispatch source comes only with `--watch`.
    public static func ignoreSIGUSR1() {
        signal(SIGUSR1, SIG_IGN)
    }

    /// The Dispatch source must live as long as the process.
    nonisolated(unsafe) private static var source: (any DispatchSourceSignal)?

    /// Makes `SIGUSR1` fire `signal` (instead of ending the process, its default). For `main`, once,
    /// and only in `--watch`: a plain run keeps the default and the start-up it costs nothing.
    public static func fireOnSIGUSR1(_ wake: WakeSignal) {
        signal(SIGUSR1, SIG_IGN)
        // A queue of our own, which always gets a thread (see TemporaryFiles' signals).
        let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: DispatchQueue(label: "weather.wake"))
        source.setEventHandler { wake.fire() }
        source.resume()
        Self.source = source
    }
}
