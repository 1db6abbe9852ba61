/// How this run uses the cache (`--cache-ttl`, `--refresh`, `--offline`).
public struct CachePolicy: Sendable, Equatable {
    /// How long a ``CacheLifetime/standard`` answer is fresh, in seconds; 0 turns the cache off.
    public var ttl: Double
    /// Skip reading the cache for what changes by the minute (not a name's place), but still write it.
    public var refresh: Bool
    /// Never use the network.
    public var offline: Bool
    /// Whether a failed fetch is answered by an old entry. Off while a chain of providers has
    /// others to ask (a fresh answer from the next beats an old one from this one); the chain asks
    /// for the old ones once all have failed.
    public var staleOnFailure = true
    /// Why the answers of an ``offline`` run are old: `--offline`, or a chain's failures.
    public var offlineCause: StaleNotice.Cause = .offline

    public static let defaultTTL = 600.0
    /// How long a ``CacheLifetime/long`` answer is fresh: 30 days.
    public static let longTTL = 30 * 86_400.0
    /// The oldest answer shown when the network fails, or with `--offline`.
    public static let staleLimit = 86_400.0

    public init(ttl: Double = defaultTTL, refresh: Bool = false, offline: Bool = false) {
        self.ttl = ttl
        self.refresh = refresh
        self.offline = offline
    }

    /// Seconds an answer of this lifetime stays fresh; 0 when the cache is off.
    public func seconds(for lifetime: CacheLifetime) -> Double {
        switch lifetime {
        case .standard: ttl
        case .long, .name: ttl > 0 ? Self.longTTL : 0
        case .seconds(let seconds): max(0, seconds)
        }
    }
}
