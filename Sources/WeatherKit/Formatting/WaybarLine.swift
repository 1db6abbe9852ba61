/// Waybar's custom-module line: `{"text": …, "tooltip": …, "class": …}`.
/// (https://github.com/Alexays/Waybar/wiki/Module:-Custom, "return-type": "json")
public enum WaybarLine {
    /// What the bar shows when no `--format` or config `format` is given.
    /// (A literal that parses, as `TemplateTests` checks: the empty fallback is never taken.)
    public static let defaultTemplate = (try? Template("{icon} {temp:.0}")) ?? Template(segments: [])

    /// `class` is an array, which Waybar accepts, so a bar can style the condition and the air
    /// separately: `["rain", "aqi-fair"]`. The classes are the quantities', in the order of
    /// ``Quantity/all``: the condition, the air quality band on the `--aqi-scale`, `stale` for a
    /// cached answer that could not be refreshed, `old` for one observed hours ago, `alert`.
    /// - Parameters:
    ///   - text: the bar's text, as Pango markup (its values already escaped).
    ///   - tooltip: plain text, escaped here.
    public static func success(_ readout: Readout, text: String, tooltip: String) -> String {
        let classes = Quantity.all.flatMap { $0.waybarClass?(readout) ?? [] }
        return line(text: text, tooltip: tooltip.markupEscaped, classes: classes)
    }

    /// On failure the bar still gets a line, so it keeps running and shows that something is wrong.
    public static func failure(_ failure: any WeatherFailure, glyphs: Glyphs) -> String {
        line(
            text: glyphs.failureText.markupEscaped, tooltip: ("weather: " + failure.description).markupEscaped,
            classes: ["error"])
    }

    private static func line(text: String, tooltip: String, classes: [String]) -> String {
        JSONReport.text(
            .object([
                ("text", .string(text)), ("tooltip", .string(tooltip)), ("class", .array(classes.map { .string($0) })),
            ]))
    }
}
