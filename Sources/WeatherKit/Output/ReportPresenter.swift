/// Turns reports, matches and failures into the text of the chosen ``OutputFormat``: a pure
/// function of its inputs, written out by ``OutputWriter``.
public struct ReportPresenter: Sendable {
    public var format: OutputFormat
    /// The human view (coloured only when it is the output and colour is on).
    public var view: HumanView
    public var renderer: TemplateRenderer

    public init(format: OutputFormat, units: Units, localTime: Bool, hourly: Bool, color: Bool, glyphs: Glyphs) {
        self.format = format
        view = HumanView(
            units: units, localTime: localTime, hourly: hourly, color: format == .human && color, glyphs: glyphs)
        renderer = TemplateRenderer(units: units, localTime: localTime, glyphs: glyphs)
    }

    /// The view's forecast as a table or not, and the chart to draw: `width` columns, in
    /// `glyphs` (ASCII also on a `TERM=dumb` terminal).
    public func drawing(
        table: Bool, chartHours: Int?, width: Int, glyphs: Glyphs, fullAlerts: Bool = false
    )
        -> ReportPresenter
    {
        var presenter = self
        presenter.view.fullAlerts = fullAlerts
        presenter.view.forecastTable = table
        presenter.view.terminalWidth = width
        presenter.view.chart = chartHours.map {
            Meteogram(units: view.units, glyphs: glyphs, color: view.color, width: width, hours: $0)
        }
        return presenter
    }

    /// One place's report.
    public func report(_ report: WeatherReport) -> String {
        switch format {
        case .human: return view.render(report)
        case .json: return JSONReport.text(JSONReport.object(report))
        case .template(let template): return renderer.render(template, report) + "\n"
        case .waybar(let template):
            var plain = view
            plain.color = false
            var tooltip = plain.render(report)
            while tooltip.hasSuffix("\n") { tooltip.removeLast() }
            // Trimmed: an empty `{icon}` (ASCII, or an unknown condition) must not leave a gap in the bar.
            return WaybarLine.success(report, text: renderer.render(template, report).trimmingSpaces, tooltip: tooltip)
        }
    }

    /// Several places, in the order given: a JSON array, or one block (or line) each, a failed
    /// place taking its slot as `PLACE: what went wrong`. A template that does not name the place
    /// (no `{city}`) gets the place as typed in front, `PLACE: `, so the lines can be told apart.
    public func reports(_ results: [(place: PlaceQuery, result: PlaceResult)]) -> String {
        if format == .json {
            return JSONReport.text(
                .array(
                    results.map { place, result in
                        switch result {
                        case .success(let report): JSONReport.object(report)
                        case .failure(let failure): JSONReport.errorObject(failure, query: .place(place))
                        }
                    }))
        }
        var labelled = false
        if case .template(let template) = format { labelled = !template.names(.city) }
        let blocks = results.map { place, result in
            switch result {
            case .success(let report):
                (labelled ? place.label.withoutControlCharacters + ": " : "") + self.report(report)
            case .failure(let failure): Self.failureLine(failure, place: place) + "\n"
            }
        }
        return blocks.joined(separator: format == .human ? "\n" : "")
    }

    /// `--matches`.
    public func matches(_ places: [GeocodedPlace], name: String) -> String {
        format == .json ? JSONReport.text(JSONReport.matches(places)) : view.renderMatches(places, name: name)
    }

    /// What stdout gets when the command fails: the JSON error object, a Waybar error line, or
    /// nothing (the message goes to stderr in every form).
    public static func failure(
        _ failure: any WeatherFailure, format: OutputFormat, query: Query?, glyphs: Glyphs
    ) -> String? {
        switch format {
        case .json: JSONReport.text(JSONReport.errorObject(failure, query: query))
        case .waybar: WaybarLine.failure(failure, glyphs: glyphs)
        case .human, .template: nil
        }
    }

    /// `London: no place called …`, the line a failed place gets among several.
    public static func failureLine(_ failure: any WeatherFailure, place: PlaceQuery) -> String {
        "\(place.label): \(failure.description)".withoutControlCharacters
    }
}
