import FoundationEssentials

/// An HTTP date in IMF-fixdate, the form RFC 9110 has senders use: `Sun, 06 Nov 1994 08:49:37 GMT`
/// (`Retry-After`, `Expires`, `Last-Modified`, `If-Modified-Since`).
enum HTTPDate {
    /// The date `text` says; nil for anything but IMF-fixdate (the obsolete forms, and `0` or `-1`
    /// for "already expired", which a cache treats as a date in the past, are nil here too).
    static func parse(_ text: String) -> Date? {
        let fields = text.split(separator: " ")
        guard fields.count == 6, fields[5] == "GMT", let day = Int(fields[1]), let year = Int(fields[3]),
            let month = (1...12).first(where: { LocalTime.monthName($0) == fields[2] }), (1...31).contains(day),
            (1970...9999).contains(year)
        else { return nil }
        let clock = fields[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]), (0...60).contains(clock[2])
        else { return nil }
        let days = LocalTime.daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]))
    }

    /// `date` in IMF-fixdate, to the second (rounded down).
    static func format(_ date: Date) -> String {
        let time = LocalTime(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
        func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(time.weekday), \(pad(time.day)) \(LocalTime.monthName(time.month)) \(time.year) "
            + "\(pad(time.hour)):\(pad(time.minute)):\(pad(time.second)) GMT"
    }
}
