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

    /// The command line beats the config file, and never silently shows less than it asked for:
    /// - `--json` beats config `format`; `--json` with `--format` or `--waybar` is a usage error.
    /// - `--format ''` is the human view, whatever the config says (with `--waybar`, the bar's
    ///   default text).
    /// - `--forecast` or `--hourly` is the human view even when the config has a `format` (a
    ///   template shows one line of current weather); with `--format` it is a usage error.
    /// - Throws: ``CommandLineError/conflict(_:)``.
    public static func decide(flags: Options, config: Options) throws -> OutputFormat {
        if flags.json {
            guard !flags.waybar, flags.template == nil else {
                throw CommandLineError.conflict("--json cannot be combined with --format or --waybar; pick one output")
            }
            guard flags.chartDays == nil else {
                throw CommandLineError.conflict(
                    "--chart draws for a terminal and cannot be combined with --json (the series are in forecast.entries)"
                )
            }
            return .json
        }
        if flags.chartDays != nil, flags.waybar || !(flags.template?.segments.isEmpty ?? true) {
            throw CommandLineError.conflict("--chart draws in the full view; drop --format or --waybar")
        }
        let wantsForecast = flags.forecast != nil || flags.hourly || flags.chartDays != nil
        if flags.waybar {
            // An empty template (`--format ''`) means "the default" here: the bar has no full view.
            let template = [flags.template, config.template].compactMap { $0 }.first { !$0.segments.isEmpty }
            return .waybar(template ?? WaybarLine.defaultTemplate)
        }
        if let template = flags.template {
            if template.segments.isEmpty { return .human }
            guard !wantsForecast else {
                throw CommandLineError.conflict(
                    "--format prints one line of current weather and cannot show --forecast or --hourly; "
                        + "drop one (--json shows both)")
            }
            return .template(template)
        }
        if let template = config.template, !wantsForecast, !template.segments.isEmpty { return .template(template) }
        return .human
    }

    /// The form failures take on stdout, from the raw arguments: known before they are parsed, so
    /// that even a usage error reaches a script as JSON (or a bar as a Waybar line).
    public static func guess(_ arguments: [String]) -> OutputFormat {
        if arguments.contains("--waybar") { return .waybar(WaybarLine.defaultTemplate) }
        return arguments.contains("--json") ? .json : .human
    }

    /// The template that fills stdout (or the bar's text), if any.
    public var template: Template? {
        switch self {
        case .template(let template), .waybar(let template): template
        case .human, .json: nil
        }
    }

    /// JSON documents: `--json` and the Waybar line.
    public var isJSON: Bool {
        switch self {
        case .json, .waybar: true
        case .human, .template: false
        }
    }
}
