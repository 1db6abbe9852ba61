/// What stdout gets: decided once, from the flags and the config file, with conflicts refused.
public enum OutputFormat: Sendable, Equatable {
    /// The block a person reads at a prompt (`HumanView`).
    case human
    /// One JSON document (`JSONReport`), schema in the README.
    case json
    /// One line per place from `--format` or config `format`.
    case template(Template)
    /// One JSON line for a Waybar custom module; `text` comes from this template.
    case waybar(Template)

    /// `--json` beats config `format`; `--json` with `--format` or `--waybar` is a usage error.
    /// - Throws: ``CommandLineError/conflict(_:)``.
    public static func decide(flags: Options, config: Options) throws -> OutputFormat {
        if flags.json {
            guard !flags.waybar, flags.template == nil else {
                throw CommandLineError.conflict("--json cannot be combined with --format or --waybar; pick one output")
            }
            return .json
        }
        if flags.waybar { return .waybar(flags.template ?? config.template ?? WaybarLine.defaultTemplate) }
        if let template = flags.template ?? config.template { return .template(template) }
        return .human
    }

    /// The form failures take on stdout, from the raw arguments: known before they are parsed, so
    /// that even a usage error reaches a script as JSON (or a bar as a Waybar line).
    public static func guess(_ arguments: [String]) -> OutputFormat {
        if arguments.contains("--waybar") { return .waybar(WaybarLine.defaultTemplate) }
        return arguments.contains("--json") ? .json : .human
    }

    /// JSON documents: `--json` and the Waybar line.
    public var isJSON: Bool {
        switch self {
        case .json, .waybar: true
        case .human, .template: false
        }
    }
}
