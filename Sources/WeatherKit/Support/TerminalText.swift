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

    /// At most `limit` characters, with `...` marking a cut (ASCII, as messages must be in any
    /// locale).
    func truncated(to limit: Int) -> String {
        count <= limit ? self : prefix(limit) + "..."
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

extension String {
    /// Without trailing spaces (help lines, table rows).
    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    /// Columns the text takes in a terminal: 2 for each East Asian wide or full-width character
    /// and each emoji shown as a picture, 1 for other characters (a base letter and its combining
    /// marks are one character), as `wcwidth` counts them. A colour escape (`ESC [ … m`) takes
    /// none, so text we painted measures as it shows.
    var displayWidth: Int {
        var width = 0
        var inEscape = false
        var previous: Character = " "
        for character in self {
            if inEscape {
                // The sequence ends at its final byte, a letter (`m` for colour).
                if character.isLetter { inEscape = false }
            } else if character == "[" && previous == "\u{1B}" {
                inEscape = true
            } else if character != "\u{1B}" {
                width += character.displayWidth
            }
            previous = character
        }
        return width
    }

    /// Padded with spaces to `width` columns (by ``displayWidth``).
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - displayWidth))
    }

    /// Lines of at most `width` columns, broken at spaces. A span in double quotes is never
    /// broken (a place name stays whole), nor a number and its unit (`17,5 °C`, `12 min`,
    /// `03:00 UTC`); a word longer than `width` gets a line of its own, but for Chinese and
    /// Japanese, written without spaces, whose lines may break between any two characters (not
    /// before a closing mark such as `、` or `）`).
    func wrapped(width: Int, indent: String = "") -> [String] {
        var words: [String] = []
        var inQuotes = false
        for part in split(separator: " ", omittingEmptySubsequences: true) {
            if inQuotes, let last = words.popLast() {
                words.append(last + " " + part)
            } else if let last = words.last, Self.isUnit(part, after: last),
                (indent + last + " " + part).displayWidth <= width
            {
                words[words.count - 1] = last + " " + part
            } else {
                words += String(part).brokenBetweenWideCharacters(width: width - indent.displayWidth)
            }
            if part.filter({ $0 == "\"" }).count % 2 == 1 { inQuotes.toggle() }
        }
        var lines: [String] = []
        var line = ""
        for word in words {
            let prefix = lines.isEmpty ? "" : indent
            if !line.isEmpty, (prefix + line + " " + word).displayWidth > width {
                lines.append(prefix + line)
                line = word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append((lines.isEmpty ? "" : indent) + line) }
        return lines
    }
}

extension String {
    /// Whether `word` is the unit (or zone) of the number `previous` ends with: a short word with no
    /// digit and no opening bracket, after one that ends in a digit (`°C`, `m/s`, `min`, `UTC`,
    /// `grãos/m³`), kept on its line.
    fileprivate static func isUnit(_ word: Substring, after previous: String) -> Bool {
        guard let last = previous.last, last.isASCII, last.isNumber else { return false }
        return String(word).displayWidth <= 10 && !word.contains(where: \.isNumber) && !word.hasPrefix("(")
    }

    /// A word wider than `width` that holds Chinese or Japanese, in pieces of at most `width`:
    /// broken where one of two neighbouring characters is a wide one (so `18:15` stays whole), and
    /// never before a closing mark; any other word as it is.
    fileprivate func brokenBetweenWideCharacters(width: Int) -> [String] {
        let characters = Array(self)
        let isWide = { (character: Character) in character.displayWidth == 2 && !character.isEmoji }
        guard displayWidth > width, width > 2, characters.contains(where: isWide) else { return [self] }
        let closing: Set<Character> = ["、", "。", "，", "．", "）", "」", "』", "：", "；", "！", "？", ")", ",", "."]
        func mayBreak(before index: Int) -> Bool {
            index > 0 && !closing.contains(characters[index])
                && (isWide(characters[index - 1]) || isWide(characters[index]))
        }
        var pieces: [String] = []
        var (start, used, lastBreak) = (0, 0, Int?.none)
        for index in characters.indices {
            if index > start, mayBreak(before: index) { lastBreak = index }
            if used + characters[index].displayWidth > width, let cut = lastBreak, cut > start {
                pieces.append(String(characters[start..<cut]))
                start = cut
                used = characters[cut..<index].reduce(0) { $0 + $1.displayWidth }
                lastBreak = (cut + 1..<index + 1).last(where: mayBreak)
            }
            used += characters[index].displayWidth
        }
        pieces.append(String(characters[start...]))
        return pieces
    }
}

extension Character {
    fileprivate var isEmoji: Bool { unicodeScalars.first?.properties.isEmojiPresentation ?? false }
}

extension [String] {
    /// Phrases joined by spaces into lines of at most `width`, as many to a line as fit; a phrase
    /// wider than a line is broken at its spaces.
    func packed(width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for phrase in self {
            if !line.isEmpty, (line + " " + phrase).displayWidth <= width {
                line += " " + phrase
                continue
            }
            if !line.isEmpty { lines.append(line) }
            let broken = phrase.displayWidth <= width ? [phrase] : phrase.wrapped(width: width)
            lines += broken.dropLast()
            line = broken.last ?? ""
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension Character {
    var displayWidth: Int {
        if unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji presentation asked for
        guard let first = unicodeScalars.first else { return 0 }
        if first.properties.isEmojiPresentation || first.isEastAsianWide { return 2 }
        return 1
    }
}

extension Unicode.Scalar {
    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, in brief.
    fileprivate var isEastAsianWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default: false
        }
    }
}
