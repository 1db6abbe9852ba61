import FoundationEssentials

/// OpenWeatherMap said no: a non-2xx status, or a 200 whose body carries `cod` other than 200.
public struct APIError: WeatherFailure, Equatable {
    /// The HTTP status, when the error came from one; nil for a `cod` inside a 200 body.
    public var httpStatus: Int?
    /// The status or `cod` that decides the exit code.
    public var code: Int
    /// The server's own `message`, if it sent one.
    public var message: String?
    /// When the server said to try again (`Retry-After`), if it did.
    public var retryAt: Date?
    /// How long that was after the answer, in seconds: the message is read about then.
    public var retryWait: Double?
    /// Where the refused key came from (`OPENWEATHERMAP_API_KEY`), when the client knows.
    public var keyOrigin: SettingOrigin?

    public init(httpStatus: Int?, code: Int, message: String?) {
        self.httpStatus = httpStatus
        self.code = code
        self.message = message.flatMap { $0.isEmpty ? nil : $0 }
    }

    public var exitCode: ExitCode {
        switch code {
        case 401, 403: .auth
        case 429, 500...599: .temporary
        default: .notFound
        }
    }

    public var description: String {
        let detail = (httpStatus.map { "HTTP \($0)" } ?? "cod \(code)") + (message.map { ": \($0)" } ?? "")
        let text: String
        switch exitCode {
        case .auth:
            let key = keyOrigin.map { "the API key from \($0)" } ?? "the API key"
            text =
                "OpenWeatherMap rejected \(key) (\(detail)); check it at https://home.openweathermap.org/api_keys "
                + "(a new key can take a couple of hours to work)"
        case .temporary where code == 429:
            text =
                "OpenWeatherMap is rate-limiting this API key (\(detail)); try again \(whenToRetry ?? "in a few minutes")"
        case .temporary:
            text = "OpenWeatherMap is having trouble (\(detail)); try again \(whenToRetry ?? "later")"
        default:
            let verb = (code == 404) ? "found nothing for this request" : "rejected the request"
            text = "OpenWeatherMap \(verb) (\(detail))"
        }
        return text.truncated(to: 400).withoutControlCharacters
    }

    public var briefReason: String {
        code == 429 ? "rate limited, HTTP 429" : "server error, HTTP \(code)"
    }

    /// The error a non-2xx response stands for, with the server's `message` when its body has one
    /// and, when it sent `Retry-After`, the time to come back.
    init(response: HTTPResponse, now: Date) {
        self =
            OpenWeatherMapData.apiError(in: response.body, httpStatus: response.status)
            ?? APIError(httpStatus: response.status, code: response.status, message: nil)
        retryWait = RetryPolicy.retryAfterSeconds(response.retryAfter, now: now)
        retryAt = retryWait.map { now.addingTimeInterval($0) }
    }

    /// `now`, `in a minute` or `after 11:51 UTC`, from `Retry-After`. A clock time is rounded up
    /// to the minute, so it is never before the real one; a minute or less is said as such, since
    /// `after 17:22 UTC` read at 17:22:24 is already past.
    private var whenToRetry: String? {
        guard let retryAt, let retryWait else { return nil }
        if retryWait <= 0 { return "now" }
        if retryWait <= 60 { return "in a minute" }
        let minute = Date(timeIntervalSince1970: (retryAt.timeIntervalSince1970 / 60).rounded(.up) * 60)
        return "after \(LocalTime(minute).hoursMinutes) UTC"
    }
}
