import FoundationEssentials

/// The sky (``Sky``) in words, for the human view, the daily table's moon and templates: every
/// time on the place's clock as the style writes it, and every missing event said, never left
/// blank.
struct SkyText: Sendable {
    var style: DisplayStyle
    /// The place's offset from UTC in seconds; nil when unknown, and the times are then UTC.
    var offset: Int?

    private var glyphs: Glyphs { style.glyphs }

    private func say(_ phrase: Phrase, _ values: KeyValuePairs<String, String> = [:]) -> String {
        style.say(phrase, values)
    }

    /// `Sky on 2026-11-25, local time (UTC+1)`: the day and the clock every time below is on.
    func title(_ sky: Sky) -> String {
        let day = LocalTime(sky.start, offsetSeconds: offset ?? 0)
        return offset == nil
            ? say(.skyTitleUTC, ["date": day.date]) : say(.skyTitleLocal, ["date": day.date, "zone": day.zoneLabel])
    }

    /// The block under the current weather.
    func rows(_ sky: Sky) -> [(String, String)] {
        [
            (say(.dayLength), dayLength(sky)),
            (say(.dawn), twilight([sky.civilDawn, sky.nauticalDawn, sky.astronomicalDawn], sunrise: sky.sunrise)),
            (say(.dusk), twilight([sky.civilDusk, sky.nauticalDusk, sky.astronomicalDusk], sunrise: sky.sunrise)),
            (say(.goldenHour), hours(sky.morningGoldenHour, sky.eveningGoldenHour)),
            (say(.blueHour), hours(sky.morningBlueHour, sky.eveningBlueHour)),
            (say(.moon), moon(sky.moon)),
        ]
    }

    /// Each day's moon by its local date (`2026-11-25`), for the daily table.
    func moons(_ days: [Sky]) -> [String: String] {
        Dictionary(
            days.map { (LocalTime($0.start, offsetSeconds: offset ?? 0).date, moonPicture($0.moon.phase)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// `🌔` or `[ ###]`.
    func moonPicture(_ phase: MoonPhase) -> String { glyphs == .unicode ? phase.icon : phase.ascii }

    /// `15:05`, on the place's clock (UTC, marked, when it is unknown).
    func time(_ date: Date) -> String { style.time(date, placeOffset: offset) }

    /// `8 h 27 min, 2 min 10 s shorter than yesterday`; in polar day and night, the sun's own words.
    func dayLength(_ sky: Sky) -> String {
        switch (sky.sunrise, sky.sunset) {
        case (.staysUp, .staysUp): return say(.dayLengthPolarDay)
        case (.staysDown, .staysDown): return say(.dayLengthPolarNight)
        default:
            let change = sky.dayLengthChange.rounded()
            let difference = duration(abs(change), seconds: true)
            let compared =
                change == 0
                ? say(.asLongAsYesterday)
                : say(change > 0 ? .longerThanYesterday : .shorterThanYesterday, ["duration": difference])
            return duration(sky.dayLength, seconds: false) + style.listSeparator + compared
        }
    }

    /// `civil 06:55, nautical 06:14, astronomical 05:35`, each level said when it has no time.
    private func twilight(_ events: [SkyEvent], sunrise: SkyEvent) -> String {
        // Polar day: the sun does not go down at all, so there is no twilight to list.
        if sunrise == .staysUp, events.allSatisfy({ $0 == .staysUp }) {
            return say(.twilightPolarDay)
        }
        return zip([say(.civil), say(.nautical), say(.astronomical)], events).map { name, event in
            switch event {
            case .at(let date): say(.twilightAt, ["level": name, "time": time(date)])
            case .staysUp: say(.twilightNeverDark, ["level": name])
            case .staysDown: say(.twilightSunStaysLower, ["level": name])
            case .notThisDay: say(.twilightNotThisDay, ["level": name])
            }
        }.joined(separator: style.listSeparator)
    }

    /// `07:20–08:31 and 15:02–16:13`; an end the sun never reaches is left open (`from 10:29`).
    private func hours(_ morning: SkySpan, _ evening: SkySpan) -> String {
        // Midwinter near the poles: the sun climbs into the band and sinks out of it without
        // leaving it upwards, so the morning's and the evening's are one stretch around noon.
        if case .at(let start) = morning.start, morning.end.date == nil, evening.start.date == nil,
            case .at(let end) = evening.end
        {
            return say(.oneStretch, ["span": "\(time(start))\(dash)\(time(end))"])
        }
        let spans = [morning, evening].compactMap(span)
        if spans.isEmpty {
            let high = [morning.start, morning.end].contains(.staysUp)
            return say(high ? .sunStaysHigher : .sunStaysLower)
        }
        guard spans.count == 2 else { return spans.joined() }
        return say(.twoSpans, ["first": spans[0], "second": spans[1]])
    }

    private var dash: String { glyphs == .unicode ? "–" : "-" }

    private func span(_ span: SkySpan) -> String? {
        switch (span.start, span.end) {
        case (.at(let start), .at(let end)): "\(time(start))\(dash)\(time(end))"
        case (.at(let start), _): say(.spanFrom, ["time": time(start)])
        case (_, .at(let end)): say(.spanUntil, ["time": time(end)])
        default: nil
        }
    }

    /// `🌔 Waxing Gibbous, 78% lit, rises 13:05, sets 02:40`; `up all day` near the poles.
    func moon(_ moon: MoonDay) -> String {
        let picture = moonPicture(moon.phase)
        let events =
            switch (moon.rise, moon.set) {
            case (.staysUp, .staysUp): say(.moonUpAllDay)
            case (.staysDown, .staysDown): say(.moonDownAllDay)
            default:
                moonEvent(moon.rise, verb: .moonRises, missing: .noMoonrise) + style.listSeparator
                    + moonEvent(moon.set, verb: .moonSets, missing: .noMoonset)
            }
        let phase = Phrase(rawValue: "moon" + moon.phase.name.filter { $0 != " " }).map { say($0) } ?? moon.phase.name
        return say(
            .moonLine,
            [
                "picture": picture, "phase": phase, "lit": style.quantities.percent(moon.illumination * 100),
                "events": events,
            ])
    }

    private func moonEvent(_ event: SkyEvent, verb: Phrase, missing: Phrase) -> String {
        switch event {
        case .at(let date): say(verb, ["time": time(date)])
        case .staysUp: say(.missingUpAllDay, ["missing": say(missing)])
        case .staysDown: say(.missingDownAllDay, ["missing": say(missing)])
        case .notThisDay: say(.missingThisDay, ["missing": say(missing)])
        }
    }

    /// `8 h 27 min`, `2 min 10 s`, `40 s`.
    func duration(_ interval: TimeInterval, seconds: Bool) -> String {
        let total = Int(interval.rounded())
        let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
        var parts: [String] = []
        if hours > 0 { parts.append(say(.hoursShort, ["n": String(hours)])) }
        if minutes > 0 || (!seconds && hours == 0) { parts.append(say(.minutesShort, ["n": String(minutes)])) }
        if seconds, rest > 0 || parts.isEmpty { parts.append(say(.secondsShort, ["n": String(rest)])) }
        // `15 h 47 min`; `15時間47分` in Japanese, which writes no space between them.
        return parts.dropFirst().reduce(parts.first ?? "") { say(.durationParts, ["first": $0, "second": $1]) }
    }

    /// The start of the golden hour that is on now or comes next, over `days` (today first, then
    /// tomorrow): the morning's until it is over, then the evening's, then tomorrow morning's; nil
    /// when none of them has a start.
    func nextGoldenHour(_ days: [Sky], now: Date) -> Date? {
        for span in days.flatMap({ [$0.morningGoldenHour, $0.eveningGoldenHour] }) {
            guard let start = span.start.date else { continue }
            if (span.end.date ?? start) > now { return start }
        }
        return nil
    }
}
