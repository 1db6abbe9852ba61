import FoundationEssentials

/// The proxy a request goes through, by the variables libcurl reads: `https_proxy` (or
/// `HTTPS_PROXY`) for https, `http_proxy` for http (never `HTTP_PROXY`, which a CGI request can
/// set), then `all_proxy`/`ALL_PROXY`, unless `no_proxy`/`NO_PROXY` names the host.
public struct ProxySetting: Sendable, Equatable {
    /// The proxy without any user name or password: `http://proxy.example:3128`.
    public var address: String
    /// The variable that set it, for the message that says how to unset it.
    public var variable: String

    public init(address: String, variable: String) {
        self.address = address
        self.variable = variable
    }

    /// The proxy for `url`, or nil when none applies.
    public static func forURL(_ url: URL, environment: [String: String]) -> ProxySetting? {
        let scheme = url.scheme?.lowercased() ?? "https"
        let variables: [EnvironmentVariable] = scheme == "https" ? [.httpsProxy, .httpsProxyUpper] : [.httpProxy]
        guard
            let (name, value) = (variables + [.allProxy, .allProxyUpper]).lazy
                .compactMap({ variable in
                    environment[variable].flatMap { $0.isEmpty ? nil : (variable.rawValue, $0) }
                }).first
        else { return nil }
        if let host = url.host?.lowercased(), bypasses(host, environment[.noProxy] ?? environment[.noProxyUpper]) {
            return nil
        }
        return ProxySetting(address: withoutCredentials(value), variable: name)
    }

    /// `no_proxy`: `*`, or a comma-separated list of hosts and domains (`example.com` covers
    /// `api.example.com`; a leading dot is allowed).
    static func bypasses(_ host: String, _ list: String?) -> Bool {
        guard let list else { return false }
        return list.split(separator: ",").contains { (entry: Substring) -> Bool in
            var pattern = String(entry).trimmingSpaces.lowercased()
            if pattern == "*" { return true }
            if pattern.hasPrefix(".") { pattern.removeFirst() }
            return !pattern.isEmpty && (host == pattern || host.hasSuffix("." + pattern))
        }
    }

    /// `http://user:secret@proxy:3128` → `http://proxy:3128`: a proxy password is a secret too.
    static func withoutCredentials(_ value: String) -> String {
        guard let at = value.lastIndex(of: "@") else { return value }
        let schemeEnd = value.firstRange(of: "://")?.upperBound ?? value.startIndex
        guard at >= schemeEnd else { return value }
        return String(value[..<schemeEnd]) + String(value[value.index(after: at)...])
    }
}
