/// Temperature arithmetic. The model holds Celsius; these are the only formulas in the program.
public enum Temperature {
    /// Kelvin to Celsius. Only the wire-to-model mapping calls this.
    public static func celsius(fromKelvin kelvin: Double) -> Double { kelvin - 273.15 }

    public static func fahrenheit(fromCelsius celsius: Double) -> Double { celsius * 9 / 5 + 32 }

    public static func kelvin(fromCelsius celsius: Double) -> Double { celsius + 273.15 }

    /// Below this no Kelvin reading on Earth can be: the coldest ever measured is 183.95 K (Vostok,
    /// −89.2 °C). Every real reading in °C or °F is below it (the hottest is 56.7 °C, 134 °F), so
    /// a value under it means a body fetched with `units=metric` or `units=imperial`.
    public static let coldestPlausibleKelvin = 150.0
}
