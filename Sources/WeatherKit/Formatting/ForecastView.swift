import FoundationEssentials

/// The forecast in the human view: a title that names its clock and units, the outlook
/// sentence, and an aligned table of days (or, with `--hourly`, of 3-hour steps) that fits the
/// terminal and is never wider than 80 columns.
///
/// Numbers carry no unit in their cells: the title names them once (`°C, mm`), and numbers are
/// right-aligned, so a column reads down at a glance.
struct ForecastView: Sendable {
    var style: DisplayStyle

    /// The widest a table may be, whatever the terminal: 80 columns read well and fit everywhere.
    static let maximumWidth = 80

    /// The terminal's width, at most ``maximumWidth``.
    var width: Int { min(Self.maximumWidth, style.width) }

    private var text: QuantityText { style.quantities }
    private var glyphs: Glyphs { style.glyphs }
    private var color: Bool { style.color }

    /// `Forecast by local day (UTC+1): °C, mm` and the table.
    func daily(_ forecast: Forecast, outlook: String?) -> [String] {
        let days = forecast.daily
        let hasRain = days.contains { $0.rainMM != nil }
        let hasSnow = days.contains { $0.snowMM != nil }
        let hasAir = days.contains { $0.aqiMax != nil }
        let hasChance = days.contains { $0.popPct != nil }
        let hasUV = days.contains { $0.uvIndex != nil }
        func table(airWords: Bool) -> TextTable {
            var columns: [TextTable.Column] = [
                .init(header: "Day", alignment: .left),
                .init(header: "Low", alignment: .right),
                .init(header: "High", alignment: .right),
                .init(header: "Weather", alignment: .left, flexible: true),
            ]
            if hasChance { columns.append(.init(header: "Chance", alignment: .right)) }
            if hasRain { columns.append(.init(header: "Rain", alignment: .right)) }
            if hasSnow { columns.append(.init(header: "Snow", alignment: .right)) }
            if hasUV { columns.append(.init(header: "UV", alignment: .left)) }
            if hasAir { columns.append(.init(header: "Air", alignment: .left)) }
            let rows = days.map { day -> [TextTable.Cell] in
                var cells: [TextTable.Cell] = [
                    .init(Self.dayLabel(day.date)),
                    temperature(day.minC), temperature(day.maxC),
                    .init(condition(day.condition, wholeDay: true)),
                ]
                if hasChance { cells.append(.init(day.popPct.map { text.percent($0) } ?? "")) }
                if hasRain { cells.append(.init(day.rainMM.map { text.precipitationNumber($0) } ?? "")) }
                if hasSnow { cells.append(.init(day.snowMM.map { text.precipitationNumber($0) } ?? "")) }
                if hasUV { cells.append(.init(day.uvIndex.map { text.uvRated($0) } ?? "")) }
                if hasAir {
                    cells.append(
                        day.aqiMax.map {
                            .init(
                                airWords ? "\($0.rawValue) \($0.label)" : "\($0.rawValue)", paint: ANSI.airQuality($0))
                        } ?? .init(""))
                }
                return cells
            }
            return TextTable(columns: columns, rows: rows)
        }
        // Where the index's words do not fit, the number alone (1 to 5) does.
        let full = table(airWords: true)
        let chosen = hasAir && full.narrowestWidth > width ? table(airWords: false) : full
        var units = [text.temperatureUnit]
        if hasRain || hasSnow { units.append(text.precipitationUnit) }
        // One Call's sentence for each day, under the table.
        let summaries = days.flatMap { day -> [String] in
            guard let summary = day.summary else { return [] }
            let label = Self.dayLabel(day.date)
            return summary.withoutControlCharacters.wrapped(width: width - 10).enumerated().map { index, line in
                "  " + (index == 0 ? label : String(repeating: " ", count: label.count)) + "  "
                    + line.cut(toWidth: width - 10, glyphs: glyphs)
            }
        }
        return title("Forecast by local day (\(Self.zone(forecast))): " + units.joined(separator: ", "))
            + sentence(outlook) + chosen.lines(width: width, color: color, glyphs: glyphs) + summaries
    }

    /// `Forecast every 3 hours, local time (UTC+1): °C, mm, m/s` and one row per step, with its
    /// rain or snow and its wind.
    func hourly(_ forecast: Forecast, outlook: String?) -> [String] {
        let offset = forecast.timezoneOffsetSeconds ?? 0
        let entries = forecast.entries
        var columns: [TextTable.Column] = [
            .init(header: "Time", alignment: .left, widest: "Wed 12:30 PM".count),
            .init(header: "Temp", alignment: .right),
            .init(header: "Weather", alignment: .left, flexible: true),
        ]
        let hasChance = entries.contains { $0.popPct != nil }
        if hasChance { columns.append(.init(header: "Chance", alignment: .right)) }
        let hasRain = entries.contains { $0.rain3hMM != nil }
        let hasSnow = entries.contains { $0.snow3hMM != nil }
        if hasRain { columns.append(.init(header: "Rain", alignment: .right)) }
        if hasSnow { columns.append(.init(header: "Snow", alignment: .right)) }
        columns.append(.init(header: "Wind", alignment: .right))
        columns.append(.init(header: "From", alignment: .left))
        let rows = entries.map { entry -> [TextTable.Cell] in
            let local = LocalTime(entry.time, offsetSeconds: offset)
            var cells: [TextTable.Cell] = [
                .init("\(local.weekday) \(style.time(local, aligned: true))"),
                temperature(entry.readings.temperatureC),
                .init(condition(entry.conditions.first)),
            ]
            if hasChance { cells.append(.init(entry.popPct.map { text.percent($0) } ?? "")) }
            if hasRain { cells.append(.init(entry.rain3hMM.map { text.precipitationNumber($0) } ?? "")) }
            if hasSnow { cells.append(.init(entry.snow3hMM.map { text.precipitationNumber($0) } ?? "")) }
            cells.append(.init(entry.wind?.speedMS.map { text.speedNumber($0) } ?? ""))
            cells.append(.init(entry.wind?.direction?.rawValue ?? ""))
            return cells
        }
        var units = [text.temperatureUnit]
        if hasRain || hasSnow { units.append(text.precipitationUnit) }
        units.append(text.speedUnit)
        let every = forecast.stepHours == 1 ? "every hour" : "every \(forecast.stepHours) hours"
        return title("Forecast \(every), local time (\(Self.zone(forecast))): " + units.joined(separator: ", "))
            + sentence(outlook)
            + TextTable(columns: columns, rows: rows).lines(width: width, color: color, glyphs: glyphs)
    }

    private func title(_ text: String) -> [String] { [text.cut(toWidth: width, glyphs: glyphs)] }

    /// The outlook, indented and wrapped to the width.
    private func sentence(_ outlook: String?) -> [String] {
        outlook.map { $0.wrapped(width: width - 2).map { "  " + $0 } } ?? []
    }

    /// `Tue 14`: the weekday and the day of the month of a local date (`2025-03-14`).
    static func dayLabel(_ date: String) -> String {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return date }
        let day = parts[2]
        return "\(LocalTime.weekday(year: parts[0], month: parts[1], day: day)) \(day < 10 ? " " : "")\(day)"
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
        let word = (condition.description ?? condition.main ?? "").withoutControlCharacters
        let icon = glyphs.icon(condition, wholeDay: wholeDay)
        return icon.isEmpty ? word : icon + " " + word
    }
}
