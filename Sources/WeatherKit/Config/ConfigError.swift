/// The configuration cannot be used: exit 78. Names the file (or variable) and the key.
public enum ConfigError: WeatherFailure, Equatable {
    /// `source`: how the file was named, `--config` or `WEATHER_CONFIG`.
    case fileNotFound(path: String, source: String)
    case unreadable(path: String, reason: String)
    /// A folder where the file was meant (`--config ~/.config/weather`).
    case folder(path: String)
    /// Over the most a file is read to: not a config file (`--config /dev/zero`, a log).
    case tooLarge(path: String, limit: Int)
    case invalidJSON(path: String, problem: ResponseError.Problem)
    case syntax(path: String, mistake: JSONScanner.Mistake)
    case duplicateKey(path: String, duplicate: JSONScanner.Duplicate)
    case notAnObject(path: String)
    case unknownKey(path: String, key: String, suggestion: String?, validKeys: [String] = ConfigFile.keys)
    case badValue(source: String, key: String, expected: String, found: String)
    /// A bad entry of the `places` object, where it is: `problem` says what is wrong.
    case badEntry(path: String, line: Int, column: Int, key: String, problem: String)
    case noAPIKey(configPath: String?)
    /// A key that cannot be OpenWeatherMap's (not 32 hexadecimal digits), or the example config's
    /// placeholder: refused before any request. The key itself is never shown.
    case badAPIKey(origin: SettingOrigin, placeholder: Bool)

    public var exitCode: ExitCode { .config }

    public var description: String {
        switch self {
        case .fileNotFound(let path, let source):
            let drop = source.hasPrefix("--") ? "drop \(source)" : "unset \(source)"
            return
                "config file \(path) (from \(source)) does not exist; create it (see CONFIGURATION in man weather) or \(drop)"
        case .unreadable(let path, let reason):
            return "config file \(path) cannot be read (\(reason)); check its permissions"
        case .folder(let path):
            let file = (path.hasSuffix("/") ? path : path + "/") + "config.json"
            return "config file \(path) is a folder, not a file; name the file in it, e.g. \(file)"
        case .tooLarge(let path, let limit):
            return "config file \(path) is larger than \(limit / 1024 / 1024) MiB; is it the config file?"
        case .invalidJSON(let path, let problem):
            return "config file \(path) is not valid JSON: \(problem)"
        case .syntax(let path, let mistake):
            return "config file \(path) is not valid JSON: \(mistake.description)"
        case .duplicateKey(let path, let duplicate):
            // `{"units": "metric", "units": "imperial"}` on one line: "lines 1 and 1" reads as a slip.
            let place =
                duplicate.firstLine == duplicate.line
                ? "on line \(duplicate.line)" : "(lines \(duplicate.firstLine) and \(duplicate.line))"
            return "config file \(path): `\(duplicate.path)` is given twice \(place); keep one"
        case .notAnObject(let path):
            return "config file \(path) must hold a JSON object, like config.example.json"
        case .unknownKey(let path, let key, let suggestion, let validKeys):
            let hint = suggestion.map { " (did you mean `\($0)`?)" } ?? ""
            return "config file \(path): unknown key `\(key)`\(hint); valid keys: \(validKeys.joined(separator: ", "))"
        case .badValue(let source, let key, let expected, let found):
            return "\(source): `\(key)`: expected \(expected) (found \(found))"
        case .badEntry(let path, let line, let column, let key, let problem):
            return "config file \(path), line \(line), column \(column): `\(key)`: \(problem)"
        case .noAPIKey(let configPath):
            let file = configPath.map { " or `api_key` in \($0)" } ?? " or `api_key` in the config file"
            return
                "no API key: set OPENWEATHERMAP_API_KEY\(file); get a free key at https://home.openweathermap.org/api_keys"
        case .badAPIKey(let origin, let placeholder):
            guard !placeholder else {
                // Copied with the example config (or from the README into a variable): a keyless run is
                // one deletion away, said where the key was.
                let drop =
                    switch origin {
                    case .environment(let name): "unset \(name)"
                    case .flag(let name): "drop \(name)"
                    case .configFile, .builtIn: "delete `api_key`"
                    }
                return "the API key from \(origin) is the example config's placeholder, not a key; put yours "
                    + "there (from https://home.openweathermap.org/api_keys), or \(drop) to use Open-Meteo, "
                    + "which needs none"
            }
            return "the API key from \(origin) is not an OpenWeatherMap key, which is 32 hexadecimal digits; copy "
                + "yours from https://home.openweathermap.org/api_keys"
        }
    }
}
