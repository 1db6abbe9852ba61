/// How long an answer may be reused: what changes by the minute, or what hardly ever changes.
public enum CacheLifetime: Sendable, Equatable {
    /// `--cache-ttl` (default 10 minutes).
    case standard
    /// 30 days, unless the cache is off.
    case long
    /// Its own lifetime, whatever `--cache-ttl` says (the location `--here` found: `locate_ttl_s`);
    /// `--refresh` asks again.
    case seconds(Double)
}
