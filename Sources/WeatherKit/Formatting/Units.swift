/// The unit system of the human view (`--units`). JSON output is always metric.
public enum Units: String, Sendable, CaseIterable {
    case metric, imperial, standard

    func temperature(_ celsius: Double) -> String {
        switch self {
        case .metric: NumberText.fixed(celsius, decimals: 1) + " °C"
        case .imperial: NumberText.fixed(Temperature.fahrenheit(fromCelsius: celsius), decimals: 1) + " °F"
        case .standard: NumberText.fixed(Temperature.kelvin(fromCelsius: celsius), decimals: 1) + " K"
        }
    }

    func speed(_ metresPerSecond: Double) -> String {
        switch self {
        case .metric, .standard: NumberText.trimmed(metresPerSecond, maxDecimals: 1) + " m/s"
        case .imperial:
            NumberText.trimmed(Speed.milesPerHour(fromMetresPerSecond: metresPerSecond), maxDecimals: 1) + " mph"
        }
    }
}
