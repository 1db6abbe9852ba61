/// The request never produced a complete HTTP response.
///
/// Mostly temporary (exit 75, retried). A certificate that cannot be trusted is not: asking again
/// gets the same certificate, so it ends at once (exit 76). A URL the transport cannot use is a
/// configuration problem (exit 78).
///
/// Transports build it from error codes and known phrases, never keeping an error's text, because
/// that text can hold the URL and the URL holds the API key.
public struct TransportError: WeatherFailure, Equatable {
    public enum Reason: Sendable, Equatable {
        case timedOut(seconds: Double)
        case cannotConnect
        case hostNotFound
        case connectionLost
        /// The TLS handshake failed for a reason other than the certificate.
        case secureConnectionFailed
        /// The server answered the TLS handshake with something else, most likely plain HTTP: an
        /// `https://` base URL pointed at an `http://` port. The port is for the message.
        case notTLS(port: Int?)
        case certificate(CertificateProblem)
        /// The transport refused the URL itself (this toolchain's URLSession and IPv6 literals).
        case unsupportedURL
        case other(code: Int)
    }

    /// Why the server's certificate was not accepted.
    public enum CertificateProblem: Sendable, Equatable {
        /// Self-signed, or signed by an authority this machine does not trust.
        case untrusted
        case expired
        case notYetValid
        /// Valid, but for another host name.
        case wrongHost
    }

    public var host: String
    public var reason: Reason
    /// The proxy the request went through (from `https_proxy` and friends), for messages.
    public var proxy: ProxySetting?
    /// The port asked for, for messages.
    public var port: Int?
    /// Where the URL came from (`--base-url`, `OPENWEATHERMAP_BASE_URL`, the config file), for
    /// messages: only a URL that came from somewhere can be mended there.
    public var urlOrigin: SettingOrigin?

    public init(host: String, reason: Reason, proxy: ProxySetting? = nil) {
        self.host = host
        self.reason = reason
        self.proxy = proxy
    }

    public var exitCode: ExitCode {
        switch reason {
        // Asking again gets the same plain answer, so it is not retried, and, like a certificate,
        // it is a TLS failure that needs a person (EX_PROTOCOL), not a wait.
        case .certificate, .notTLS: .tls
        case .unsupportedURL: .config
        default: .temporary
        }
    }

    /// A certificate (or a plain answer where TLS was asked for) is not retried, but the last
    /// answer may still be shown: the usual cause on a laptop is a captive portal (a hotel's login
    /// page) answering for the server until one logs in.
    public var allowsStaleAnswer: Bool {
        switch reason {
        case .certificate, .notTLS: return true
        default: break
        }
        return exitCode == .temporary
    }

}
