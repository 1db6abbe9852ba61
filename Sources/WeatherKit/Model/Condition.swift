/// One entry of OpenWeatherMap's `weather` array ("Rain" / "light rain" / `10d`).
public struct Condition: Sendable, Equatable {
    public var id: Int?
    public var main: String?
    public var description: String?
    public var icon: String?
}
