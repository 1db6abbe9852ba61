/// The unit system of the human view (`--units`). JSON output is always metric.
public enum Units: String, Sendable, CaseIterable {
    case metric, imperial, standard

    /// `9.4 °C`, `48.9 °F`, `282.6 K`
    func temperature(_ celsius: Double, decimals: Int = 1) -> String {
        switch self {
        case .metric: NumberText.fixed(celsius, decimals: decimals) + " °C"
        case .imperial: NumberText.fixed(Temperature.fahrenheit(fromCelsius: celsius), decimals: decimals) + " °F"
        case .standard: NumberText.fixed(Temperature.kelvin(fromCelsius: celsius), decimals: decimals) + " K"
        }
    }

    /// `5.7 m/s`, `12.8 mph`; trailing zeros dropped unless `decimals` is given.
    func speed(_ metresPerSecond: Double, decimals: Int? = nil) -> String {
        let value: Double
        let unit: String
        switch self {
        case .metric, .standard: (value, unit) = (metresPerSecond, " m/s")
        case .imperial: (value, unit) = (Speed.milesPerHour(fromMetresPerSecond: metresPerSecond), " mph")
        }
        let text = decimals.map { NumberText.fixed(value, decimals: $0) } ?? NumberText.trimmed(value, maxDecimals: 1)
        return text + unit
    }
}
