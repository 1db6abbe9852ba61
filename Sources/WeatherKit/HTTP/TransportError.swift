/// The request never produced a complete HTTP response: always temporary (exit 75).
///
/// Transports build it from error codes, never from an error's text, because that text can hold
/// the URL and the URL holds the API key.
public struct TransportError: WeatherFailure, Equatable {
    public enum Reason: Sendable, Equatable {
        case timedOut(seconds: Double)
        case cannotConnect
        case hostNotFound
        case connectionLost
        case secureConnectionFailed
        case other(code: Int)
    }

    public var host: String
    public var reason: Reason

    public init(host: String, reason: Reason) {
        self.host = host
        self.reason = reason
    }

    public var exitCode: ExitCode { .temporary }

    public var description: String {
        switch reason {
        case .timedOut(let seconds):
            "no answer from \(host) within \(NumberText.trimmed(seconds, maxDecimals: 1)) s; "
                + "try again, or allow longer with --timeout"
        case .cannotConnect:
            "could not connect to \(host) (connection refused); check your network, or --base-url"
        case .hostNotFound:
            "could not find the host \(host); check your network, or --base-url"
        case .connectionLost:
            "the connection to \(host) was lost before the response was complete; try again"
        case .secureConnectionFailed:
            "could not make a secure connection to \(host); check the system clock and certificates"
        case .other(let code):
            "the request to \(host) failed (URLError \(code)); try again"
        }
    }

    /// A few words for the stale-data notice: `timed out`, `network unreachable`.
    public var briefReason: String {
        switch reason {
        case .timedOut: "timed out"
        case .cannotConnect, .hostNotFound: "network unreachable"
        case .connectionLost: "connection lost"
        case .secureConnectionFailed: "secure connection failed"
        case .other: "network error"
        }
    }
}
