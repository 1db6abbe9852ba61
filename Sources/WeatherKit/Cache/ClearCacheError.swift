/// `--clear-cache` could not delete every file: exit 74, so a script does not think the cache
/// is gone.
public struct ClearCacheError: WeatherFailure, Equatable {
    public var directory: String
    public var failed: Int
    public var total: Int
    /// The first failure's errno text: `permission denied`.
    public var reason: String

    public var exitCode: ExitCode { .ioError }

    public var description: String {
        "could not remove \(failed) of \(total) cache files from \(directory) (\(reason))".withoutControlCharacters
    }
}
