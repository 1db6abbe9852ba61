import FoundationEssentials

/// One 3-hour step of the forecast.
public struct ForecastEntry: Sendable, Equatable {
    public var time: Date
    public var readings: Readings
    public var conditions: [Condition]
    public var wind: Wind?
    public var cloudsPct: Double?
    public var visibilityM: Double?
    /// Chance of precipitation, 0…100.
    public var popPct: Double?
    public var rain3hMM: Double?
    public var snow3hMM: Double?
}
