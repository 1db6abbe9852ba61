/// Temperatures, humidity and pressure of one observation or forecast step (OpenWeatherMap's
/// `main` object), in °C, % and hPa.
public struct Readings: Sendable, Equatable {
    public var temperatureC: Double
    public var feelsLikeC: Double?
    /// The lowest and highest temperature observed in the area now (current weather), or within
    /// the step (forecast).
    public var tempMinC: Double?
    public var tempMaxC: Double?
    public var humidityPct: Double?
    /// At sea level.
    public var pressureHPa: Double?
    public var seaLevelHPa: Double?
    public var groundLevelHPa: Double?
    /// The dew point One Call sent; nil from the other endpoints, which send none.
    public var reportedDewPointC: Double? = nil

    /// The dew point: One Call's where it sent one, else worked out from the temperature and the
    /// humidity (``Temperature/dewPoint(celsius:humidityPct:)``); nil without a humidity.
    public var dewPointC: Double? {
        reportedDewPointC ?? humidityPct.flatMap { Temperature.dewPoint(celsius: temperatureC, humidityPct: $0) }
    }
}
