import FoundationEssentials

/// The JSON config file (see `config.example.json`): the settings some flags also make, under the
/// config keys of the option table (``OptionSpec/configKey``), plus `location` and `places`.
/// Every key is optional.
public enum ConfigFile {
    /// The keys with a flag of their own, in `--help` order, then the two that have none.
    public static var keys: [String] { OptionSpec.all.compactMap(\.configKey?.name) + ["location", "places"] }

    /// Parses and validates a config file's bytes into the same ``Options`` the command line fills.
    /// - Parameter path: shown in every error, so the user knows which file to fix.
    /// - Throws: ``ConfigError`` naming the key that is unknown or has a bad value.
    public static func parse(_ data: Data, path: String) throws -> Options {
        // Editors on some systems start a UTF-8 file with a byte order mark; it is not JSON, and
        // not a mistake either.
        let data = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        // An empty file (or `--config /dev/null`) is an empty config.
        guard data.contains(where: { !JSONScanner.isWhitespace($0) }) else { return Options() }
        var scanner = JSONScanner(Array(data), membersOf: "places")
        do {
            try scanner.scan()
        } catch {
            throw ConfigError.syntax(path: path, mistake: error)
        }
        if let duplicate = scanner.duplicates.first {
            throw ConfigError.duplicateKey(path: path, duplicate: duplicate)
        }
        let document: JSONValue
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let error as DecodingError {
            throw ConfigError.invalidJSON(path: path, problem: .init(error, body: data))
        }
        guard case .object(let members) = document else { throw ConfigError.notAnObject(path: path) }

        var options = Options()
        for key in members.keys.sorted() {
            guard let value = members[key] else { continue }
            switch key {
            case "location": try location(value, path: path, into: &options)
            case "places":
                if case .object(let entries) = value {
                    options.aliases = try aliases(entries, scanned: scanner.members, path: path)
                } else {
                    options.places = try places(value, path: path)
                }
            default:
                guard let spec = OptionSpec.all.first(where: { $0.configKey?.name == key }),
                    let configKey = spec.configKey
                else {
                    throw ConfigError.unknownKey(
                        path: path, key: key, suggestion: EditDistance.closest(to: key, in: keys))
                }
                try apply(spec, configKey, value, path: path, to: &options)
            }
        }
        return options
    }

    /// Checks the JSON type, then hands the value to the flag's own rules.
    private static func apply(
        _ spec: OptionSpec, _ key: OptionSpec.ConfigKey, _ value: JSONValue, path: String, to options: inout Options
    ) throws {
        if case .stringByProvider = key, case .object(let members) = value {
            return try byProvider(spec, key.name, members, path: path, to: &options)
        }
        do throws(InvalidValue) {
            switch (key, value) {
            case (.string, .string(let text)): try spec.apply(&options, text)
            case (.number, .number(let number)): try spec.apply(&options, JSONWriter.number(number))
            case (.bool, .bool(let flag)): try spec.apply(&options, flag ? "true" : "false")
            case (.stringByProvider, .string(let text)), (.stringOrList, .string(let text)):
                try spec.apply(&options, text)
            case (.stringOrList, .array(let items)):
                let texts = items.compactMap(\.stringValue)
                guard !texts.isEmpty, texts.count == items.count else {
                    throw InvalidValue(expected: "a string, or a list of strings")
                }
                try spec.apply(&options, texts.joined(separator: ","))
            case (.stringOrList, _): throw InvalidValue(expected: "a string, or a list of strings")
            case (.stringByProvider, _):
                throw InvalidValue(
                    expected: #"a string, or an object by provider like {"openweathermap": "https://…"}"#)
            case (.string, _): throw InvalidValue(expected: "a string")
            case (.number, _): throw InvalidValue(expected: "a number")
            case (.bool, _): throw InvalidValue(expected: "true or false")
            }
        } catch {
            // Never echo a key back, not even a malformed one.
            let found = spec.isSecret && value.stringValue != nil ? "a malformed key" : value.shortDescription
            throw ConfigError.badValue(
                source: "config file \(path)", key: key.name, expected: error.expected, found: found)
        }
    }

    /// `"base_url": {"openweathermap": "https://…", "open-meteo": "http://…"}`: each provider's own
    /// value, checked by the flag's rules, into ``Options/providerBaseURLs``.
    private static func byProvider(
        _ spec: OptionSpec, _ name: String, _ members: [String: JSONValue], path: String, to options: inout Options
    ) throws {
        let names = Provider.allCases.map(\.rawValue)
        for key in members.keys.sorted() {
            guard let provider = Provider(rawValue: key), let value = members[key] else {
                throw ConfigError.unknownKey(
                    path: path, key: "\(name).\(key)",
                    suggestion: EditDistance.closest(to: key, in: names).map {
                        "\(name).\($0)"
                    }, validKeys: names.map { "\(name).\($0)" })
            }
            var scratch = Options()
            try apply(spec, .string("\(name).\(key)"), value, path: path, to: &scratch)
            options.providerBaseURLs[provider] = scratch.baseURL
        }
    }

    /// `"places": ["London", "New York,NY,US", "51.5,-0.1"]`
    private static func places(_ value: JSONValue, path: String) throws -> [PlaceQuery] {
        guard case .array(let items) = value, !items.isEmpty else {
            throw ConfigError.badValue(
                source: "config file \(path)", key: "places",
                expected:
                    #"a list of at least one place, like ["London", "51.5,-0.1"], or an object of aliases, like "#
                    + #"{"home": "51.5,-0.1"} (or leave `places` out)"#,
                found: value == .array([]) ? "an empty list" : value.shortDescription)
        }
        return try items.enumerated().map { index, item in
            do throws(InvalidValue) {
                guard let text = item.stringValue else { throw InvalidValue(expected: "a string") }
                return try PlaceQuery.parse(text)
            } catch {
                throw ConfigError.badValue(
                    source: "config file \(path)", key: "places[\(index)]", expected: error.expected,
                    found: item.shortDescription)
            }
        }
    }

    /// `"places": {"home": "51.5,-0.1", "work": "Paris,FR"}`, in file order (taken from the
    /// scanner: the decoded dictionary has none). A bad entry is named with its line and column.
    private static func aliases(
        _ entries: [String: JSONValue], scanned: [JSONScanner.Member], path: String
    ) throws -> [NamedPlace] {
        guard !entries.isEmpty else {
            throw ConfigError.badValue(
                source: "config file \(path)", key: "places",
                expected: #"at least one alias, like {"home": "51.5,-0.1"} (or leave `places` out)"#,
                found: "an empty object")
        }
        var aliases: [NamedPlace] = []
        /// Each alias lowercased, and the line it was on: `Home` and `home` could not be told apart.
        var seen: [String: (name: String, line: Int)] = [:]
        for member in scanned {
            let key = decodedKey(member.key)
            func bad(_ problem: String, atValue: Bool = false) -> ConfigError {
                .badEntry(
                    path: path, line: atValue ? member.valueLine : member.keyLine,
                    column: atValue ? member.valueColumn : member.keyColumn, key: "places." + key, problem: problem)
            }
            guard let value = entries[key] else { throw bad("cannot be read; write the name without escapes") }
            let name: String
            do throws(InvalidValue) {
                name = try Validate.placeName(key)
            } catch {
                throw bad(
                    "expected an alias name, like \"home\" (found \(key.isEmpty ? "an empty name" : "\"\(key)\""))")
            }
            // A name must be something a bare argument can be, or `weather NAME` could never reach it.
            if name.hasPrefix("-") { throw bad("an alias cannot start with `-`: `weather \(name)` would read a flag") }
            if case .coordinates = try? PlaceQuery.parse(name) {
                throw bad("an alias cannot be coordinates: `weather \(name)` reads them as such")
            }
            if let first = seen[name.lowercased()] {
                throw bad(
                    "the alias is given twice, ignoring case (`\(first.name)` on line \(first.line)); keep one")
            }
            seen[name.lowercased()] = (name, member.keyLine)
            do throws(InvalidValue) {
                guard let text = value.stringValue else { throw InvalidValue(expected: "a string") }
                aliases.append(NamedPlace(name: name, place: try PlaceQuery.parse(text)))
            } catch {
                let expected = value.stringValue == nil ? #"a place like "Paris,FR" or "51.5,-0.1""# : error.expected
                throw bad("expected \(expected) (found \(value.shortDescription))", atValue: true)
            }
        }
        return aliases
    }

    /// A key as JSONDecoder reads it: the scanner keeps escapes as written (`mum\u0027s`).
    private static func decodedKey(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        return (try? JSONDecoder().decode(String.self, from: Data(("\"" + raw + "\"").utf8))) ?? raw
    }

    /// `"location": {"lat": 51.5, "lon": -0.1}`, into the same fields as `--lat` and `--lon`.
    /// `"location": "auto"`: located by IP address when no place is given (as `--here`).
    private static func location(_ value: JSONValue, path: String, into options: inout Options) throws {
        // Any case, as the choices of other keys are read (`"units": "Imperial"`).
        if case .string(let text) = value, text.lowercased() == "auto" {
            options.locateHere = true
            return
        }
        guard case .object(let members) = value else {
            // A place by name belongs in `places`, whose first is the default.
            let name = if case .string = value { #" (a place by name goes in "places": ["London"])"# } else { "" }
            throw ConfigError.badValue(
                source: "config file \(path)", key: "location",
                expected: #"an object like {"lat": 51.5, "lon": -0.1}, or "auto""# + name,
                found: value.shortDescription)
        }
        if let key = members.keys.sorted().first(where: { $0 != "lat" && $0 != "lon" }) {
            let suggestion = EditDistance.closest(to: key, in: ["lat", "lon"])
            throw ConfigError.unknownKey(
                path: path, key: "location." + key, suggestion: suggestion.map { "location." + $0 },
                validKeys: ["location.lat", "location.lon"])
        }
        for name in ["lat", "lon"] {
            guard let member = members[name] else {
                throw ConfigError.badValue(
                    source: "config file \(path)", key: "location.\(name)", expected: "a number", found: "nothing")
            }
            guard let spec = OptionSpec.all.first(where: { $0.name == "--\(name)" }) else { continue }
            try apply(spec, .number("location.\(name)"), member, path: path, to: &options)
        }
    }
}
