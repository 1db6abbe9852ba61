/// How long an answer may be reused: what changes by the minute, or what hardly ever changes.
public enum CacheLifetime: Sendable, Equatable {
    /// `--cache-ttl` (default 10 minutes).
    case standard
    /// 30 days, unless the cache is off.
    case long
    /// A name's places: 30 days, as ``long``, but "none found" (a geocoder's bad day, or a place it
    /// adds later) only as long as ``standard``, and `--refresh` asks again for it.
    case name
    /// Its own lifetime, whatever `--cache-ttl` says (the location `--here` found: `locate_ttl_s`);
    /// `--refresh` asks again.
    case seconds(Double)

    /// Kept for days: `--refresh` does not ask again (`--clear-cache` forgets it).
    var isLong: Bool { self == .long || self == .name }
}
