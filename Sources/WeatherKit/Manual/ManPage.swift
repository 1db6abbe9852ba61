/// `weather.1`, the man page and the complete reference, in roff (`man -l weather.1`): every flag
/// from the option table, every config key with its type and default, every environment variable
/// from the table the code reads them through, every template placeholder, every JSON key and every
/// exit code, with the ``Manual``'s guide around them.
enum ManPage {
    static var roff: String {
        var lines = [
            #".TH WEATHER 1 \#(Manual.date) "weather \#(WeatherVersion.current)" "User Commands""#,
            // Flags, URLs and paths are copied from the page: never hyphenated, never stretched.
            ".nh", ".ad l",
            ".SH NAME", "weather \\- " + escape(Manual.summary), ".SH SYNOPSIS",
        ]
        for (index, (form, _)) in Manual.usage.enumerated() {
            lines +=
                (index == 0 ? [] : [".br"]) + [bold("weather") + " " + escape(String(form.dropFirst("weather ".count)))]
        }
        lines += section(ManualSection(title: "DESCRIPTION", blocks: description, subsections: Manual.guide))
        lines += section(ManualSection(title: "OPTIONS", blocks: options))
        lines += section(ManualSection(title: "CONFIGURATION", blocks: Manual.configNotes + configKeys))
        lines += section(ManualSection(title: "TEMPLATES", blocks: placeholders + Manual.templateNotes))
        lines += section(ManualSection(title: "JSON OUTPUT", blocks: Manual.jsonNotes + jsonKeys))
        lines += section(ManualSection(title: "PROVIDERS", blocks: Manual.providers))
        lines += section(ManualSection(title: "ENVIRONMENT", blocks: environment))
        lines += section(ManualSection(title: "EXIT STATUS", blocks: exitStatus))
        lines += section(ManualSection(title: "FILES", blocks: Manual.files.map { .item("`\($0.path)`", $0.meaning) }))
        lines += section(
            ManualSection(
                title: "EXAMPLES",
                blocks: Manual.examples.flatMap { [.paragraph($0.meaning + ":"), .literal([$0.command])] }))
        lines += section(ManualSection(title: "SEE ALSO", blocks: Manual.seeAlso.map(ManualBlock.paragraph)))
        return lines.joined(separator: "\n") + "\n"
    }

    private static let description: [ManualBlock] = [
        .paragraph(
            "weather prints the current weather for one or more places, and with `--forecast` a forecast, from "
                + "OpenWeatherMap, or without a key from Open-Meteo (see PROVIDERS): as a block for people, as JSON for scripts (`--json`), as one line from a "
                + "template (`--format`), or as a line for Waybar (`--waybar`). Answers are cached for ten "
                + "minutes and shared by every weather process of the user."),
        .paragraph(Manual.precedence),
    ]

    private static var options: [ManualBlock] {
        OptionSpec.all.map { spec in
            var text = Manual.helpLine(spec) + "."
            if let key = spec.configKey { text += " Config key `\(key.name)`." }
            if let opposite = spec.opposite {
                text +=
                    " `\(opposite.name)` turns it \(opposite.value == "true" ? "on" : "off"), whatever the config file says."
            }
            if let details = spec.details { text += "\n" + details }
            let label =
                (spec.short.map { "`\($0)`, " } ?? "") + "`\(spec.name)`" + (spec.valueName.map { " " + $0 } ?? "")
            return .item(label, text)
        }
    }

    /// Each key with its JSON type and its default, from the option table, then `location` and
    /// `places`, which have no flag.
    private static var configKeys: [ManualBlock] {
        let flagged: [ManualBlock] = OptionSpec.all.compactMap { spec in
            guard let key = spec.configKey else { return nil }
            let fallback = spec.defaultValue.map { " Default: `\($0)`." } ?? ""
            var text = "As `\(spec.name)`: \(spec.help).\(fallback)"
            if case .stringByProvider = key {
                let names = Provider.allCases.map { "`\"\($0.rawValue)\"`" }.joined(separator: ", ")
                text +=
                    " Or an object of each provider's own, by the names \(names), each used with that provider "
                    + "alone."
            }
            return .item("`\(key.name)` (\(Manual.type(of: key)))", text)
        }
        return flagged + [
            .item(
                "`location` (object, or \"auto\")",
                "`{\"lat\": 51.5, \"lon\": -0.1}`: the place when none is given and there is no `places`; "
                    + "`\"auto\"`: where this machine is, by its IP address, as `--here` (see Where you are)."),
            .item(
                "`places` (array of strings)",
                "`[\"London,GB\", \"51.5,-0.1\"]`: the places when none is given, written as on the command line."),
        ]
    }

    private static var placeholders: [ManualBlock] {
        Quantity.slots.map { .item("`{\($0.name)}`", $0.meaning) }
    }

    private static var jsonKeys: [ManualBlock] {
        JSONKey.all.map { .item("`\($0.path)` (\($0.type))", $0.meaning) }
    }

    private static var environment: [ManualBlock] {
        EnvironmentVariable.documented.map { entry in
            let unusable =
                switch entry.whenUnusable {
                case .configError: "A value it cannot use is a configuration error (exit 78)."
                case .ignored(let rule): "Never an error: " + rule + "."
                }
            return .item("`" + EnvironmentVariable.names(entry.variables) + "`", entry.meaning + ". " + unusable)
        }
    }

    private static var exitStatus: [ManualBlock] {
        Manual.exitCodes.map { .item("`\($0.code.rawValue)`", "\($0.meaning.capitalizedFirst). \($0.when)") }
            + [.paragraph(Manual.brokenPipe)]
    }

    /// `.SH`, or `.SS` below it, and the blocks.
    private static func section(_ section: ManualSection, level: Int = 0) -> [String] {
        var lines = [(level == 0 ? ".SH " : ".SS ") + heading(section.title)]
        for (index, block) in section.blocks.enumerated() {
            // A heading starts a paragraph already.
            lines += roff(block).drop { index == 0 && $0 == ".PP" }
        }
        for subsection in section.subsections { lines += self.section(subsection, level: level + 1) }
        return lines
    }

    private static func roff(_ block: ManualBlock) -> [String] {
        switch block {
        case .paragraph(let text):
            return [".PP"] + text.split(separator: "\n").map { inline(String($0)) }
        case .item(let term, let text):
            var lines = [".TP", inline(term)]
            for (index, paragraph) in text.split(separator: "\n").enumerated() {
                lines += (index == 0 ? [] : [".IP"]) + [inline(String(paragraph))]
            }
            return lines
        case .bullets(let points):
            // `.RS 0` ... `.RE` keeps the bullets' indent from becoming the next `.TP`'s; every block
            // starts with its own paragraph macro, so no `.PP` (which would be empty) is needed after it.
            return [".RS 0"] + points.flatMap { [".IP \\(bu 2", inline($0)] } + [".RE"]
        case .literal(let lines):
            return [".PP", ".nf", ".RS 2"] + lines.map { escape($0) } + [".RE", ".fi"]
        }
    }

    /// Text with `` `marked` `` spans set in bold.
    static func inline(_ text: String) -> String {
        var result = ""
        for (index, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            result += index % 2 == 1 ? bold(String(part)) : escape(String(part))
        }
        return result.hasPrefix("\\&") || !(result.hasPrefix(".") || result.hasPrefix("'")) ? result : "\\&" + result
    }

    /// A section title (`.SH` takes the rest of its line, spaces and all).
    private static func heading(_ title: String) -> String { escape(title) }

    /// Text that roff prints as it is: backslashes doubled, hyphens as minus signs (so options can
    /// be copied and searched), every character beyond ASCII by its code (`\[u00B0]`, which groff
    /// reads without a preprocessor and mandoc too), and no line that starts with a dot or a quote.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.replacing("\\", with: "\\e").replacing("-", with: "\\-").unicodeScalars {
            if scalar.isASCII {
                escaped.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    private static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }
}

extension String {
    /// `Ok` from `ok`: a sentence's first letter.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
