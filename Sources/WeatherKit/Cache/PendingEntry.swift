import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cache entry being made: an open temporary file in the cache folder, renamed over the entry
/// by ``commit(body:fetchedAt:keepFor:)`` or deleted by ``abandon()`` (or when dropped).
public final class PendingEntry: @unchecked Sendable {
    private let lock = Lock()
    private var fd: Int32
    /// Why the temporary file could not be created, if it could not.
    private let failure: String?
    private let temporaryPath: String
    private let target: String
    /// The cache folder, for the warning.
    private let folder: String

    init(fd: Int32, failure: String?, temporaryPath: String, target: String, folder: String) {
        self.fd = fd
        self.failure = failure
        self.temporaryPath = temporaryPath
        self.target = target
        self.folder = folder
    }

    deinit { abandon() }

    /// Writes the entry, flushes it to disk and renames it into place.
    /// - Parameter keepFor: how long any run could use it; the cache deletes it after that.
    /// - Returns: why the entry could not be stored, if a step failed.
    @discardableResult
    public func commit(
        body: Data, fetchedAt: Date, keepFor: Double = CachePolicy.staleLimit, expires: Date? = nil,
        lastModified: Date? = nil
    ) -> CacheWarning? {
        guard let fd = take() else {
            return failure.map { CacheWarning.cannotWrite(path: folder, reason: $0) }
        }
        let bytes =
            ResponseCache.header(
                fetchedAt: fetchedAt, length: body.count, keepFor: keepFor, expires: expires,
                lastModified: lastModified) + body
        let written = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: fd) }
        var failure = written ? nil : ResponseCache.lastError()
        if failure == nil, fsync(fd) != 0 { failure = ResponseCache.lastError() }
        close(fd)
        if failure == nil, rename(temporaryPath, target) != 0 { failure = ResponseCache.lastError() }
        if failure != nil { unlink(temporaryPath) }
        TemporaryFiles.shared.untrack(temporaryPath)
        return failure.map { CacheWarning.cannotWrite(path: folder, reason: $0) }
    }

    /// Deletes the temporary file; the old entry, if any, stays.
    public func abandon() {
        guard let fd = take() else { return }
        close(fd)
        unlink(temporaryPath)
        TemporaryFiles.shared.untrack(temporaryPath)
    }

    /// The descriptor, once: commit and abandon each act only on an entry still pending.
    private func take() -> Int32? {
        lock.withLock {
            guard fd >= 0 else { return nil }
            defer { fd = -1 }
            return fd
        }
    }
}
