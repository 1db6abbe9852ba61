/// One local calendar day of the forecast, summarised.
public struct DailyForecast: Sendable, Equatable {
    /// The local date at the place, `2026-11-23`.
    public var date: String
    /// How many 3-hour steps it summarises: 8 for a whole day, fewer for a partial one (today,
    /// and the last day of a forecast kept whole).
    public var steps: Int
    /// The lowest and highest temperature of its steps (never a step's `temp_min`, which in the
    /// 5-day forecast is the spread across a city at that moment, not a low).
    public var minC: Double
    public var maxC: Double
    /// Summed from under half the day's hours (today late, a forecast's last day): its low and
    /// high are not the whole day's, and the table marks it.
    public var partial = false
    /// The day's most frequent condition (the first to reach that count wins a tie).
    public var condition: Condition?
    /// The highest chance of precipitation of the day, 0…100.
    public var popPct: Double?
    /// Totals of the 3-hour amounts; nil when no step reported any.
    public var rainMM: Double?
    public var snowMM: Double?
    /// The air forecast's hours on this day: ``ShownAirIndex/worst(of:scale:)`` finds its worst,
    /// on any `--aqi-scale`.
    public var air: [AirReading] = []
    /// One Call only: the day's highest UV index, and OpenWeatherMap's sentence for the day.
    public var uvIndex: Double? = nil
    public var summary: String? = nil
}
