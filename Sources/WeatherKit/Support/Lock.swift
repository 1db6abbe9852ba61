#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex, so WeatherKit needs only FoundationEssentials (whose start-up is cheaper than
/// Foundation's, which brings ICU; see Tests/README.md, "Performance").
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A flag set once, from a closure that may run on another task (a request's), and read after.
final class Flag: @unchecked Sendable {
    private let lock = Lock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// The result of work done at most once, however many tasks ask for it, at once or later: the
/// first starts it, the rest wait for the same result (a failure included).
final class Once<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var task: Task<Value, any Error>?

    func value(_ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let running = lock.withLock {
            if let task { return task }
            let started = Task { try await work() }
            task = started
            return started
        }
        return try await running.value
    }
}
