import FoundationEssentials

extension Forecast {
    /// The entries grouped by local calendar date at the place, in time order.
    public var days: [(date: String, entries: [ForecastEntry])] {
        var order: [String] = []
        var groups: [String: [ForecastEntry]] = [:]
        for entry in entries.sorted(by: { $0.time < $1.time }) {
            let date = LocalTime(entry.time, offsetSeconds: timezoneOffsetSeconds ?? 0).date
            if groups[date] == nil { order.append(date) }
            groups[date, default: []].append(entry)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    /// What is left of it at `now`: the steps not yet ended (each stands for ``stepHours`` from its
    /// time) and the days from the place's today: what an old answer read from the cache shows.
    public func remaining(at now: Date) -> Forecast {
        var copy = self
        copy.entries = entries.filter { $0.time.addingTimeInterval(Double(stepHours) * 3600) > now }
        let today = LocalTime(now, offsetSeconds: timezoneOffsetSeconds ?? 0).date
        copy.providedDaily = providedDaily?.filter { $0.date >= today }
        return copy
    }

    /// The steps `span` keeps: all of them, or those of the first `count` local days.
    public func limited(to span: ForecastSpan) -> Forecast {
        guard case .days(let count) = span else { return self }
        let kept = Set(days.prefix(count).map(\.date))
        var copy = self
        copy.providedDaily = providedDaily.map { Array($0.prefix(count)) }
        copy.entries = entries.filter {
            kept.contains(LocalTime($0.time, offsetSeconds: timezoneOffsetSeconds ?? 0).date)
        }
        return copy
    }

    /// One summary per local day: One Call's own days when it sent them, else summed from the steps.
    public var daily: [DailyForecast] {
        var airByDay: [String: [AirReading]] = [:]
        for reading in airReadings ?? [] {
            airByDay[LocalTime(reading.time, offsetSeconds: timezoneOffsetSeconds ?? 0).date, default: []].append(
                reading)
        }
        if let providedDaily {
            return providedDaily.map { day in
                var day = day
                day.air = airByDay[day.date] ?? []
                return day
            }
        }
        return days.compactMap { day in
            guard let first = day.entries.first else { return nil }
            let temperatures = day.entries.map(\.readings.temperatureC)
            var summary = DailyForecast(
                date: day.date,
                steps: day.entries.count,
                minC: temperatures.min() ?? first.readings.temperatureC,
                maxC: temperatures.max() ?? first.readings.temperatureC,
                condition: Self.condition(of: day.entries),
                popPct: day.entries.compactMap(\.popPct).max(),
                rainMM: Self.total(day.entries.compactMap(\.rain3hMM)),
                snowMM: Self.total(day.entries.compactMap(\.snow3hMM)),
                air: airByDay[day.date] ?? [])
            summary.partial = day.entries.count * stepHours < 12
            return summary
        }
    }

    private static func total(_ amounts: [Double]) -> Double? {
        amounts.isEmpty ? nil : amounts.reduce(0, +)
    }

    /// What describes the day: its wettest step's condition when some step is wet by the
    /// outlook's rule, at least possible (30 %, or no chance given), and says so (thunderstorm,
    /// drizzle, rain or snow), so a day with 6 mm of rain is not "few clouds" because most of its
    /// hours were dry; else the most frequent condition. Among those steps a thunderstorm comes
    /// first, then the most rain and snow, then the highest chance, then the earliest.
    private static func condition(of entries: [ForecastEntry]) -> Condition? {
        let wet = entries.compactMap { entry in
            entry.conditions.first.flatMap { condition in
                condition.isPrecipitation && entry.isWet && Outlook.Likelihood(popMaxPct: entry.popPct) != .slight
                    ? (entry, condition) : nil
            }
        }
        func rank(_ step: (entry: ForecastEntry, condition: Condition)) -> (Int, Double, Double) {
            (
                step.condition.isThunderstorm ? 1 : 0, (step.entry.rain3hMM ?? 0) + (step.entry.snow3hMM ?? 0),
                step.entry.popPct ?? 0
            )
        }
        var wettest: (entry: ForecastEntry, condition: Condition)?
        for step in wet where wettest.map({ rank(step) > rank($0) }) ?? true { wettest = step }
        return wettest?.condition ?? mostFrequent(entries.compactMap(\.conditions.first))
    }

    /// Counted by `main` (the group, "Rain"), so "light rain" and "moderate rain" add up.
    private static func mostFrequent(_ conditions: [Condition]) -> Condition? {
        var counts: [String: Int] = [:]
        var best: (condition: Condition, count: Int)?
        for condition in conditions {
            let key = condition.main ?? condition.description ?? ""
            counts[key, default: 0] += 1
            if let current = best, current.count >= counts[key, default: 0] { continue }
            best = (condition, counts[key, default: 0])
        }
        return best?.condition
    }
}
