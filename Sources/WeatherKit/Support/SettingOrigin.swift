import FoundationEssentials

/// Where a setting's value came from, so that a message about it says where to mend it: the key a
/// server refused, the URL of a server that could not be reached.
public enum SettingOrigin: Sendable, Equatable, CustomStringConvertible {
    /// A command-line flag, `--api-key`.
    case flag(String)
    /// An environment variable, `OPENWEATHERMAP_API_KEY`.
    case environment(String)
    /// A key of the config file, and the file (nil when its path is not known).
    case configFile(key: String, path: String?)
    /// The program's own default.
    case builtIn

    /// `--api-key`, `OPENWEATHERMAP_API_KEY`, `api_key in /home/me/.config/weather/config.json`,
    /// `the built-in default`.
    public var description: String {
        switch self {
        case .flag(let name), .environment(let name): name
        case .configFile(let key, let path): "\(key) in " + (path.map { "config file \($0)" } ?? "the config file")
        case .builtIn: "the built-in default"
        }
    }
}

/// A server set in place of a service's own, and where it was set.
public struct ServerSetting: Sendable, Equatable {
    public var url: URL
    public var origin: SettingOrigin

    public init(url: URL, origin: SettingOrigin) {
        self.url = url
        self.origin = origin
    }
}
