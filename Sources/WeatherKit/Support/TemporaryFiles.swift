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
/// place or deleted. ``removeOnInterrupt()`` (called by the executable, not by the library's tests)
/// turns SIGINT and SIGTERM into: delete what ``shared`` tracks, then die of the same signal, so a
/// shell still sees 130 or 143 and a script's loop still stops.
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
    private static let interrupts = [SIGINT, SIGTERM]

    /// Installs the SIGINT and SIGTERM handling described above. A signal the parent set to be
    /// ignored (a background job in a non-interactive shell) stays ignored.
    ///
    /// Call it first thing, before any thread exists: it blocks the signals in this thread, every
    /// thread created later inherits that, and one thread of its own takes them with `sigwait`. (A
    /// Dispatch signal source needs Foundation's run loop or dispatch_main to be reliable here.)
    public static func removeOnInterrupt() {
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in interrupts {
            let previous = signal(number, SIG_DFL)
            if isIgnore(previous) {
                signal(number, SIG_IGN)
            } else {
                sigaddset(&handled, number)
            }
        }
        pthread_sigmask(SIG_BLOCK, &handled, nil)
        var thread = pthread_t()
        pthread_create(
            &thread, nil,
            { _ in
                var waiting = sigset_t()
                sigemptyset(&waiting)
                for number in TemporaryFiles.interrupts { sigaddset(&waiting, number) }
                var number: Int32 = 0
                guard sigwait(&waiting, &number) == 0 else { return nil }
                TemporaryFiles.shared.removeAll()
                // Die of the same signal: this thread alone lets it through now.
                var only = sigset_t()
                sigemptyset(&only)
                sigaddset(&only, number)
                signal(number, SIG_DFL)
                pthread_sigmask(SIG_UNBLOCK, &only, nil)
                kill(getpid(), number)
                return nil
            }, nil)
    }

    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
