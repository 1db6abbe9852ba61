import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A status and a body: everything the layers above need from a response.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var body: Data
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

    /// - Throws: ``TransportError`` when no complete response arrived within `timeout` seconds.
    public func get(_ url: URL) async throws -> HTTPResponse {
        let host = url.host ?? "the server"
        let timeout = self.timeout
        let deadline = self.deadline
        let remaining = max(
            0, Double(Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)) / 1e9)
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
        let session = URLSession(configuration: configuration)
        let outcome = Outcome()

        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                outcome.install(continuation)
                let task = session.dataTask(with: request) { body, response, error in
                    if let error {
                        let transport =
                            (error as? URLError).map { TransportError($0, host: host, timeout: timeout) }
                            ?? TransportError(host: host, reason: .other(code: (error as NSError).code))
                        outcome.finish(.failure(transport))
                    } else {
                        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                        outcome.finish(.success(HTTPResponse(status: status, body: body ?? Data())))
                    }
                    session.finishTasksAndInvalidate()
                }
                outcome.onFinish = { task.cancel() }
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
            if runNow { newValue?() }
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
        cancel?()
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
