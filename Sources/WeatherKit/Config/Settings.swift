import Foundation

/// Everything one run needs, resolved with the precedence flags, then environment, then config
/// file, then defaults.
public struct Settings: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case coordinates(Coordinates)
        case input(path: String)
    }

    public var source: Source
    public var json: Bool
    public var units: Units
    public var language: String?
    public var baseURL: URL
    public var timeoutSeconds: Double
    /// Nil is allowed here: `--input` needs no key. The fetch path asks for it.
    public var apiKey: String?
    /// The config file that was (or would have been) read, for messages.
    public var configPath: String?

    public static let defaultTimeoutSeconds = 10.0

    /// - Throws: ``CommandLineError`` for a missing or conflicting location, ``ConfigError`` for
    ///   a bad environment variable (the config file itself has been validated already).
    public static func resolve(
        _ options: CommandLineOptions, environment: [String: String], config: ConfigFile, configPath: String?
    ) throws -> Settings {
        Settings(
            source: try source(options, config: config),
            json: options.json,
            units: options.units ?? config.units ?? .metric,
            language: options.language ?? config.lang,
            baseURL: try options.baseURL ?? environmentBaseURL(environment) ?? config.baseURL
                ?? OpenWeatherMapClient.defaultBaseURL,
            timeoutSeconds: options.timeoutSeconds ?? config.timeoutSeconds ?? defaultTimeoutSeconds,
            apiKey: try options.apiKey ?? environmentAPIKey(environment) ?? config.apiKey,
            configPath: configPath)
    }

    private static func source(_ options: CommandLineOptions, config: ConfigFile) throws -> Source {
        switch (options.latitude, options.longitude, options.inputPath) {
        case (.some, _, .some), (_, .some, .some):
            throw CommandLineError.conflict("--input cannot be combined with --lat/--lon")
        case (nil, nil, let path?):
            return .input(path: path)
        case let (latitude?, longitude?, nil):
            return .coordinates(Coordinates(latitude: latitude, longitude: longitude))
        case (.some, nil, nil):
            throw CommandLineError.incomplete("--lat needs --lon as well")
        case (nil, .some, nil):
            throw CommandLineError.incomplete("--lon needs --lat as well")
        case (nil, nil, nil):
            guard let location = config.location else { throw CommandLineError.noLocation }
            return .coordinates(location)
        }
    }

    /// `OPENWEATHERMAP_API_KEY`, then `OWM_API_KEY`; an empty variable counts as unset.
    private static func environmentAPIKey(_ environment: [String: String]) throws -> String? {
        for name in ["OPENWEATHERMAP_API_KEY", "OWM_API_KEY"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            do {
                return try Validate.apiKey(value)
            } catch {
                throw ConfigError.badValue(
                    source: "environment variable", key: name, expected: error.expected, found: "a malformed key")
            }
        }
        return nil
    }

    private static func environmentBaseURL(_ environment: [String: String]) throws -> URL? {
        let name = "OPENWEATHERMAP_BASE_URL"
        guard let value = environment[name], !value.isEmpty else { return nil }
        do {
            return try Validate.baseURL(value)
        } catch {
            throw ConfigError.badValue(
                source: "environment variable", key: name, expected: error.expected,
                found: "\"\(value.truncated(to: 80))\"")
        }
    }
}
