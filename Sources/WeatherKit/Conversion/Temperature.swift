#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temperature arithmetic. The model holds Celsius; these are the only formulas in the program.
public enum Temperature {
    /// Kelvin to Celsius. Only the wire-to-model mapping calls this.
    public static func celsius(fromKelvin kelvin: Double) -> Double { kelvin - 273.15 }

    public static func fahrenheit(fromCelsius celsius: Double) -> Double { celsius * 9 / 5 + 32 }

    public static func kelvin(fromCelsius celsius: Double) -> Double { celsius + 273.15 }

    /// A difference of temperatures in °F: 1 °C apart is 1.8 °F apart (no offset); in kelvin it
    /// is as in °C.
    public static func fahrenheitDifference(fromCelsius celsius: Double) -> Double { celsius * 9 / 5 }

    /// The dew point, °C, from the temperature and the relative humidity, by the Magnus formula
    /// with Alduchov and Eskridge's constants (1996: a = 17.625, b = 243.04 °C): within 0.1 °C of
    /// the Arden Buck equation from −30 to 50 °C, up to 0.3 °C off at −40 °C in very dry air.
    /// Below 0 °C it is the dew point over water, as weather services give it, not the frost
    /// point. Nil for a humidity of 0 or less, which has none; a humidity over 100% counts as 100%.
    public static func dewPoint(celsius: Double, humidityPct: Double) -> Double? {
        guard humidityPct > 0, celsius > -magnusB else { return nil }
        let gamma = log(min(humidityPct, 100) / 100) + magnusA * celsius / (magnusB + celsius)
        return magnusB * gamma / (magnusA - gamma)
    }

    private static let magnusA = 17.625
    private static let magnusB = 243.04

    /// Below this no Kelvin reading on Earth can be: the coldest ever measured is 183.95 K (Vostok,
    /// −89.2 °C). Every real reading in °C or °F is below it (the hottest is 56.7 °C, 134 °F), so
    /// a value under it means a body fetched with `units=metric` or `units=imperial`.
    public static let coldestPlausibleKelvin = 150.0
}
