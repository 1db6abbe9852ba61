/// `--waybar`: one JSON line for a Waybar custom module (``WaybarLine``): the text from a template,
/// the human view as the tooltip. A bar must keep running, so every run ends with exit 0, and a
/// failure is a line of its own.
public struct WaybarForm: OutputForm {
    public var template: Template
    public var renderer: TemplateRenderer
    /// The tooltip, never coloured.
    public var tooltip: HumanView

    public init(template: Template, style: DisplayStyle, contents: HumanView.Contents = HumanView.Contents()) {
        self.template = template
        var plain = style
        plain.color = false
        var forScripts = plain
        // The text is a template's, read by scripts too (English words, `.`); the tooltip is read by a person.
        forScripts.language = .english
        renderer = TemplateRenderer(style: forScripts)
        plain.tooltip = true
        tooltip = HumanView(style: plain, contents: contents)
    }

    public var flag: String? { "--waybar" }
    public var writesJSON: Bool { true }

    /// The text's placeholders; the tooltip shows the rest.
    public func needs(_ part: ReportPart) -> Bool { template.needs(part) }
    public var stepHoursNeeded: Int { template.stepHours }
    public func shows(_ part: ReportPart) -> Bool { tooltip.shows(part) || template.needs(part) }

    public func report(_ report: WeatherReport) -> String {
        let readout = Readout(report, style: renderer.style)
        var text = tooltip.render(readout)
        while text.hasSuffix("\n") { text.removeLast() }
        // Trimmed: an empty `{icon}` (ASCII, or an unknown condition) must not leave a gap in the bar.
        // The values are escaped and the template's own text is not: it may style them (`<b>{temp}</b>`).
        let line = renderer.render(template, readout, escapingValues: \.markupEscaped).trimmingSpaces
        return WaybarLine.success(readout, text: line, tooltip: text)
    }

    /// A bar shows one place (several are refused before anything is fetched): the first.
    public func reports(_ outcomes: [PlaceOutcome]) -> String {
        switch outcomes.first?.result {
        case .success(let shown)?: report(shown)
        case .failure(let failure)?: WaybarLine.failure(failure, glyphs: tooltip.style.glyphs)
        case nil: ""
        }
    }

    public func failure(_ failure: any WeatherFailure, query: Query?) -> String? {
        WaybarLine.failure(failure, glyphs: tooltip.style.glyphs)
    }

    /// The bar's line already shows what went wrong.
    public func exitCode(_ code: ExitCode) -> ExitCode { .success }
}
