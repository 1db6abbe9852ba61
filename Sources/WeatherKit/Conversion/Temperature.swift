/// Temperature arithmetic. The model holds Celsius; these are the only formulas in the program.
public enum Temperature {
    /// Kelvin to Celsius. Only the wire-to-model mapping calls this.
    public static func celsius(fromKelvin kelvin: Double) -> Double { kelvin - 273.15 }

    public static func fahrenheit(fromCelsius celsius: Double) -> Double { celsius * 9 / 5 + 32 }

    public static func kelvin(fromCelsius celsius: Double) -> Double { celsius + 273.15 }
}
