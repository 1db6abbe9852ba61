import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
/// The session is made per request, only when a request is really sent, so paths that never touch
/// the network (`--input`, `--help`) pay nothing for it.
///
/// Why not `URLSession.data(for:)` raced against `Task.sleep`: on Linux, cancelling the task that
/// awaits `data(for:)` runs FoundationNetworking's cancel handler while the Swift runtime holds
/// the task's status lock, and that handler waits synchronously on the session's queue. If the
/// session is failing the same request at that moment, it needs the lock to resume the task, and
/// the process deadlocks (seen here with two timers firing together). So the deadline is a plain
/// Dispatch timer, and the URLSession task is only ever cancelled from a thread holding no lock.
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
        let timeout = self.timeout
        let deadline = self.deadline
        let remaining = remainingSeconds
        guard remaining > 0 else { throw TransportError(host: host, reason: .timedOut(seconds: timeout)) }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: remaining + 1)
        request.httpMethod = "GET"
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        let configuration = URLSessionConfiguration.ephemeral
        // URLSession's own limits are a backstop one second behind our deadline, which decides.
        configuration.timeoutIntervalForRequest = remaining + 1
        configuration.timeoutIntervalForResource = remaining + 1
        configuration.urlCache = nil
        let outcome = Outcome()
        let receiver = BodyReceiver(host: host, timeout: timeout, limit: Self.maximumBodyBytes, outcome: outcome)
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)

        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                outcome.install(continuation)
                let task = session.dataTask(with: request)
                outcome.onFinish = {
                    task.cancel()
                    session.finishTasksAndInvalidate()
                }
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: deadline) {
                    outcome.finish(.failure(TransportError(host: host, reason: .timedOut(seconds: timeout))))
                }
            }
        } onCancel: {
            // Runs under the runtime's lock: only hop off it; never touch URLSession here.
            DispatchQueue.global().async { outcome.finish(.failure(CancellationError())) }
        }
    }
}

/// Collects the body as it streams, refusing it as soon as it passes the limit (or announces a
/// Content-Length over it), so a hostile server cannot make us hold more than the limit.
private final class BodyReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let host: String
    private let timeout: Double
    private let limit: Int
    private let outcome: Outcome
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?

    init(host: String, timeout: Double, limit: Int, outcome: Outcome) {
        self.host = host
        self.timeout = timeout
        self.limit = limit
        self.outcome = outcome
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        if let http, http.expectedContentLength > Int64(limit) {
            completionHandler(.cancel)
            outcome.finish(.failure(ResponseError(source: .server, problem: .tooLarge(limit: limit))))
            return
        }
        lock.withLock { self.response = http }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = lock.withLock { () -> Bool in
            body.append(data)
            return body.count > limit
        }
        if tooLarge {
            lock.withLock { body = Data() }
            outcome.finish(.failure(ResponseError(source: .server, problem: .tooLarge(limit: limit))))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            outcome.finish(.failure(Self.failure(error, host: host, timeout: timeout)))
            return
        }
        let (response, body) = lock.withLock { (self.response, self.body) }
        outcome.finish(
            .success(
                HTTPResponse(
                    status: response?.statusCode ?? 0, body: body,
                    retryAfter: response?.value(forHTTPHeaderField: "Retry-After"))))
    }

    private static func failure(_ error: any Error, host: String, timeout: Double) -> any Error {
        guard let urlError = error as? URLError else {
            return TransportError(host: host, reason: .other(code: (error as NSError).code))
        }
        switch urlError.code {
        case .cannotDecodeContentData, .cannotDecodeRawData:
            return ResponseError(source: .server, problem: .undecodableContent)
        // FoundationNetworking reports libcurl's CURLE_BAD_CONTENT_ENCODING as code -1 (unknown),
        // recognisable only by curl's message: "Error while processing content unencoding: …".
        case .unknown where (urlError as NSError).localizedDescription.contains("content unencoding"):
            return ResponseError(source: .server, problem: .undecodableContent)
        default:
            return TransportError(urlError, host: host, timeout: timeout)
        }
    }
}

/// Resumes a continuation exactly once, whichever of completion, deadline or cancellation comes
/// first, and then cancels the URLSession task outside the lock.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<HTTPResponse, any Error>?
    private var pending: Result<HTTPResponse, any Error>?
    private var finished = false
    private var _onFinish: (@Sendable () -> Void)?

    /// Cancels the request once an outcome is known; set after the task exists.
    var onFinish: (@Sendable () -> Void)? {
        get { lock.withLock { _onFinish } }
        set {
            let runNow = lock.withLock { () -> Bool in
                _onFinish = newValue
                return finished
            }
            if runNow, let newValue { DispatchQueue.global().async(execute: newValue) }
        }
    }

    func install(_ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let early = lock.withLock { () -> Result<HTTPResponse, any Error>? in
            self.continuation = continuation
            return pending
        }
        if let early { resume(continuation, with: early) }
    }

    func finish(_ result: Result<HTTPResponse, any Error>) {
        let (target, cancel) = lock.withLock {
            () -> (CheckedContinuation<HTTPResponse, any Error>?, (@Sendable () -> Void)?) in
            guard !finished else { return (nil, nil) }
            finished = true
            guard let continuation else {
                pending = result
                return (nil, _onFinish)
            }
            self.continuation = nil
            return (continuation, _onFinish)
        }
        if let target { resume(target, with: result) }
        // Possibly inside a URLSession callback: cancelling re-enters the session's queue, so not here.
        if let cancel { DispatchQueue.global().async(execute: cancel) }
    }

    private func resume(
        _ continuation: CheckedContinuation<HTTPResponse, any Error>, with result: Result<HTTPResponse, any Error>
    ) {
        switch result {
        case .success(let response): continuation.resume(returning: response)
        case .failure(let error): continuation.resume(throwing: error)
        }
    }
}
