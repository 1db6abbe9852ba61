import FoundationEssentials

/// When and how long to wait before trying a request again.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts after the first; `--retries`, config `retries`.
    public var retries: Int

    public static let defaultRetries = 2
    /// The first backoff; each next one doubles.
    public static let initialDelay = 0.5
    /// Each backoff is multiplied by a factor drawn from this range, so clients don't retry in step.
    public static let jitter = 0.8...1.2
    /// The longest `Retry-After` we wait for; a server asking more gets an answer at once instead.
    public static let maximumWait = 10.0

    public init(retries: Int = defaultRetries) { self.retries = retries }

    /// 429 and 5xx: the server may answer differently in a moment. Other statuses never change
    /// by asking again.
    static func isRetryable(status: Int) -> Bool { status == 429 || (500...599).contains(status) }

    /// Whether asking again may change `response`: a retryable status, but not a 429 that
    /// ``refusesForGood(_:)``.
    static func isRetryable(_ response: HTTPResponse) -> Bool {
        isRetryable(status: response.status) && !refusesForGood(response)
    }

    /// A 429 whose body says the account is blocked or a limit is used up (OpenWeatherMap's "Your
    /// account is temporary blocked", Open-Meteo's "Daily API request limit exceeded"): another
    /// request within the run changes nothing, and may count against the limit. A 429 that says
    /// neither is a moment's pushback, and is retried.
    static func refusesForGood(_ response: HTTPResponse) -> Bool {
        guard response.status == 429 else { return false }
        let body = String(decoding: response.body.prefix(4096), as: UTF8.self).lowercased()
        return body.contains("block") || body.contains("limit")
    }

    /// The temporary transport failures, but not the deadline's own timeout (spent by definition).
    /// A certificate that was refused, or a URL the transport cannot use, stays so.
    static func isRetryable(_ error: TransportError) -> Bool {
        if case .timedOut = error.reason { return false }
        return error.exitCode == .temporary
    }

    /// The wait before retry number `attempt + 1`: 0.5 s, 1 s, 2 s… times `jitter`, which the
    /// caller draws from ``jitter``.
    static func backoff(attempt: Int, jitter: Double) -> Double {
        initialDelay * Double(1 << min(max(attempt, 0), 30)) * jitter
    }

    /// Seconds to wait from a `Retry-After` value: delay-seconds (`120`) or an HTTP date
    /// (`Wed, 21 Oct 2026 07:28:00 GMT`). Nil for anything else.
    static func retryAfterSeconds(_ header: String?, now: Date) -> Double? {
        guard let header = header?.trimmingSpaces, !header.isEmpty else { return nil }
        if let seconds = Int(header), seconds >= 0 { return Double(seconds) }
        guard let date = HTTPDate.parse(header) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
