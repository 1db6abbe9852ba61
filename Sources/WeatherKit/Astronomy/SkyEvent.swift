import FoundationEssentials

/// When a body crosses a level of altitude on one local day, or why it does not: a missing event
/// is always one of three reasons, which the output puts in words.
public enum SkyEvent: Sendable, Equatable, Hashable {
    /// It crosses at this instant (the first crossing that way, if it makes two: the moon at high
    /// latitude can set twice in one day; the sun cannot).
    case at(Date)
    /// It stays above the level all day. For sunrise and sunset: polar day. For a dawn or dusk: the
    /// sun never gets that low (a white night). For the moon: it does not set all day.
    case staysUp
    /// It stays below the level all day. For sunrise and sunset: polar night. For a dawn or dusk:
    /// the sun never gets that high. For the moon: it does not rise all day.
    case staysDown
    /// It crosses the other way on this day but not this way: the moon rises about 50 minutes
    /// later each day, so about once a month a date has no moonrise (or no moonset). The sun
    /// skips one only on the first or last day of a polar day or night.
    case notThisDay

    /// The instant, if there is one.
    public var date: Date? {
        if case .at(let date) = self { date } else { nil }
    }
}

/// A stretch of the day between two crossings, such as the morning's golden hour: each end is a
/// ``SkyEvent`` of its own, so a golden hour can start (the sun rises through −4°) and not end
/// (it never climbs to +6°) on a midwinter day in the Arctic.
public struct SkySpan: Sendable, Equatable, Hashable {
    public var start: SkyEvent
    public var end: SkyEvent

    public init(start: SkyEvent, end: SkyEvent) {
        self.start = start
        self.end = end
    }
}
