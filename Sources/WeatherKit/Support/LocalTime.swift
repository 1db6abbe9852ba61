import FoundationEssentials

/// Calendar fields of a moment at a fixed UTC offset, by plain arithmetic (no ICU, no time-zone
/// database: OpenWeatherMap gives each place's offset in seconds).
public struct LocalTime: Equatable, Sendable {
    public var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
    /// The offset these fields are at; 0 is UTC.
    public var offsetSeconds: Int

    /// Splits `date` into fields at `offsetSeconds` east of UTC
    /// (civil-from-days, after H. Hinnant's public-domain algorithm).
    public init(_ date: Date, offsetSeconds: Int = 0) {
        // The mapper only builds dates within ±1000 years of now; clamp anyway so no Date can trap.
        let limit = 1e13
        let utcSeconds = Int(min(max(date.timeIntervalSince1970.rounded(.down), -limit), limit))
        self.offsetSeconds = max(-64_800, min(64_800, offsetSeconds))  // ±18 h, as ISO-8601 allows
        let (days, secondOfDay) = (utcSeconds + self.offsetSeconds).floorDivided(by: 86_400)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        let shifted = days + 719_468
        let (era, dayOfEra) = shifted.floorDivided(by: 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `2026-11-22T10:50:12Z` for UTC, `2026-11-22T13:00:00+01:00` otherwise.
    public var iso8601: String {
        "\(date)T\(hoursMinutes):\(pad(second))" + (offsetSeconds == 0 ? "Z" : offsetText(separator: ":"))
    }

    /// `2026-11-22T13:00:00+01:00`, with the offset spelled out even when it is zero.
    public var iso8601WithOffset: String {
        "\(date)T\(hoursMinutes):\(pad(second))" + offsetText(separator: ":")
    }

    /// `2026-11-22`
    public var date: String { "\(String(year).leftPadded(to: 4))-\(pad(month))-\(pad(day))" }

    /// `10:50`
    public var hoursMinutes: String { "\(pad(hour)):\(pad(minute))" }

    /// `Mon`
    public var weekday: String { Self.weekday(year: year, month: month, day: day) }

    /// The weekday of a calendar date, `Sat`.
    public static func weekday(year: Int, month: Int, day: Int) -> String {
        // 1970-01-01 was a Thursday.
        ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][
            daysSinceEpoch(year: year, month: month, day: day).floorDivided(by: 7).remainder]
    }

    /// `Jul`: a month's English abbreviation, 1 to 12 (anything else is its number).
    public static func monthName(_ month: Int) -> String {
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return (1...12).contains(month) ? names[month - 1] : String(month)
    }

    /// `UTC`, `UTC+1`, `UTC+5:30`, `UTC-4`: the label for times shown at this offset.
    public var zoneLabel: String {
        guard offsetSeconds != 0 else { return "UTC" }
        let magnitude = abs(offsetSeconds)
        let minutes = magnitude % 3600 / 60
        return "UTC" + (offsetSeconds < 0 ? "-" : "+") + String(magnitude / 3600)
            + (minutes == 0 ? "" : ":" + pad(minutes))
    }

    /// Days from 1970-01-01 (days-from-civil, the inverse of the split in `init`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let (era, yearOfEra) = y.floorDivided(by: 400)
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private func offsetText(separator: String) -> String {
        let magnitude = abs(offsetSeconds)
        return (offsetSeconds < 0 ? "-" : "+") + pad(magnitude / 3600) + separator + pad(magnitude % 3600 / 60)
    }

    private func pad(_ value: Int) -> String { String(value).leftPadded(to: 2) }
}

extension Int {
    /// Quotient and remainder rounded toward negative infinity, so times before 1970 work.
    fileprivate func floorDivided(by divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = ((self % divisor) + divisor) % divisor
        return ((self - remainder) / divisor, remainder)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
