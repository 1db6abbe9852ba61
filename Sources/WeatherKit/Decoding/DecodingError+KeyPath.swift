import FoundationEssentials

extension [any CodingKey] {
    /// `main.temp`, `weather[0].id`: array positions in brackets, as a user would write a jq path.
    var keyPath: String {
        var path = ""
        for key in self {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return path.isEmpty ? "(top level)" : path
    }
}

extension ResponseError.Problem {
    /// Translates Foundation's `DecodingError`, whose own text is useless on Linux, into a problem
    /// that names the key path. `body` is consulted only on this failure path, to say what was found.
    init(_ error: DecodingError, body: Data) {
        switch error {
        case .keyNotFound(let key, let context):
            self = .missingKey(path: (context.codingPath + [key]).keyPath)
        case .valueNotFound(_, let context):
            self = .null(path: context.codingPath.keyPath)
        case .typeMismatch(let type, let context):
            self = .wrongType(
                path: context.codingPath.keyPath,
                expected: Self.noun(for: type),
                found: JSONSyntax.describeValue(in: body, at: context.codingPath))
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self = JSONSyntax.diagnose(body)
        case .dataCorrupted(let context):
            self = .other(path: context.codingPath.keyPath, detail: context.debugDescription)
        @unknown default:
            self = .invalidJSON
        }
    }

    private static func noun(for type: Any.Type) -> String {
        if type == Double.self || type == LenientDouble.self { return "a number" }
        if type == Int.self || type == LenientInt.self { return "a whole number" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        let name = String(describing: type)
        if name.hasPrefix("Array") { return "an array" }
        return "an object"
    }
}
