import Foundation
import WeatherKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPTransport {
    /// GETs with URLSession (FoundationNetworking, and through it libcurl, on Linux).
    public static let urlSession = HTTPTransport(get: URLSessionTransport.get)
}

/// The URLSession transport: a session per request, the body collected as it streams (and refused
/// once it passes the limit), and the request's whole time bounded by a timer of our own.
///
/// Why not `URLSession.data(for:)` raced against `Task.sleep`: on Linux, cancelling the task that
/// awaits `data(for:)` runs FoundationNetworking's cancel handler while the Swift runtime holds
/// the task's status lock, and that handler waits synchronously on the session's queue. If the
/// session is failing the same request at that moment, it needs the lock to resume the task, and
/// the process deadlocks (seen here with two timers firing together). So the deadline is a plain
/// Dispatch timer, and the URLSession task is only ever cancelled from a thread holding no lock.
enum URLSessionTransport {
    typealias Result = Swift.Result<HTTPResponse, any Error>

    @Sendable static func get(_ request: HTTPRequest) async throws -> HTTPResponse {
        let host = request.host
        guard request.timeout > 0 else {
            throw TransportError(host: host, reason: .timedOut(seconds: request.timeout))
        }
        // URLSession's own timeouts sit one second behind ours, as a backstop.
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout + 1)
        urlRequest.httpMethod = "GET"
        urlRequest.setValue(request.userAgent, forHTTPHeaderField: "User-Agent")
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")

        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = request.timeout + 1
        configuration.timeoutIntervalForResource = request.timeout + 1
        configuration.urlCache = nil
        let completion = RequestCompletion()
        let receiver = BodyReceiver(request: request, completion: completion)
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)

        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                completion.install(continuation)
                let task = session.dataTask(with: urlRequest)
                completion.onFinish = {
                    task.cancel()
                    session.finishTasksAndInvalidate()
                }
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout) {
                    completion.finish(.failure(TransportError(host: host, reason: .timedOut(seconds: request.timeout))))
                }
            }
        } onCancel: {
            // Runs under the runtime's lock: only hop off it; never touch URLSession here.
            DispatchQueue.global().async { completion.finish(.failure(CancellationError())) }
        }
        return try result.get()
    }

    /// What a URLSession error means. Codes only, never the error's text, which can hold the URL
    /// and so the API key (one exception below, matched and not kept).
    static func failure(_ error: any Error, request: HTTPRequest) -> any Error {
        let host = request.host
        guard let urlError = error as? URLError else {
            return TransportError(host: host, reason: .other(code: (error as NSError).code))
        }
        let reason: TransportError.Reason
        switch urlError.code {
        case .cannotDecodeContentData, .cannotDecodeRawData:
            return ResponseError(source: .server, problem: .undecodableContent)
        // FoundationNetworking reports libcurl's CURLE_BAD_CONTENT_ENCODING as code -1 (unknown),
        // recognisable only by curl's message: "Error while processing content unencoding: …".
        case .unknown where (urlError as NSError).localizedDescription.contains("content unencoding"):
            return ResponseError(source: .server, problem: .undecodableContent)
        case .timedOut: reason = .timedOut(seconds: request.timeout)
        case .cannotConnectToHost, .notConnectedToInternet: reason = .cannotConnect
        case .cannotFindHost, .dnsLookupFailed: reason = .hostNotFound
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource:
            reason = .connectionLost
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            reason = .secureConnectionFailed
        default: reason = .other(code: urlError.code.rawValue)
        }
        return TransportError(host: host, reason: reason)
    }
}

/// Collects the body as it streams, refusing it as soon as it passes the limit (or announces a
/// Content-Length over it), so a hostile server cannot make us hold more than the limit.
private final class BodyReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let request: HTTPRequest
    private let completion: RequestCompletion
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?

    init(request: HTTPRequest, completion: RequestCompletion) {
        self.request = request
        self.completion = completion
    }

    private var limit: Int { request.maximumBodyBytes }

    private var tooLarge: URLSessionTransport.Result {
        .failure(ResponseError(source: .server, problem: .tooLarge(limit: limit)))
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        if let http, http.expectedContentLength > Int64(limit) {
            completionHandler(.cancel)
            completion.finish(tooLarge)
            return
        }
        lock.withLock { self.response = http }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = lock.withLock { () -> Bool in
            body.append(data)
            return body.count > limit
        }
        if overLimit {
            lock.withLock { body = Data() }
            completion.finish(tooLarge)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            completion.finish(.failure(URLSessionTransport.failure(error, request: request)))
            return
        }
        let (response, body) = lock.withLock { (self.response, self.body) }
        completion.finish(
            .success(
                HTTPResponse(
                    status: response?.statusCode ?? 0, body: body,
                    retryAfter: response?.value(forHTTPHeaderField: "Retry-After"))))
    }
}

/// Resumes a continuation exactly once, whichever of completion, deadline or cancellation comes
/// first, and then cancels the URLSession task outside the lock.
private final class RequestCompletion: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<URLSessionTransport.Result, Never>?
    private var pending: URLSessionTransport.Result?
    private var finished = false
    private var _onFinish: (@Sendable () -> Void)?

    /// Cancels the request once the result is known; set after the task exists.
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

    func install(_ continuation: CheckedContinuation<URLSessionTransport.Result, Never>) {
        let early = lock.withLock { () -> URLSessionTransport.Result? in
            self.continuation = continuation
            return pending
        }
        if let early { continuation.resume(returning: early) }
    }

    func finish(_ result: URLSessionTransport.Result) {
        let (target, cancel) = lock.withLock {
            () -> (CheckedContinuation<URLSessionTransport.Result, Never>?, (@Sendable () -> Void)?) in
            guard !finished else { return (nil, nil) }
            finished = true
            guard let continuation else {
                pending = result
                return (nil, _onFinish)
            }
            self.continuation = nil
            return (continuation, _onFinish)
        }
        target?.resume(returning: result)
        // Possibly inside a URLSession callback: cancelling re-enters the session's queue, so not here.
        if let cancel { DispatchQueue.global().async(execute: cancel) }
    }
}
