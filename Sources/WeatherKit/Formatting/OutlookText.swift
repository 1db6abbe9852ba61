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
            return style.say(.outlookNone, ["hours": String(Outlook.horizonHours)])
        }
        let start = LocalTime(from, offsetSeconds: offsetSeconds)
        var when: String
        if from <= now {
            when =
                outlook.until.map {
                    style.say(
                        .whenNowUntil,
                        ["end": end($0, after: from, offsetSeconds: offsetSeconds), "zone": start.zoneLabel])
                }
                ?? style.say(.whenNow)
        } else if let until = outlook.until {
            when = style.say(
                .whenSpan,
                [
                    "day": day(start, now: now), "start": style.time(start), "range": glyphs.range,
                    "end": end(until, after: from, offsetSeconds: offsetSeconds), "zone": start.zoneLabel,
                ])
        } else {
            when = style.say(
                .whenFrom, ["day": day(start, now: now), "start": style.time(start), "zone": start.zoneLabel])
        }
        var details: [String] = []
        if let amount = outlook.amountMM, amount > 0 {
            details.append(style.say(.aboutAmount, ["amount": text.precipitation(amount)]))
        }
        if let pop = outlook.popMaxPct { details.append(style.say(.upToChance, ["chance": text.percent(pop)])) }
        let claim = style.say(Self.claim(outlook))
        return details.isEmpty
            ? style.say(.outlook, ["claim": claim, "when": when])
            : style.say(
                .outlookDetails,
                ["claim": claim, "when": when, "details": details.joined(separator: style.listSeparator)])
    }

    /// `Rain likely`, `Snow possible`, `Slight chance of rain`, or `Rain forecast` when no chance
    /// was given: never more sure than the spell's chance.
    static func claim(_ outlook: Outlook) -> Phrase {
        let snow = outlook.kind == .snow
        return switch outlook.likelihood {
        case .likely: snow ? .snowLikely : .rainLikely
        case .possible: snow ? .snowPossible : .rainPossible
        case .slight: snow ? .snowSlight : .rainSlight
        case .unstated: snow ? .snowForecast : .rainForecast
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
        return "\(outlook.kind.rawValue) " + (isToday ? "" : day(start, now: now, words: false) + " ")
            + style.time(from, placeOffset: placeOffset)
    }

    /// `today`, `tonight` (from 18:00), `tomorrow`, or the weekday, counted at the place; `{rain_next}`
    /// (`words` false) keeps English's, as templates do.
    private func day(_ start: LocalTime, now: Date, words: Bool = true) -> String {
        let today = LocalTime(now, offsetSeconds: start.offsetSeconds)
        let tomorrow = LocalTime(now.addingTimeInterval(86_400), offsetSeconds: start.offsetSeconds)
        let say = words ? style.language : Language.english
        if start.date == today.date { return say(start.hour >= 18 ? .tonight : .today) }
        if start.date == tomorrow.date { return say(.tomorrow) }
        return words ? weekday(start) : start.weekday
    }

    /// `21:00`, or `Wed 03:00` when the spell lasts a day or more.
    private func end(_ until: Date, after from: Date, offsetSeconds: Int) -> String {
        let local = LocalTime(until, offsetSeconds: offsetSeconds)
        return until.timeIntervalSince(from) >= 86_400 ? "\(weekday(local)) \(style.time(local))" : style.time(local)
    }

    private func weekday(_ local: LocalTime) -> String {
        style.calendarWords.weekday(year: local.year, month: local.month, day: local.day)
    }
}
