import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// One Call's version detection, in memory on the test clock: what `auto` makes of each refusal
/// of 4.0, and how long the answer is believed.
@Suite struct OneCallPolicyTests {
    static let point = Coordinates(latitude: 33.53, longitude: -111.94)
    static let recording = "onecall/dblock_onecall3_phoenix-us_standard_alert-minutely60-hourly48-daily8_2024.json"

    /// A cache folder of its own, removed afterwards.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("onecall-policy-\(UUID().uuidString)")
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static func policy(_ folder: Folder, _ clock: TestClock, version: OneCallChoice = .auto) -> OneCallPolicy {
        OneCallPolicy(
            FetchPlan.OneCall(dailyLimit: 900, version: version), countFolder: folder.url, time: clock.time)
    }

    /// 4.0 refuses as `refusal` says, 3.0 answers from its recording.
    static func server(_ clock: TestClock, fourPointZero refusal: InMemoryServer.Reply) throws -> InMemoryServer {
        let recording = try Fixtures.data(Self.recording)
        return InMemoryServer(clock: clock) { request in
            request.url.path.hasPrefix("/data/4.0/") ? refusal : .json(recording)
        }
    }

    static func refusals() throws -> [InMemoryServer.Reply] {
        [
            .json(try Fixtures.data("errors/dblock_401_invalid-api-key_http401_2020.json"), status: 401),
            .json(try Fixtures.data(Fixtures.oneCall4Refusal), status: 401),
            .json(#"{"cod":403,"message":"Forbidden"}"#, status: 403),
            .json(#"{"cod":"404","message":"Internal error"}"#, status: 404),
            .respond(status: 404, body: Data("<html>Not Found</html>".utf8)),
        ]
    }

    /// Whatever 4.0 says to a key it refuses (an "Invalid API key", the subscription's text, 403,
    /// 404 with or without a JSON body), `auto` asks 3.0, and 3.0's answer is used.
    @Test(arguments: 0..<5)
    func anyRefusalOfFourPointZeroMeansAskThreePointZero(refusal: Int) async throws {
        let clock = TestClock()
        let folder = Folder()
        let server = try Self.server(clock, fourPointZero: try Self.refusals()[refusal])
        let outcome = try await Self.policy(folder, clock).fetch(
            at: Self.point, language: nil, with: .testing(server, clock: clock, cacheDirectory: folder.url))
        guard case .used(_, let use) = outcome else {
            Issue.record("fell back: \(outcome)")
            return
        }
        #expect(use.version == .v3 && use.calls == 2)
        #expect(server.paths == ["/data/4.0/onecall/current", "/data/3.0/onecall"])
    }

    /// The refusal is believed for a day: a key with 3.0 alone asks 4.0 once a day, not each hour.
    @Test func aRefusalIsBelievedForADay() async throws {
        let clock = TestClock()
        let folder = Folder()
        let server = try Self.server(clock, fourPointZero: try Self.refusals()[0])
        // A run of its own each time: a client's deadline is its run's.
        func run() async throws -> OneCallPolicy.Outcome {
            try await Self.policy(folder, clock).fetch(
                at: Self.point, language: nil, with: .testing(server, clock: clock, cacheDirectory: folder.url))
        }
        func fourPointZeroAsked() -> Int { server.paths.filter { $0.hasPrefix("/data/4.0/") }.count }
        _ = try await run()
        #expect(fourPointZeroAsked() == 1)
        for _ in 0..<23 {
            clock.advance(by: 3600)
            _ = try await run()
        }
        #expect(fourPointZeroAsked() == 1)
        #expect(server.paths.filter { $0 == "/data/3.0/onecall" }.count == 24)
        clock.advance(by: 3600 + 1)
        _ = try await run()
        #expect(fourPointZeroAsked() == 2)
    }

    /// Refused by both: the free endpoints stand in, naming both versions (and the free endpoints'
    /// own answer then decides whether the key is good).
    @Test func aRefusalOfBothFallsBack() async throws {
        let clock = TestClock()
        let folder = Folder()
        let server = InMemoryServer(clock: clock) { _ in .json(#"{"cod":403,"message":"Forbidden"}"#, status: 403) }
        let outcome = try await Self.policy(folder, clock).fetch(
            at: Self.point, language: nil, with: .testing(server, clock: clock, cacheDirectory: folder.url))
        guard case .fallback(let use, _) = outcome else {
            Issue.record("used One Call: \(outcome)")
            return
        }
        #expect(use.fallback == .noSubscription([.v4, .v3]))
    }

    /// A refusal after the first call is not a refusal of the key: 4.0 accepted it. A page that
    /// answers 404 lets the free endpoints answer, and 3.0 is not asked.
    @Test func aLaterRefusalIsNotAVersionRefusal() async throws {
        let clock = TestClock()
        let folder = Folder()
        let server = InMemoryServer(clock: clock) { request in
            if request.url.path.hasSuffix("/timeline/1day") { return .json(#"{"cod":404,"message":"x"}"#, status: 404) }
            let body = try? OneCall4StandIn.reply(path: request.url.path, query: request.query, now: clock.time.now())
            guard let body = body ?? nil else { return .json(#"{"cod":404,"message":"x"}"#, status: 404) }
            return .json(body)
        }
        let outcome = try await Self.policy(folder, clock).fetch(
            at: Self.point, language: nil, with: .testing(server, clock: clock, cacheDirectory: folder.url))
        guard case .fallback(let use, _) = outcome, case .unavailable = use.fallback else {
            Issue.record("expected the free endpoints for an unavailable 4.0: \(outcome)")
            return
        }
        #expect(!server.paths.contains("/data/3.0/onecall"))
    }

    /// Each alert's text is a paid call: an id listed twice is asked for once, and no more than
    /// five texts are asked for, however many alerts are in force (typed here: a, b, a, c … g).
    @Test func alertTextsAreAskedOnceEachAndFiveAtMost() async throws {
        let clock = TestClock()
        let folder = Folder()
        var now = try #require(
            try JSONSerialization.jsonObject(with: Fixtures.data(Fixtures.oneCall4Now)) as? [String: Any])
        var records = try #require(now["data"] as? [[String: Any]])
        records[0]["alerts"] = ["a", "b", "a", "c", "d", "e", "f", "g"]
        now["data"] = records
        let current = try JSONSerialization.data(withJSONObject: now)
        let server = InMemoryServer(clock: clock) { request in
            if request.url.path == "/data/4.0/onecall/current" { return .json(current) }
            let body = try? OneCall4StandIn.reply(path: request.url.path, query: request.query, now: clock.time.now())
            guard let body = body ?? nil else { return .json(#"{"cod":404,"message":"x"}"#, status: 404) }
            return .json(body)
        }
        let plan = FetchPlan.OneCall(
            dailyLimit: 900, version: .v4, sections: .init(minutes: false, hours: 0, days: false, alerts: true))
        _ = try await OneCallPolicy(plan, countFolder: folder.url, time: clock.time).fetch(
            at: Self.point, language: nil, with: .testing(server, clock: clock, cacheDirectory: folder.url))
        let asked = server.paths.filter { $0.hasPrefix("/data/4.0/onecall/alert/") }.map {
            $0.split(separator: "/").last ?? ""
        }
        #expect(asked.sorted() == ["a", "b", "c", "d", "e"], "\(server.paths)")
    }

    /// A key that is not active yet is refused everywhere: nothing is remembered, so once it works
    /// One Call is asked at once, not a day later. A key the free endpoints accept has its One Call
    /// refusals remembered.
    @Test(arguments: [true, false])
    func aRefusalIsRememberedOnlyOnceTheFreeEndpointsAcceptTheKey(freeEndpointsAccept: Bool) async throws {
        let clock = TestClock()
        let folder = Folder()
        let current = try Fixtures.data(Fixtures.londonCurrent)
        let badKey = try Fixtures.data("errors/dblock_401_invalid-api-key_http401_2020.json")
        let server = InMemoryServer(clock: clock) { request in
            request.url.path == "/data/2.5/weather" && freeEndpointsAccept ? .json(current) : .json(badKey, status: 401)
        }
        func run() async {
            let fetcher = ReportAssembler.openWeatherMap(
                client: .testing(server, clock: clock, cacheDirectory: folder.url),
                plan: FetchPlan(oneCall: FetchPlan.OneCall(dailyLimit: 900)), time: clock.time,
                oneCallCountFolder: folder.url)
            _ = await fetcher.result(for: .coordinates(Self.point))
        }
        await run()
        clock.advance(by: 3600)
        await run()
        let asked = server.paths.filter { $0.hasPrefix("/data/4.0/") || $0.hasPrefix("/data/3.0/") }.count
        #expect(asked == (freeEndpointsAccept ? 2 : 4), "\(server.paths)")
    }
}
