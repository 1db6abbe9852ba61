/// The weather at one point from one answer: the current weather and the forecast (hourly steps,
/// the days and, where the answer has them, the next hour's quarter hours), as Open-Meteo's
/// forecast answer gives them together.
public struct PointWeather: Sendable, Equatable {
    public var current: CurrentWeather
    public var forecast: Forecast
    /// This hour yesterday, when the answer reaches back a day (`past_hours`).
    public var dayBefore: DayBefore? = nil
}
