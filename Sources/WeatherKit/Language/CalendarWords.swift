import FoundationEssentials
import FoundationInternationalization

/// The names of days in a language, from the locale data Foundation carries (CLDR, through ICU):
/// no table of weekday names is kept here. English keeps its own few words, so a run in English
/// never loads the locale data.
struct CalendarWords: Sendable {
    let language: Language

    /// `Tue`, `Di.`, `28日(月)`: the weekday of a local calendar date; where the language writes it
    /// in one character (Japanese `月`, which alone reads as "month"), its day label instead.
    func weekday(year: Int, month: Int, day: Int) -> String {
        let name = weekdayName(year: year, month: month, day: day)
        return name.count == 1 ? dayLabel(year: year, month: month, day: day, padded: false) : name
    }

    /// The abbreviated weekday alone.
    private func weekdayName(year: Int, month: Int, day: Int) -> String {
        guard language != .english else { return LocalTime.weekday(year: year, month: month, day: day) }
        // In a sentence or a column, the weekday as it is written beside a date (CLDR's format form,
        // `Sa.` in German), not the stand-alone form (`Sa`) a weekday alone is formatted in.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return Self.noon(year: year, month: month, day: day).formatted(
            Date.VerbatimFormatStyle(
                format: "\(weekday: .abbreviated)", locale: Locale(identifier: language.localeIdentifier),
                timeZone: .gmt, calendar: calendar))
    }

    /// `Tue 14`, `Di., 14.`, `14日(火)`: a day's label in a table, in the locale's order. English
    /// pads a one-digit day (`Sun  1`), so the days line up. With `withMonth`, the month too
    /// (`Sun 27 Jul`, `So., 27. Juli`), for a day not of this week.
    /// - Parameter padded: English's one-digit day padded for a table's column; not in a sentence.
    func dayLabel(year: Int, month: Int, day: Int, withMonth: Bool = false, padded: Bool = true) -> String {
        guard language != .english else {
            let label =
                "\(LocalTime.weekday(year: year, month: month, day: day)) \(padded && day < 10 ? " " : "")\(day)"
            return withMonth ? label + " " + LocalTime.monthName(month) : label
        }
        let noon = Self.noon(year: year, month: month, day: day)
        let style = format.weekday(.abbreviated).day()
        let label = noon.formatted(withMonth ? style.month(.abbreviated) : style)
        // CLDR's Chinese weekday-and-day is `27 周日`, a bare number where the day alone is `27日`:
        // the day as it is written alone, then the weekday.
        let alone = noon.formatted(format.day())
        return label.contains(alone) ? label : alone + " " + weekdayName(year: year, month: month, day: day)
    }

    /// `AM` or `PM` for an hour of the day (0 to 23): CLDR's mark in the language (`午前`, `下午`,
    /// `p. m.`; in Chinese the part of the day, `凌晨`, `中午`); English keeps its own, without the
    /// locale data.
    func dayPeriod(hour: Int) -> String {
        guard language != .english else { return hour < 12 ? "AM" : "PM" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let moment = Date(timeIntervalSince1970: Double(min(max(hour, 0), 23) * 3600 + 300))
        let period: Date.FormatStyle.Symbol.DayPeriod =
            language.dayPeriodsByTimeOfDay ? .conversational(.abbreviated) : .standard(.abbreviated)
        return moment.formatted(
            Date.VerbatimFormatStyle(
                format: "\(dayPeriod: period)", locale: Locale(identifier: language.localeIdentifier),
                timeZone: .gmt, calendar: calendar))
    }

    /// The date's noon in UTC, formatted in UTC: the calendar date, whatever the offset.
    private static func noon(year: Int, month: Int, day: Int) -> Date {
        Date(
            timeIntervalSince1970: Double(LocalTime.daysSinceEpoch(year: year, month: month, day: day)) * 86_400
                + 43_200)
    }

    private var format: Date.FormatStyle {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return Date.FormatStyle(
            date: .omitted, time: .omitted, locale: Locale(identifier: language.localeIdentifier), calendar: calendar,
            timeZone: .gmt)
    }
}
