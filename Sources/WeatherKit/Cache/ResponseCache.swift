import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Response bodies on disk, shared by every `weather` process of the user.
///
/// Each entry is one file: a header line `weather-cache 1 <fetched-at ms> <body length> <keep-for s>
/// [<expires s> <last-modified s>]` (`-` for a header the server did not send; older entries end
/// earlier) and the body. A new entry is written to a temporary file that is fsynced and renamed over the entry,
/// so readers see the old entry or the new one, never half of one; a file whose header or length
/// is wrong is garbage, ignored and later replaced.
public struct ResponseCache: Sendable {
    public var directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/weather`, else `~/.cache/weather`; nil without either.
    public static func defaultDirectory(environment: [String: String]) -> URL? {
        if let base = environment[.xdgCacheHome], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("weather")
        }
        if let home = environment[.home], !home.isEmpty {
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
    /// abandoned, and Ctrl-C deletes it (``TemporaryFiles``). No entry, and the warning, when the
    /// folder cannot be created: the cache is an optimisation, never a reason to fail. A file
    /// that cannot be created is reported only if there is an answer to store.
    public func prepare(_ key: CacheKey) -> (entry: PendingEntry?, warning: CacheWarning?) {
        if let warning = ensureDirectory() { return (nil, warning) }
        removeAbandonedFiles()
        let temporary = directory.appendingPathComponent(
            ".\(key.fileStem).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        ).path
        TemporaryFiles.shared.track(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        let failure = fd < 0 ? Self.lastError() : nil
        if fd < 0 { TemporaryFiles.shared.untrack(temporary) }
        let entry = PendingEntry(
            fd: fd, failure: failure, temporaryPath: temporary, target: file(key).path, folder: directory.path)
        return (entry, nil)
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

    /// Stores `body` for `key` at once: ``prepare(_:)`` and ``PendingEntry/commit(body:fetchedAt:keepFor:)``.
    /// - Returns: why it could not be stored, if it could not.
    @discardableResult
    public func write(
        _ key: CacheKey, body: Data, fetchedAt: Date, keepFor: Double = CachePolicy.staleLimit
    ) -> CacheWarning? {
        let (entry, warning) = prepare(key)
        return warning ?? entry?.commit(body: body, fetchedAt: fetchedAt, keepFor: keepFor)
    }

    /// Deletes every entry no run can use any more (older than its `keepFor`), with its lock, and
    /// the locks left without an entry; at most once a day (the time of the last pass is kept in
    /// `.pruned`), so that the folder does not grow for ever. A lock another process holds stays.
    public func pruneIfDue(now: Date) {
        let marker = directory.appendingPathComponent(".pruned").path
        if case .data(let data) = FileContents.read(marker), let last = Double(String(decoding: data, as: UTF8.self)),
            now.timeIntervalSince1970 - last < Self.pruneInterval
        {
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let entries = Set(names.filter { $0.hasSuffix(".cache") })
        for name in entries {
            let path = directory.appendingPathComponent(name).path
            guard let entry = Self.readHeader(path), now.timeIntervalSince(entry.fetchedAt) > entry.keepFor else {
                continue
            }
            if removeLock(directory.appendingPathComponent(String(name.dropLast(".cache".count)) + ".lock").path) {
                unlink(path)
            }
        }
        for name in names
        where name.hasSuffix(".lock") && !entries.contains(String(name.dropLast(".lock".count)) + ".cache")
            && !Self.kept.contains(name)
        {
            _ = removeLock(directory.appendingPathComponent(name).path)
        }
        _ = try? Data(String(now.timeIntervalSince1970).utf8).write(to: URL(fileURLWithPath: marker))
    }

    /// The files that are not answers, and stay: One Call's count of today's calls (clearing it
    /// would let a bar spend past the budget) and its lock.
    static let kept: Set<String> = ["onecall-usage", "onecall-usage.lock"]

    /// Every file in the folder but ``kept``, for `--clear-cache`.
    /// - Returns: how many were deleted (0 when there is no folder).
    /// - Throws: ``ClearCacheError`` when a file stays.
    public func removeAll() throws(ClearCacheError) -> Int {
        let listed: [String]
        do {
            listed = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            // No folder yet is nothing cached; one that cannot be listed must not read as "removed 0".
            if let problem = whyUnlistable() { throw problem }
            return 0
        }
        let names = listed.filter { !Self.kept.contains($0) }
        var removed = 0
        var failure: (count: Int, errno: Int32)?
        for name in names {
            if unlink(directory.appendingPathComponent(name).path) == 0 {
                // Counted: what was cached; a lock or the pruning marker holds nothing.
                if !name.hasSuffix(".lock"), !name.hasPrefix(".") { removed += 1 }
            } else if errno != ENOENT {  // gone already: another process cleared it
                failure = ((failure?.count ?? 0) + 1, failure?.errno ?? errno)
            }
        }
        if let failure {
            throw ClearCacheError.filesStayed(
                directory: directory.path, failed: failure.count, total: names.count,
                reason: String(cString: strerror(failure.errno)).lowercased())
        }
        return removed
    }

    /// Why the folder cannot be listed; nil when it simply is not there.
    private func whyUnlistable() -> ClearCacheError? {
        let path = directory.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            switch errno {
            case ENOENT: return nil
            case ENOTDIR: return .notAFolder(directory: path, file: Self.fileAbove(path) ?? path)
            default: return .unreadable(directory: path, reason: Self.lastError().lowercased())
            }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .notAFolder(directory: path, file: path) }
        guard access(path, R_OK | X_OK) == 0 else {
            return .unreadable(directory: path, reason: Self.lastError().lowercased())
        }
        return nil  // listable after all: it was replaced in between
    }

    /// The nearest folder above `path` that exists: after ENOTDIR, the file that stands in its way.
    static func fileAbove(_ path: String) -> String? {
        var url = URL(fileURLWithPath: path)
        while url.path != "/" {
            url.deleteLastPathComponent()
            var info = stat()
            if stat(url.path, &info) == 0 { return url.path }
        }
        return nil
    }

    /// Pruning runs at most this often.
    static let pruneInterval = 86_400.0

    /// Deletes a lock file unless a process holds it. One waiting on it notices, once it has it,
    /// that the file is gone, and takes a new one (see ``lock(_:until:time:)``).
    private func removeLock(_ path: String) -> Bool {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { return true }  // no lock file: nothing held
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }
        unlink(path)
        return true
    }

    /// The header of an entry file, read without its body.
    private static func readHeader(_ path: String) -> CacheEntry? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 128)
        let count = head.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard count > 0, let newline = head[0..<count].firstIndex(of: 0x0A) else { return nil }
        return header(String(decoding: head[0..<newline], as: UTF8.self))?.entry
    }

    /// Waits until this process alone may fetch `key`, polling so no thread is blocked, and gives up
    /// at `deadline` (then the caller fetches anyway: a stuck lock must not stop the command).
    ///
    /// A lock file that pruning deleted while this process waited on it is not the lock any more
    /// (a newcomer creates a new one at the path), so after taking it, the process checks that it
    /// is still the file at the path, and starts again if not.
    public func lock(_ key: CacheKey, until deadline: Deadline, time: TimeSource) async -> CacheLock? {
        guard ensureDirectory() == nil else { return nil }
        let path = directory.appendingPathComponent(key.fileStem + ".lock").path
        var waited = false
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return nil }
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
            if Self.isStillAtPath(fd, path) { return CacheLock(fd: fd, waited: waited) }
            close(fd)
            guard deadline.remaining(time) > 0 else { return nil }
        }
    }

    /// Whether the open file `fd` is the one `path` names now (same device and inode).
    private static func isStillAtPath(_ fd: Int32, _ path: String) -> Bool {
        var held = stat()
        var named = stat()
        guard fstat(fd, &held) == 0, stat(path, &named) == 0 else { return false }
        return held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }

    /// How often a process waiting for another's lock looks again.
    static let lockPollInterval = 0.02

    func file(_ key: CacheKey) -> URL {
        directory.appendingPathComponent(key.fileStem + ".cache")
    }

    static func header(
        fetchedAt: Date, length: Int, keepFor: Double, expires: Date? = nil, lastModified: Date? = nil
    ) -> Data {
        let milliseconds = Int64((fetchedAt.timeIntervalSince1970 * 1000).rounded())
        var line = "weather-cache 1 \(milliseconds) \(length) \(Int64(keepFor.rounded()))"
        if expires != nil || lastModified != nil {
            func seconds(_ date: Date?) -> String {
                date.map { String(Int64($0.timeIntervalSince1970.rounded())) } ?? "-"
            }
            line += " \(seconds(expires)) \(seconds(lastModified))"
        }
        return Data((line + "\n").utf8)
    }

    /// The fields of a header line: an entry without its body, and the body's length.
    private static func header(_ line: String) -> (entry: CacheEntry, length: Int)? {
        let fields = line.split(separator: " ")
        guard [4, 5, 7].contains(fields.count), fields[0] == "weather-cache", fields[1] == "1",
            let milliseconds = Int64(fields[2]), let length = Int(fields[3]), length >= 0
        else { return nil }
        var entry = CacheEntry(fetchedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000), body: Data())
        if fields.count >= 5 {
            guard let keepFor = Int64(fields[4]), keepFor >= 0 else { return nil }
            entry.keepFor = Double(keepFor)
        }
        if fields.count == 7 {
            func date(_ field: Substring) -> Date?? {
                if field == "-" { return .some(nil) }
                return Int64(field).map { Date(timeIntervalSince1970: Double($0)) }
            }
            guard let expires = date(fields[5]), let lastModified = date(fields[6]) else { return nil }
            (entry.expires, entry.lastModified) = (expires, lastModified)
        }
        return (entry, length)
    }

    static func parse(_ data: Data) -> CacheEntry? {
        guard let newline = data.firstIndex(of: 0x0A),
            let line = String(data: data[data.startIndex..<newline], encoding: .utf8),
            let (parsed, length) = header(line)
        else { return nil }
        let body = data[data.index(after: newline)...]
        guard body.count == length else { return nil }
        var entry = parsed
        entry.body = Data(body)
        return entry
    }

    /// `strerror(errno)`, read before anything else can change errno.
    static func lastError() -> String { String(cString: strerror(errno)) }

    /// Makes the folder and any missing parents (mode 700).
    /// - Returns: why it could not, with the real reason; nil when the folder is there.
    private func ensureDirectory() -> CacheWarning? {
        var missing: [String] = []
        var path = directory.path
        while !path.isEmpty, path != "/", access(path, F_OK) != 0 {
            missing.append(path)
            path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        }
        for folder in missing.reversed() where mkdir(folder, 0o700) != 0 && errno != EEXIST {
            return .cannotCreateFolder(path: directory.path, reason: Self.lastError())
        }
        return nil
    }
}
