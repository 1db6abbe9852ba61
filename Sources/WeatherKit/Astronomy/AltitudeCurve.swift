import FoundationEssentials

/// A body's altitude over one local day, sampled every hour, where its crossings of a level are
/// looked for: a change of sign between two samples brackets one; a parabola through three
/// samples finds a crossing and its return inside one hour (the sun grazing a level at high
/// latitude), as Montenbruck and Pfleger's method does. Each crossing is then bisected on the
/// real curve to a second.
struct AltitudeCurve {
    /// The altitude (degrees) at an instant, relative to whatever horizon the caller means.
    let altitude: (Date) -> Double
    /// The day's start (local midnight).
    let start: Date
    /// Altitudes at start + 0 h, 1 h … 24 h.
    let samples: [Double]

    static let step: TimeInterval = 3_600

    init(from start: Date, altitude: @escaping (Date) -> Double) {
        self.start = start
        self.altitude = altitude
        samples = (0...24).map { altitude(start.addingTimeInterval(Double($0) * Self.step)) }
    }

    /// One crossing: when, and whether the body was going up.
    struct Crossing {
        var date: Date
        var rising: Bool
    }

    /// Every crossing of `level` in the day, in order.
    func crossings(of level: Double) -> [Crossing] {
        var found: [Crossing] = []
        for index in 0..<(samples.count - 1) {
            let low = samples[index] - level
            let high = samples[index + 1] - level
            let from = start.addingTimeInterval(Double(index) * Self.step)
            let to = from.addingTimeInterval(Self.step)
            if (low < 0) != (high < 0) {
                found.append(Crossing(date: bisect(level, from, to), rising: low < 0))
            } else if let turn = turningPoint(index), turn > from, turn < to,
                (altitude(turn) - level < 0) != (low < 0)
            {
                found.append(Crossing(date: bisect(level, from, turn), rising: low < 0))
                found.append(Crossing(date: bisect(level, turn, to), rising: low >= 0))
            }
        }
        return found
    }

    /// The first crossing of `level` going up and the first going down, or why there is none.
    func events(_ level: Double) -> (rise: SkyEvent, set: SkyEvent) {
        let all = crossings(of: level)
        func first(rising: Bool) -> SkyEvent {
            if let crossing = all.first(where: { $0.rising == rising }) { return .at(crossing.date) }
            if !all.isEmpty { return .notThisDay }
            return samples[0] >= level ? .staysUp : .staysDown
        }
        return (first(rising: true), first(rising: false))
    }

    /// How long the body is above `level` within the day, in seconds.
    func timeAbove(_ level: Double) -> TimeInterval {
        var above = samples[0] >= level
        var since = start
        var total: TimeInterval = 0
        for crossing in crossings(of: level) {
            if above { total += crossing.date.timeIntervalSince(since) }
            above = crossing.rising
            since = crossing.date
        }
        if above { total += start.addingTimeInterval(24 * Self.step).timeIntervalSince(since) }
        return total
    }

    /// Where the parabola through the samples around hour `index` turns, if it is inside the
    /// curve's hours.
    private func turningPoint(_ index: Int) -> Date? {
        let middle = min(max(index, 1), samples.count - 2)
        let (a, b, c) = (samples[middle - 1], samples[middle], samples[middle + 1])
        let curvature = a - 2 * b + c
        guard curvature != 0 else { return nil }
        let offset = (a - c) / (2 * curvature)  // in steps, from the middle sample
        return start.addingTimeInterval((Double(middle) + offset) * Self.step)
    }

    /// The instant in `from…to` where the altitude meets `level`, to about a second: the two
    /// ends are on opposite sides of it.
    private func bisect(_ level: Double, _ from: Date, _ to: Date) -> Date {
        var (low, high) = (from, to)
        let lowIsBelow = altitude(low) < level
        while high.timeIntervalSince(low) > 1 {
            let middle = low.addingTimeInterval(high.timeIntervalSince(low) / 2)
            if (altitude(middle) < level) == lowIsBelow { low = middle } else { high = middle }
        }
        return low.addingTimeInterval(high.timeIntervalSince(low) / 2)
    }
}
