/// What a terminal shows of `weather`'s output, counted independently of WeatherKit's own
/// measure, so a width test does not check the code against itself.
public enum TerminalCells {
    /// Terminal cells, as `weather` counts them: 2 for an emoji shown as a picture (or asked to
    /// be, with U+FE0F) and for East Asian wide characters, else 1.
    public static func count<Text: StringProtocol>(_ line: Text) -> Int {
        line.reduce(0) { total, character in
            let scalars = character.unicodeScalars
            let wide =
                scalars.contains { $0.value == 0xFE0F } || scalars.first?.properties.isEmojiPresentation == true
                || scalars.first.map {
                    (0x1100...0x115F).contains($0.value) || (0x2E80...0xA4CF).contains($0.value)
                        || (0xAC00...0xD7A3).contains($0.value) || (0xF900...0xFAFF).contains($0.value)
                        || (0xFF00...0xFF60).contains($0.value)
                } == true
            return total + (wide ? 2 : 1)
        }
    }

    /// The text without ANSI escape sequences (`ESC [ … letter`).
    public static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        var previous: Character = " "
        for character in text {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "[" && previous == "\u{1B}" {
                inEscape = true
            } else if character != "\u{1B}" {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// The lines of `text` (escapes removed) wider than `width` cells, each with its width.
    public static func overflowing(_ text: String, width: Int) -> [String] {
        withoutEscapes(text).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { count($0) > width }.map { "\(count($0)): \($0)" }
    }
}
