/// The text of `weather --help`, from the option table and the ``Manual``.
enum HelpText {
    static var text: String {
        var lines = ["weather \(WeatherVersion.current): \(Manual.summary)", "", "USAGE:"]
        for (form, meaning) in Manual.usage {
            let padding = String(repeating: " ", count: max(1, 34 - form.count))
            lines.append(("  " + form + padding + meaning).trimmingTrailingSpaces)
        }
        lines += ["", "OPTIONS:"]
        lines += columns(OptionSpec.all.map { (Manual.label($0), $0.help) })
        lines += ["", "ENVIRONMENT:"]
        lines += columns(Manual.environment.map { ($0.names, $0.meaning) })
        lines += ["", Manual.precedence]
        lines += exitCodeLines()
        lines += ["", "EXAMPLES:"] + Manual.examples.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  label   text`, the texts in one column.
    private static func columns(_ rows: [(String, String)]) -> [String] {
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + $0.1 }
    }

    /// `Exit codes: 0 ok, 64 usage, …`, wrapped within 80 columns.
    private static func exitCodeLines() -> [String] {
        let items = Manual.exitCodes.map { "\($0.code.rawValue) \($0.meaning)" }
        var lines: [String] = []
        var line = "Exit codes: "
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "." : ",")
            if line.count + piece.count + 1 > 80 {
                lines.append(line)
                line = String(repeating: " ", count: 12)
            }
            line += (line.hasSuffix(" ") ? "" : " ") + piece
        }
        return lines + [line]
    }
}
