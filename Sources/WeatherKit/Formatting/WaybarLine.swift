/// Waybar's custom-module line: `{"text": …, "tooltip": …, "class": …}`.
/// (https://github.com/Alexays/Waybar/wiki/Module:-Custom, "return-type": "json")
public enum WaybarLine {
    /// What the bar shows when no `--format` or config `format` is given.
    public static let defaultTemplate = Template(segments: [
        .value(.icon, precision: nil), .literal(" "), .value(.temp, precision: 0),
    ])

    /// `class` is an array, which Waybar accepts, so a bar can style the condition and the air
    /// separately: `["rain", "aqi-fair"]`.
    /// - Parameters:
    ///   - text: the bar's text, as Pango markup (its values already escaped).
    ///   - tooltip: plain text, escaped here.
    ///   - airScale: the scale the air quality band in `class` is on (`aqi-fair`, `aqi-unhealthy`).
    public static func success(
        _ report: WeatherReport, text: String, tooltip: String, airScale: AirQualityScale = .owm
    ) -> String {
        var classes = [
            report.current.conditions.first.map(WeatherIcon.group).flatMap { $0.isEmpty ? nil : $0 } ?? "clouds"
        ]
        if let index = report.air?.first.flatMap({ ShownAirIndex($0, scale: airScale) }) {
            classes.append(index.className)
        }
        if report.stale != nil { classes.append("stale") }
        if report.alerts?.isEmpty == false { classes.append("alert") }
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
