/// Waybar's custom-module line: `{"text": …, "tooltip": …, "class": …}`.
/// (https://github.com/Alexays/Waybar/wiki/Module:-Custom, "return-type": "json")
public enum WaybarLine {
    /// What the bar shows when no `--format` or config `format` is given.
    public static let defaultTemplate = Template(segments: [
        .value(.icon, precision: nil), .literal(" "), .value(.temp, precision: 0),
    ])

    public static func success(_ report: WeatherReport, text: String, tooltip: String) -> String {
        line(
            text: text, tooltip: tooltip,
            className: report.current.conditions.first.map(WeatherIcon.group).flatMap { $0.isEmpty ? nil : $0 }
                ?? "clouds")
    }

    /// On failure the bar still gets a line, so it keeps running and shows that something is wrong.
    public static func failure(_ failure: any WeatherFailure, glyphs: Glyphs) -> String {
        line(text: glyphs.failureText, tooltip: "weather: " + failure.description, className: "error")
    }

    private static func line(text: String, tooltip: String, className: String) -> String {
        JSONReport.text(
            .object([("text", .string(text)), ("tooltip", .string(tooltip)), ("class", .string(className))]))
    }
}
