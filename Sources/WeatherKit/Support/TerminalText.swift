extension String {
    /// The string with every control character (ESC, CR, LF, BEL, DEL, C1 …) replaced by a space.
    ///
    /// Anything a server or a file sent passes through this before it reaches a terminal, so a
    /// place name can neither move the cursor nor split our one-line error messages.
    var withoutControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControl) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            scalars.append(scalar.isControl ? " " : scalar)
        }
        return String(scalars)
    }

    /// At most `limit` characters, with `…` marking a cut.
    func truncated(to limit: Int) -> String {
        count <= limit ? self : prefix(limit) + "…"
    }
}

extension Unicode.Scalar {
    fileprivate var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (any Unicode space, but not line breaks).
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
