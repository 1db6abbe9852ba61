import FoundationEssentials

/// The cache's rules, in one place, for any kind of answer. It knows nothing about
/// OpenWeatherMap: a key, a lifetime, how to decode a body and how to fetch one.
///
/// - **Fresh:** an entry younger than its lifetime is used, and nothing is sent.
/// - **Single flight:** one process per entry fetches; the others wait on its lock, then read its
///   answer.
/// - **Only what decodes is stored**, so a bad body is never served from the cache.
/// - **Stale:** when the fetch fails for a reason that may pass (exit 75, and a certificate that a
///   captive portal put in the way) after its retries, an entry up to ``CachePolicy/staleLimit`` old
///   is used instead, marked stale.
/// - **Offline:** only the cache, never the network.
/// - **Refresh** skips a fresh entry of ``CacheLifetime/standard``; a ``CacheLifetime/long`` one (a
///   geocoder's answer) stays.
public struct CachedFetch: Sendable {
    /// Nil: no cache at all (no HOME, or the tests ask for none).
    public var cache: ResponseCache?
    public var policy: CachePolicy
    /// How long to wait for another process's lock.
    public var deadline: Deadline
    public var time: TimeSource

    public init(cache: ResponseCache?, policy: CachePolicy, deadline: Deadline, time: TimeSource) {
        self.cache = cache
        self.policy = policy
        self.deadline = deadline
        self.time = time
    }

    /// The value for `key`: from the cache when the rules above allow, else from `fetch`.
    /// - Parameter absence: how long an empty answer (nothing is there) stays fresh, when it
    ///   differs from `lifetime`.
    /// - Throws: what `fetch` or `decode` threw, when no stale entry can stand in;
    ///   ``OfflineError`` with `--offline` and nothing usable cached.
    public func value<Value: Sendable>(
        for key: CacheKey, lifetime: CacheLifetime, absence: CacheLifetime? = nil, decode: (Data) throws -> Value,
        fetch: () async throws -> Data
    ) async throws -> Fetched<Value> {
        let ttl = policy.seconds(for: lifetime)
        // `--refresh` (and a watch's refresh) asks again for what changes by the minute; a name's
        // place, kept 30 days, is not asked again for it (`--clear-cache` forgets it).
        let refresh = policy.refresh && lifetime == .standard
        let emptyTTL = absence.map { min(ttl, policy.seconds(for: $0)) } ?? ttl
        guard let cache, ttl > 0 else {
            if policy.offline { throw OfflineError() }
            let body = try await fetch()
            return Fetched(value: try decode(body), fetchedAt: time.now())
        }
        func cached(maxAge: Double) -> Fetched<Value>? {
            guard let entry = cache.read(key), let value = try? decode(entry.body) else { return nil }
            let age = time.now().timeIntervalSince(entry.fetchedAt)
            let limit = entry.body.isEmpty && maxAge == ttl ? emptyTTL : maxAge
            return age < limit ? Fetched(value: value, fetchedAt: entry.fetchedAt, fromCache: true) : nil
        }
        /// An old answer standing in. It is marked stale when it is past its TTL, and with
        /// `--refresh` always: the user asked for a fresh answer and did not get one.
        func stale(because cause: StaleNotice.Cause) -> Fetched<Value>? {
            guard var old = cached(maxAge: max(ttl, CachePolicy.staleLimit)) else { return nil }
            let age = time.now().timeIntervalSince(old.fetchedAt)
            if age >= ttl || refresh { old.stale = StaleNotice(age: age, cause: cause) }
            return old
        }

        if policy.offline {
            guard let old = stale(because: .offline) else { throw OfflineError() }
            return old
        }
        if !refresh, let fresh = cached(maxAge: ttl) { return fresh }

        let lock = await cache.lock(key, until: deadline, time: time)
        defer { lock?.release() }
        if lock?.waited == true, let fresh = cached(maxAge: ttl) { return fresh }

        let (pending, warning) = cache.prepare(key)
        var warnings = warning.map { [$0] } ?? []
        do {
            let body = try await fetch()
            let value = try decode(body)
            let fetchedAt = time.now()
            if let warning = pending?.commit(
                body: body, fetchedAt: fetchedAt, keepFor: max(ttl, CachePolicy.staleLimit))
            {
                warnings.append(warning)
            }
            cache.pruneIfDue(now: fetchedAt)
            return Fetched(value: value, fetchedAt: fetchedAt, warnings: warnings)
        } catch let failure as any WeatherFailure where failure.allowsStaleAnswer {
            pending?.abandon()
            guard var old = stale(because: .failed(failure.briefReason)) else { throw failure }
            old.warnings = warnings
            return old
        } catch {
            pending?.abandon()
            throw error
        }
    }
}
