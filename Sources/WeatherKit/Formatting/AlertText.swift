import FoundationEssentials

/// One Call's weather alerts, at the top of the human view:
///
/// ```text
/// ⚠️ Air Quality Alert, from NWS Phoenix (Central Arizona and California Desert)
///    Fri 29 10:31 – Mon 1 21:00 UTC-7
///    ...PM-2.5 HIGH POLLUTION ADVISORY FOR MARICOPA COUNTY INCLUDING THE
///    PHOENIX METRO AREA FOR SUNDAY AND MONDAY...
///    (add --alerts for the whole text)
/// ```
///
/// The text comes from third parties through the API: control characters are stripped and
/// every line is broken at spaces to fit the width (only a word wider than a line is cut). The
/// event line is red when colour is on.
struct AlertText: Sendable {
    var style: DisplayStyle
    /// Every line of each description (`--alerts`), not the first ``shownLines``.
    var whole: Bool

    private var glyphs: Glyphs { style.glyphs }
    private var color: Bool { style.color }
    /// At least 40 columns for an alert's text, however narrow the terminal claims to be; at most
    /// 80. A tooltip's lines are not broken (``DisplayStyle/tooltip``).
    private var width: Int { style.tooltip ? style.textWidth : min(80, max(40, style.width)) }

    static let shownLines = 2

    /// Each level's word.
    static func word(_ level: AlertLevel) -> Phrase {
        switch level {
        case .minor: .alertMinor
        case .moderate: .alertModerate
        case .severe: .alertSevere
        case .extreme: .alertExtreme
        }
    }
    /// How much of an alert's text a tooltip shows without `--alerts`, in cells: its start, cut at
    /// a word.
    static let tooltipTextWidth = 120

    func lines(_ alerts: [WeatherAlert], offsetSeconds: Int?) -> [String] {
        var lines: [String] = []
        for alert in alerts {
            let mark = glyphs == .unicode ? "⚠️" : "!"
            var event = alert.event?.withoutControlCharacters ?? style.say(.weatherAlert)
            if let level = alert.level {
                event = style.say(.alertWithLevel, ["event": event, "level": style.say(Self.word(level))])
            }
            var title = "\(mark) " + event
            if let sender = alert.sender, !sender.isEmpty {
                title = "\(mark) " + style.say(.alertFrom, ["event": event, "sender": sender.withoutControlCharacters])
            }
            for line in title.wrapped(width: width, indent: "   ") {
                let cut = line.cut(toWidth: width, glyphs: glyphs)  // only a word wider than a line
                lines.append(color ? ANSI.alert(alert.level) + cut + ANSI.reset : cut)
            }
            if let span = span(alert, offsetSeconds: offsetSeconds ?? 0) {
                lines += span.packed(width: width - 3).map { "   " + $0 }
            }
            // The whole text ends with what to do, where the service says it apart.
            let paragraphs = Self.paragraphs(alert.description) + (whole ? Self.paragraphs(alert.instruction) : [])
            let shown: [String]
            if whole {
                // The whole text as the sender laid it out: a paragraph's lines run together (they were
                // broken for another width) and are wrapped again here, but each of its bullets
                // (`* WHAT...`, `- At 656 PM...`) and headlines (`...HEAT ADVISORY...`) starts a line
                // of its own, its continuation under its words; a tooltip's unbroken.
                shown = paragraphs.flatMap(Self.items).flatMap { item in
                    item.wrapped(width: width - 3, indent: Self.bulletMarks.contains { item.hasPrefix($0) } ? "  " : "")
                }
            } else if style.tooltip {
                // A tooltip runs no command: its start on one line, cut at a word.
                let text = paragraphs.joined().joined(separator: " ")
                shown = text.isEmpty ? [] : [text.cutAtWord(toWidth: Self.tooltipTextWidth, glyphs: glyphs)]
            } else {
                // The first lines as they came, each broken again where it is wider than the room.
                let text = paragraphs.joined().flatMap { $0.wrapped(width: width - 3) }
                shown = Array(text.prefix(Self.shownLines))
                if text.count > Self.shownLines {
                    lines += shown.map { "   " + $0.cut(toWidth: width - 3, glyphs: glyphs) }
                    lines += style.say(.alertWholeText).wrapped(width: width - 3, indent: " ")
                        .map { "   " + $0 }
                    continue
                }
            }
            lines += shown.map { "   " + $0.cut(toWidth: width - 3, glyphs: glyphs) }
        }
        return lines.isEmpty ? [] : lines + [""]
    }

    /// An alert's text, cleaned once: its paragraphs (split at blank lines), each the lines as
    /// they came, stripped of control characters and of spaces at either end, empty ones left out.
    private static func paragraphs(_ description: String?) -> [[String]] {
        (description ?? "").components(separatedBy: "\n\n").map { paragraph in
            paragraph.split(whereSeparator: \.isNewline).map { String($0).withoutControlCharacters.trimmingSpaces }
                .filter { !$0.isEmpty }
        }.filter { !$0.isEmpty }
    }

    /// How a line the sender began a list item with starts: NWS's `* WHAT...` and `- At 656 PM`.
    private static let bulletMarks = ["* ", "- ", "• ", "– "]

    /// A paragraph's items: a line that begins a bullet or a headline (`...`), or follows a
    /// headline's end (`...AREA FOR MONDAY...`), starts one; any other line goes on with the one
    /// before.
    private static func items(_ paragraph: [String]) -> [String] {
        var items: [String] = []
        for line in paragraph {
            let afterHeadline = items.last.map { $0.count > 6 && $0.hasPrefix("...") && $0.hasSuffix("...") } ?? false
            let starts = afterHeadline || bulletMarks.contains { line.hasPrefix($0) } || line.hasPrefix("...")
            if let last = items.last, !starts {
                items[items.count - 1] = last + " " + line
            } else {
                items.append(line)
            }
        }
        return items
    }

    /// `Fri 29 10:31 – Mon 1 21:00 UTC-7`, at the place's offset, in the phrases a narrow
    /// terminal may break it into (`Fri 29 10:31 –`, `Mon 1 21:00 UTC-7`). The one wording of an
    /// alert's times: the view and `--notify` both take it from here.
    func span(_ alert: WeatherAlert, offsetSeconds: Int) -> [String]? {
        func moment(_ date: Date) -> LocalTime { LocalTime(date, offsetSeconds: offsetSeconds) }
        func text(_ local: LocalTime) -> String {
            // The tables' day label, in the language's order (`29日(金)`, `Fr., 29.`), and the time.
            let day = style.calendarWords.dayLabel(year: local.year, month: local.month, day: local.day, padded: false)
            return "\(day) \(style.time(local))"
        }
        switch (alert.start.map(moment), alert.end.map(moment)) {
        case let (start?, end?): return ["\(text(start)) \(glyphs.range)", "\(text(end)) \(start.zoneLabel)"]
        case let (start?, nil): return [style.say(.spanFrom, ["time": "\(text(start)) \(start.zoneLabel)"])]
        case let (nil, end?): return [style.say(.spanUntil, ["time": "\(text(end)) \(end.zoneLabel)"])]
        case (nil, nil): return nil
        }
    }
}
