import FoundationEssentials

/// Explanations for bodies that JSONDecoder refused, computed only after a failure.
enum JSONSyntax {
    /// Says why `body` is not JSON: empty, an HTML page, cut off, or otherwise malformed.
    static func diagnose(_ body: Data) -> ResponseError.Problem {
        guard let first = body.first(where: { !isWhitespace($0) }) else { return .emptyBody }
        if first == UInt8(ascii: "<") { return .html }
        return isUnterminated(body) ? .truncatedJSON(byteCount: body.count) : .invalidJSON
    }

    /// True when a string or an object/array is still open at the end of the bytes.
    static func isUnterminated(_ body: Data) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in body {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return inString || depth > 0
    }

    /// A short rendering of the value at `path` (`"breezy"`, `true`, `an object`), or nil.
    static func describeValue(in body: Data, at path: [any CodingKey]) -> String? {
        let document = try? JSONDecoder().decode(JSONValue.self, from: body)
        return document?.value(at: path)?.shortDescription
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
