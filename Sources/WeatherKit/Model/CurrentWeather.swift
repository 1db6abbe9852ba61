import Dispatch
import FoundationEssentials

/// The weather at one place and moment, in the units this program thinks in:
/// Celsius, m/s, hPa, metres, millimetres, percent and `Date`.
///
/// Built only by ``OpenWeatherMapData``. A value the server did not send is `nil`, never 0 or "".
public struct CurrentWeather: Sendable, Equatable {
    public var location: Location
    public var observedAt: Date
    public var sunrise: Date?
    public var sunset: Date?
    public var conditions: [Condition]
    public var temperatureC: Double
    public var feelsLikeC: Double?
    public var tempMinC: Double?
    public var tempMaxC: Double?
    public var humidityPct: Double?
    public var pressureHPa: Double?
    public var seaLevelHPa: Double?
    public var groundLevelHPa: Double?
    public var visibilityM: Double?
    public var cloudsPct: Double?
    public var wind: Wind?
    public var rain: Precipitation?
    public var snow: Precipitation?
}

/// Where the observation is for, as the weather endpoint names it.
public struct Location: Sendable, Equatable {
    public var name: String?
    public var country: String?
    public var state: String?
    public var cityID: Int?
    public var latitude: Double
    public var longitude: Double
    public var timezoneOffsetSeconds: Int?
}

/// One entry of OpenWeatherMap's `weather` array ("Rain" / "light rain" / `10d`).
public struct Condition: Sendable, Equatable {
    public var id: Int?
    public var main: String?
    public var description: String?
    public var icon: String?
}

public struct Wind: Sendable, Equatable {
    public var speedMS: Double?
    public var gustMS: Double?
    /// Meteorological degrees: where the wind blows *from*.
    public var degrees: Double?

    public var direction: CompassPoint? { degrees.map(CompassPoint.init(degrees:)) }
}

/// Rain or snow volume, in millimetres.
public struct Precipitation: Sendable, Equatable {
    public var lastHourMM: Double?
    public var lastThreeHoursMM: Double?
}
