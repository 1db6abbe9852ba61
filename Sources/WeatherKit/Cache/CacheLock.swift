#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
