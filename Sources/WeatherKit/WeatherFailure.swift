/// An error that knows how the command should end: every layer's error type conforms.
///
/// `description` is the one line printed after `weather: ` on stderr. It must name what went
/// wrong (the flag, the key path, the file, the HTTP status). The key is redacted on the way out
/// (see `OutputWriter`), but no message should carry it in the first place.
public protocol WeatherFailure: Error, CustomStringConvertible {
    var exitCode: ExitCode { get }
    /// A few words for the notice shown with stale data: `timed out`, `rate limited, HTTP 429`.
    var briefReason: String { get }
    /// Whether a cached answer may stand in: the server could answer properly in a moment.
    var allowsStaleAnswer: Bool { get }
}

extension WeatherFailure {
    public var briefReason: String { description }
    public var allowsStaleAnswer: Bool { exitCode == .temporary }
}
