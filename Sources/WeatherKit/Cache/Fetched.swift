import FoundationEssentials

/// A value and where it came from in time.
public struct Fetched<Value: Sendable>: Sendable {
    public var value: Value
    /// When it came from the network: now, or when its cache entry was made.
    public var fetchedAt: Date
    /// Set when an old answer is shown because a fresh one could not be had.
    public var stale: StaleNotice?
    /// Whether it was read from the cache rather than fetched by this run.
    public var fromCache: Bool
    /// What the cache could not do on the way (the answer came all the same).
    public var warnings: [CacheWarning]

    public init(
        value: Value, fetchedAt: Date, stale: StaleNotice? = nil, fromCache: Bool = false,
        warnings: [CacheWarning] = []
    ) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.stale = stale
        self.fromCache = fromCache
        self.warnings = warnings
    }

    /// `other` in place of the value, fetched at the same time in the same way.
    func with<Other>(_ other: Other) -> Fetched<Other> {
        Fetched<Other>(value: other, fetchedAt: fetchedAt, stale: stale, fromCache: fromCache, warnings: warnings)
    }
}

/// Where several answers that make one report came from: its stalest notice (a report is as stale
/// as its stalest part), whether all came from the cache, and every warning once.
struct Provenance {
    private var notices: [StaleNotice] = []
    private(set) var allFromCache = true
    private(set) var warnings: [CacheWarning]

    init(warnings: [CacheWarning] = []) { self.warnings = warnings }

    mutating func add<Value>(_ fetched: Fetched<Value>) {
        if let notice = fetched.stale { notices.append(notice) }
        allFromCache = allFromCache && fetched.fromCache
        for warning in fetched.warnings where !warnings.contains(warning) { warnings.append(warning) }
    }

    var stalest: StaleNotice? { notices.max { $0.age < $1.age } }
}
