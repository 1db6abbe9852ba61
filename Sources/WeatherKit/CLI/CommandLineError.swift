/// The command line is wrong: exit 64. Names the flag and, where safe, the value.
public enum CommandLineError: WeatherFailure, Equatable {
    case unknownOption(String, suggestion: String?)
    case missingValue(flag: String)
    case unexpectedValue(flag: String)
    case badValue(flag: String, value: String, expected: String)
    case badPlace(String, expected: String)
    case incomplete(String)
    case conflict(String)
    case noLocation

    public var exitCode: ExitCode { .usage }

    public var description: String {
        let text: String
        switch self {
        case .unknownOption(let flag, let suggestion):
            text =
                "unknown option `\(flag)`" + (suggestion.map { " (did you mean `\($0)`?)" } ?? "")
                + "; see weather --help"
        case .missingValue(let flag):
            text = "option `\(flag)` needs a value; see weather --help"
        case .unexpectedValue(let flag):
            text = "option `\(flag)` takes no value"
        case .badValue(let flag, let value, let expected):
            text = "`\(flag) \(value.truncated(to: 60))`: expected \(expected)"
        case .badPlace(let argument, let expected):
            text = "`\(argument.truncated(to: 60))`: expected \(expected)"
        case .incomplete(let message), .conflict(let message):
            text = message
        case .noLocation:
            text =
                "no place given: name one (weather London, --lat DEG --lon DEG, or --here to locate by IP address), "
                + "or set `places` or `location` in the config file"
        }
        return text.withoutControlCharacters
    }
}
