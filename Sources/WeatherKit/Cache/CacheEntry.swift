import FoundationEssentials

/// One cached response body and when it was fetched.
public struct CacheEntry: Sendable, Equatable {
    public var fetchedAt: Date
    public var body: Data
    /// How long after `fetchedAt` any run could still use it (as fresh, or stale); after that the
    /// cache deletes it. Entries written before this was recorded keep a day.
    public var keepFor: Double = CachePolicy.staleLimit
}
