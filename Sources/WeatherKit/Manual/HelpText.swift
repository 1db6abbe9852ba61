/// The text of `weather --help` (every option) and `weather -h` (the common ones), from the option
/// table, the environment table and the ``Manual``, within `width` columns: each description
/// wraps under its own column, never into the labels.
struct HelpText {
    var width: Int

    /// The flags `-h` shows: the ones most runs use. Every other one is in `--help`.
    static let common = [
        "--here", "--forecast", "--hourly", "--chart", "--air", "--onecall", "--json", "--format", "--waybar",
        "--units",
        "--help",
    ]

    /// The widest label column: a longer label puts its description on the next line.
    private static let labelColumn = 26

    func text(brief: Bool) -> String {
        var lines = ["weather \(WeatherVersion.current): \(Manual.summary)", "", "USAGE:"]
        lines += columns(Manual.usage.map { ($0.form, $0.meaning) }, labelColumn: 34)
        let specs = brief ? OptionSpec.all.filter { Self.common.contains($0.name) } : OptionSpec.all
        lines += ["", brief ? "COMMON OPTIONS:" : "OPTIONS:"]
        // The switches' opposites, from the table: one row for all, after the options.
        let opposites = OptionSpec.all.compactMap { $0.opposite?.name }.joined(separator: ", ")
        let undo = brief || opposites.isEmpty ? [] : [(opposites, "turn off (or on) what the config file turned on")]
        lines += columns(specs.map { (Manual.label($0), Manual.helpLine($0)) } + undo)
        if brief {
            lines +=
                [""]
                + "weather --help lists every option and variable; man weather is the whole manual.".wrapped(
                    width: width)
            return lines.joined(separator: "\n") + "\n"
        }
        lines += ["", "ENVIRONMENT:"]
        lines += columns(EnvironmentVariable.documented.map { (EnvironmentVariable.names($0.variables), $0.meaning) })
        lines += [""] + Manual.precedence.wrapped(width: width)
        let codes = Manual.exitCodes.map { "\($0.code.rawValue) \($0.meaning)" }.joined(separator: ", ")
        lines += ("Exit codes: " + codes + ".").wrapped(width: width, indent: String(repeating: " ", count: 12))
        lines += ["", "EXAMPLES:"] + Manual.examples.map { "  " + $0.command }
        lines +=
            [""]
            + "man weather has the whole manual: every config key, placeholder and JSON key.".wrapped(
                width: width)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  label   text`, the texts in one column and wrapped within it; a label too wide for the
    /// column stands on its own line.
    private func columns(_ rows: [(String, String)], labelColumn: Int = Self.labelColumn) -> [String] {
        let widest = rows.map { $0.0.displayWidth }.filter { $0 + 4 <= labelColumn }.max() ?? 0
        let indent = 2 + widest + 2
        let room = max(20, width - indent)
        var lines: [String] = []
        for (label, text) in rows {
            let wrapped = text.isEmpty ? [] : text.wrapped(width: room)
            let pad = String(repeating: " ", count: indent)
            if label.displayWidth > widest {
                lines.append("  " + label)
                lines += wrapped.map { pad + $0 }
            } else {
                let first = "  " + label.padded(to: widest + 2) + (wrapped.first ?? "")
                lines.append(first.trimmingTrailingSpaces)
                lines += wrapped.dropFirst().map { pad + $0 }
            }
        }
        return lines
    }
}
