import Foundation
import TestSupport
import Testing
import WeatherKit

@testable import WeatherNetwork

/// The URLSession transport against our own loopback server: what it sends, what it hands back,
/// and how each way a connection can fail is reported.
@Suite struct URLSessionTransportTests {
    static let limit = 2 * 1024 * 1024
    /// One transport, and so one session, for every test here, as a run has.
    static let transport = HTTPTransport.urlSession(environment: ProcessInfo.processInfo.environment)

    static func get(
        _ server: LoopbackServer, path: String = "/data/2.5/weather?lat=1&lon=2&appid=k",
        timeout: Double = HangGuard.seconds
    )
        async throws -> HTTPResponse
    {
        let url = try #require(URL(string: server.baseURL + path))
        return try await Self.transport.get(
            HTTPRequest(url: url, userAgent: "weather/test", timeout: timeout, maximumBodyBytes: limit))
    }

    /// A bound only against a hang (``HangGuard``) where time is not what is tested.
    static func failure(_ reply: LoopbackServer.Reply, timeout: Double = HangGuard.seconds) async throws -> any Error {
        let server = try LoopbackServer(always: reply)
        defer { server.stop() }
        do {
            let response = try await get(server, timeout: timeout)
            Issue.record("no failure, but HTTP \(response.status)")
        } catch {
            return error
        }
        return CancellationError()
    }

    @Test func sendsAGetWithOurHeadersAndHandsBackStatusBodyAndRetryAfter() async throws {
        let server = try LoopbackServer(
            always: .respond(status: 429, headers: ["Retry-After": "7"], body: Data(#"{"cod":429}"#.utf8)))
        let response = try await Self.get(server)
        #expect(response == HTTPResponse(status: 429, body: Data(#"{"cod":429}"#.utf8), retryAfter: "7"))
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/data/2.5/weather")
        #expect(request.query == ["lat": "1", "lon": "2", "appid": "k"])
        #expect(request.headers["user-agent"] == "weather/test")
        #expect(request.headers["accept"] == "application/json")
    }

    /// A held copy's date goes out as `If-Modified-Since`; the 304 comes back as it is, with its
    /// `Expires`, not turned into a 200 by a cache of URLSession's own; gzip is offered.
    @Test func aRevalidationSendsIfModifiedSinceAndHandsBackThe304() async throws {
        let server = try LoopbackServer(
            always: .respond(
                status: 304, headers: ["Expires": "Mon, 20 Jul 2020 12:16:23 GMT"], body: Data()))
        defer { server.stop() }
        let url = try #require(URL(string: server.baseURL + "/weatherapi/locationforecast/2.0/compact?lat=1&lon=2"))
        var request = HTTPRequest(
            url: url, userAgent: "weather/test", timeout: HangGuard.seconds, maximumBodyBytes: Self.limit)
        request.ifModifiedSince = "Mon, 20 Jul 2020 11:44:31 GMT"
        let response = try await Self.transport.get(request)
        #expect(response.status == 304 && response.isNotModified && response.body.isEmpty)
        #expect(response.expires == "Mon, 20 Jul 2020 12:16:23 GMT")
        let sent = try #require(server.requests.first)
        #expect(sent.headers["if-modified-since"] == "Mon, 20 Jul 2020 11:44:31 GMT")
        #expect(sent.headers["accept-encoding"]?.contains("gzip") == true, "\(sent.headers)")
    }

    /// A GET sent only to open a connection does not follow a redirect (to another host it would
    /// open a second connection nobody wants); any other GET does.
    @Test func aRequestThatOpensAConnectionFollowsNoRedirect() async throws {
        let server = try LoopbackServer(keepAlive: true) { request in
            request.path == "/"
                ? .respond(status: 301, headers: ["Location": "/moved"], body: Data()) : .json(#"{"moved":true}"#)
        }
        defer { server.stop() }
        let url = try #require(URL(string: server.baseURL + "/"))
        let early = try await Self.transport.get(
            HTTPRequest(
                url: url, userAgent: "weather/test", timeout: HangGuard.seconds, maximumBodyBytes: Self.limit,
                opensConnectionOnly: true))
        #expect(early.status == 301)
        #expect(server.requests.map(\.path) == ["/"])
        let followed = try await Self.get(server, path: "/")
        #expect(followed.status == 200 && followed.body == Data(#"{"moved":true}"#.utf8))
        #expect(server.requests.map(\.path) == ["/", "/", "/moved"])
    }

    @Test func aServerThatNeverAnswersTimesOutOnTime() async throws {
        let start = Date()
        let error = try await Self.failure(.neverAnswer, timeout: 1)
        let elapsed = Date().timeIntervalSince(start)
        #expect((error as? TransportError)?.reason == .timedOut(seconds: 1))
        // Not before the time. How soon after is checked on the binary's own wall time in
        // ReliabilityEndToEndTests: in process, this clock also counts waits for the test runner's
        // threads while every other test runs.
        #expect(elapsed >= 0.9, "took \(elapsed) s")
    }

    @Test(arguments: [
        LoopbackServer.Reply.dropConnection, .halfBody(status: 200, body: Data(repeating: 32, count: 4000)),
    ])
    func aBrokenConnectionIsTemporary(reply: LoopbackServer.Reply) async throws {
        let error = try await Self.failure(reply)
        // A short body comes back from FoundationNetworking as URLError -1, told apart by curl's words.
        #expect((error as? TransportError)?.reason == .connectionLost, "\(error)")
        #expect((error as? TransportError)?.exitCode == .temporary, "\(error)")
    }

    @Test func aRefusedConnectionSaysSo() async throws {
        let refusing = try RefusingPort()
        let url = try #require(URL(string: refusing.baseURL + "/data/2.5/weather"))
        let error = try await #require(throws: TransportError.self) {
            try await Self.transport.get(
                HTTPRequest(
                    url: url, userAgent: "weather/test", timeout: HangGuard.seconds, maximumBodyBytes: Self.limit))
        }
        #expect(error.reason == .cannotConnect)
        #expect(error.description.hasPrefix("could not connect to 127.0.0.1"))
    }

    /// `https://` at a plain HTTP port: the server answers the handshake in plain text, and the
    /// message says so instead of blaming the clock or the certificates.
    @Test func httpsToAPlainPortSaysTheServerDidNotSpeakTLS() async throws {
        let server = try LoopbackServer(always: .json("{}"))
        defer { server.stop() }
        let port = try #require(URL(string: server.baseURL)?.port)
        let url = try #require(URL(string: "https://127.0.0.1:\(port)/data/2.5/weather?appid=SECRET"))
        let error = try await #require(throws: TransportError.self) {
            try await Self.transport.get(
                HTTPRequest(
                    url: url, userAgent: "weather/test", timeout: HangGuard.seconds, maximumBodyBytes: Self.limit))
        }
        #expect(
            error.description
                == "the server at 127.0.0.1:\(port) did not answer with TLS; is the base URL meant to be http://?")
        #expect(error.exitCode == .tls)
    }

    @Test func aBodyOverTheLimitIsRefused() async throws {
        let error = try await Self.failure(.json(Data(repeating: 0x20, count: 3 * 1024 * 1024)))
        #expect((error as? ResponseError)?.problem == .tooLarge(limit: Self.limit), "\(error)")
        #expect(
            (error as? ResponseError)?.description
                == "bad response from the server: the body is larger than 2 MiB; refusing it", "\(error)")
    }

    @Test func anEndlessBodyIsCutOffAtTheLimit() async throws {
        let error = try await Self.failure(.endless(chunk: 65_536, interval: 0))
        #expect((error as? ResponseError)?.problem == .tooLarge(limit: Self.limit), "\(error)")
    }

    @Test func gzipThatDoesNotDecompressIsABadResponse() async throws {
        let error = try await Self.failure(
            .respond(status: 200, headers: ["Content-Encoding": "gzip"], body: Data("not gzip at all".utf8)))
        #expect((error as? ResponseError)?.problem == .undecodableContent, "\(error)")
    }

    /// Cancelling the caller's task ends the request promptly, with no deadlock in URLSession.
    @Test func cancellingTheCallerEndsTheRequest() async throws {
        let server = try LoopbackServer(always: .neverAnswer)
        defer { server.stop() }
        let task = Task { try await Self.get(server, timeout: HangGuard.seconds) }
        let arrived = try await eventually { !server.requests.isEmpty }
        task.cancel()
        #expect(arrived, "the request never reached the server")
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    /// URLError codes become reasons; the error's text, which holds the URL and so the key, is
    /// never kept.
    @Test(arguments: [
        (URLError.Code.timedOut, TransportError.Reason.timedOut(seconds: 4)), (.cannotConnectToHost, .cannotConnect),
        (.notConnectedToInternet, .cannotConnect), (.cannotFindHost, .hostNotFound), (.dnsLookupFailed, .hostNotFound),
        (.networkConnectionLost, .connectionLost), (.serverCertificateUntrusted, .certificate(.untrusted)),
        (.badURL, .unsupportedURL), (.cannotLoadFromNetwork, .other(code: -2000)),
    ])
    func urlErrorCodesBecomeReasons(code: URLError.Code, reason: TransportError.Reason) throws {
        let url = try #require(URL(string: "https://owm.test/data/2.5/weather?appid=SECRET"))
        let request = HTTPRequest(url: url, userAgent: "w", timeout: 4, maximumBodyBytes: 1)
        let error = URLSessionTransport.failure(
            URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url]), request: request)
        #expect((error as? TransportError)?.reason == reason)
        #expect(!"\(error)".contains("SECRET"))
    }
}

/// FoundationNetworking reports most of libcurl's failures as URLError -1 with curl's message:
/// the phrases that tell them apart, and nothing of the message kept.
@Suite struct CurlMessageTests {
    static let request = HTTPRequest(
        url: URL(string: "https://owm.test/data/2.5/weather?appid=SECRET")!, userAgent: "w", timeout: 3,
        maximumBodyBytes: 1)

    static func failure(_ message: String) -> any Error {
        URLSessionTransport.failure(
            URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: message]), request: request)
    }

    @Test(arguments: [
        ("SSL certificate problem: self-signed certificate", TransportError.Reason.certificate(.untrusted)),
        ("SSL certificate problem: self signed certificate in certificate chain", .certificate(.untrusted)),
        ("SSL certificate problem: unable to get local issuer certificate", .certificate(.untrusted)),
        ("SSL certificate problem: certificate has expired", .certificate(.expired)),
        ("SSL certificate problem: certificate is not yet valid", .certificate(.notYetValid)),
        (
            "SSL: no alternative certificate subject name matches target host name 'owm.test'",
            .certificate(.wrongHost)
        ),
        ("Could not resolve proxy: proxy.invalid", .hostNotFound),
        ("OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to owm.test:443", .secureConnectionFailed),
        ("OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number", .notTLS(port: nil)),
        ("OpenSSL/3.5.0: error:0A0000C6:SSL routines::packet length too long", .notTLS(port: nil)),
        ("Something else entirely", .other(code: -1)),
    ])
    func phrasesBecomeReasons(message: String, reason: TransportError.Reason) {
        let error = Self.failure(message)
        #expect((error as? TransportError)?.reason == reason, "\(error)")
        #expect(!"\(error)".contains("owm.test:443") && !"\(error)".contains("SECRET"))
    }

    @Test func curlsContentDecodingErrorIsABadResponse() {
        let error = Self.failure("Error while processing content unencoding: incorrect header check")
        #expect((error as? ResponseError)?.problem == .undecodableContent)
    }

    @Test func aURLItRefusesIsAConfigurationProblem() {
        let error = URLSessionTransport.failure(URLError(.badURL), request: Self.request)
        #expect((error as? TransportError)?.reason == .unsupportedURL)
        #expect((error as? TransportError)?.exitCode == .config)
    }
}
