import Dispatch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One cached response body and when it was fetched.
public struct CacheEntry: Sendable, Equatable {
    public var fetchedAt: Date
    public var body: Data
}

/// Response bodies on disk, shared by every `weather` process of the user.
///
/// Each entry is one file: a header line `weather-cache 1 <fetched-at ms> <body length>` and the
/// body. Writes go to a temporary file that is fsynced and renamed over the entry, so readers see
/// the old entry or the new one, never half of one; a file whose header or length is wrong is
/// garbage, ignored and later replaced.
public struct ResponseCache: Sendable {
    public var directory: URL
    /// Called once per problem with a one-line warning (the folder cannot be created or written).
    public var warn: @Sendable (String) -> Void

    public init(directory: URL, warn: @escaping @Sendable (String) -> Void) {
        self.directory = directory
        self.warn = warn
    }

    /// `$XDG_CACHE_HOME/weather`, else `~/.cache/weather`; nil without either.
    public static func defaultDirectory(environment: [String: String]) -> URL? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("weather")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home).appendingPathComponent(".cache/weather")
        }
        return nil
    }

    /// The entry for `key`, or nil when there is none or it is not a well-formed entry.
    public func read(_ key: CacheKey) -> CacheEntry? {
        guard let data = FileManager.default.contents(atPath: file(key).path) else { return nil }
        return Self.parse(data)
    }

    /// Stores `body` for `key` atomically. Failure only warns: the cache is an optimisation.
    public func write(_ key: CacheKey, body: Data, fetchedAt: Date) {
        guard ensureDirectory() else { return }
        let header = "weather-cache 1 \(Int64((fetchedAt.timeIntervalSince1970 * 1000).rounded())) \(body.count)\n"
        let target = file(key)
        let temporary = directory.appendingPathComponent(
            ".\(key.fileStem).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        TemporaryFiles.shared.track(temporary.path)
        defer { TemporaryFiles.shared.untrack(temporary.path) }
        guard Self.writeSynced(Data(header.utf8) + body, to: temporary.path),
            rename(temporary.path, target.path) == 0
        else {
            unlink(temporary.path)
            warn(
                "cannot write the cache in \(directory.path) (\(String(cString: strerror(errno)))); going on without it"
            )
            return
        }
    }

    /// Waits until this process alone may fetch `key`, polling so no thread is blocked, and gives up
    /// at `deadline` (then the caller fetches anyway: a stuck lock must not stop the command).
    public func lock(_ key: CacheKey, until deadline: DispatchTime) async -> CacheLock? {
        guard ensureDirectory() else { return nil }
        let fd = open(
            directory.appendingPathComponent(key.fileStem + ".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        var waited = false
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, DispatchTime.now() < deadline else {
                close(fd)
                return nil
            }
            waited = true
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return CacheLock(fd: fd, waited: waited)
    }

    func file(_ key: CacheKey) -> URL {
        directory.appendingPathComponent(key.fileStem + ".cache")
    }

    static func parse(_ data: Data) -> CacheEntry? {
        guard let newline = data.firstIndex(of: 0x0A),
            let header = String(data: data[data.startIndex..<newline], encoding: .utf8)
        else { return nil }
        let fields = header.split(separator: " ")
        guard fields.count == 4, fields[0] == "weather-cache", fields[1] == "1",
            let milliseconds = Int64(fields[2]), let length = Int(fields[3]), length >= 0
        else { return nil }
        let body = data[data.index(after: newline)...]
        guard body.count == length else { return nil }
        return CacheEntry(fetchedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000), body: Data(body))
    }

    private func ensureDirectory() -> Bool {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            return true
        } catch {
            warn("cannot create the cache folder \(directory.path); going on without it")
            return false
        }
    }

    private static func writeSynced(_ data: Data, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let written = data.withUnsafeBytes { StandardStreams.writeAll($0, to: fd) }
        return written && fsync(fd) == 0
    }
}

/// Held while this process fetches an entry; released by ``release()`` or when dropped.
public final class CacheLock: @unchecked Sendable {
    private var fd: Int32
    /// True when another process held the lock first: its answer may now be in the cache.
    public let waited: Bool

    init(fd: Int32, waited: Bool) {
        self.fd = fd
        self.waited = waited
    }

    deinit { release() }

    public func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }
}
