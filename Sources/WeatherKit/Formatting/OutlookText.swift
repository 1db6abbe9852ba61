import FoundationEssentials

/// The outlook as one sentence, at the place's local time and labelled with its offset, as sure
/// as its chance (``Outlook/Likelihood``):
/// `Rain likely today 15:00–21:00 UTC+1 (about 4.20 mm, up to 90%).`,
/// `Snow possible tonight from 22:00 UTC (up to 40%).`, `No rain expected in the next 24 h.`
struct OutlookText: Sendable {
    var style: DisplayStyle

    private var text: QuantityText { style.quantities }
    private var glyphs: Glyphs { style.glyphs }

    func sentence(_ outlook: Outlook, now: Date, offsetSeconds: Int) -> String {
        guard outlook.kind != .none, let from = outlook.from else {
            return "No rain expected in the next \(Outlook.horizonHours) h."
        }
        let start = LocalTime(from, offsetSeconds: offsetSeconds)
        var when: String
        if from <= now {
            when = "now" + (outlook.until.map { " until " + end($0, after: from, offsetSeconds: offsetSeconds) } ?? "")
        } else if let until = outlook.until {
            when =
                "\(day(start, now: now)) \(style.time(start))\(glyphs.range)"
                + end(until, after: from, offsetSeconds: offsetSeconds)
        } else {
            when = "\(day(start, now: now)) from \(style.time(start))"
        }
        if from > now || outlook.until != nil { when += " " + start.zoneLabel }
        var details: [String] = []
        if let amount = outlook.amountMM, amount > 0 { details.append("about " + text.precipitation(amount)) }
        if let pop = outlook.popMaxPct { details.append("up to " + text.percent(pop)) }
        return Self.claim(outlook) + " " + when + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
            + "."
    }

    /// `Rain likely`, `Snow possible`, `Slight chance of rain`, or `Rain forecast` when no chance
    /// was given: never more sure than the spell's chance.
    static func claim(_ outlook: Outlook) -> String {
        let (kind, word) = outlook.kind == .snow ? ("Snow", "snow") : ("Rain", "rain")
        return switch outlook.likelihood {
        case .likely: kind + " likely"
        case .possible: kind + " possible"
        case .slight: "Slight chance of " + word
        case .unstated: kind + " forecast"
        }
    }

    /// `{rain_next}`: `rain 15:00` today, `rain tomorrow 00:30`, `snow now`, or "" when none is
    /// expected. The time is the place's (`placeOffset`), or UTC, marked, where that is unknown
    /// (nil); "today" is counted in the same clock, so a start just past the place's midnight is
    /// tomorrow's even while it is still today in UTC.
    func brief(_ outlook: Outlook, now: Date, placeOffset: Int?) -> String {
        guard outlook.kind != .none, let from = outlook.from else { return "" }
        guard from > now else { return "\(outlook.kind.rawValue) now" }
        let start = LocalTime(from, offsetSeconds: placeOffset ?? 0)
        let isToday = start.date == LocalTime(now, offsetSeconds: start.offsetSeconds).date
        return "\(outlook.kind.rawValue) " + (isToday ? "" : day(start, now: now) + " ")
            + style.time(from, placeOffset: placeOffset)
    }

    /// `today`, `tonight` (from 18:00), `tomorrow`, or the weekday, counted at the place.
    private func day(_ start: LocalTime, now: Date) -> String {
        let today = LocalTime(now, offsetSeconds: start.offsetSeconds)
        let tomorrow = LocalTime(now.addingTimeInterval(86_400), offsetSeconds: start.offsetSeconds)
        if start.date == today.date { return start.hour >= 18 ? "tonight" : "today" }
        if start.date == tomorrow.date { return "tomorrow" }
        return start.weekday
    }

    /// `21:00`, or `Wed 03:00` when the spell lasts a day or more.
    private func end(_ until: Date, after from: Date, offsetSeconds: Int) -> String {
        let local = LocalTime(until, offsetSeconds: offsetSeconds)
        return until.timeIntervalSince(from) >= 86_400 ? "\(local.weekday) \(style.time(local))" : style.time(local)
    }
}
