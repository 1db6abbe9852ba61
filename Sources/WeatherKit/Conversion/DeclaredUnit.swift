/// Values in the unit an answer declares for them (Open-Meteo's `current_units`, `hourly_units`
/// …: `°F`, `mp/h`, `inch`), converted to the model's (°C, m/s, mm, m, hPa). Each function is nil
/// for a unit it does not know, which the mapping reports as a bad answer naming the key.
enum DeclaredUnit {
    /// `°C` or `°F` to °C.
    static func celsius(_ value: Double, from unit: String) -> Double? {
        switch unit {
        case "°C": value
        case "°F": (value - 32) * 5 / 9
        default: nil
        }
    }

    /// `m/s`, `km/h`, `mp/h` (Open-Meteo's spelling; `mph` too) or `kn` to m/s.
    static func metresPerSecond(_ value: Double, from unit: String) -> Double? {
        switch unit {
        case "m/s": value
        case "km/h": value / 3.6
        case "mp/h", "mph": value * 0.447_04
        case "kn": value * 1852 / 3600
        default: nil
        }
    }

    /// `mm`, `cm` (snowfall) or `inch` to mm.
    static func millimetres(_ value: Double, from unit: String) -> Double? {
        switch unit {
        case "mm": value
        case "cm": value * 10
        case "inch": value * 25.4
        default: nil
        }
    }

    /// `m` or `ft` to metres.
    static func metres(_ value: Double, from unit: String) -> Double? {
        switch unit {
        case "m": value
        case "ft": value * 0.3048
        default: nil
        }
    }

    /// `hPa` as it is.
    static func hectopascals(_ value: Double, from unit: String) -> Double? { unit == "hPa" ? value : nil }

    /// `%` as it is.
    static func percent(_ value: Double, from unit: String) -> Double? { unit == "%" ? value : nil }

    /// `°` as it is: a bearing.
    static func degrees(_ value: Double, from unit: String) -> Double? { unit == "°" ? value : nil }

    /// `μg/m³` (Greek mu, as Open-Meteo writes it, or the micro sign) as it is.
    static func microgramsPerCubicMetre(_ value: Double, from unit: String) -> Double? {
        unit == "μg/m³" || unit == "µg/m³" ? value : nil
    }

    /// `grains/m³` as it is: pollen.
    static func grainsPerCubicMetre(_ value: Double, from unit: String) -> Double? {
        unit == "grains/m³" ? value : nil
    }

    /// A unitless value (the UV index, `""`) as it is.
    static func plain(_ value: Double, from unit: String) -> Double? { unit.isEmpty ? value : nil }
}
