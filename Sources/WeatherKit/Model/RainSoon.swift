import FoundationEssentials

/// Rain in the next hour, from One Call's 60 minutes of precipitation.
///
/// A minute is **wet** at 0.1 mm/h or more. Wet now: how long until it stops (or that it does not
/// within the hour); dry now: how long until it starts, and how hard it will be at its heaviest
/// that hour: light under 2.5 mm/h, moderate under 7.6, heavy from 7.6 (the usual rain-rate
/// classes).
public enum RainSoon: Sendable, Equatable {
    public enum Intensity: String, Sendable, Equatable {
        case light, moderate, heavy

        init(millimetresPerHour rate: Double) {
            self = rate < 2.5 ? .light : rate < 7.6 ? .moderate : .heavy
        }
    }

    case starting(inMinutes: Int, Intensity)
    case stopping(inMinutes: Int)
    case continuing(Intensity)
    case dry

    public static let wetMillimetresPerHour = 0.1

    /// The next hour from `now`, or nil when no minute is left (an old answer, or none sent).
    public init?(_ minutes: [MinutePrecipitation], now: Date) {
        let ahead = minutes.sorted { $0.time < $1.time }.filter { $0.time.timeIntervalSince(now) > -60 }
        guard let first = ahead.first else { return nil }
        func minutesAway(_ minute: MinutePrecipitation) -> Int {
            max(0, Int((minute.time.timeIntervalSince(now) / 60).rounded()))
        }
        let isWet = { (minute: MinutePrecipitation) in minute.millimetresPerHour >= Self.wetMillimetresPerHour }
        if isWet(first) {
            if let dry = ahead.first(where: { !isWet($0) }) {
                self = .stopping(inMinutes: max(1, minutesAway(dry)))
            } else {
                self = .continuing(Intensity(millimetresPerHour: ahead.map(\.millimetresPerHour).max() ?? 0))
            }
        } else if let start = ahead.firstIndex(where: isWet) {
            let heaviest = ahead[start...].map(\.millimetresPerHour).max() ?? 0
            self = .starting(inMinutes: max(1, minutesAway(ahead[start])), Intensity(millimetresPerHour: heaviest))
        } else {
            self = .dry
        }
    }

    /// `Rain starting in about 12 min, light.`, `Rain stopping in about 20 min.`,
    /// `Rain for the next hour, moderate.`, `No rain in the next hour.`
    public var sentence: String {
        switch self {
        case .starting(let minutes, let intensity): "Rain starting in about \(minutes) min, \(intensity.rawValue)."
        case .stopping(let minutes): "Rain stopping in about \(minutes) min."
        case .continuing(let intensity): "Rain for the next hour, \(intensity.rawValue)."
        case .dry: "No rain in the next hour."
        }
    }

    /// `{rain_soon}`: `rain in 12 min`, `rain stops in 20 min`, `rain`, or "".
    public var brief: String {
        switch self {
        case .starting(let minutes, _): "rain in \(minutes) min"
        case .stopping(let minutes): "rain stops in \(minutes) min"
        case .continuing: "rain"
        case .dry: ""
        }
    }
}
