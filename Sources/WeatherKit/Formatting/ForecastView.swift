import FoundationEssentials

/// The forecast in the human view: a title that names its clock and units, the outlook
/// sentence, and an aligned table of days (or, with `--hourly`, of 3-hour steps) that fits the
/// terminal and is never wider than 80 columns.
///
/// Numbers carry no unit in their cells: the title names them once (`°C, mm`), and numbers are
/// right-aligned, so a column reads down at a glance.
struct ForecastView: Sendable {
    var style: DisplayStyle
    /// With `--sky`, each day's moon by local date (`2026-11-25`), for the daily table's last column.
    var moons: [String: String] = [:]
    /// With `--air --forecast`, each day's worst air on the `--aqi-scale`, by local date
    /// (``Readout/worstAir``), for the daily table's air column.
    var worstAir: [String: ShownAirIndex] = [:]
    /// The place's local date when the report was made (`2026-11-27`): a day before it is labelled
    /// with its month too, so an old answer's days never read as this week's.
    var today: String?

    /// The widest a day's label may be: CLDR's with the month, in the longest language
    /// (`niedz., 27 lip`, `Mi., 27. Aug.` and a partial day's mark).
    static let widestDayLabel = 18

    /// The widest a table may be, whatever the terminal: 80 columns read well and fit everywhere.
    static let maximumWidth = 80

    /// The terminal's width, at most ``maximumWidth``: the tables'.
    var width: Int { min(Self.maximumWidth, style.width) }
    /// Where sentences under the table break: the table's width, or nowhere in a tooltip.
    private var textWidth: Int { style.tooltip ? style.textWidth : width }

    private var text: QuantityText { style.quantities }
    private var glyphs: Glyphs { style.glyphs }
    private var color: Bool { style.color }

    /// `Forecast by local day (UTC+1): °C, mm` and the table.
    func daily(_ forecast: Forecast, outlook: String?) -> [String] {
        let days = forecast.daily
        var optional: [Extra] = []
        if days.contains(where: { $0.popPct != nil }) { optional.append(.chance) }
        if days.contains(where: { $0.rainMM != nil }) { optional.append(.rain) }
        if days.contains(where: { $0.snowMM != nil }) { optional.append(.snow) }
        if days.contains(where: { $0.uvIndex != nil }) { optional.append(.uv) }
        let worstAir = days.map { self.worstAir[$0.date] }
        if worstAir.contains(where: { $0 != nil }) { optional.append(.air) }
        if days.contains(where: { moons[$0.date] != nil }) { optional.append(.moon) }
        func table(_ shown: [Extra], words: Bool) -> TextTable {
            var columns: [TextTable.Column] = [
                // A day's label is ours, from CLDR: never cut, even with its month (`niedz., 27 lip`).
                .init(header: say(.dayHeader), alignment: .left, widest: Self.widestDayLabel),
                .init(header: say(.lowHeader), alignment: .right),
                .init(header: say(.highHeader), alignment: .right),
                .init(header: say(.weatherHeader), alignment: .left, flexible: true),
            ]
            columns += shown.map { $0.column(style.language) }
            let rows = zip(days, worstAir).map { day, air -> [TextTable.Cell] in
                var cells: [TextTable.Cell] = [
                    .init(dayLabel(day.date) + (day.partial ? Self.partialMark : "")),
                    temperature(day.minC), temperature(day.maxC),
                    .init(condition(day.condition, wholeDay: true)),
                ]
                for column in shown {
                    switch column {
                    case .chance: cells.append(.init(day.popPct.map { text.percent($0) } ?? ""))
                    case .rain: cells.append(.init(day.rainMM.map { text.precipitationNumber($0) } ?? ""))
                    case .snow: cells.append(.init(day.snowMM.map { text.precipitationNumber($0) } ?? ""))
                    case .uv:
                        cells.append(
                            .init(
                                day.uvIndex.map { words ? text.uvRated($0) : text.fixed($0, decimals: 0) } ?? ""))
                    case .air:
                        cells.append(
                            air.map {
                                .init(words ? "\($0.value) \(style.band($0))" : "\($0.value)", paint: ANSI.air($0))
                            }
                                ?? .init(""))
                    case .moon: cells.append(.init(moons[day.date] ?? ""))
                    case .wind, .from, .quantity: break
                    }
                }
                return cells
            }
            return TextTable(columns: columns, rows: rows)
        }
        let (chosen, shown) = fitting(optional, dropping: [.moon, .air, .uv, .chance, .snow, .rain], table: table)
        var units = [text.temperatureUnit]
        if shown.contains(.rain) || shown.contains(.snow) { units.append(text.precipitationUnit) }
        // One Call's sentence for each day, under the table, every one after the widest day label
        // (by display width: `niedz., 27` is wider than `pon., 28`), so they start in one column.
        let labelWidth = days.filter { $0.summary != nil }.map { dayLabel($0.date).displayWidth }.max() ?? 0
        let summaryWidth = max(20, textWidth - 4 - labelWidth)
        let summaries = days.flatMap { day -> [String] in
            guard let summary = day.summary else { return [] }
            let label = dayLabel(day.date)
            let padded = label + String(repeating: " ", count: max(0, labelWidth - label.displayWidth))
            return summary.withoutControlCharacters.wrapped(width: summaryWidth).enumerated().map { index, line in
                "  " + (index == 0 ? padded : String(repeating: " ", count: labelWidth)) + "  "
                    + line.cut(toWidth: summaryWidth, glyphs: glyphs)
            }
        }
        let partial =
            days.contains(where: \.partial)
            ? say(.partialDay).wrapped(width: textWidth - 2, indent: "  ").map { "  " + $0 } : []
        let zone = Self.zone(forecast)
        return title([say(.forecastByDay, ["zone": zone]), say(.byDay, ["zone": zone])], units: units)
            + sentence(outlook) + chosen.lines(width: width, color: color, glyphs: glyphs) + partial + summaries
    }

    /// After the day of a day the forecast covers only in part, and before the note under the table.
    static let partialMark = "*"

    /// `Forecast every 3 hours, local time (UTC+1): °C, mm, m/s` and one row per step, with its
    /// rain or snow and its wind, then the columns of ``Quantity/all`` that have a value.
    func hourly(_ forecast: Forecast, outlook: String?) -> [String] {
        let offset = forecast.timezoneOffsetSeconds ?? 0
        let entries = forecast.entries
        var optional: [Extra] = []
        if entries.contains(where: { $0.popPct != nil }) { optional.append(.chance) }
        if entries.contains(where: { $0.rain3hMM != nil }) { optional.append(.rain) }
        if entries.contains(where: { $0.snow3hMM != nil }) { optional.append(.snow) }
        optional += [.wind, .from]
        let withValues = Quantity.columns.indices.filter { index in
            entries.contains { Quantity.columns[index].cell($0, text) != nil }
        }.map(Extra.quantity)
        // A step's local day and time, `Wed 12:30 PM`, `niedz. 12:30`: its column is as wide as the widest.
        let weekdays = style.calendarWords
        let times = entries.map { entry in
            let local = LocalTime(entry.time, offsetSeconds: offset)
            return "\(weekdays.weekday(year: local.year, month: local.month, day: local.day)) "
                + style.time(local, aligned: true)
        }
        let widestTime = max("Wed 12:30 PM".count, times.map(\.displayWidth).max() ?? 0)
        func table(_ shown: [Extra], words _: Bool) -> TextTable {
            let columns: [TextTable.Column] = [
                .init(header: say(.timeHeader), alignment: .left, widest: widestTime),
                .init(header: say(.tempHeader), alignment: .right),
                .init(header: say(.weatherHeader), alignment: .left, flexible: true),
            ]
            let rows = zip(entries, times).map { entry, time -> [TextTable.Cell] in
                var cells: [TextTable.Cell] = [
                    .init(time),
                    temperature(entry.readings.temperatureC),
                    .init(condition(entry.conditions.first)),
                ]
                for column in shown {
                    switch column {
                    case .chance: cells.append(.init(entry.popPct.map { text.percent($0) } ?? ""))
                    case .rain: cells.append(.init(entry.rain3hMM.map { text.precipitationNumber($0) } ?? ""))
                    case .snow: cells.append(.init(entry.snow3hMM.map { text.precipitationNumber($0) } ?? ""))
                    case .wind: cells.append(.init(entry.wind?.speedMS.map { text.speedNumber($0) } ?? ""))
                    case .from: cells.append(.init(entry.wind?.direction.map(compass) ?? ""))
                    case .quantity(let index): cells.append(.init(Quantity.columns[index].cell(entry, text) ?? ""))
                    case .uv, .air, .moon: break
                    }
                }
                return cells
            }
            return TextTable(columns: columns + shown.map { $0.column(style.language) }, rows: rows)
        }
        // The table's columns of quantities only where the weather's words still fit whole.
        var quantities: [Extra] = []
        for column in withValues where table(optional + quantities + [column], words: true).fullWidth <= width {
            quantities.append(column)
        }
        let (chosen, shown) = fitting(
            optional + quantities, dropping: [.from, .wind, .chance, .snow, .rain], table: table)
        var units = [text.temperatureUnit]
        if shown.contains(.rain) || shown.contains(.snow) { units.append(text.precipitationUnit) }
        if shown.contains(.wind) { units.append(text.speedUnit) }
        let zone = Self.zone(forecast)
        let hours = String(forecast.stepHours)
        let wordings =
            forecast.stepHours == 1
            ? [say(.forecastEveryHour, ["zone": zone]), say(.everyHour, ["zone": zone])]
            : [
                say(.forecastEveryHours, ["hours": hours, "zone": zone]),
                say(.everyHours, ["hours": hours, "zone": zone]),
            ]
        return title(wordings, units: units)
            + sentence(outlook) + chosen.lines(width: width, color: color, glyphs: glyphs)
    }

    /// The columns after the first few that a table may do without, in the order they come.
    private enum Extra: Equatable {
        case chance, rain, snow, uv, air, moon, wind, from
        /// The column of ``Quantity/columns`` at this index.
        case quantity(Int)

        func column(_ say: Language) -> TextTable.Column {
            switch self {
            case .chance: .init(header: say(.chanceHeader), alignment: .right)
            case .rain: .init(header: say(.rainHeader), alignment: .right)
            case .snow: .init(header: say(.snowHeader), alignment: .right)
            // Room for the longest category in the language (`10 umiarkowany`), so none is cut.
            case .uv:
                .init(
                    header: say(.uvHeader), alignment: .left,
                    widest: ([.uvLow, .uvModerate, .uvHigh, .uvVeryHigh, .uvExtreme] as [Phrase])
                        .map { say($0).displayWidth + 3 }.reduce(TextTable.widestCell, max))
            // `300 Very Unhealthy`, the longest band but the EPA's "Unhealthy for Sensitive Groups", which is cut.
            case .air: .init(header: say(.airHeader), alignment: .left, widest: 18)
            case .moon: .init(header: say(.moonHeader), alignment: .left)
            case .wind: .init(header: say(.windHeader), alignment: .right)
            case .from: .init(header: say(.fromHeader), alignment: .left)
            case .quantity(let index): .init(header: say(Quantity.columns[index].header), alignment: .right)
            }
        }
    }

    /// The first table that fits the width: all its columns, then the UV index and the air
    /// index as numbers without their words (`3`, not `3 moderate`) where two spaces between
    /// columns would not fit, then without the moon if that keeps the weather's words whole, then
    /// with the weather's words cut, then without the optional columns one at a time, in the order
    /// of `dropping`. A narrow terminal loses whole columns, never the end of a line.
    private func fitting(
        _ optional: [Extra], dropping: [Extra], table: ([Extra], Bool) -> TextTable
    ) -> (TextTable, shown: [Extra]) {
        var shown = optional
        var candidate = table(shown, true)
        if candidate.fullWidth <= width { return (candidate, shown) }
        // The weather's words whole before the index's words: a long language's `5 umiarkowany`
        // gives way to `5` before `całkowite zachmurzenie` is cut, and before it is cut further;
        // then the moon, the least of the columns, before the weather's words are cut at all.
        candidate = table(shown, false)
        if candidate.fullWidth <= width { return (candidate, shown) }
        if shown.contains(.moon), case let moonless = shown.filter({ $0 != .moon }),
            table(moonless, false).fullWidth <= width
        {
            return (table(moonless, false), moonless)
        }
        if candidate.narrowestWidth <= width { return (candidate, shown) }
        for column in dropping where candidate.narrowestWidth(gap: 1) > width {
            guard shown.contains(column) else { continue }
            shown.removeAll { $0 == column }
            candidate = table(shown, false)
        }
        return (candidate, shown)
    }

    /// The title and its units, `Forecast by local day (UTC+1): °C, mm`: the first wording that
    /// fits the width, else the last broken at its spaces, so the units are never cut off.
    private func title(_ wordings: [String], units: [String]) -> [String] {
        let texts = wordings.map { $0 + style.colon + units.joined(separator: style.listSeparator) }
        if let fits = texts.first(where: { $0.displayWidth <= width }) { return [fits] }
        return (texts.last ?? "").wrapped(width: width)
    }

    /// The outlook, indented and wrapped to the width.
    private func sentence(_ outlook: String?) -> [String] {
        outlook.map { $0.wrapped(width: textWidth - 2).map { "  " + $0 } } ?? []
    }

    /// `Tue 14` (`Di., 14.` in German): the weekday and the day of the month of a local date
    /// (`2025-03-14`); `Sun 27 Jul` for a day before ``today``.
    func dayLabel(_ date: String) -> String {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return date }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        // A day already past (an old answer's) is not one of this week's: its month says so.
        let now = today?.split(separator: "-").compactMap { Int($0) } ?? []
        let past =
            now.count == 3
            && LocalTime.daysSinceEpoch(year: year, month: month, day: day)
                < LocalTime.daysSinceEpoch(year: now[0], month: now[1], day: now[2])
        return style.calendarWords.dayLabel(year: year, month: month, day: day, withMonth: past)
    }

    /// `ENE` (`ONO` in German): where the wind comes from, in the style's language.
    private func compass(_ direction: CompassPoint) -> String {
        Phrase(rawValue: "compass" + direction.rawValue).map { say($0) } ?? direction.rawValue
    }

    private func say(_ phrase: Phrase, _ values: KeyValuePairs<String, String> = [:]) -> String {
        style.say(phrase, values)
    }

    /// `UTC+1`: the label of the forecast's own offset.
    static func zone(_ forecast: Forecast) -> String {
        LocalTime(Date(timeIntervalSince1970: 0), offsetSeconds: forecast.timezoneOffsetSeconds ?? 0).zoneLabel
    }

    /// The number, coloured on the temperature scale.
    private func temperature(_ celsius: Double) -> TextTable.Cell {
        .init(text.temperatureNumber(celsius), paint: ANSI.temperature(celsius))
    }

    /// `🌧️ light rain` (the word alone in ASCII), from the server, cleaned of control characters;
    /// a whole day's icon in its day form, though its condition came from a night step.
    private func condition(_ condition: Condition?, wholeDay: Bool = false) -> String {
        guard let condition else { return "" }
        let word = (style.words(condition) ?? "").withoutControlCharacters
        let icon = glyphs.icon(condition, wholeDay: wholeDay)
        return icon.isEmpty ? word : icon + " " + word
    }
}
