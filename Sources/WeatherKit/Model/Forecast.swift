/// The 5-day / 3-hour forecast, in model units (°C, m/s, hPa, mm, %).
public struct Forecast: Sendable, Equatable {
    /// The place's offset from UTC in seconds (`city.timezone`), which decides the local date.
    public var timezoneOffsetSeconds: Int?
    public var entries: [ForecastEntry]
    /// The hourly air quality forecast, when `--air` asked for it with the forecast; each day's
    /// worst index comes from it.
    public var airReadings: [AirReading]? = nil

    public static let stepHours = 3
}
