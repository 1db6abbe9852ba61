import FoundationEssentials

/// What the weather now and a forecast step both are: the values a quantity row reads through
/// one typed accessor (`Formatting/Quantity+All.swift`), whether it shows the current weather, a
/// step of the hourly table or JSON's entries, or compares now with yesterday (``DayBefore``).
public struct Observation: Sendable, Equatable {
    public var time: Date
    public var readings: Readings
    public var conditions: [Condition]
    public var wind: Wind?
    public var cloudsPct: Double?
    public var visibilityM: Double?
    /// Rain and snow over the last 3 hours (the weather now), or over the step.
    public var rain3hMM: Double?
    public var snow3hMM: Double?
    /// Chance of precipitation, 0…100: a step's; the weather now has none.
    public var popPct: Double?
}

extension CurrentWeather {
    public var observation: Observation {
        Observation(
            time: observedAt, readings: readings, conditions: conditions, wind: wind, cloudsPct: cloudsPct,
            visibilityM: visibilityM, rain3hMM: rain?.lastThreeHoursMM, snow3hMM: snow?.lastThreeHoursMM)
    }
}

extension ForecastEntry {
    public var observation: Observation {
        Observation(
            time: time, readings: readings, conditions: conditions, wind: wind, cloudsPct: cloudsPct,
            visibilityM: visibilityM, rain3hMM: rain3hMM, snow3hMM: snow3hMM, popPct: popPct)
    }
}

/// The weather now and the hours around this time yesterday, from one answer (Open-Meteo's, asked
/// with `past_hours`), so that a model is compared with itself (`--yesterday`); and, with a
/// forecast, today's and yesterday's highs (`past_days`).
public struct DayBefore: Sendable, Equatable {
    /// The answer's weather now.
    public var now: Observation
    /// The answer's hours around ``at``, oldest first.
    public var hours: [Observation]
    /// Today's and yesterday's highs, °C, where the answer has its days.
    public var highToday: Double?
    public var highYesterday: Double?

    public init(now: Observation, hours: [Observation], highToday: Double? = nil, highYesterday: Double? = nil) {
        self.now = now
        self.hours = hours
        self.highToday = highToday
        self.highYesterday = highYesterday
    }

    /// This time yesterday: 24 hours before the answer's now.
    public var at: Date { now.time.addingTimeInterval(-86_400) }

    /// The answer's steps that bracket this time yesterday, from `steps` (oldest first); nil when
    /// it has none as early.
    public init?(now: Observation, steps: [Observation], highToday: Double? = nil, highYesterday: Double? = nil) {
        let at = now.time.addingTimeInterval(-86_400)
        guard let before = steps.lastIndex(where: { $0.time <= at }) else { return nil }
        let after = steps.indices.contains(before + 1) ? [steps[before + 1]] : []
        self.init(now: now, hours: [steps[before]] + after, highToday: highToday, highYesterday: highYesterday)
    }

    /// What `read` gives at this time yesterday: between the two hours around it, in proportion;
    /// the hour itself when it falls on one; nil when the answer lacks the value.
    public func yesterday(_ read: (Observation) -> Double?) -> Double? {
        guard let first = hours.first, let earlier = read(first) else { return nil }
        guard hours.count > 1, let second = hours.last, let later = read(second), second.time > first.time else {
            return first.time == at ? earlier : nil
        }
        let share = at.timeIntervalSince(first.time) / second.time.timeIntervalSince(first.time)
        return earlier + (later - earlier) * min(1, max(0, share))
    }

    /// Now's value minus yesterday's, by `read`.
    public func difference(_ read: (Observation) -> Double?) -> Double? {
        guard let now = read(now), let then = yesterday(read) else { return nil }
        return now - then
    }
}
