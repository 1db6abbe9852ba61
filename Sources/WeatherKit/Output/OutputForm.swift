/// One place's outcome, in the order the places were given.
public typealias PlaceOutcome = (place: PlaceQuery, result: PlaceResult)

/// What stdout gets, and how the run's exit code is read: the human view (``HumanForm``), JSON
/// (``JSONForm``), one line from a template (``TemplateForm``) or a Waybar line (``WaybarForm``).
/// Chosen once, by ``OutputForms/decide(flags:config:mode:style:)``; every byte it makes is written
/// by ``OutputWriter``.
public protocol OutputForm: Sendable {
    /// The flag that chose it (`--json`, `--format`, `--waybar`), for messages; nil for the human view.
    var flag: String? { get }
    /// Whether stdout carries JSON (the key is then redacted inside its strings only).
    var writesJSON: Bool { get }
    /// One place's report.
    func report(_ report: WeatherReport) -> String
    /// Several places, in the order given, a failed place in its slot.
    func reports(_ outcomes: [PlaceOutcome]) -> String
    /// What stdout gets when the run fails (stderr gets the message in every form); nil for nothing.
    func failure(_ failure: any WeatherFailure, query: Query?) -> String?
    /// The run's exit code, from the command's.
    func exitCode(_ code: ExitCode) -> ExitCode
    /// Whether it shows `part` when it is fetched: the human view, JSON and the bar's tooltip show
    /// everything; a template only what its placeholders name.
    func shows(_ part: ReportPart) -> Bool
    /// Whether it needs `part` though no flag asked for it: a template's placeholders.
    func needs(_ part: ReportPart) -> Bool
    /// Hours of forecast steps it needs though no flag asked for them (a template's `{rain_next}`).
    var stepHoursNeeded: Int { get }
}

extension OutputForm {
    public var writesJSON: Bool { false }
    public func shows(_ part: ReportPart) -> Bool { true }
    public func needs(_ part: ReportPart) -> Bool { false }
    public var stepHoursNeeded: Int { 0 }
    public func failure(_ failure: any WeatherFailure, query: Query?) -> String? { nil }
    public func exitCode(_ code: ExitCode) -> ExitCode { code }
}

/// A form that also prints the listings: `--matches`, `--onecall-usage`, `--clear-cache`, `--places` and
/// `--place-names`. The
/// human view and JSON are; a template and a Waybar line show weather only.
public protocol ListingForm: OutputForm {
    /// `--matches`: every place a name matches.
    func matches(_ places: [GeocodedPlace], name: String) -> String
    /// `--onecall-usage`: today's One Call count.
    func oneCallUsage(_ count: OneCallCount) -> String
    /// `--clear-cache`: what went.
    func cleared(_ cleared: ClearedCache) -> String
    /// `--places`: the config's places, in file order.
    func places(_ places: [NamedPlace]) -> String
    /// `--place-names`: the config's aliases, in file order, and nothing else.
    func placeNames(_ names: [String]) -> String
}

/// Chooses the output form.
public enum OutputForms {
    /// The form of the run. The command line beats the config file, and never silently shows
    /// less than it asked for:
    /// - `--json` beats config `format`; `--json` with `--format`, `--waybar` or `--chart` is a
    ///   usage error.
    /// - `--format ''` is the human view, whatever the config says; with `--waybar`, the bar's
    ///   default text.
    /// - The config's `format` is for the plain call: `--forecast`, `--hourly`, `--chart`, `--air`
    ///   and `--alerts` each ask for the full view, and `--format` with one of them that its
    ///   template cannot show is a usage error.
    /// - `--matches`, `--onecall-usage` and `--clear-cache` print through the human view or JSON;
    ///   with `--format` or `--waybar` they are usage errors that name both flags.
    /// - Throws: ``CommandLineError/conflict(_:)``.
    static func decide(flags: Options, config: Options, mode: Mode, style: DisplayStyle) throws -> any OutputForm {
        let form = try choose(flags: flags, config: config, mode: mode, style: style)
        // A bar's line, again when it changes: the whole view or JSON has no line to repeat.
        if case .watch = mode, !(form is WaybarForm || form is TemplateForm) {
            throw CommandLineError.conflict(
                "--watch prints a status bar's line; add --waybar or --format (or set format in the config)")
        }
        return form
    }

    private static func choose(
        flags: Options, config: Options, mode: Mode, style: DisplayStyle
    ) throws
        -> any OutputForm
    {
        let requested = Requested(flags)
        if flags.json, flags.waybar || flags.template != nil {
            throw CommandLineError.conflict("--json cannot be combined with --format or --waybar; pick one output")
        }
        if let listing = mode.listingFlag {
            let form = requested.form(style: style)
            guard form is any ListingForm else {
                throw CommandLineError.conflict(
                    "\(listing) prints a list, which \(form.flag ?? "this output") cannot show; drop one (--json shows it)"
                )
            }
            return form
        }
        if flags.chartDays != nil {
            switch requested {
            case .json:
                throw CommandLineError.conflict(
                    "--chart draws for a terminal and cannot be combined with --json (the series are in forecast.entries)"
                )
            case .waybar, .template:
                throw CommandLineError.conflict("--chart draws in the full view; drop --format or --waybar")
            case .human: break
            }
        }
        var contents = HumanView.Contents(
            hourly: flags.hourly, forecastTable: flags.forecast != nil || flags.hourly,
            chartHours: flags.chartDays.map { $0 * 24 }, fullAlerts: flags.fullAlerts)
        switch requested {
        case .json:
            return JSONForm(airScale: style.airScale)
        case .waybar(let template):
            if case .weather(let places) = mode, places.count > 1 {
                throw CommandLineError.conflict("--waybar shows one place; give exactly one")
            }
            // `--format ''` means the bar's default text; without `--format`, the config's template.
            let text = flags.template == nil ? config.template.flatMap(Requested.nonEmpty) : template
            contents.forecastTable = contents.forecastTable || text?.needsForecast == true
            return WaybarForm(template: text ?? WaybarLine.defaultTemplate, style: style, contents: contents)
        case .template(let template):
            let unshown = [
                (flags.forecast != nil, "--forecast"), (flags.hourly, "--hourly"),
                (flags.air == true && !template.needsAir, "--air"), (flags.fullAlerts, "--alerts"),
            ].filter(\.0).map(\.1)
            if let flag = unshown.first {
                throw CommandLineError.conflict(
                    "--format prints one line of current weather and cannot show \(flag); drop one (--json shows both)")
            }
            return TemplateForm(template: template, style: style)
        case .human:
            // The config's template is for the plain call, and never hides what a flag asked for.
            let asksForTheFullView =
                flags.forecast != nil || flags.hourly || flags.chartDays != nil || flags.air == true
                || flags.fullAlerts
            if flags.template == nil, !asksForTheFullView, let template = config.template.flatMap(Requested.nonEmpty) {
                return TemplateForm(template: template, style: style)
            }
            return HumanForm(view: HumanView(style: style, contents: contents))
        }
    }

    /// The form the flags ask for, without the checks and the config file: what a failure
    /// before ``decide(flags:config:mode:style:)`` (a bad flag, a broken config file) prints in, so
    /// that a script still gets a JSON error object and a bar its error line.
    static func requested(by flags: Options, style: DisplayStyle) -> any OutputForm {
        Requested(flags).form(style: style)
    }

    /// What the flags alone ask for.
    private enum Requested {
        case json
        /// The bar's text template, if `--format` gave one that is not empty.
        case waybar(Template?)
        case template(Template)
        case human

        init(_ flags: Options) {
            let template = flags.template.flatMap(Self.nonEmpty)
            if flags.waybar {
                self = .waybar(template)
            } else if flags.json {
                self = .json
            } else if let template {
                self = .template(template)
            } else {
                self = .human
            }
        }

        func form(style: DisplayStyle) -> any OutputForm {
            switch self {
            case .json: JSONForm(airScale: style.airScale)
            case .waybar(let template): WaybarForm(template: template ?? WaybarLine.defaultTemplate, style: style)
            case .template(let template): TemplateForm(template: template, style: style)
            case .human: HumanForm(view: HumanView(style: style))
            }
        }

        /// `--format ''` is no template at all.
        static func nonEmpty(_ template: Template) -> Template? { template.segments.isEmpty ? nil : template }
    }
}
