import Foundation

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

    private let lock = NSLock()
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

    private static let sources = SignalSources()

    /// Installs the SIGINT and SIGTERM handling described above. A signal the parent set to be
    /// ignored (a background job in a non-interactive shell) stays ignored.
    public static func removeOnInterrupt() {
        for number in [SIGINT, SIGTERM] {
            guard !isIgnore(signal(number, SIG_IGN)) else { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                shared.removeAll()
                signal(number, SIG_DFL)
                // To the process, not this thread: Dispatch's worker threads block signals.
                kill(getpid(), number)
            }
            source.resume()
            sources.keep(source)
        }
    }

    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Keeps the signal sources alive for the life of the process.
    private final class SignalSources: @unchecked Sendable {
        private let lock = NSLock()
        private var sources: [any DispatchSourceSignal] = []

        func keep(_ source: any DispatchSourceSignal) { lock.withLock { sources.append(source) } }
    }
}
