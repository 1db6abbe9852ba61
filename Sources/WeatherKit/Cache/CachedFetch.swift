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
        try await value(for: key, lifetime: lifetime, absence: absence, decode: decode, honoursHeaders: false) { _ in
            Revalidated(body: try await fetch())
        }
    }

    /// The value for `key` from a server whose freshness headers are kept, as its terms ask (MET
    /// Norway's): an entry is not asked for again before its `Expires`, whatever the TTL,
    /// `--refresh` or `--cache-ttl 0` say, and is asked for again with `If-Modified-Since` (its
    /// `Last-Modified`), so that an unchanged answer comes back as a 304 and the held copy stands.
    /// - Parameter fetch: sends the request, with the held copy's `Last-Modified` when there is one.
    public func value<Value: Sendable>(
        for key: CacheKey, lifetime: CacheLifetime, decode: (Data) throws -> Value,
        revalidating fetch: (_ lastModified: Date?) async throws -> Revalidated
    ) async throws -> Fetched<Value> {
        try await value(for: key, lifetime: lifetime, absence: nil, decode: decode, honoursHeaders: true, fetch)
    }

    private func value<Value: Sendable>(
        for key: CacheKey, lifetime: CacheLifetime, absence: CacheLifetime?, decode: (Data) throws -> Value,
        honoursHeaders: Bool, _ fetch: (Date?) async throws -> Revalidated
    ) async throws -> Fetched<Value> {
        let ttl = policy.seconds(for: lifetime)
        // `--refresh` (and a watch's refresh) asks again for what changes by the minute; a place,
        // kept 30 days, is not asked again for it (`--clear-cache` forgets it), unless a name found
        // none.
        let refresh = policy.refresh && !lifetime.isLong
        let emptyTTL = absence.map { min(ttl, policy.seconds(for: $0)) } ?? ttl
        guard let cache, ttl > 0 || honoursHeaders else {
            if policy.offline { throw OfflineError() }
            guard let body = try await fetch(nil).body else { throw Self.notModifiedWithoutCopy }
            return Fetched(value: try decode(body), fetchedAt: time.now())
        }
        /// - Parameter standingIn: an old answer for a failure or `--offline`, held to `maxAge` alone.
        func cached(maxAge: Double, standingIn: Bool = false) -> Fetched<Value>? {
            guard let entry = cache.read(key), let value = try? decode(entry.body) else { return nil }
            let now = time.now()
            let age = now.timeIntervalSince(entry.fetchedAt)
            var limit = entry.body.isEmpty && maxAge == ttl ? emptyTTL : maxAge
            // A name that found none is fresh as long as the weather is, and `--refresh` asks again.
            if lifetime == .name, !standingIn, (value as? any Collection)?.isEmpty == true {
                limit = policy.refresh ? 0 : min(limit, policy.seconds(for: .standard))
            }
            let unexpired = honoursHeaders && entry.expires.map { now < $0 } == true
            return age < limit || unexpired ? Fetched(value: value, fetchedAt: entry.fetchedAt, fromCache: true) : nil
        }
        /// An old answer standing in. It is marked stale when it is past its TTL, and with
        /// `--refresh` always: the user asked for a fresh answer and did not get one.
        func stale(because cause: StaleNotice.Cause) -> Fetched<Value>? {
            guard var old = cached(maxAge: max(ttl, CachePolicy.staleLimit), standingIn: true) else { return nil }
            let age = time.now().timeIntervalSince(old.fetchedAt)
            if age >= ttl || refresh { old.stale = StaleNotice(age: age, cause: cause) }
            return old
        }

        if policy.offline {
            guard let old = stale(because: policy.offlineCause) else { throw OfflineError() }
            return old
        }
        // With `--refresh`, an unexpired answer of a server that says when to ask again still stands.
        if let fresh = cached(maxAge: refresh ? 0 : ttl) { return fresh }

        let lock = await cache.lock(key, until: deadline, time: time)
        defer { lock?.release() }
        if lock?.waited == true, let fresh = cached(maxAge: refresh ? 0 : ttl) { return fresh }

        // The copy a 304 would confirm: one that still decodes.
        let held = honoursHeaders ? cache.read(key).flatMap { (try? decode($0.body)) != nil ? $0 : nil } : nil
        let (pending, warning) = cache.prepare(key)
        var warnings = warning.map { [$0] } ?? []
        do {
            let answer = try await fetch(held?.lastModified)
            guard let body = answer.body ?? held?.body else { throw Self.notModifiedWithoutCopy }
            let value = try decode(body)
            let fetchedAt = time.now()
            if let warning = pending?.commit(
                body: body, fetchedAt: fetchedAt, keepFor: max(ttl, CachePolicy.staleLimit),
                expires: answer.expires, lastModified: answer.lastModified ?? held?.lastModified)
            {
                warnings.append(warning)
            }
            cache.pruneIfDue(now: fetchedAt)
            return Fetched(value: value, fetchedAt: fetchedAt, warnings: warnings)
        } catch let failure as any WeatherFailure where failure.allowsStaleAnswer && policy.staleOnFailure {
            pending?.abandon()
            guard var old = stale(because: .failed(failure.briefReason)) else { throw failure }
            old.warnings = warnings
            return old
        } catch {
            pending?.abandon()
            throw error
        }
    }

    /// A 304 to a request that named no copy: the server is not keeping to HTTP.
    static let notModifiedWithoutCopy = ResponseError(
        source: .server, problem: .other(path: "(status)", detail: "304 Not Modified, though no copy was named"))
}

/// What a server answered a request that may revalidate a held copy: a new body, or none for a
/// 304 (the held copy stands), with its freshness headers.
public struct Revalidated: Sendable {
    /// The new body; nil for a 304.
    public var body: Data?
    /// `Expires`: no request before then.
    public var expires: Date?
    /// `Last-Modified`: what the next request asks with.
    public var lastModified: Date?

    public init(body: Data?, expires: Date? = nil, lastModified: Date? = nil) {
        self.body = body
        self.expires = expires
        self.lastModified = lastModified
    }
}

extension Revalidated {
    /// A response's body (none for a 304) and its `Expires` and `Last-Modified`, read as HTTP dates
    /// (anything else, `Expires: 0` included, is no date).
    public init(_ response: HTTPResponse) {
        self.init(
            body: response.isNotModified ? nil : response.body, expires: response.expires.flatMap(HTTPDate.parse),
            lastModified: response.lastModified.flatMap(HTTPDate.parse))
    }
}
