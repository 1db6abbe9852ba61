import Dispatch
import FoundationEssentials
import NetworkContract

/// A status, the body, and the one header we act on.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var body: Data
    /// `Retry-After`, as sent (seconds or an HTTP date).
    public var retryAfter: String?

    public init(status: Int, body: Data, retryAfter: String? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
    }
}

/// GETs URLs with URLSession under one deadline shared by every request it sends, so `--timeout`
/// bounds the whole command (geocoding, weather, forecast, every place), not each request.
///
/// URLSession itself lives in `libWeatherNetwork.so` (Sources/WeatherNetwork), which
/// ``NetworkLibrary`` opens on the first request: paths that never touch the network (a cache hit,
/// `--input`, `--help`, every usage and config error) do not load FoundationNetworking at all.
public struct HTTPClient: Sendable {
    /// The whole budget, for messages.
    public var timeout: Double
    /// When every request must be over: `timeout` seconds after this client was made.
    public var deadline: DispatchTime
    public var userAgent: String

    public init(timeout: Double, userAgent: String = "weather/\(WeatherVersion.current)") {
        self.timeout = timeout
        self.deadline = .now() + timeout
        self.userAgent = userAgent
    }

    /// Seconds left before the deadline.
    public var remainingSeconds: Double {
        max(0, Double(Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)) / 1e9)
    }

    /// The most we read of a body: OpenWeatherMap's largest answers (a 40-step forecast) are ~16 KiB.
    public static let maximumBodyBytes = 2 * 1024 * 1024

    /// - Throws: ``TransportError`` when no complete response arrived within `timeout` seconds;
    ///   ``ResponseError`` for a body over ``maximumBodyBytes`` (refused while it streams) or one
    ///   that cannot be decompressed.
    public func get(_ url: URL) async throws -> HTTPResponse {
        let host = url.host ?? "the server"
        let remaining = remainingSeconds
        guard remaining > 0 else { throw TransportError(host: host, reason: .timedOut(seconds: timeout)) }
        let get = try NetworkLibrary.shared.get()
        let outcome = await get(url, userAgent, remaining, Self.maximumBodyBytes)
        let reason: TransportError.Reason
        switch NetworkContract.Kind(rawValue: outcome.kind) {
        case .response:
            return HTTPResponse(status: outcome.code, body: outcome.body, retryAfter: outcome.retryAfter)
        case .tooLarge:
            throw ResponseError(source: .server, problem: .tooLarge(limit: Self.maximumBodyBytes))
        case .undecodableContent: throw ResponseError(source: .server, problem: .undecodableContent)
        case .cancelled: throw CancellationError()
        case .timedOut: reason = .timedOut(seconds: timeout)
        case .cannotConnect: reason = .cannotConnect
        case .hostNotFound: reason = .hostNotFound
        case .connectionLost: reason = .connectionLost
        case .secureConnectionFailed: reason = .secureConnectionFailed
        case .other, nil: reason = .other(code: outcome.code)
        }
        throw TransportError(host: host, reason: reason)
    }
}
