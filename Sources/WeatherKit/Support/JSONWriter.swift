/// Serialises ``JSONOutput`` compactly on one line.
enum JSONWriter {
    static func render(_ value: JSONOutput) -> String {
        var output = ""
        output.reserveCapacity(4096)
        write(value, to: &output)
        return output
    }

    private static func write(_ value: JSONOutput, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.isFinite ? Self.number(number) : "null"
        case .string(let text): writeString(text, to: &output)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                write(item, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, member)) in members.enumerated() {
                if index > 0 { output += "," }
                writeString(key, to: &output)
                output += ":"
                write(member, to: &output)
            }
            output += "}"
        }
    }

    /// Shortest round-tripping form; whole numbers without `.0`, and never `-0`.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(describing: value)
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        appendEscaped(text, to: &output)
        output += "\""
    }

    /// `text` as it appears between the quotes of a JSON string.
    static func escaped(_ text: String) -> String {
        var output = ""
        appendEscaped(text, to: &output)
        return output
    }

    private static func appendEscaped(_ text: String, to output: inout String) {
        // Most strings (every key, most values) need no escaping: copy them whole, which is an
        // order of magnitude faster than appending scalar by scalar.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
