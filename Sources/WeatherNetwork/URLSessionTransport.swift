import Foundation
import NetworkContract

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLSession layer, built as its own shared library so that `weather` loads FoundationNetworking
/// (and with it libcurl and TLS) only when it really sends a request; see `NetworkLibrary.swift` in
/// WeatherKit, which opens this library and turns each outcome into WeatherKit's errors.
///
/// Why not `URLSession.data(for:)` raced against `Task.sleep`: on Linux, cancelling the task that
/// awaits `data(for:)` runs FoundationNetworking's cancel handler while the Swift runtime holds
/// the task's status lock, and that handler waits synchronously on the session's queue. If the
/// session is failing the same request at that moment, it needs the lock to resume the task, and
/// the process deadlocks (seen here with two timers firing together). So the deadline is a plain
/// Dispatch timer, and the URLSession task is only ever cancelled from a thread holding no lock.
@_cdecl("weather_network_install")
public func install(_ slot: UnsafeMutableRawPointer) {
    slot.assumingMemoryBound(to: NetworkContract.Get?.self).pointee = URLSessionTransport.get
}

public enum URLSessionTransport {
    typealias Kind = NetworkContract.Kind

    static func outcome(_ kind: Kind, code: Int = 0) -> NetworkContract.Outcome {
        (kind.rawValue, code, Data(), nil)
    }

    /// A ``NetworkContract/Get``. The session is made per request, with URLSession's own timeouts
    /// one second behind our deadline as a backstop.
    @Sendable public static func get(
        _ url: URL, userAgent: String, seconds: Double, limit: Int
    ) async -> NetworkContract.Outcome {
        guard seconds > 0 else { return outcome(.timedOut) }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds + 1)
        request.httpMethod = "GET"
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds + 1
        configuration.timeoutIntervalForResource = seconds + 1
        configuration.urlCache = nil
        let outcome = Outcome()
        let receiver = BodyReceiver(limit: limit, outcome: outcome)
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)

        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                outcome.install(continuation)
                let task = session.dataTask(with: request)
                outcome.onFinish = {
                    task.cancel()
                    session.finishTasksAndInvalidate()
                }
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    outcome.finish(Self.outcome(.timedOut))
                }
            }
        } onCancel: {
            // Runs under the runtime's lock: only hop off it; never touch URLSession here.
            DispatchQueue.global().async { outcome.finish(Self.outcome(.cancelled)) }
        }
    }

    /// What a URLSession error means. Codes only, never the error's text, which can hold the URL
    /// and so the API key (one exception below, matched and not kept).
    static func failure(_ error: any Error) -> NetworkContract.Outcome {
        guard let urlError = error as? URLError else { return outcome(.other, code: (error as NSError).code) }
        switch urlError.code {
        case .cannotDecodeContentData, .cannotDecodeRawData: return outcome(.undecodableContent)
        // FoundationNetworking reports libcurl's CURLE_BAD_CONTENT_ENCODING as code -1 (unknown),
        // recognisable only by curl's message: "Error while processing content unencoding: …".
        case .unknown where (urlError as NSError).localizedDescription.contains("content unencoding"):
            return outcome(.undecodableContent)
        case .timedOut: return outcome(.timedOut)
        case .cannotConnectToHost, .notConnectedToInternet: return outcome(.cannotConnect)
        case .cannotFindHost, .dnsLookupFailed: return outcome(.hostNotFound)
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource:
            return outcome(.connectionLost)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return outcome(.secureConnectionFailed)
        default: return outcome(.other, code: urlError.code.rawValue)
        }
    }
}

/// Collects the body as it streams, refusing it as soon as it passes the limit (or announces a
/// Content-Length over it), so a hostile server cannot make us hold more than the limit.
private final class BodyReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let limit: Int
    private let outcome: Outcome
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?

    init(limit: Int, outcome: Outcome) {
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
            outcome.finish(URLSessionTransport.outcome(.tooLarge))
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
            outcome.finish(URLSessionTransport.outcome(.tooLarge))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            outcome.finish(URLSessionTransport.failure(error))
            return
        }
        let (response, body) = lock.withLock { (self.response, self.body) }
        outcome.finish(
            (
                NetworkContract.Kind.response.rawValue, response?.statusCode ?? 0, body,
                response?.value(forHTTPHeaderField: "Retry-After")
            ))
    }
}

/// Resumes a continuation exactly once, whichever of completion, deadline or cancellation comes
/// first, and then cancels the URLSession task outside the lock.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<NetworkContract.Outcome, Never>?
    private var pending: NetworkContract.Outcome?
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

    func install(_ continuation: CheckedContinuation<NetworkContract.Outcome, Never>) {
        let early = lock.withLock { () -> NetworkContract.Outcome? in
            self.continuation = continuation
            return pending
        }
        if let early { resume(continuation, with: early) }
    }

    func finish(_ result: NetworkContract.Outcome) {
        let (target, cancel) = lock.withLock {
            () -> (CheckedContinuation<NetworkContract.Outcome, Never>?, (@Sendable () -> Void)?) in
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
        _ continuation: CheckedContinuation<NetworkContract.Outcome, Never>, with result: NetworkContract.Outcome
    ) {
        continuation.resume(returning: result)
    }
}
