/// `--clear-cache` could not clear the cache: exit 74, so a script does not think the cache is
/// gone.
public enum ClearCacheError: WeatherFailure, Equatable {
    /// Some files stayed. `reason` is the first failure's errno text: `permission denied`.
    case filesStayed(directory: String, failed: Int, total: Int, reason: String)
    /// The folder, or a folder above it, is a file (`XDG_CACHE_HOME` set to one): nothing could
    /// ever have been cached there, and "removed 0" would hide the mistake.
    case notAFolder(directory: String, file: String)
    /// The folder is there but cannot be listed.
    case unreadable(directory: String, reason: String)

    public var exitCode: ExitCode { .ioError }

}
