/// Something the cache could not do, which the run goes on without: a value the cache hands back
/// with its answer (``Fetched/warnings``), worded by the layer that prints (`Formatting/Notices.swift`).
public enum CacheWarning: Sendable, Equatable, Hashable {
    /// The cache folder (or a parent) could not be made.
    case cannotCreateFolder(path: String, reason: String)
    /// An answer could not be stored.
    case cannotWrite(path: String, reason: String)
}
