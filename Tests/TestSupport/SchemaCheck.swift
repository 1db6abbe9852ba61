import Foundation

/// Checks a JSON document against `--json`'s documented schema,
/// `Fixtures/schema/weather-report-v1.schema.json` (JSON Schema 2020-12).
///
/// It reads the keywords that schema uses, and no others: `type` (one or a list, `integer` being a
/// number without a fraction), `enum`, `const`, `properties`, `required`, `additionalProperties`
/// (false, or a schema), `items`, `oneOf` (exactly one must hold) and `$ref` to `#/$defs/…`. A
/// keyword it does not know is a problem too, so the schema cannot grow past what is checked.
public struct SchemaCheck {
    let root: [String: Any]

    public static let known: Set<String> = [
        "$schema", "$id", "title", "description", "$defs", "type", "enum", "const", "properties", "required",
        "additionalProperties", "items", "oneOf", "$ref",
    ]

    /// The schema `--json` is documented by.
    public static func report() throws -> SchemaCheck {
        let data = try Fixtures.data("schema/weather-report-v1.schema.json")
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return SchemaCheck(root: root)
    }

    /// Every key path the schema documents, dotted, with `[]` for array items: `current.wind.deg`,
    /// `forecast.daily[].min_c`, `forecast.error.code`.
    public func keyPaths() -> Set<String> {
        var paths: Set<String> = []
        collect(root, path: "", into: &paths)
        return paths
    }

    private func collect(_ schema: [String: Any], path: String, into paths: inout Set<String>) {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            if let target = (root["$defs"] as? [String: Any])?[name] as? [String: Any] {
                collect(target, path: path, into: &paths)
            }
            return
        }
        for option in schema["oneOf"] as? [[String: Any]] ?? [] { collect(option, path: path, into: &paths) }
        if let items = schema["items"] as? [String: Any] { collect(items, path: path + "[]", into: &paths) }
        for (name, property) in schema["properties"] as? [String: [String: Any]] ?? [:] {
            let child = path.isEmpty || path == "[]" ? name : path + "." + name
            paths.insert(child)
            collect(property, path: child, into: &paths)
        }
    }

    /// Every way `text` breaks the schema, each as `path: what`; empty when it holds.
    public func problems(_ text: String) -> [String] {
        guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) else {
            return ["(root): not JSON"]
        }
        return problems(value, root, path: "")
    }

    private func problems(_ value: Any, _ schema: [String: Any], path: String) -> [String] {
        let at = path.isEmpty ? "(root)" : path
        if let unknown = schema.keys.first(where: { !Self.known.contains($0) }) {
            return ["\(at): schema keyword \(unknown)"]
        }
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let target = (root["$defs"] as? [String: Any])?[name] as? [String: Any] else {
                return ["\(at): no definition \(reference)"]
            }
            return problems(value, target, path: path)
        }
        var found: [String] = []
        if let types = schema["type"].map({ ($0 as? [String]) ?? [$0 as? String].compactMap { $0 } }),
            !types.contains(where: { Self.value(value, is: $0) })
        {
            return ["\(at): \(Self.describe(value)) is not \(types.joined(separator: " or "))"]
        }
        if let choices = schema["enum"] as? [Any], !choices.contains(where: { Self.same($0, value) }) {
            found.append("\(at): \(Self.describe(value)) is not one of the allowed values")
        }
        if let constant = schema["const"], !Self.same(constant, value) {
            found.append("\(at): \(Self.describe(value)) is not \(constant)")
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let results = options.map { problems(value, $0, path: path) }
            let holding = results.filter(\.isEmpty).count
            if holding > 1 { found.append("\(at): \(holding) of the \(options.count) alternatives hold, not 1") }
            // None holds: what keeps the nearest one from holding, of those of the right type.
            let typed = results.filter { !($0.count == 1 && $0[0].hasPrefix("\(at): ") && $0[0].contains(" is not ")) }
            if holding == 0, let nearest = (typed.isEmpty ? results : typed).min(by: { $0.count < $1.count }) {
                found += nearest
            }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                found.append("\(path).\(key): missing")
            }
            for (key, member) in object {
                if let property = properties[key] as? [String: Any] {
                    found += problems(member, property, path: "\(path).\(key)")
                } else if let extra = schema["additionalProperties"] as? [String: Any] {
                    found += problems(member, extra, path: "\(path).\(key)")
                } else if (schema["additionalProperties"] as? Bool) == false {
                    found.append("\(path).\(key): not in the schema")
                }
            }
        }
        if let items = schema["items"] as? [String: Any], let array = value as? [Any] {
            for (index, item) in array.enumerated() { found += problems(item, items, path: "\(path)[\(index)]") }
        }
        return found
    }

    private static func value(_ value: Any, is type: String) -> Bool {
        switch type {
        case "null": return value is NSNull
        case "string": return value is String
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "boolean": return isBool(value)
        case "number": return !isBool(value) && value is NSNumber
        case "integer":
            guard !isBool(value), let number = value as? NSNumber else { return false }
            return number.doubleValue.rounded() == number.doubleValue
        default: return false
        }
    }

    private static func isBool(_ value: Any) -> Bool {
        // JSONSerialization's true and false are numbers of the C type `char`; its integers are not.
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    private static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case (is NSNull, is NSNull): true
        case (let x as String, let y as String): x == y
        case (let x as NSNumber, let y as NSNumber): x == y && isBool(x) == isBool(y)
        default: false
        }
    }

    private static func describe(_ value: Any) -> String {
        if value is NSNull { return "null" }
        if let text = value as? String { return "\"\(text.prefix(40))\"" }
        if value is [String: Any] { return "an object" }
        if value is [Any] { return "an array" }
        return "\(value)"
    }
}
