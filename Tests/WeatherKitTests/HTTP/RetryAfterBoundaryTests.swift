import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The edge of `Retry-After`, with a deadline well above it. Tests/README.md ("Retries") and the
/// man page: a `Retry-After` of 10 s or less replaces the wait; a longer one fails at once, exit 75.
/// So 10 s is waited for and asked again, 11 s is not. In memory, on the test clock.
@Suite struct RetryAfterBoundaryTests {
    static let url = URL(string: "https://owm.test/data/2.5/weather?lat=1&lon=2&appid=k")!
    /// 2027-01-15 08:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// `Retry-After` as delay-seconds and as an HTTP date that many seconds ahead; the waits the
    /// client made and the requests the server saw.
    static let cases: [(String, [Double], Int)] = [
        ("10", [10], 2),
        ("Fri, 15 Jan 2027 08:00:10 GMT", [10], 2),
        ("11", [], 1),
        ("Fri, 15 Jan 2027 08:00:11 GMT", [], 1),
    ]

    @Test(arguments: cases)
    func tenSecondsIsWaitedForAndElevenIsNot(retryAfter: String, sleeps: [Double], requests: Int) async throws {
        let clock = TestClock(now: Self.now)
        let server = InMemoryServer(
            clock: clock,
            replies: [
                .respond(status: 429, body: Data(#"{"cod":429}"#.utf8), retryAfter: retryAfter),
                try .fixture(Fixtures.londonCurrent),
            ])
        let client = HTTPClient(
            transport: server.transport, deadline: Deadline(seconds: 30, from: clock.time),
            retry: RetryPolicy(retries: 2), time: clock.time, jitter: { 1 })
        let response = try await client.get(Self.url)
        #expect(clock.sleeps == sleeps)
        #expect(server.requests.count == requests)
        #expect(response.status == (requests == 2 ? 200 : 429))
    }

    /// The whole command, `--timeout 30`: 10 s is waited out and the weather shown; 11 s is exit 75
    /// after one request and no wait.
    @Test(arguments: [("10", 0, [10.0], 2), ("11", 75, [], 1)] as [(String, Int32, [Double], Int)])
    func theCommandWaitsTenSecondsAndGivesUpOnEleven(
        retryAfter: String, status: Int32, sleeps: [Double], requests: Int
    ) async throws {
        let clock = TestClock(now: Self.now)
        let server = InMemoryServer(
            clock: clock,
            replies: [
                .respond(status: 429, body: Data(#"{"cod":429}"#.utf8), retryAfter: retryAfter),
                try .fixture(Fixtures.londonCurrent),
            ])
        let streams = CapturedStreams()
        let command = WeatherCommand(
            environment: ["OPENWEATHERMAP_API_KEY": "c0dec0dec0dec0dec0dec0dec0dec0de", "LANG": "C.UTF-8"],
            streams: streams.streams(), transport: server.transport, time: clock.time)
        let code = await command.run(
            ["--cache-ttl", "0", "--timeout", "30", "--retries", "2", "51.5,-0.1", "--base-url", "https://owm.test"])
        #expect(code.rawValue == status, "\(streams.stderr)")
        #expect(clock.sleeps == sleeps)
        #expect(server.requests.count == requests)
        #expect(status != 0 || streams.stdout.hasPrefix("London, GB\n"), "\(streams.stdout)")
    }
}
