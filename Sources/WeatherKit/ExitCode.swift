/// The documented exit codes (the man page's EXIT STATUS, from ``Manual/exitCodes``).
///
/// The numbers follow BSD `sysexits.h`, so shell scripts can tell a typo from an outage.
public enum ExitCode: Int32, Sendable, CaseIterable {
    case success = 0
    /// Command-line misuse: unknown flag, bad number, lat/lon out of range, no location.
    case usage = 64
    /// The response (or `--input`) is not a valid OpenWeatherMap payload.
    case badResponse = 65
    /// The `--input` file cannot be read.
    case noInput = 66
    /// The API says not found or rejects the request (HTTP 404 or another 4xx, or `cod` 404);
    /// `--notify` has no notify-send to send with.
    case notFound = 69
    /// The server refused a request as malformed (HTTP 400): weather built it wrong, or the base URL
    /// leads to another service. Asking again sends the same. (`sysexits.h`' EX_SOFTWARE.)
    case badRequest = 70
    /// Standard output could not be written (a full disk, a closed descriptor).
    case ioError = 74
    /// Temporary: network unreachable, connection dropped, timeout, HTTP 429 or 5xx.
    case temporary = 75
    /// The server's TLS certificate was not accepted (untrusted, expired, another host's): asking
    /// again gets the same certificate, so it is not retried. (`sysexits.h`' EX_PROTOCOL.)
    case tls = 76
    /// The API key was rejected (HTTP 401/403).
    case auth = 77
    /// No API key, or the config file is missing, unreadable or invalid.
    case config = 78
    /// The reader of standard output went away (`weather | head -c 1`): the status a shell shows
    /// for a death by SIGPIPE, returned quietly when SIGPIPE itself is ignored.
    case brokenPipe = 141

    /// The `error.kind` string of the JSON error object.
    public var kind: String {
        switch self {
        case .success: "ok"
        case .usage: "usage"
        case .badResponse: "bad_response"
        case .noInput: "no_input"
        case .notFound: "not_found"
        case .badRequest: "bad_request"
        case .ioError: "io_error"
        case .temporary: "temporary"
        case .tls: "tls"
        case .auth: "auth"
        case .config: "config"
        case .brokenPipe: "broken_pipe"
        }
    }
}
