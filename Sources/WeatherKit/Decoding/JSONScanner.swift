/// A strict JSON syntax check that says where the first mistake is, and finds keys given twice:
/// what JSONDecoder does not report. Used on the config file, whose author needs a line and a
/// column to fix it.
public struct JSONScanner {
    /// The first mistake: where it is and what was expected there.
    public struct Mistake: Error, Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var expected: String

        public var description: String { "line \(line), column \(column): expected \(expected)" }
    }

    /// A key given twice in one object.
    public struct Duplicate: Equatable, Sendable {
        /// `units`, `location.lat`.
        public var path: String
        public var firstLine: Int
        public var line: Int
    }

    /// A member of the object the scanner was asked about (``init(_:membersOf:)``), in file order:
    /// JSONDecoder's dictionary forgets the order and where each key was, and the config's `places`
    /// object needs both (the order lists and fetches the aliases, the place names a bad entry).
    public struct Member: Equatable, Sendable {
        /// As written between the quotes (escapes left as they are).
        public var key: String
        public var keyLine: Int
        public var keyColumn: Int
        public var valueLine: Int
        public var valueColumn: Int
    }

    private let bytes: [UInt8]
    /// The key path whose object's members are kept (`places`); nil keeps none, which costs nothing.
    private let membersOf: String?
    private(set) var members: [Member] = []
    private var index = 0
    /// Line breaks only come between tokens (a string cannot hold one), so counting them as the
    /// whitespace is skipped keeps the line at hand.
    private var line = 1
    private var lineStart = 0
    private(set) var duplicates: [Duplicate] = []

    static let maximumDepth = 256

    init(_ bytes: [UInt8], membersOf: String? = nil) {
        self.bytes = bytes
        self.membersOf = membersOf
    }

    /// Checks a whole document: one value, then nothing but whitespace.
    mutating func scan() throws(Mistake) {
        skipWhitespace()
        try value(path: "", depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw mistake("the end of the document") }
    }

    private mutating func value(path: String, depth: Int) throws(Mistake) {
        guard depth < Self.maximumDepth else { throw mistake("less nesting") }
        guard let byte = peek else { throw mistake("a value") }
        switch byte {
        case UInt8(ascii: "{"): try object(path: path, depth: depth)
        case UInt8(ascii: "["): try array(path: path, depth: depth)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw mistake("a value (a string in double quotes, a number, an object, a list, true, false or null)")
        }
    }

    private mutating func object(path: String, depth: Int) throws(Mistake) {
        guard opens(closedBy: "}") else { return }
        var seen: [String: Int] = [:]
        while true {
            guard peek == UInt8(ascii: "\"") else { throw mistake("a key in double quotes") }
            let line = self.line
            let keyColumn = column
            let key = try string()
            let keyPath = path.isEmpty ? key : path + "." + key
            if let first = seen[key] {
                duplicates.append(Duplicate(path: keyPath, firstLine: first, line: line))
            } else {
                seen[key] = line
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw mistake("`:` after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            if path == membersOf {
                members.append(
                    Member(key: key, keyLine: line, keyColumn: keyColumn, valueLine: self.line, valueColumn: column))
            }
            try value(path: keyPath, depth: depth + 1)
            guard try anotherItem(before: "}") else { return }
        }
    }

    private mutating func array(path: String, depth: Int) throws(Mistake) {
        guard opens(closedBy: "]") else { return }
        var position = 0
        while true {
            try value(path: "\(path)[\(position)]", depth: depth + 1)
            position += 1
            guard try anotherItem(before: "]") else { return }
        }
    }

    /// Past the opening bracket: false for an empty container (then past its `closing` bracket too).
    private mutating func opens(closedBy closing: Unicode.Scalar) -> Bool {
        index += 1
        skipWhitespace()
        guard peek == UInt8(closing.value) else { return true }
        index += 1
        return false
    }

    /// After an item of an object or array: true past a `,` (another item follows), false past the
    /// `closing` bracket (the container ends).
    private mutating func anotherItem(before closing: Unicode.Scalar) throws(Mistake) -> Bool {
        skipWhitespace()
        if peek == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            return true
        }
        guard peek == UInt8(closing.value) else { throw mistake("`,` or `\(closing)`") }
        index += 1
        return false
    }

    /// A string, its escapes checked; returns its text (escapes left as written: keys rarely have any).
    private mutating func string() throws(Mistake) -> String {
        index += 1
        let start = index
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = peek, Array(#""\/bfnrtu"#.utf8).contains(escaped) else {
                    throw mistake(#"an escape (\", \\, \/, \b, \f, \n, \r, \t or \uXXXX)"#)
                }
                index += 1
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let digit = peek, isHexDigit(digit) else { throw mistake("four hex digits after \\u") }
                        index += 1
                    }
                }
            case 0..<0x20:
                throw mistake("`\"` to close the string (a line break must be written \\n)")
            default:
                index += 1
            }
        }
        throw mistake("`\"` to close the string")
    }

    private mutating func number() throws(Mistake) {
        if peek == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw mistake("a digit") }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw mistake("a digit after the decimal point") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw mistake("a digit in the exponent") }
        }
    }

    private mutating func digits() -> Int {
        var count = 0
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            index += 1
            count += 1
        }
        return count
    }

    private mutating func literal(_ word: String) throws(Mistake) {
        for expected in word.utf8 {
            guard peek == expected else { throw mistake("`\(word)`") }
            index += 1
        }
    }

    /// JSON's four whitespace bytes: space, line feed, carriage return, tab.
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    private mutating func skipWhitespace() {
        while let byte = peek, Self.isWhitespace(byte) {
            index += 1
            if byte == 0x0A {
                line += 1
                lineStart = index
            }
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// The current position's column in characters, from 1.
    private var column: Int { String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1 }

    /// The current position: its line and column.
    private func mistake(_ expected: String) -> Mistake { Mistake(line: line, column: column, expected: expected) }
}
