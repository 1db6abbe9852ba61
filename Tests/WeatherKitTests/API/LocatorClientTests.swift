import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `--here`'s locators in memory, on the test clock: the order, what each is sent, what makes the
/// next one asked, and how long a found place is kept.
@Suite struct LocatorClientTests {
    let clock = TestClock()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locate-\(UUID().uuidString)")

    func client(
        _ server: InMemoryServer, base: String? = "https://locate.test", policy: CachePolicy = CachePolicy()
    ) -> LocatorClient {
        let deadline = Deadline(seconds: 10, from: clock.time)
        return LocatorClient(
            baseURL: base.flatMap(URL.init(string:)),
            http: HTTPClient(
                transport: server.transport, deadline: deadline, retry: RetryPolicy(retries: 2), time: clock.time,
                jitter: { 1 }),
            cache: CachedFetch(
                cache: ResponseCache(directory: folder), policy: policy, deadline: deadline, time: clock.time))
    }

    static func body(_ path: String) throws -> InMemoryServer.Reply {
        .respond(status: 200, body: try Fixtures.data(path))
    }

    /// ipinfo.io fails, ipwho.is refuses in its body, ipapi.co is rate-limited: GeoJS answers, in
    /// strings. Each is asked once (no retries: the next is the retry), at its own path, with
    /// nothing of the user's: no query, no key.
    @Test func eachIsAskedInTurnUntilOneAnswers() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = InMemoryServer(
            clock: clock,
            replies: [
                .respond(status: 503, body: Data("busy".utf8)), try Self.body(LocatorDataTests.ipwhoisRefusal),
                .respond(status: 429, body: try Fixtures.data(LocatorDataTests.ipapiLimited)),
                try Self.body(LocatorDataTests.geojs),
            ])
        let located = try await client(server).locate()
        #expect(located.value.locator == .geojs && located.value.place.name == "Shah Alam")
        #expect(
            server.requests.map(\.url.absoluteString) == [
                "https://locate.test/json", "https://locate.test/", "https://locate.test/json/",
                "https://locate.test/v1/ip/geo.json",
            ])
    }

    /// A locator that never answers takes only its share of the time: the next one answers, and
    /// time is left for the weather.
    @Test func aSilentLocatorLeavesTimeForTheNext() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = InMemoryServer(
            clock: clock,
            replies: [
                .after(seconds: 60, try Self.body(LocatorDataTests.ipinfo)), try Self.body(LocatorDataTests.ipwhois),
            ])
        let located = try await client(server).locate()
        #expect(located.value.locator == .ipwhois)
        // Ten seconds in all: a fifth for the first (four locators and the weather), a quarter of the rest next.
        #expect(server.requests.map(\.timeout) == [2, 2])
        #expect(clock.now.timeIntervalSince(TestClock().now) <= 2.01)
    }

    /// Without a server of one's own, each at its own host.
    @Test func eachHasItsOwnHost() throws {
        let client = client(InMemoryServer(clock: clock, replies: []), base: nil)
        #expect(
            Locator.allCases.compactMap { client.url(of: $0)?.absoluteString } == [
                "https://ipinfo.io/json", "https://ipwho.is/", "https://ipapi.co/json/",
                "https://get.geojs.io/v1/ip/geo.json",
            ])
    }

    /// Kept for an hour: a bar that asks every minute asks a locator once an hour; `--refresh`
    /// asks again at once; `--offline` reads the kept one.
    @Test func aFoundPlaceIsKeptForAnHour() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = InMemoryServer(clock: clock) { _ in
            .respond(status: 200, body: (try? Fixtures.data(LocatorDataTests.ipinfo)) ?? Data())
        }
        _ = try await client(server).locate()
        clock.advance(by: 3599)
        let kept = try await client(server).locate()
        #expect(server.requests.count == 1 && kept.fromCache && kept.value.locator == .ipinfo)
        clock.advance(by: 2)
        _ = try await client(server).locate()
        #expect(server.requests.count == 2)
        _ = try await client(server, policy: CachePolicy(refresh: true)).locate()
        #expect(server.requests.count == 3)
        let offline = try await client(server, policy: CachePolicy(offline: true)).locate()
        #expect(server.requests.count == 3 && offline.value.place.name == "Charlotte")
    }

    /// When every locator fails, a place found earlier that day stands in, marked old; with none,
    /// one failure naming each locator and why: exit 75 when one may answer later, else 69.
    @Test func whenAllFailAKeptPlaceStandsInElseOneFailure() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let down = InMemoryServer(clock: clock) { _ in .fail(.cannotConnect) }
        await #expect(throws: LocateFailure.self) { try await client(down).locate() }
        do {
            _ = try await client(down).locate()
        } catch let failure as LocateFailure {
            #expect(failure.exitCode == .temporary, "no connection may come back: try again")
            #expect(failure.attempts.map(\.locator) == Locator.allCases)
            #expect(failure.description.contains("ipinfo.io (could not connect)"), "\(failure.description)")
            #expect(failure.description.contains("name a place instead"))
        }
        // Each answered, none with a place: asking again will not help.
        let refusing = InMemoryServer(clock: clock) { _ in
            .respond(
                status: 200, body: Data(#"{"success": false, "error": true, "reason": "Reserved IP Address"}"#.utf8))
        }
        await #expect(throws: LocateFailure.self) {
            do { _ = try await client(refusing).locate() } catch let failure as LocateFailure {
                #expect(failure.exitCode == .notFound, "\(failure.attempts)")
                // Each named once, with its own words.
                #expect(failure.description.contains("ipapi.co (refused: Reserved IP Address)"), "\(failure)")
                #expect(!failure.description.contains("ipapi.co refused"))
                throw failure
            }
        }
        let up = InMemoryServer(clock: clock, replies: [try Self.body(LocatorDataTests.ipapi)])
        var onlyOne = client(up)
        onlyOne.order = [.ipapi]
        _ = try await onlyOne.locate()
        clock.advance(by: 3 * 3600)
        let old = try await self.client(down).locate()
        #expect(old.value.locator == .ipapi && old.value.stale?.age == 3 * 3600)
        #expect(old.value.stale?.cause == .failed(.cannotConnect))
    }

    /// With nothing kept (`--locate-ttl 0`), a client still asks the locators once: its copies,
    /// one per provider of a chain, and calls at once or later get the same answer or failure.
    @Test func aClientAsksOnceHoweverOftenItIsAsked() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = InMemoryServer(clock: clock) { _ in .respond(status: 429, body: Data()) }
        var once = client(server)
        once.keepSeconds = 0
        let copy = once
        async let first: Void = { _ = try? await once.locate() }()
        async let second: Void = { _ = try? await copy.locate() }()
        _ = await (first, second)
        await #expect(throws: LocateFailure.self) { try await copy.locate() }
        #expect(server.requests.count == Locator.allCases.count)
        var afresh = client(server)
        afresh.keepSeconds = 0
        _ = try? await afresh.locate()
        #expect(server.requests.count == 2 * Locator.allCases.count)
    }

    /// `--here --offline` with no place kept says that, and how to get one, and asks no one.
    @Test func offlineWithNothingKeptSaysNoPlaceIsKept() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = InMemoryServer(clock: clock, replies: [])
        let error = await #expect(throws: OfflineError.self) {
            try await client(server, policy: CachePolicy(offline: true)).locate()
        }
        #expect(error == OfflineError(missing: .location) && error?.exitCode == .temporary)
        #expect(error?.description.hasPrefix("no place found by IP address is kept") == true)
        #expect(server.requests.isEmpty)
    }
}
