import FoundationEssentials

/// One cached response body and when it was fetched.
public struct CacheEntry: Sendable, Equatable {
    public var fetchedAt: Date
    public var body: Data
}
