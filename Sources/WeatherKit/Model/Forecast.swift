/// The 5-day / 3-hour forecast, in model units (°C, m/s, hPa, mm, %).
public struct Forecast: Sendable, Equatable {
    /// The place's offset from UTC in seconds (`city.timezone`), which decides the local date.
    public var timezoneOffsetSeconds: Int?
    public var entries: [ForecastEntry]
    /// The hourly air quality forecast, when `--air` asked for it with the forecast; each day's
    /// worst index comes from it.
    public var airReadings: [AirReading]? = nil
    /// Hours between steps: 3 for the free forecast, 1 for One Call's hourly steps.
    public var stepHours = 3
    /// One Call's next 60 minutes of precipitation; nil from the free forecast, or when One Call
    /// sent none.
    public var minutely: [MinutePrecipitation]? = nil
    /// One Call's own days (up to 8, with their summary and UV index), used instead of days
    /// summed from the steps.
    public var providedDaily: [DailyForecast]? = nil

    public init(timezoneOffsetSeconds: Int?, entries: [ForecastEntry]) {
        self.timezoneOffsetSeconds = timezoneOffsetSeconds
        self.entries = entries
    }
}
