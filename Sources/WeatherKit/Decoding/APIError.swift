import FoundationEssentials

/// A provider said no: a non-2xx status, or a 200 whose body is an error object (OpenWeatherMap's
/// `cod` other than 200, Open-Meteo's `"error": true`).
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
    public var provider: Provider
    /// A 429 that names a block of the account or a limit used up (a day's calls): not retried,
    /// and not soon over.
    public var refusedForGood = false

    public init(httpStatus: Int?, code: Int, message: String?, provider: Provider) {
        self.provider = provider
        self.httpStatus = httpStatus
        self.code = code
        self.message = message.flatMap { $0.isEmpty ? nil : $0 }
    }

    public var exitCode: ExitCode {
        switch code {
        case 400: .badRequest
        // A refusal of a key, where one is sent; from a provider that takes none, of this address
        // (MET Norway's 403 for a client that breaks its terms): not soon over either way.
        case 401, 403: provider.traits.needsKey ? .auth : .temporary
        case 429, 500...599: .temporary
        default: .notFound
        }
    }

    /// The error a non-2xx response from `provider` stands for, with the server's message when its
    /// body has one in the provider's shape (``RefusalShape``) and, when it sent `Retry-After`, the
    /// time to come back.
    init(response: HTTPResponse, now: Date, provider: Provider) {
        let message: String?
        switch provider.traits.refusal {
        case .codAndMessage:
            message = OpenWeatherMapData.apiError(in: response.body, httpStatus: response.status)?.message
        case .errorAndReason: message = OpenMeteoData.errorReason(in: response.body)
        case .text: message = Self.textMessage(response.body)
        }
        self = APIError(httpStatus: response.status, code: response.status, message: message, provider: provider)
        retryWait = RetryPolicy.retryAfterSeconds(response.retryAfter, now: now)
        refusedForGood = RetryPolicy.refusesForGood(response)
        retryAt = retryWait.map { now.addingTimeInterval($0) }
    }

    /// A short plain-text body, its first line (MET Norway's `403 Forbidden`); nothing from HTML
    /// or anything long.
    private static func textMessage(_ body: Data) -> String? {
        guard body.count <= 2048, let text = String(data: body, encoding: .utf8) else { return nil }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init)?.trimmingSpaces ?? ""
        guard !line.isEmpty, !line.hasPrefix("<") else { return nil }
        return line
    }

}
