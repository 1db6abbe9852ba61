import FoundationEssentials

/// GETs a URL through the transport under the command's one deadline, retrying temporary
/// failures (connection errors, 429, 5xx) with backoff or as `Retry-After` says; never a 429 that
/// says the account is blocked or a limit is used up.
///
/// It knows HTTP, not OpenWeatherMap: it hands back the final response whatever its status, and
/// the caller decides what a non-2xx body means.
public struct HTTPClient: Sendable {
    public var transport: HTTPTransport
    public var deadline: Deadline
    public var retry: RetryPolicy
    public var time: TimeSource
    /// Draws each backoff's jitter factor from ``RetryPolicy/jitter``.
    public var jitter: @Sendable () -> Double
    public var userAgent: String
    /// See ``HTTPRequest/connectionsPerHost``.
    public var connectionsPerHost: Int
    /// The environment, to name the proxy in a message about a connection that failed.
    public var environment: [String: String]
    /// Where the URLs' base came from, to say in a message about a server that was not reached.
    public var urlOrigin: SettingOrigin?

    /// The most we read of a body: OpenWeatherMap's largest answers (a 40-step forecast) are ~16 KiB.
    public static let maximumBodyBytes = 2 * 1024 * 1024

    public init(
        transport: HTTPTransport, deadline: Deadline, retry: RetryPolicy = RetryPolicy(), time: TimeSource,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: RetryPolicy.jitter) },
        userAgent: String = WeatherVersion.userAgent(), connectionsPerHost: Int = 1,
        environment: [String: String] = [:]
    ) {
        self.transport = transport
        self.deadline = deadline
        self.retry = retry
        self.time = time
        self.jitter = jitter
        self.userAgent = userAgent
        self.connectionsPerHost = connectionsPerHost
        self.environment = environment
    }

    /// Opens a connection to `url`'s host for the requests that follow, with one GET of `url`
    /// that carries nothing of the caller's (no key): one attempt, within the deadline, its answer
    /// and any failure ignored. With ``connectionsPerHost`` above one, a request sent while another
    /// is in flight gets a connection of its own, ready when the next requests go out.
    ///
    /// A GET, not a HEAD: a server that serves the API's GETs keeps the connection after one, but
    /// some answer HEAD with 501 and close it (Python's http.server does, and proxies may), and then
    /// the next request had to open its own after the geocoder's answer, three round trips late.
    public func preconnect(_ url: URL) async {
        let request = HTTPRequest(
            url: url, userAgent: userAgent, timeout: deadline.remaining(time), maximumBodyBytes: Self.maximumBodyBytes,
            connectionsPerHost: connectionsPerHost, opensConnectionOnly: true)
        guard request.timeout > 0 else { return }
        _ = try? await transport.get(request)
    }

    /// The response to GET `url`: a 2xx, or the last answer once retrying is over (out of
    /// retries, a `Retry-After` beyond ``RetryPolicy/maximumWait``, no time left to wait, or a
    /// status that asking again cannot change).
    /// - Throws: ``TransportError`` when no response came (retried first, unless the deadline
    ///   passed); ``ResponseError`` for a body the transport refused; `CancellationError`; and, at
    ///   once, whatever else the transport throws.
    /// - Parameter ifModifiedSince: the `Last-Modified` of the copy held; an unchanged answer is
    ///   then a 304 (``HTTPResponse/isNotModified``).
    /// - Parameter accept: the media type asked for, JSON unless a service asks for its own.
    public func get(_ url: URL, ifModifiedSince: String? = nil, accept: String? = nil) async throws -> HTTPResponse {
        var attempt = 0
        while true {
            let remaining = deadline.remaining(time)
            var request = HTTPRequest(
                url: url, userAgent: userAgent, timeout: remaining, maximumBodyBytes: Self.maximumBodyBytes,
                connectionsPerHost: connectionsPerHost)
            request.ifModifiedSince = ifModifiedSince
            if let accept { request.accept = accept }
            guard remaining > 0 else {
                throw TransportError(host: request.host, reason: .timedOut(seconds: deadline.seconds))
            }
            let answer: Result<HTTPResponse, TransportError>
            do {
                answer = .success(try await transport.get(request))
            } catch var error as TransportError {
                // Each attempt gets what is left of the budget; the message names the whole of it.
                if case .timedOut = error.reason { error.reason = .timedOut(seconds: deadline.seconds) }
                error.proxy = ProxySetting.forURL(url, environment: environment)
                error.port = url.port ?? (url.scheme?.lowercased() == "http" ? 80 : 443)
                error.urlOrigin = urlOrigin
                answer = .failure(error)
            }
            let requestedWait: Double?
            switch answer {
            case .success(let response):
                guard RetryPolicy.isRetryable(response) else { return response }
                requestedWait = RetryPolicy.retryAfterSeconds(response.retryAfter, now: time.now())
            case .failure(let error):
                guard RetryPolicy.isRetryable(error) else { throw error }
                requestedWait = nil
            }
            let wait = requestedWait ?? RetryPolicy.backoff(attempt: attempt, jitter: jitter())
            // A server that asks for a long pause gets its answer now, with the time to come back.
            guard attempt < retry.retries, wait <= RetryPolicy.maximumWait, wait < deadline.remaining(time) else {
                return try answer.get()
            }
            try await time.sleep(wait)
            attempt += 1
        }
    }
}
