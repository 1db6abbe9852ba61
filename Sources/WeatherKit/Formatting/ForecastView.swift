import FoundationEssentials

/// The forecast in the human view: a title that names its clock, the outlook sentence, and an
/// aligned table of days (or, with `--hourly`, of 3-hour steps) within 80 columns.
///
/// Numbers carry no unit in their cells: the header names it once (`Low °C`, `Rain in`), and
/// numbers are right-aligned, so a column reads down at a glance.
struct ForecastView: Sendable {
    var units: Units
    var glyphs: Glyphs
    var color: Bool

    /// The widest a table may be, whatever the terminal: 80 columns fit everywhere.
    static let width = 80

    private var text: QuantityText { QuantityText(units: units, glyphs: glyphs) }

    /// `Forecast, local days at the place (UTC+1)` and the table.
    func daily(_ forecast: Forecast, outlook: String?) -> [String] {
        let zone = Self.zone(forecast)
        let days = forecast.daily
        var columns: [TextTable.Column] = [
            .init(header: "Day", alignment: .left),
            .init(header: "Low \(text.temperatureUnit)", alignment: .right),
            .init(header: "High \(text.temperatureUnit)", alignment: .right),
            .init(header: "Conditions", alignment: .left, flexible: true),
            .init(header: "Chance", alignment: .right),
        ]
        let hasRain = days.contains { $0.rainMM != nil }
        let hasSnow = days.contains { $0.snowMM != nil }
        let hasAir = days.contains { $0.aqiMax != nil }
        if hasRain { columns.append(.init(header: "Rain \(text.precipitationUnit)", alignment: .right)) }
        if hasSnow { columns.append(.init(header: "Snow \(text.precipitationUnit)", alignment: .right)) }
        if hasAir { columns.append(.init(header: "Air", alignment: .left)) }
        let rows = days.map { day -> [TextTable.Cell] in
            var cells: [TextTable.Cell] = [
                .init(Self.dayLabel(day.date)),
                temperature(day.minC), temperature(day.maxC),
                .init(condition(day.condition)),
                .init(day.popPct.map { text.percent($0) } ?? ""),
            ]
            if hasRain { cells.append(.init(day.rainMM.map { text.precipitationNumber($0) } ?? "")) }
            if hasSnow { cells.append(.init(day.snowMM.map { text.precipitationNumber($0) } ?? "")) }
            if hasAir {
                cells.append(
                    day.aqiMax.map { .init("\($0.rawValue) \($0.label)", paint: ANSI.airQuality($0)) } ?? .init(""))
            }
            return cells
        }
        return ["Forecast, local days at the place (\(zone))"] + (outlook.map { ["  " + $0] } ?? [])
            + TextTable(columns: columns, rows: rows).lines(
                width: Self.width, color: color, glyphs: glyphs)
    }

    /// `Forecast every 3 hours, local time at the place (UTC+1)` and one row per step, with its
    /// rain or snow and its wind.
    func hourly(_ forecast: Forecast, outlook: String?) -> [String] {
        let offset = forecast.timezoneOffsetSeconds ?? 0
        let entries = forecast.entries
        var columns: [TextTable.Column] = [
            .init(header: "Time", alignment: .left),
            .init(header: text.temperatureUnit, alignment: .right),
            .init(header: "Conditions", alignment: .left, flexible: true),
            .init(header: "Chance", alignment: .right),
        ]
        let hasRain = entries.contains { $0.rain3hMM != nil }
        let hasSnow = entries.contains { $0.snow3hMM != nil }
        if hasRain { columns.append(.init(header: "Rain \(text.precipitationUnit)", alignment: .right)) }
        if hasSnow { columns.append(.init(header: "Snow \(text.precipitationUnit)", alignment: .right)) }
        columns.append(.init(header: "Wind \(text.speedUnit)", alignment: .right))
        columns.append(.init(header: "From", alignment: .left))
        let rows = entries.map { entry -> [TextTable.Cell] in
            let local = LocalTime(entry.time, offsetSeconds: offset)
            var cells: [TextTable.Cell] = [
                .init("\(local.weekday) \(local.day < 10 ? " " : "")\(local.day) \(local.hoursMinutes)"),
                temperature(entry.readings.temperatureC),
                .init(condition(entry.conditions.first)),
                .init(entry.popPct.map { text.percent($0) } ?? ""),
            ]
            if hasRain { cells.append(.init(entry.rain3hMM.map { text.precipitationNumber($0) } ?? "")) }
            if hasSnow { cells.append(.init(entry.snow3hMM.map { text.precipitationNumber($0) } ?? "")) }
            cells.append(.init(entry.wind?.speedMS.map { text.speedNumber($0) } ?? ""))
            cells.append(.init(entry.wind?.direction?.rawValue ?? ""))
            return cells
        }
        return ["Forecast every 3 hours, local time at the place (\(Self.zone(forecast)))"]
            + (outlook.map { ["  " + $0] } ?? [])
            + TextTable(columns: columns, rows: rows).lines(width: Self.width, color: color, glyphs: glyphs)
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

    /// `🌧️ light rain` (the word alone in ASCII), from the server, cleaned of control characters.
    private func condition(_ condition: Condition?) -> String {
        guard let condition else { return "" }
        let word = (condition.description ?? condition.main ?? "").withoutControlCharacters
        let icon = glyphs.icon(condition)
        return icon.isEmpty ? word : icon + " " + word
    }
}
