import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Response bodies on disk, shared by every `weather` process of the user.
///
/// Each entry is one file: a header line `weather-cache 1 <fetched-at ms> <body length>` and the
/// body. A new entry is written to a temporary file that is fsynced and renamed over the entry,
/// so readers see the old entry or the new one, never half of one; a file whose header or length
/// is wrong is garbage, ignored and later replaced.
public struct ResponseCache: Sendable {
    public var directory: URL
    /// Called with a one-line warning when the folder cannot be created or written.
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

    /// Starts a new entry for `key`: its temporary file exists from now until it is committed or
    /// abandoned, and Ctrl-C deletes it (``TemporaryFiles``). Nil (after a warning) when the
    /// folder cannot be created: the cache is an optimisation, never a reason to fail. A file
    /// that cannot be created is reported only if there is an answer to store.
    public func prepare(_ key: CacheKey) -> PendingEntry? {
        guard ensureDirectory() else { return nil }
        removeAbandonedFiles()
        let temporary = directory.appendingPathComponent(
            ".\(key.fileStem).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        ).path
        TemporaryFiles.shared.track(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        let failure = fd < 0 ? Self.lastError() : nil
        if fd < 0 { TemporaryFiles.shared.untrack(temporary) }
        return PendingEntry(fd: fd, failure: failure, temporaryPath: temporary, target: file(key).path, cache: self)
    }

    /// Temporary files older than ``abandonedAge``: left by a process that died in a way no
    /// handler sees (SIGKILL, a power cut). No request lives that long (`--timeout` is at most
    /// 600 s), so none of them is still being written.
    func removeAbandonedFiles() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let now = Date()
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let path = directory.appendingPathComponent(name).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if let modified, now.timeIntervalSince(modified) > Self.abandonedAge { unlink(path) }
        }
    }

    /// An hour: six times the longest `--timeout`.
    static let abandonedAge = 3600.0

    /// Stores `body` for `key` at once: ``prepare(_:)`` and ``PendingEntry/commit(body:fetchedAt:)``.
    public func write(_ key: CacheKey, body: Data, fetchedAt: Date) {
        prepare(key)?.commit(body: body, fetchedAt: fetchedAt)
    }

    /// Waits until this process alone may fetch `key`, polling so no thread is blocked, and gives up
    /// at `deadline` (then the caller fetches anyway: a stuck lock must not stop the command).
    public func lock(_ key: CacheKey, until deadline: Deadline, time: TimeSource) async -> CacheLock? {
        guard ensureDirectory() else { return nil }
        let fd = open(
            directory.appendingPathComponent(key.fileStem + ".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        var waited = false
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, deadline.remaining(time) > 0 else {
                close(fd)
                return nil
            }
            waited = true
            do {
                try await time.sleep(Self.lockPollInterval)
            } catch {
                close(fd)
                return nil
            }
        }
        return CacheLock(fd: fd, waited: waited)
    }

    /// How often a process waiting for another's lock looks again.
    static let lockPollInterval = 0.02

    func file(_ key: CacheKey) -> URL {
        directory.appendingPathComponent(key.fileStem + ".cache")
    }

    static func header(fetchedAt: Date, length: Int) -> Data {
        Data("weather-cache 1 \(Int64((fetchedAt.timeIntervalSince1970 * 1000).rounded())) \(length)\n".utf8)
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

    func warnCannotWrite(_ reason: String) {
        warn("cannot write the cache in \(directory.path) (\(reason)); going on without it")
    }

    /// `strerror(errno)`, read before anything else can change errno.
    static func lastError() -> String { String(cString: strerror(errno)) }

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
}
