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
    /// Who said no.
    public var provider: Provider = .openWeatherMap
    /// A 429 that names a block of the account or a limit used up (a day's calls): not retried,
    /// and not soon over.
    public var refusedForGood = false

    public init(httpStatus: Int?, code: Int, message: String?) {
        self.httpStatus = httpStatus
        self.code = code
        self.message = message.flatMap { $0.isEmpty ? nil : $0 }
    }

    public var exitCode: ExitCode {
        switch code {
        case 400: .badRequest
        case 401, 403: .auth
        case 429, 500...599: .temporary
        default: .notFound
        }
    }

    /// The error a non-2xx response stands for, with the server's `message` (Open-Meteo's
    /// `reason`) when its body has one and, when it sent `Retry-After`, the time to come back.
    init(response: HTTPResponse, now: Date, provider: Provider = .openWeatherMap) {
        switch provider {
        case .openWeatherMap:
            self =
                OpenWeatherMapData.apiError(in: response.body, httpStatus: response.status)
                ?? APIError(httpStatus: response.status, code: response.status, message: nil)
        case .openMeteo:
            self = APIError(
                httpStatus: response.status, code: response.status,
                message: OpenMeteoData.errorReason(in: response.body))
            self.provider = .openMeteo
        }
        retryWait = RetryPolicy.retryAfterSeconds(response.retryAfter, now: now)
        refusedForGood = RetryPolicy.refusesForGood(response)
        retryAt = retryWait.map { now.addingTimeInterval($0) }
    }

}
