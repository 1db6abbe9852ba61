import Dispatch
import FoundationEssentials

/// The JSON config file (see `config.example.json`). Every key is optional.
public struct ConfigFile: Sendable, Equatable {
    public static let keys = [
        "api_key", "units", "lang", "location", "places", "timeout_s", "base_url", "cache_ttl_s", "format", "retries",
    ]

    public var apiKey: String?
    public var units: Units?
    public var lang: String?
    public var location: Coordinates?
    /// Places in the syntax of bare arguments, used when the command line names none.
    public var places: [PlaceQuery]?
    public var timeoutSeconds: Double?
    public var cacheTTL: Double?
    public var retries: Int?
    public var template: Template?
    public var baseURL: URL?

    public init() {}

    /// Parses and validates a config file's bytes.
    /// - Parameter path: shown in every error, so the user knows which file to fix.
    /// - Throws: ``ConfigError`` naming the key that is unknown or has a bad value.
    public init(data: Data, path: String) throws {
        let document: JSONValue
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let error as DecodingError {
            throw ConfigError.invalidJSON(path: path, problem: .init(error, body: data))
        }
        guard case .object(let members) = document else { throw ConfigError.notAnObject(path: path) }

        for key in members.keys.sorted() {
            guard let value = members[key] else { continue }
            switch key {
            case "api_key": apiKey = try Self.string(value, key, path, Validate.apiKey, secret: true)
            case "units": units = try Self.string(value, key, path, Validate.units)
            case "lang": lang = try Self.string(value, key, path, Validate.language)
            case "timeout_s": timeoutSeconds = try Self.number(value, key, path, Validate.timeout)
            case "base_url": baseURL = try Self.string(value, key, path, Validate.baseURL)
            case "location": location = try Self.location(value, path: path)
            case "places": places = try Self.places(value, path: path)
            case "retries":
                retries = try Self.number(value, key, path) { (number: Double) throws(InvalidValue) -> Int in
                    try Validate.retries(number == number.rounded() && abs(number) < 100 ? String(Int(number)) : "x")
                }
            case "cache_ttl_s": cacheTTL = try Self.number(value, key, path, Validate.cacheTTL)
            case "format": template = try Self.string(value, key, path, Validate.template)
            default:
                throw ConfigError.unknownKey(
                    path: path, key: key, suggestion: EditDistance.closest(to: key, in: Self.keys))
            }
        }
    }

    /// Applies `rule` to a string value, naming `key` and what was found when it fails.
    private static func string<T>(
        _ value: JSONValue, _ key: String, _ path: String, _ rule: (String) throws(InvalidValue) -> T,
        secret: Bool = false
    ) throws -> T {
        do throws(InvalidValue) {
            guard let text = value.stringValue else { throw InvalidValue(expected: "a string") }
            return try rule(text)
        } catch {
            // Never echo a key back, not even a malformed one.
            let found = secret && value.stringValue != nil ? "a malformed key" : value.shortDescription
            throw ConfigError.badValue(source: "config file \(path)", key: key, expected: error.expected, found: found)
        }
    }

    private static func number<T>(
        _ value: JSONValue, _ key: String, _ path: String, _ rule: (Double) throws(InvalidValue) -> T
    ) throws -> T {
        do throws(InvalidValue) {
            guard let number = value.numberValue else { throw InvalidValue(expected: "a number") }
            return try rule(number)
        } catch {
            throw ConfigError.badValue(
                source: "config file \(path)", key: key, expected: error.expected, found: value.shortDescription)
        }
    }

    /// `"places": ["London", "New York,NY,US", "51.5,-0.1"]`
    private static func places(_ value: JSONValue, path: String) throws -> [PlaceQuery] {
        guard case .array(let items) = value, !items.isEmpty else {
            throw ConfigError.badValue(
                source: "config file \(path)", key: "places",
                expected: #"a non-empty list like ["London", "51.5,-0.1"]"#,
                found: value.shortDescription)
        }
        return try items.enumerated().map { index, item in
            try string(item, "places[\(index)]", path, PlaceQuery.parse)
        }
    }

    /// `"location": {"lat": 51.5, "lon": -0.1}`
    private static func location(_ value: JSONValue, path: String) throws -> Coordinates {
        guard case .object(let members) = value else {
            throw ConfigError.badValue(
                source: "config file \(path)", key: "location", expected: #"an object like {"lat": 51.5, "lon": -0.1}"#,
                found: value.shortDescription)
        }
        if let key = members.keys.sorted().first(where: { $0 != "lat" && $0 != "lon" }) {
            let suggestion = EditDistance.closest(to: key, in: ["lat", "lon"])
            throw ConfigError.unknownKey(
                path: path, key: "location." + key, suggestion: suggestion.map { "location." + $0 },
                validKeys: ["location.lat", "location.lon"])
        }
        func coordinate(_ key: String, _ rule: (Double) throws(InvalidValue) -> Double) throws -> Double {
            guard let found = members[key] else {
                throw ConfigError.badValue(
                    source: "config file \(path)", key: "location.\(key)", expected: "a number", found: "nothing")
            }
            return try number(found, "location.\(key)", path, rule)
        }
        return Coordinates(
            latitude: try coordinate("lat", Validate.latitude), longitude: try coordinate("lon", Validate.longitude))
    }
}

extension JSONValue {
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
