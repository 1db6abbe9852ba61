import FoundationEssentials

/// The weather at one place and moment, in the units this program thinks in:
/// Celsius, m/s, hPa, metres, millimetres, percent and `Date`.
///
/// Built only by ``WireToModel``. A value the server did not send is `nil`, never 0 or "".
public struct CurrentWeather: Sendable, Equatable {
    public var location: Location
    public var observedAt: Date
    public var sunrise: Date?
    public var sunset: Date?
    /// Set when the server said there is neither sunrise nor sunset today (it sends 0 for both).
    public var polarLight: PolarLight? = nil
    public var conditions: [Condition]
    public var readings: Readings
    public var visibilityM: Double?
    public var cloudsPct: Double?
    public var wind: Wind?
    public var rain: Precipitation?
    public var snow: Precipitation?
    /// One Call only.
    public var uvIndex: Double? = nil
}
