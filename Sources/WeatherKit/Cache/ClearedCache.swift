/// What `--clear-cache` did.
public struct ClearedCache: Sendable, Equatable {
    /// The cache folder; nil when there is none.
    public var folder: String?
    /// How many files went.
    public var removed: Int
    /// Why there is no folder (`neither XDG_CACHE_HOME nor HOME is set`), when there is none.
    public var noFolderBecause: String?

    public init(folder: String?, removed: Int, noFolderBecause: String? = nil) {
        self.folder = folder
        self.removed = removed
        self.noFolderBecause = noFolderBecause
    }
}
