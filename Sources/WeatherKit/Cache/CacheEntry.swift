import FoundationEssentials

/// One cached response body and when it was fetched.
public struct CacheEntry: Sendable, Equatable {
    public var fetchedAt: Date
    public var body: Data
    /// How long after `fetchedAt` any run could still use it (as fresh, or stale); after that the
    /// cache deletes it. Entries written before this was recorded keep a day.
    public var keepFor: Double = CachePolicy.staleLimit
    /// The server's `Expires`, where it sent one: no request for the entry before then.
    public var expires: Date? = nil
    /// The server's `Last-Modified`, where it sent one: what a refresh asks with
    /// (`If-Modified-Since`), so that an unchanged answer costs a 304.
    public var lastModified: Date? = nil
}
