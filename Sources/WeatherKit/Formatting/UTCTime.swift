import Foundation

/// UTC calendar arithmetic for printing times, with no ICU on the hot path.
struct UTCTime: Equatable {
    var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

    /// Splits a date into UTC fields (civil-from-days, after H. Hinnant's public-domain algorithm).
    init(_ date: Date) {
        // The mapper only builds dates within ±1000 years of now; clamp anyway so no Date can trap.
        let limit = 1e13
        let seconds = Int(min(max(date.timeIntervalSince1970.rounded(.down), -limit), limit))
        let (days, secondOfDay) = seconds.floorDivided(by: 86_400)
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

    /// `2026-11-22T10:50:12Z`
    var iso8601: String { "\(date)T\(pad(hour)):\(pad(minute)):\(pad(second))Z" }

    /// `2026-11-22`
    var date: String { "\(String(year).leftPadded(to: 4))-\(pad(month))-\(pad(day))" }

    /// `10:50`
    var hoursMinutes: String { "\(pad(hour)):\(pad(minute))" }

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
