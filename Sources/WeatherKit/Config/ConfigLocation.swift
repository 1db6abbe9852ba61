import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which config file to read: `--config`, then `$WEATHER_CONFIG`, then
/// `$XDG_CONFIG_HOME/weather/config.json` (default `~/.config/weather/config.json`).
public struct ConfigLocation: Sendable, Equatable {
    public var path: String
    /// What named the file (`--config`, `WEATHER_CONFIG`), so its absence is an error rather than
    /// "no config"; nil for the default location.
    public var namedBy: String?

    public init(path: String, namedBy: String? = nil) {
        self.path = path
        self.namedBy = namedBy
    }

    public static func find(flag: String?, environment: [String: String]) -> ConfigLocation? {
        if let flag { return ConfigLocation(path: flag, namedBy: "--config") }
        if let path = environment[.config], !path.isEmpty {
            return ConfigLocation(path: path, namedBy: "WEATHER_CONFIG")
        }
        // XDG says a relative XDG_CONFIG_HOME is invalid and must be ignored.
        if let base = environment[.xdgConfigHome], base.hasPrefix("/") {
            return ConfigLocation(path: base + "/weather/config.json")
        }
        if let home = environment[.home], !home.isEmpty {
            return ConfigLocation(path: home + "/.config/weather/config.json")
        }
        return nil
    }

    /// A warning when the file holds `api_key` and its mode lets group or others read it.
    public func permissionWarning(_ config: Options) -> String? {
        var info = stat()
        guard Request.apiKey(in: config) != nil, stat(path, &info) == 0, info.st_mode & 0o044 != 0 else { return nil }
        return "config file \(path) holds api_key but others can read it; run: chmod 600 \(path)"
    }

    /// The parsed file; an empty config when a default-location file does not exist.
    /// - Throws: ``ConfigError``.
    public func load(read: (String) -> FileContents = FileContents.read) throws -> Options {
        switch read(path) {
        case .data(let data): return try ConfigFile.parse(data, path: path)
        case .missing:
            if let namedBy { throw ConfigError.fileNotFound(path: path, source: namedBy) }
            return Options()
        case .folder: throw ConfigError.folder(path: path)
        case .unreadable(let reason): throw ConfigError.unreadable(path: path, reason: reason)
        case .tooLarge(let limit): throw ConfigError.tooLarge(path: path, limit: limit)
        }
    }
}
