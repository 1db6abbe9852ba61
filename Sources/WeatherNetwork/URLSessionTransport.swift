import Foundation
import WeatherKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPTransport {
    /// GETs with one URLSession for the whole run (FoundationNetworking, and through it libcurl,
    /// on Linux), so connections are reused: one TCP and TLS handshake per host, not per request.
    /// - Parameter environment: the process's, to find the folders Foundation makes in HOME.
    public static func urlSession(environment: [String: String]) -> HTTPTransport {
        HTTPTransport(get: URLSessionTransport(environment: environment).get)
    }
}

/// The URLSession transport: one session, made on the first request, whose delegate hands each
/// task's callbacks to that task's ``TaskState``; each body collected as it streams (and refused
/// once it passes the limit); each request's whole time bounded by a timer of our own.
///
/// Why not `URLSession.data(for:)` raced against `Task.sleep`: on Linux, cancelling the task that
/// awaits `data(for:)` runs FoundationNetworking's cancel handler while the Swift runtime holds
/// the task's status lock, and that handler waits synchronously on the session's queue. If the
/// session is failing the same request at that moment, it needs the lock to resume the task, and
/// the process deadlocks (seen here with two timers firing together). So the deadline is a plain
/// Dispatch timer, and the URLSession task is only ever cancelled from a thread holding no lock.
final class URLSessionTransport: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Result = Swift.Result<HTTPResponse, any Error>

    private let environment: [String: String]
    private let lock = NSLock()
    private var session: URLSession?
    private var states: [Int: TaskState] = [:]

    init(environment: [String: String]) {
        self.environment = environment
    }

    @Sendable func get(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.timeout > 0 else {
            throw TransportError(host: request.host, reason: .timedOut(seconds: request.timeout))
        }
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData)
        urlRequest.setValue(request.userAgent, forHTTPHeaderField: "User-Agent")
        urlRequest.setValue(request.accept, forHTTPHeaderField: "Accept")
        if let since = request.ifModifiedSince { urlRequest.setValue(since, forHTTPHeaderField: "If-Modified-Since") }
        // URLSession's own timeout sits one second behind ours, as a backstop.
        urlRequest.timeoutInterval = request.timeout + 1

        let state = TaskState(request: request)
        let session = session(for: request)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                state.install(continuation)
                // Cancelled (or timed out) already: no task to make.
                guard !state.isFinished else { return }
                let task = session.dataTask(with: urlRequest)
                lock.withLock { states[task.taskIdentifier] = state }
                state.onFinish = { [weak self] in
                    task.cancel()
                    self?.lock.withLock { _ = self?.states.removeValue(forKey: task.taskIdentifier) }
                }
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout) {
                    state.finish(
                        .failure(TransportError(host: request.host, reason: .timedOut(seconds: request.timeout))))
                }
            }
        } onCancel: {
            // Runs under the runtime's lock: only hop off it; never touch URLSession here.
            DispatchQueue.global().async { state.finish(.failure(CancellationError())) }
        }
        return try result.get()
    }

    /// The run's one session, made by the first request, which also decides how many connections
    /// it keeps per host (a run asks the same of every request). No cookies, no URL cache and no
    /// credential store: this program keeps its own cache, and nothing else belongs on disk.
    private func session(for request: HTTPRequest) -> URLSession {
        lock.withLock {
            if let session { return session }
            let made = FoundationFolders.removingWhatItCreates(environment: environment) {
                let configuration = URLSessionConfiguration.default
                configuration.urlCache = nil
                configuration.httpCookieStorage = nil
                configuration.httpShouldSetCookies = false
                configuration.urlCredentialStorage = nil
                configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
                configuration.httpMaximumConnectionsPerHost = max(1, request.connectionsPerHost)
                configuration.timeoutIntervalForResource = 86_400
                return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
            }
            session = made
            return made
        }
    }

    private func state(of task: URLSessionTask) -> TaskState? {
        lock.withLock { states[task.taskIdentifier] }
    }

    // MARK: URLSessionDataDelegate, routed to each task's state

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let state = state(of: dataTask) else { return completionHandler(.cancel) }
        completionHandler(state.receive(response as? HTTPURLResponse) ? .allow : .cancel)
    }

    /// Redirects are followed, except from a request sent only to open a connection.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(state(of: task)?.opensConnectionOnly == true ? nil : request)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        state(of: dataTask)?.receive(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        state(of: task)?.complete(error: error)
    }

    /// What a URLSession error means: its code and, where FoundationNetworking reports libcurl's
    /// error as code -1 (unknown), a few known phrases of curl's message. The message itself is
    /// never kept: it can hold the URL, and so the API key.
    static func failure(_ error: any Error, request: HTTPRequest) -> any Error {
        let host = request.host
        guard let urlError = error as? URLError else {
            return TransportError(host: host, reason: .other(code: (error as NSError).code))
        }
        let message = (urlError as NSError).localizedDescription.lowercased()
        // Whatever the code: FoundationNetworking picks it partly from CURLINFO_OS_ERRNO, which
        // curl 7.88 does not reset, so a certificate refused after an earlier refused address (the
        // IPv6 one of a dual-stack name) can come back as "cannot connect".
        if let problem = certificateProblem(message) {
            return TransportError(host: host, reason: .certificate(problem))
        }
        // OpenSSL reading a plain HTTP answer (`HTTP/1.1 400 …`) as a TLS record: an `https://` URL
        // aimed at a plain port. Said so, rather than blaming the clock or the certificates.
        if message.contains("wrong version number") || message.contains("packet length too long") {
            return TransportError(host: host, reason: .notTLS(port: request.url.port))
        }
        let reason: TransportError.Reason
        switch urlError.code {
        case .cannotDecodeContentData, .cannotDecodeRawData:
            return ResponseError(source: .server, problem: .undecodableContent)
        case .unknown:
            // CURLE_BAD_CONTENT_ENCODING: "Error while processing content unencoding: …".
            if message.contains("content unencoding") {
                return ResponseError(source: .server, problem: .undecodableContent)
            }
            if Self.closedEarly.contains(where: message.contains) {
                reason = .connectionLost
            } else if message.contains("resolve proxy") {
                reason = .hostNotFound
            } else if message.contains("connect tunnel failed") || message.contains("failed to connect") {
                // A proxy that refuses CONNECT (403, 407), or a host or proxy out of reach.
                reason = .cannotConnect
            } else if message.contains("ssl") || message.contains("tls") {
                reason = .secureConnectionFailed
            } else {
                reason = .other(code: urlError.code.rawValue)
            }
        case .timedOut: reason = .timedOut(seconds: request.timeout)
        case .cannotConnectToHost, .notConnectedToInternet: reason = .cannotConnect
        case .cannotFindHost, .dnsLookupFailed: reason = .hostNotFound
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource:
            reason = .connectionLost
        case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot: reason = .certificate(.untrusted)
        case .serverCertificateHasBadDate: reason = .certificate(.expired)
        case .serverCertificateNotYetValid: reason = .certificate(.notYetValid)
        case .secureConnectionFailed: reason = .secureConnectionFailed
        // FoundationNetworking in Swift 6.3 refuses IPv6 literals (the host check compares "[::1]"
        // with "::1"; fixed upstream, swift-corelibs-foundation #5498).
        case .badURL, .unsupportedURL: reason = .unsupportedURL
        default: reason = .other(code: urlError.code.rawValue)
        }
        return TransportError(host: host, reason: reason)
    }

    /// curl's words for a connection that ended before the answer did: a `Content-Length` longer
    /// than the body (CURLE_PARTIAL_FILE), nothing at all (CURLE_GOT_NOTHING), a reset
    /// (CURLE_RECV_ERROR). FoundationNetworking reports them as URLError -1.
    static let closedEarly = ["transfer closed", "partial file", "empty reply", "recv failure", "connection reset"]

    /// OpenSSL's verification results, as curl words them (`SSL certificate problem: …`, `SSL: no
    /// alternative certificate subject name matches target host name …`), lowercased.
    static func certificateProblem(_ message: String) -> TransportError.CertificateProblem? {
        if message.contains("certificate has expired") { return .expired }
        if message.contains("not yet valid") { return .notYetValid }
        if message.contains("subject name") && message.contains("match") { return .wrongHost }
        let untrusted = [
            "self-signed", "self signed", "unable to get local issuer", "unable to verify", "certificate verify failed",
            "ssl certificate problem", "unknown ca",
        ]
        return untrusted.contains { message.contains($0) } ? .untrusted : nil
    }
}

/// One request in flight: its body as it streams in, and the one result it ends with, whichever
/// of completion, deadline or cancellation comes first (then the URLSession task is cancelled,
/// outside the lock).
private final class TaskState: @unchecked Sendable {
    private let request: HTTPRequest
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?
    private var continuation: CheckedContinuation<URLSessionTransport.Result, Never>?
    private var pending: URLSessionTransport.Result?
    private var finished = false
    private var _onFinish: (@Sendable () -> Void)?

    init(request: HTTPRequest) { self.request = request }

    var opensConnectionOnly: Bool { request.opensConnectionOnly }

    private var tooLarge: URLSessionTransport.Result {
        .failure(ResponseError(source: .server, problem: .tooLarge(limit: request.maximumBodyBytes)))
    }

    /// Whether to go on: a Content-Length over the limit is refused before the body comes.
    func receive(_ response: HTTPURLResponse?) -> Bool {
        if let response, response.expectedContentLength > Int64(request.maximumBodyBytes) {
            finish(tooLarge)
            return false
        }
        lock.withLock { self.response = response }
        return true
    }

    func receive(_ data: Data) {
        let overLimit = lock.withLock { () -> Bool in
            body.append(data)
            guard body.count > request.maximumBodyBytes else { return false }
            body = Data()
            return true
        }
        if overLimit { finish(tooLarge) }
    }

    func complete(error: (any Error)?) {
        if let error {
            finish(.failure(URLSessionTransport.failure(error, request: request)))
            return
        }
        let (response, body) = lock.withLock { (self.response, self.body) }
        finish(
            .success(
                HTTPResponse(
                    status: response?.statusCode ?? 0, body: body,
                    retryAfter: response?.value(forHTTPHeaderField: "Retry-After"),
                    expires: response?.value(forHTTPHeaderField: "Expires"),
                    lastModified: response?.value(forHTTPHeaderField: "Last-Modified"))))
    }

    var isFinished: Bool { lock.withLock { finished } }

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
