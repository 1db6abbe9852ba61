import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small file in the cache folder that every process of the user reads and replaces in turn:
/// the One Call count, the notifications already sent. Each change runs under an exclusive lock
/// on a file beside it (`NAME.lock`), and is written atomically (a new file renamed over the old),
/// so processes that start together neither lose an update nor read half of one.
struct SharedFile: Sendable {
    var directory: URL
    var name: String
    var time: TimeSource

    /// How long a process waits for another's turn: a change takes microseconds.
    static let lockPatience = 2.0
    /// How often a process waiting for the lock looks again.
    static let lockPollInterval = 0.01

    var url: URL { directory.appendingPathComponent(name) }

    /// Reads the file, lets `change` decide, and writes what it asks for, all under the lock.
    /// - Parameter change: handed the contents (nil when there is no file yet, or when it cannot
    ///   be read: `readable` says which); returns the new contents (nil: leave the file as it is)
    ///   and the result.
    /// - Returns: the result, or nil when the folder, the lock or the write could not be had.
    func update<Result>(_ change: (_ contents: Data?, _ readable: Bool) -> (Data?, Result)) async -> Result? {
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
        else { return nil }
        let lockFile = open(directory.appendingPathComponent(name + ".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lockFile >= 0 else { return nil }
        defer { close(lockFile) }
        guard await lock(lockFile) else { return nil }
        defer { flock(lockFile, LOCK_UN) }
        let (contents, readable) = read()
        let (replacement, result) = change(contents, readable)
        if let replacement, !write(replacement) { return nil }
        return result
    }

    /// The contents; nil and readable when there is no file yet, nil and unreadable when a file
    /// stands where a folder above it should be (ENOTDIR) or it cannot be read.
    func read() -> (Data?, readable: Bool) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return (nil, errno == ENOENT) }
        guard let data = try? Data(contentsOf: url) else { return (nil, false) }
        return (data, true)
    }

    /// Replaces the file atomically: a new file renamed over the old.
    private func write(_ data: Data) -> Bool {
        let temporary = directory.appendingPathComponent(".\(name).\(getpid()).tmp")
        TemporaryFiles.shared.track(temporary.path)
        defer { TemporaryFiles.shared.untrack(temporary.path) }
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                unlink(temporary.path)
                return false
            }
            return true
        } catch {
            unlink(temporary.path)
            return false
        }
    }

    /// Takes the lock, polling on the injected clock so a stuck holder cannot stall the run past
    /// ``lockPatience``, and no thread is blocked meanwhile.
    private func lock(_ fd: Int32) async -> Bool {
        let giveUp = time.uptime() + Self.lockPatience
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, time.uptime() < giveUp else { return false }
            do { try await time.sleep(Self.lockPollInterval) } catch { return false }
        }
        return true
    }
}
