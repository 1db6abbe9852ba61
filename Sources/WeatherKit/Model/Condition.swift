/// One entry of OpenWeatherMap's `weather` array ("Rain" / "light rain" / `10d`).
public struct Condition: Sendable, Equatable {
    public var id: Int?
    public var main: String?
    public var description: String?
    public var icon: String?
    /// Open-Meteo's WMO weather code, whose words each language has (OpenWeatherMap translates
    /// its own `description`).
    public var wmoCode: Int? = nil
}
