import FoundationEssentials

/// One Call's weather alerts, at the top of the human view:
///
/// ```text
/// ⚠️ Air Quality Alert, from NWS Phoenix (Central Arizona and California Desert)
///    Fri 29 10:31 – Mon 1 21:00 UTC-7
///    ...PM-2.5 HIGH POLLUTION ADVISORY FOR MARICOPA COUNTY INCLUDING THE
///    PHOENIX METRO AREA FOR SUNDAY AND MONDAY...
///    (weather --onecall --alerts shows the whole text)
/// ```
///
/// The text comes from third parties through the API: control characters are stripped and
/// every line is broken at spaces to fit the width (only a word wider than a line is cut). The
/// event line is red when colour is on.
struct AlertText: Sendable {
    var style: DisplayStyle
    /// Every line of each description (`--alerts`), not the first ``shownLines``.
    var whole: Bool
    /// For a status bar's tooltip, which wraps nothing and runs no command: each line whole, the
    /// text's start on one line cut at a word (``tooltipTextWidth``), and no pointer to `--alerts`.
    var tooltip = false

    private var glyphs: Glyphs { style.glyphs }
    private var color: Bool { style.color }
    /// At least 40 columns for an alert's text, however narrow the terminal claims to be; at most
    /// 80. A tooltip's lines are not broken.
    private var width: Int { tooltip ? .max / 2 : min(80, max(40, style.width)) }

    static let shownLines = 2
    /// How much of an alert's text a tooltip shows, in cells.
    static let tooltipTextWidth = 120

    func lines(_ alerts: [WeatherAlert], offsetSeconds: Int?) -> [String] {
        var lines: [String] = []
        for alert in alerts {
            let mark = glyphs == .unicode ? "⚠️" : "!"
            var title = "\(mark) " + (alert.event ?? "Weather alert").withoutControlCharacters
            if let sender = alert.sender, !sender.isEmpty { title += ", from " + sender.withoutControlCharacters }
            if tooltip {
                lines.append(title)
                if let span = span(alert, offsetSeconds: offsetSeconds ?? 0) {
                    lines.append("   " + span.joined(separator: " "))
                }
                let text = (alert.description ?? "").split(whereSeparator: \.isNewline).map {
                    String($0).withoutControlCharacters.trimmingSpaces
                }.filter { !$0.isEmpty }.joined(separator: " ")
                if !text.isEmpty {
                    lines.append("   " + text.cutAtWord(toWidth: Self.tooltipTextWidth, glyphs: glyphs))
                }
                continue
            }
            for line in title.wrapped(width: width, indent: "   ") {
                let cut = line.cut(toWidth: width, glyphs: glyphs)  // only a word wider than a line
                lines.append(color ? ANSI.red + cut + ANSI.reset : cut)
            }
            if let span = span(alert, offsetSeconds: offsetSeconds ?? 0) {
                lines += span.packed(width: width - 3).map { "   " + $0 }
            }
            // The first lines as they came, each broken again where it is wider than the room.
            let text = (alert.description ?? "").split(whereSeparator: \.isNewline).map {
                String($0).withoutControlCharacters.trimmingSpaces
            }.filter { !$0.isEmpty }.flatMap { $0.wrapped(width: width - 3) }
            // The whole text as paragraphs (the sender broke its lines for another width), wrapped
            // again here; the first lines as they came.
            let paragraphs = (alert.description ?? "").components(separatedBy: "\n\n").map {
                $0.split(whereSeparator: \.isNewline).map { String($0).withoutControlCharacters.trimmingSpaces }
                    .joined(separator: " ")
            }.filter { !$0.isEmpty }
            let shown =
                whole ? paragraphs.flatMap { $0.wrapped(width: width - 3) } : Array(text.prefix(Self.shownLines))
            lines += shown.map { "   " + $0.cut(toWidth: width - 3, glyphs: glyphs) }
            if !whole, text.count > Self.shownLines {
                lines += "(weather --onecall --alerts shows the whole text)".wrapped(width: width - 3, indent: " ")
                    .map { "   " + $0 }
            }
        }
        return lines.isEmpty ? [] : lines + [""]
    }

    /// `Fri 29 10:31 – Mon 1 21:00 UTC-7`, at the place's offset, in the phrases a narrow
    /// terminal may break it into (`Fri 29 10:31 –`, `Mon 1 21:00 UTC-7`). The one wording of an
    /// alert's times: the view and `--notify` both take it from here.
    func span(_ alert: WeatherAlert, offsetSeconds: Int) -> [String]? {
        func moment(_ date: Date) -> LocalTime { LocalTime(date, offsetSeconds: offsetSeconds) }
        func text(_ local: LocalTime) -> String { "\(local.weekday) \(local.day) \(style.time(local))" }
        switch (alert.start.map(moment), alert.end.map(moment)) {
        case let (start?, end?): return ["\(text(start)) \(glyphs.range)", "\(text(end)) \(start.zoneLabel)"]
        case let (start?, nil): return ["from \(text(start)) \(start.zoneLabel)"]
        case let (nil, end?): return ["until \(text(end)) \(end.zoneLabel)"]
        case (nil, nil): return nil
        }
    }
}
