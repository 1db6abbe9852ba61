import Dispatch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temporary files this process is writing, removed if Ctrl-C or `kill` ends it mid-write.
///
/// Writers ``track(_:)`` a path before creating it and ``untrack(_:)`` it once it is renamed into
/// place or deleted. ``removeOnInterrupt()`` (called by `main`, not by the library's tests) turns
/// SIGINT, SIGTERM and SIGHUP into: delete what ``shared`` tracks, then die of the same signal. What
/// no handler sees (SIGKILL) the cache sweeps later (``ResponseCache/removeAbandonedFiles()``).
public final class TemporaryFiles: @unchecked Sendable {
    /// The registry the cache writes through.
    public static let shared = TemporaryFiles()

    private let lock = Lock()
    private var paths: Set<String> = []

    public init() {}

    public func track(_ path: String) {
        lock.withLock { _ = paths.insert(path) }
    }

    public func untrack(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    /// The paths being written now.
    public var tracked: Set<String> { lock.withLock { paths } }

    /// Deletes every tracked file.
    public func removeAll() {
        for path in tracked { unlink(path) }
    }

    /// The signals that end the process after cleaning up.
    private static let interrupts = [SIGINT, SIGTERM, SIGHUP]
    /// The sources must live as long as the process.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    /// Where the handlers run: a queue of our own, which always gets a thread. On the global queue
    /// a handler waited for one of its threads, which are as many as the cores, and a busy machine
    /// (or FoundationNetworking's spinning thread in a build without the fix) could keep them all:
    /// a signal then went unhandled for a minute in the test suite.
    private static let queue = DispatchQueue(label: "weather.signals")

    /// Installs the SIGINT, SIGTERM and SIGHUP (a closed terminal) handling described above, as Dispatch signal sources. A
    /// signal the parent set to be ignored (a background job in a non-interactive shell) stays
    /// ignored. Call it once, first thing in `main`.
    ///
    /// Dispatch, not a handler or a `sigwait` thread of our own: with an `async` main, the main
    /// thread waits in libdispatch's `sigsuspend` with every signal unblocked, and only
    /// libdispatch's own handler hands a signal that lands there on to its sources.
    public static func removeOnInterrupt() {
        for number in interrupts {
            let previous = signal(number, SIG_DFL)
            if isIgnore(previous) {
                signal(number, SIG_IGN)
                continue
            }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                TemporaryFiles.shared.removeAll()
                // Die of the same signal, so a shell sees 130 or 143 and a script's loop stops.
                signal(number, SIG_DFL)
                var only = sigset_t()
                sigemptyset(&only)
                sigaddset(&only, number)
                pthread_sigmask(SIG_UNBLOCK, &only, nil)
                raise(number)
            }
            source.resume()
            sources.append(source)
        }
    }

    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        withUnsafeBytes(of: handler) { Array($0) } == withUnsafeBytes(of: SIG_IGN) { Array($0) }
    }
}
