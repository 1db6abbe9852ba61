/// `--format TEMPLATE` (or config `format`): one line per place, never coloured.
public struct TemplateForm: OutputForm {
    public var template: Template
    public var renderer: TemplateRenderer

    public init(template: Template, style: DisplayStyle) {
        self.template = template
        var plain = style
        plain.color = false
        // A template's values are read by scripts: English words and `.`, whatever the language.
        plain.language = .english
        renderer = TemplateRenderer(style: plain)
    }

    public var flag: String? { "--format" }

    public func shows(_ part: ReportPart) -> Bool { part == .current || template.needs(part) }
    public func needs(_ part: ReportPart) -> Bool { template.needs(part) }
    public var stepHoursNeeded: Int { template.stepHours }

    public func report(_ report: WeatherReport) -> String {
        renderer.render(template, Readout(report, style: renderer.style)) + "\n"
    }

    /// One line each; a template that does not name the place (no `{city}`) gets the place as
    /// typed in front, `PLACE: `, so the lines can be told apart.
    public func reports(_ outcomes: [PlaceOutcome]) -> String {
        let labelled = !template.names("city")
        return outcomes.map { place, result in
            switch result {
            case .success(let report):
                (labelled ? place.label.withoutControlCharacters + ": " : "") + self.report(report)
            case .failure(let failure): place.failureLine(failure) + "\n"
            }
        }.joined()
    }
}
