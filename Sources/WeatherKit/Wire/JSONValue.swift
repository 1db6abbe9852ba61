/// Any JSON value, decoded strictly (a `1` is never `true`). Used to describe what was found at a
/// key path when a typed decode fails, and to list the keys of the config file.
enum JSONValue: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value at `path`, or nil when the path leads nowhere.
    func value(at path: [any CodingKey]) -> JSONValue? {
        var current = self
        for key in path {
            switch current {
            case .array(let items):
                guard let index = key.intValue, items.indices.contains(index) else { return nil }
                current = items[index]
            case .object(let members):
                guard let child = members[key.stringValue] else { return nil }
                current = child
            default:
                return nil
            }
        }
        return current
    }

    /// How an error message shows this value: `"breezy"`, `12`, `true`, `an object`.
    var shortDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): JSONWriter.number(value)
        case .string(let value): "\"\(value.truncated(to: 40))\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// The text of a string value; nil for any other kind.
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}
