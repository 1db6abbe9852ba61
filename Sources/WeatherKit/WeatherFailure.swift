/// An error that knows how the command should end: every layer's error type conforms.
///
/// `description` is the one line printed after `weather: ` on stderr. It must name what went
/// wrong (the flag, the key path, the file, the HTTP status). The key is redacted on the way out
/// (see `OutputWriter`), but no message should carry it in the first place.
public protocol WeatherFailure: Error, CustomStringConvertible {
    var exitCode: ExitCode { get }
    /// Why, in a few words, for the notice shown with stale data: `timed out`, `rate limited, HTTP 429`.
    var briefReason: BriefReason { get }
    /// Whether a cached answer may stand in: the server could answer properly in a moment.
    var allowsStaleAnswer: Bool { get }
}

extension WeatherFailure {
    public var briefReason: BriefReason { .other(description) }
    public var allowsStaleAnswer: Bool { exitCode == .temporary }
}

/// Why a refresh failed, in a few words, for the notice beside a cached answer: a value, so that
/// the layer that words it can say it in the view's language (`timed out`, `Zeitüberschreitung`).
public enum BriefReason: Sendable, Equatable {
    case timedOut, cannotConnect, proxyUnreachable, hostNotFound, connectionLost, secureConnectionFailed, notTLS
    case certificate, unusableURL, network
    /// HTTP 429.
    case rateLimited(status: Int)
    /// HTTP 5xx.
    case serverError(status: Int)
    /// Another status that is no answer (a 403, a 404).
    case refused(status: Int)
    /// A failure with no words of its own for this: its whole line.
    case other(String)

    /// A failure that may pass: no connection, no answer in time, a 429, a 5xx.
    public var isPassing: Bool {
        switch self {
        case .timedOut, .cannotConnect, .proxyUnreachable, .hostNotFound, .connectionLost, .network, .rateLimited,
            .serverError:
            true
        case .secureConnectionFailed, .notTLS, .certificate, .unusableURL, .refused, .other: false
        }
    }
}
