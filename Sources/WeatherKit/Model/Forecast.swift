import Dispatch
import FoundationEssentials

/// The 5-day / 3-hour forecast, in model units (°C, m/s, hPa, mm, %).
public struct Forecast: Sendable, Equatable {
    /// The place's offset from UTC in seconds (`city.timezone`), which decides the local date.
    public var timezoneOffsetSeconds: Int?
    public var entries: [ForecastEntry]

    public static let stepHours = 3
}

/// One 3-hour step.
public struct ForecastEntry: Sendable, Equatable {
    public var time: Date
    public var temperatureC: Double
    public var feelsLikeC: Double?
    public var tempMinC: Double?
    public var tempMaxC: Double?
    public var humidityPct: Double?
    public var pressureHPa: Double?
    public var conditions: [Condition]
    public var wind: Wind?
    public var cloudsPct: Double?
    public var visibilityM: Double?
    /// Chance of precipitation, 0…100.
    public var popPct: Double?
    public var rain3hMM: Double?
    public var snow3hMM: Double?
}

/// One local calendar day of the forecast, summarised.
public struct DailyForecast: Sendable, Equatable {
    /// The local date at the place, `2026-11-23`.
    public var date: String
    public var minC: Double
    public var maxC: Double
    /// The day's most frequent condition (the first to reach that count wins a tie).
    public var condition: Condition?
    /// The highest chance of precipitation of the day, 0…100.
    public var popPct: Double?
    /// Totals of the 3-hour amounts; nil when no step reported any.
    public var rainMM: Double?
    public var snowMM: Double?
}
