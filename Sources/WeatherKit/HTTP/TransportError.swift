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

    public var description: String {
        switch reason {
        case .timedOut(let seconds):
            return "no answer from \(host) within \(NumberText.trimmed(seconds, maxDecimals: 1)) s; "
                + "try again, or allow longer with --timeout"
        case .cannotConnect:
            if let proxy {
                return "could not connect to the proxy \(proxy.address) (set by \(proxy.variable)) on the way to "
                    + "\(host); check the proxy, or unset \(proxy.variable)"
            }
            let address = host + (port.map { " port \($0)" } ?? "")
            return "could not connect to \(address) (connection refused)" + whereToLook
        case .hostNotFound:
            if let proxy {
                return "could not reach \(host) through the proxy \(proxy.address) (set by \(proxy.variable)); "
                    + "check the proxy's name, or unset \(proxy.variable)"
            }
            return "could not find the host \(host)" + whereToLook
        case .connectionLost:
            return "the connection to \(host) closed before the answer was complete; try again"
        case .secureConnectionFailed:
            return "could not make a secure connection to \(host); check the system clock and certificates"
        case .notTLS(let port):
            let address = host + (port.map { ":\($0)" } ?? "")
            return "the server at \(address) did not answer with TLS; is the base URL meant to be http://?"
        case .certificate(let problem):
            return Self.certificateText(problem, host: host)
        case .unsupportedURL:
            return host.contains(":")
                ? "this build's URLSession cannot use an IPv6 address in a URL (\(host)); use a host name "
                    + "that resolves to it (for ::1, localhost); see Networks, proxies and TLS in man weather"
                : "URLSession refused the URL for \(host)" + whereToLook
        case .other(let code):
            return "the request to \(host) failed (URLError \(code)); try again"
        }
    }

    /// `; check your network`, or where the URL came from when it came from somewhere: only a
    /// URL the user gave is worth checking.
    private var whereToLook: String {
        switch urlOrigin {
        case .flag(let name)?: "; check the server, or \(name)"
        case .environment(let name)?: "; the URL is from \(name): check the server, or that variable"
        case .configFile?: "; the URL is from \(urlOrigin?.description ?? ""): check the server, or that setting"
        case .builtIn?, nil: "; check your network"
        }
    }

    private static func certificateText(_ problem: CertificateProblem, host: String) -> String {
        switch problem {
        case .untrusted:
            "the certificate of \(host) is not trusted (self-signed, or from an authority this system does not "
                + "trust); add its CA to the system's store (update-ca-certificates rebuilds "
                + "/etc/ssl/certs/ca-certificates.crt), or, with the release build, point SSL_CERT_FILE at it"
        case .expired:
            "the certificate of \(host) has expired (or this system's clock is wrong)"
        case .notYetValid:
            "the certificate of \(host) is not valid yet; check this system's clock"
        case .wrongHost:
            "the certificate of \(host) is for another host name; check --base-url"
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

    /// A few words for the stale-data notice: `timed out`, `could not connect`.
    public var briefReason: String {
        switch reason {
        case .timedOut: "timed out"
        case .cannotConnect: proxy == nil ? "could not connect" : "proxy unreachable"
        case .hostNotFound: proxy == nil ? "host not found" : "proxy unreachable"
        case .connectionLost: "connection lost"
        case .secureConnectionFailed: "secure connection failed"
        case .notTLS: "no TLS"
        case .certificate: "certificate not accepted"
        case .unsupportedURL: "unusable URL"
        case .other: "network error"
        }
    }
}
