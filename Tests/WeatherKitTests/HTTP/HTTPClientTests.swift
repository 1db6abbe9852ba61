import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Retries, their waits and the one deadline, on an in-memory transport and a test clock: no
/// socket is opened and no test waits for real.
@Suite struct HTTPClientTests {
    static let url = URL(string: "https://owm.test/data/2.5/weather?lat=1&lon=2&appid=k")!
    static let busy = InMemoryServer.Reply.json(#"{"cod":503}"#, status: 503)

    /// A client on `clock`, drawing its jitter factors from `jitter` in turn.
    static func client(
        _ server: InMemoryServer, _ clock: TestClock, retries: Int = RetryPolicy.defaultRetries, timeout: Double = 10,
        jitter: [Double] = [1]
    ) -> HTTPClient {
        let factors = Factors(jitter)
        return HTTPClient(
            transport: server.transport, deadline: Deadline(seconds: timeout, from: clock.time),
            retry: RetryPolicy(retries: retries), time: clock.time, jitter: { factors.next() })
    }

    @Test func twoServerErrorsThenSuccessWaitHalfASecondThenOne() async throws {
        let clock = TestClock()
        let server = InMemoryServer(
            clock: clock, replies: [Self.busy, .json("busy", status: 502), try .fixture(Fixtures.londonCurrent)])
        let response = try await Self.client(server, clock).get(Self.url)
        #expect(response.status == 200)
        #expect(server.requests.count == 3)
        #expect(clock.sleeps == [0.5, 1.0])
    }

    /// The waits are the backoff times the jitter drawn for each: neither a fixed nor a missing wait.
    @Test func eachBackoffIsScaledByItsOwnJitter() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [Self.busy])
        let response = try await Self.client(server, clock, jitter: [0.8, 1.2]).get(Self.url)
        #expect(response.status == 503)
        #expect(server.requests.count == 3)
        #expect(clock.sleeps == [0.4, 1.2])
    }

    /// The jitter the program really uses stays within ±20 % and really varies.
    @Test func theDefaultJitterStaysWithinTwentyPercentAndVaries() {
        let clock = TestClock()
        let client = HTTPClient(
            transport: InMemoryServer(clock: clock, replies: [Self.busy]).transport,
            deadline: Deadline(seconds: 10, from: clock.time), time: clock.time)
        let draws = (0..<200).map { _ in client.jitter() }
        #expect(draws.allSatisfy { RetryPolicy.jitter.contains($0) })
        #expect(Set(draws).count > 100)
        #expect(draws.contains { $0 < 0.9 } && draws.contains { $0 > 1.1 })
    }

    @Test func aDroppedConnectionIsRetried() async throws {
        let clock = TestClock()
        let server = InMemoryServer(
            clock: clock, replies: [.fail(.connectionLost), try .fixture(Fixtures.londonCurrent)])
        _ = try await Self.client(server, clock).get(Self.url)
        #expect(server.requests.count == 2)
        #expect(clock.sleeps == [0.5])
    }

    /// `Retry-After` is the wait, as the server said it: no backoff and no jitter on top.
    @Test func retryAfterReplacesTheBackoff() async throws {
        let clock = TestClock()
        let server = InMemoryServer(
            clock: clock,
            replies: [
                .respond(status: 429, body: Data(#"{"cod":429}"#.utf8), retryAfter: "7"),
                try .fixture(Fixtures.londonCurrent),
            ])
        _ = try await Self.client(server, clock, jitter: [0.8]).get(Self.url)
        #expect(clock.sleeps == [7])
        #expect(server.requests.count == 2)
    }

    @Test func retryAfterAsAnHTTPDateIsHonoured() async throws {
        let clock = TestClock(now: Date(timeIntervalSince1970: 100))
        let server = InMemoryServer(
            clock: clock,
            replies: [
                .respond(status: 503, body: Data(), retryAfter: "Thu, 01 Jan 1970 00:01:43 GMT"),
                try .fixture(Fixtures.londonCurrent),
            ])
        _ = try await Self.client(server, clock).get(Self.url)
        #expect(clock.sleeps == [3])
    }

    /// A server that asks for more than 10 s gets its answer at once, with no wait at all.
    @Test func retryAfterBeyondTheCapIsNotWaitedFor() async throws {
        let clock = TestClock()
        let server = InMemoryServer(
            clock: clock, replies: [.respond(status: 429, body: Data(#"{"cod":429}"#.utf8), retryAfter: "3600")])
        let response = try await Self.client(server, clock).get(Self.url)
        #expect(response.status == 429 && response.retryAfter == "3600")
        #expect(server.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test(arguments: [400, 401, 403, 404])
    func otherClientErrorsAreAskedOnce(status: Int) async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [.json(#"{"cod":"\#(status)"}"#, status: status)])
        let response = try await Self.client(server, clock).get(Self.url)
        #expect(response.status == status)
        #expect(server.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test(arguments: [0, 1, 3])
    func retriesAreCountedAndCanBeTurnedOff(retries: Int) async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [.json("{}", status: 500)])
        let response = try await Self.client(server, clock, retries: retries).get(Self.url)
        #expect(response.status == 500)
        #expect(server.requests.count == retries + 1)
        #expect(clock.sleeps == Array([0.5, 1.0, 2.0].prefix(retries)))
    }

    /// Waiting out Retry-After would pass the deadline: the answer comes at once instead.
    @Test func noWaitReachesPastTheDeadline() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [.respond(status: 503, body: Data(), retryAfter: "5")])
        _ = try await Self.client(server, clock, timeout: 2).get(Self.url)
        #expect(server.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    /// 1.2 s in all: the first backoff (0.5 s) fits, the second (1 s) would not.
    @Test func theDeadlineCutsTheBackoffShort() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [Self.busy])
        _ = try await Self.client(server, clock, timeout: 1.2).get(Self.url)
        #expect(server.requests.count == 2)
        #expect(clock.sleeps == [0.5])
    }

    /// Every attempt is given only what is left of the budget, and the message names the whole.
    @Test func eachAttemptGetsWhatIsLeftAndATimeoutIsNotRetried() async throws {
        let clock = TestClock()
        let server = InMemoryServer(
            clock: clock, replies: [.after(seconds: 0.4, Self.busy), .after(seconds: 60, Self.busy)])
        let error = try await #require(throws: TransportError.self) {
            try await Self.client(server, clock, timeout: 3).get(Self.url)
        }
        #expect(error.reason == .timedOut(seconds: 3))
        #expect(error.description == "no answer from owm.test within 3 s; try again, or allow longer with --timeout")
        let budgets = server.requests.map(\.timeout)
        #expect(budgets.count == 2 && budgets[0] == 3 && abs(budgets[1] - 2.1) < 1e-9, "\(budgets)")
        #expect(clock.sleeps == [0.5])
    }

    @Test func nothingIsSentOnceTheDeadlineHasPassed() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [Self.busy])
        let client = Self.client(server, clock, timeout: 1)
        clock.advance(by: 1)
        await #expect(throws: TransportError.self) { try await client.get(Self.url) }
        #expect(server.requests.isEmpty)
    }

    @Test func theRequestCarriesTheUserAgentAndTheBodyLimit() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [.json("{}")])
        _ = try await Self.client(server, clock).get(Self.url)
        let request = try #require(server.requests.first)
        #expect(
            request.userAgent
                == "weather/\(WeatherVersion.current) (maintainers@users.noreply.a-seed-3140677c.example)")
        #expect(request.maximumBodyBytes == 2 * 1024 * 1024)
        #expect(request.url == Self.url)
    }

    /// Asking again gets the same certificate, or the same refusal of the URL: one attempt.
    @Test(arguments: [
        TransportError.Reason.certificate(.untrusted), .certificate(.expired), .certificate(.wrongHost),
        .unsupportedURL,
    ])
    func whatRetryingCannotChangeIsNotRetried(reason: TransportError.Reason) async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [.fail(reason)])
        let error = try await #require(throws: TransportError.self) {
            try await Self.client(server, clock).get(Self.url)
        }
        #expect(error.reason == reason)
        #expect(error.exitCode != .temporary)
        #expect(server.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    /// With a proxy in the environment, a connection that fails is the proxy's.
    @Test func aFailedConnectionNamesTheProxyInUse() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [.fail(.cannotConnect)])
        var client = Self.client(server, clock, retries: 0)
        client.environment = ["https_proxy": "http://me:pw@proxy.test:3128"]
        let error = try await #require(throws: TransportError.self) { try await client.get(Self.url) }
        #expect(error.proxy == ProxySetting(address: "http://proxy.test:3128", variable: "https_proxy"))
        #expect(
            error.description
                == "could not connect to the proxy http://proxy.test:3128 (set by https_proxy) on the way to owm.test; "
                + "check the proxy, or unset https_proxy")
    }
}

/// Hands out the given numbers in turn, the last one for ever.
private final class Factors: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double]
    init(_ values: [Double]) { self.values = values }
    func next() -> Double { lock.withLock { values.count > 1 ? values.removeFirst() : values[0] } }
}
