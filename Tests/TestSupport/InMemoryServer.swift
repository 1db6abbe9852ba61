import Foundation
import WeatherKit

/// OpenWeatherMap as an ``HTTPTransport`` in memory: scripted replies, recorded requests, and
/// time that passes on a ``TestClock`` instead of the wall clock. No socket is opened.
public final class InMemoryServer: @unchecked Sendable {
    /// What the server does with one request.
    public indirect enum Reply: Sendable {
        case respond(status: Int, body: Data, retryAfter: String? = nil)
        /// A whole response, headers and all.
        case response(HTTPResponse)
        /// The connection fails this way before a response is complete.
        case fail(TransportError.Reason)
        /// Takes `seconds` of the clock, then replies; past the request's timeout it times out instead.
        case after(seconds: Double, Reply)

        public static func json(_ body: String, status: Int = 200) -> Reply {
            .respond(status: status, body: Data(body.utf8))
        }

        public static func json(_ body: Data, status: Int = 200) -> Reply { .respond(status: status, body: body) }

        public static func fixture(_ path: String) throws -> Reply { .json(try Fixtures.data(path)) }
    }

    private let lock = NSLock()
    private let clock: TestClock
    private let handler: @Sendable (HTTPRequest) -> Reply
    private var recorded: [HTTPRequest] = []

    public init(clock: TestClock, handler: @escaping @Sendable (HTTPRequest) -> Reply) {
        self.clock = clock
        self.handler = handler
    }

    /// Gives the replies in turn, the last one to every request after.
    public convenience init(clock: TestClock, replies: [Reply]) {
        let sequence = Sequence(replies)
        self.init(clock: clock) { _ in sequence.next() }
    }

    /// Every request so far, in order.
    public var requests: [HTTPRequest] { lock.withLock { recorded } }

    /// The paths asked for, in order: `/data/2.5/weather`.
    public var paths: [String] { requests.map(\.url.path) }

    public var transport: HTTPTransport {
        HTTPTransport { request in
            self.lock.withLock { self.recorded.append(request) }
            return try await self.perform(self.handler(request), for: request, budget: request.timeout)
        }
    }

    private func perform(_ reply: Reply, for request: HTTPRequest, budget: Double) async throws -> HTTPResponse {
        switch reply {
        case .respond(let status, let body, let retryAfter):
            guard body.count <= request.maximumBodyBytes else {
                throw ResponseError(source: .server, problem: .tooLarge(limit: request.maximumBodyBytes))
            }
            return HTTPResponse(status: status, body: body, retryAfter: retryAfter)
        case .response(let response):
            guard response.body.count <= request.maximumBodyBytes else {
                throw ResponseError(source: .server, problem: .tooLarge(limit: request.maximumBodyBytes))
            }
            return response
        case .fail(let reason):
            throw TransportError(host: request.host, reason: reason)
        case .after(let seconds, let next):
            guard seconds < budget else {
                clock.advance(by: budget)
                throw TransportError(host: request.host, reason: .timedOut(seconds: request.timeout))
            }
            clock.advance(by: seconds)
            await Task.yield()
            return try await perform(next, for: request, budget: budget - seconds)
        }
    }

    private final class Sequence: @unchecked Sendable {
        private let lock = NSLock()
        private var replies: [Reply]
        init(_ replies: [Reply]) { self.replies = replies }
        func next() -> Reply { lock.withLock { replies.count > 1 ? replies.removeFirst() : replies[0] } }
    }
}

extension HTTPRequest {
    /// The query parameters, decoded.
    public var query: [String: String] {
        var items: [String: String] = [:]
        for item in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [] {
            items[item.name] = item.value ?? ""
        }
        return items
    }
}
