/// How each quantity is printed, the same in every view (the human view, templates and the
/// Waybar tooltip): one number of decimals per quantity, never trimmed, so a value does not
/// change width as it changes (`9.7 mph`, then `10.0 mph`). A template's `{name:.N}` overrides it.
///
/// | quantity | decimals | example |
/// |---|---|---|
/// | temperature | 1 | `8.7 °C` |
/// | wind speed and gusts | 1 | `5.7 m/s`, `12.8 mph` |
/// | visibility | 1, in km | `8.0 km`, `0.8 km` |
/// | rain and snow | 2, in mm | `1.27 mm`, `0.10 mm` |
/// | humidity, clouds, chance of precipitation | 0 | `87%` |
/// | pressure | 0 | `1005 hPa` |
/// | wind bearing | 0 | `90°` |
/// | pollutant concentration | 1, in µg/m³ | `4.5`, `0.0` |
struct QuantityText: Sendable {
    var units: Units
    var glyphs: Glyphs

    static let temperatureDecimals = 1
    static let speedDecimals = 1
    static let visibilityDecimals = 1
    static let precipitationDecimals = 2

    /// `9.4 °C`, `48.9 °F`, `282.6 K` (`9.4 C` in ASCII).
    func temperature(_ celsius: Double, decimals: Int? = nil) -> String {
        let places = decimals ?? Self.temperatureDecimals
        return switch units {
        case .metric: NumberText.fixed(celsius, decimals: places) + " " + glyphs.celsius
        case .imperial:
            NumberText.fixed(Temperature.fahrenheit(fromCelsius: celsius), decimals: places) + " " + glyphs.fahrenheit
        case .standard: NumberText.fixed(Temperature.kelvin(fromCelsius: celsius), decimals: places) + " K"
        }
    }

    /// `5.7 m/s`, `12.8 mph`.
    func speed(_ metresPerSecond: Double, decimals: Int? = nil) -> String {
        let places = decimals ?? Self.speedDecimals
        return switch units {
        case .metric, .standard: NumberText.fixed(metresPerSecond, decimals: places) + " m/s"
        case .imperial:
            NumberText.fixed(Speed.milesPerHour(fromMetresPerSecond: metresPerSecond), decimals: places) + " mph"
        }
    }

    /// `8.0 km`.
    func visibility(_ metres: Double, decimals: Int? = nil) -> String {
        NumberText.fixed(metres / 1000, decimals: decimals ?? Self.visibilityDecimals) + " km"
    }

    /// `1.27 mm`.
    func precipitation(_ millimetres: Double, decimals: Int? = nil) -> String {
        NumberText.fixed(millimetres, decimals: decimals ?? Self.precipitationDecimals) + " mm"
    }

    /// `87%`.
    func percent(_ value: Double, decimals: Int? = nil) -> String {
        NumberText.fixed(value, decimals: decimals ?? 0) + "%"
    }

    /// `1005 hPa`.
    func pressure(_ hectopascals: Double, decimals: Int? = nil) -> String {
        NumberText.fixed(hectopascals, decimals: decimals ?? 0) + " hPa"
    }

    /// `4.5`: a concentration in µg/m³, without its unit (a line of several says it once).
    func concentration(_ microgramsPerCubicMetre: Double, decimals: Int? = nil) -> String {
        NumberText.fixed(microgramsPerCubicMetre, decimals: decimals ?? 1)
    }

    /// `90°` (`90 deg` in ASCII).
    func bearing(_ degrees: Double) -> String {
        NumberText.fixed(degrees, decimals: 0) + glyphs.degrees
    }
}
