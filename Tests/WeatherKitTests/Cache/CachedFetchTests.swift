import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The cache's rules on their own: a temporary folder, a test clock, and a `fetch` that is a
/// closure, so each rule is seen without HTTP or OpenWeatherMap.
@Suite struct CachedFetchTests {
    static let key = CacheKey(baseURL: "https://owm.test", endpoint: "weather", parameters: [("lat", "1.000")])
    static let ttl = 600.0

    let folder: URL
    let clock = TestClock()
    let fetches = Counter()

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cached-fetch-\(UUID().uuidString)")
    }

    var cache: ResponseCache { ResponseCache(directory: folder) }

    func fetcher(
        ttl: Double = Self.ttl, refresh: Bool = false, offline: Bool = false, deadline: Double = 10
    )
        -> CachedFetch
    {
        CachedFetch(
            cache: cache, policy: CachePolicy(ttl: ttl, refresh: refresh, offline: offline),
            deadline: Deadline(seconds: deadline, from: clock.time), time: clock.time)
    }

    /// Decodes a body that is a number as that number; anything else is a bad response.
    static func decode(_ body: Data) throws -> Int {
        guard let value = Int(String(decoding: body, as: UTF8.self)) else {
            throw ResponseError(source: .server, problem: .invalidJSON)
        }
        return value
    }

    func value(
        _ fetcher: CachedFetch, lifetime: CacheLifetime = .standard, answer: @escaping () throws -> String = { "2" }
    ) async throws -> Fetched<Int> {
        try await fetcher.value(for: Self.key, lifetime: lifetime, decode: Self.decode) {
            fetches.increment()
            return Data(try answer().utf8)
        }
    }

    /// An entry fetched `age` seconds before the test clock's now.
    func store(_ body: String, age: Double) {
        cache.write(Self.key, body: Data(body.utf8), fetchedAt: clock.now.addingTimeInterval(-age))
    }

    func folderContents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func aFreshEntryIsUsedAndNothingIsFetched() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: Self.ttl - 1)
        let fetched = try await value(fetcher())
        #expect(fetched.value == 1 && fetched.stale == nil)
        #expect(fetched.fetchedAt == clock.now.addingTimeInterval(-(Self.ttl - 1)))
        #expect(fetches.value == 0)
    }

    @Test func anExpiredEntryIsFetchedAgainAndReplaced() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: Self.ttl)
        let fetched = try await value(fetcher())
        #expect(fetched.value == 2 && fetched.fetchedAt == clock.now)
        #expect(fetches.value == 1)
        #expect(cache.read(Self.key) == CacheEntry(fetchedAt: clock.now, body: Data("2".utf8)))
    }

    @Test func refreshFetchesAFreshEntryAndStoresTheNewAnswer() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: 1)
        #expect(try await value(fetcher(refresh: true)).value == 2)
        #expect(fetches.value == 1)
        #expect(cache.read(Self.key)?.body == Data("2".utf8))
    }

    /// The user asked for a fresh answer: a fresh entry standing in for a failed fetch says so.
    @Test func aFailedRefreshMarksEvenAFreshEntryStale() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: 60)
        let fetched = try await value(fetcher(refresh: true)) {
            throw TransportError(host: "owm.test", reason: .cannotConnect)
        }
        #expect(fetched.value == 1)
        #expect(fetched.stale == StaleNotice(age: 60, reason: .cannotConnect))
    }

    @Test func placesStayFreshForThirtyDays() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: 29 * 86_400)
        #expect(try await value(fetcher(), lifetime: .long).value == 1)
        store("1", age: 30 * 86_400)
        #expect(try await value(fetcher(), lifetime: .long).value == 2)
        #expect(fetches.value == 1)
    }

    /// `--refresh` (and a watch's refresh) asks again for the weather, not for a place the
    /// geocoder found: a fresh long-lived entry stays, and nothing is sent.
    @Test func refreshLeavesAFreshPlaceBe() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: 86_400)
        let fetched = try await value(fetcher(refresh: true), lifetime: .long)
        #expect(fetched.value == 1 && fetched.fromCache && fetched.stale == nil)
        #expect(fetches.value == 0)
    }

    @Test func aTemporaryFailureShowsAnEntryUpToADayOldMarkedStale() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: 7200)
        let fetched = try await value(fetcher()) { throw TransportError(host: "owm.test", reason: .cannotConnect) }
        #expect(fetched.value == 1)
        #expect(fetched.stale == StaleNotice(age: 7200, reason: .cannotConnect))
        #expect(fetched.stale?.description == "showing data from 2 h ago (could not connect)")
    }

    @Test func aServerErrorNamesItselfInTheStaleNotice() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: 900)
        let fetched = try await value(fetcher()) {
            throw APIError(httpStatus: 429, code: 429, message: nil, provider: .openWeatherMap)
        }
        #expect(fetched.stale?.reason == "rate limited, HTTP 429")
    }

    /// Not retried, but old data may stand in: the usual cause is a captive portal.
    @Test func aRefusedCertificateShowsTheLastAnswerToo() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: 900)
        let fetched = try await value(fetcher()) {
            throw TransportError(host: "owm.test", reason: .certificate(.untrusted))
        }
        #expect(fetched.stale == StaleNotice(age: 900, reason: .certificate))
    }

    @Test func anEntryOverADayOldIsNotShown() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: CachePolicy.staleLimit)
        await #expect(throws: TransportError.self) {
            try await value(fetcher()) { throw TransportError(host: "owm.test", reason: .connectionLost) }
        }
    }

    /// A rejected key or an unknown place is an answer, not an outage: no stale data hides it.
    @Test func otherFailuresAreNotHiddenByOldData() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        store("1", age: 700)
        await #expect(throws: APIError.self) {
            try await value(fetcher()) {
                throw APIError(httpStatus: 401, code: 401, message: nil, provider: .openWeatherMap)
            }
        }
    }

    @Test func onlyWhatDecodesIsStored() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: ResponseError.self) { try await value(fetcher()) { "not a number" } }
        #expect(cache.read(Self.key) == nil)
        #expect(folderContents().allSatisfy { !$0.hasSuffix(".tmp") && !$0.hasSuffix(".cache") })
    }

    @Test func offlineUsesOnlyTheCacheMarkingOldEntriesStale() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: OfflineError.self) { try await value(fetcher(offline: true)) }
        store("1", age: 60)
        let fresh = try await value(fetcher(offline: true))
        #expect(fresh.value == 1 && fresh.stale == nil)
        store("1", age: 3600)
        let old = try await value(fetcher(offline: true))
        #expect(old.stale == StaleNotice(age: 3600, cause: .offline))
        store("1", age: CachePolicy.staleLimit)
        await #expect(throws: OfflineError.self) { try await value(fetcher(offline: true)) }
        #expect(fetches.value == 0)
    }

    @Test func aZeroTTLTurnsTheCacheOffEntirely() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await value(fetcher(ttl: 0)).value == 2)
        #expect(try await value(fetcher(ttl: 0)).value == 2)
        #expect(fetches.value == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        await #expect(throws: OfflineError.self) { try await value(fetcher(ttl: 0, offline: true)) }
    }

    /// Its temporary file exists for as long as the fetch runs (so Ctrl-C has something to
    /// delete), and is gone once the answer is stored.
    @Test func theEntryIsPreparedWhileTheFetchRuns() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let seen = Warnings()
        _ = try await fetcher().value(for: Self.key, lifetime: .standard, decode: Self.decode) {
            for name in folderContents() { seen.add(name) }
            return Data("2".utf8)
        }
        #expect(seen.all.contains { $0.hasPrefix(".weather-") && $0.hasSuffix(".tmp") })
        #expect(folderContents().allSatisfy { !$0.hasSuffix(".tmp") })
    }

    /// Two fetches of one entry at once: the second waits on the first's lock, then reads its
    /// answer instead of asking again.
    @Test func singleFlightMakesOneFetchForTwoCallers() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Each poll of the lock moves the test clock on by the poll interval, as fast as the
        // second caller spins: a TTL beyond the deadline keeps the first's answer fresh however
        // long (in real time) the first takes to store it.
        let fetcher = fetcher(ttl: 1e7, deadline: 1e6)
        let started = Gate()
        let release = Gate()
        let first = Task {
            try await fetcher.value(for: Self.key, lifetime: .standard, decode: Self.decode) {
                fetches.increment()
                started.open()
                await release.wait()
                return Data("1".utf8)
            }
        }
        await started.wait()
        let second = Task { try await value(fetcher) }
        // A sleep on the test clock means the second found the first's lock held and is polling it.
        let polling = try await eventually { !clock.sleeps.isEmpty }
        release.open()
        #expect(polling, "the second caller never waited on the first's lock")
        #expect(try await first.value.value == 1)
        #expect(try await second.value.value == 1)
        #expect(fetches.value == 1)
    }

    /// A lock nobody releases must not stop the command: at the deadline the caller fetches anyway.
    @Test func aStuckLockIsWaitedForOnlyUntilTheDeadline() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fetcher = fetcher(deadline: 1)
        let holder = try #require(
            await cache.lock(Self.key, until: Deadline(seconds: 1, from: clock.time), time: clock.time))
        defer { holder.release() }
        #expect(try await value(fetcher).value == 2)
        #expect(fetches.value == 1)
        let waited = clock.sleeps.reduce(0, +)
        #expect(waited >= 1 && waited < 1.1, "\(waited)")
    }

    /// A name's places are kept 30 days, but "none" only as long as the weather (a geocoder's bad
    /// day must not hide London for a month), and `--refresh` asks again for it.
    @Test func nothingFoundIsNotKeptForAMonth() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = CacheKey(baseURL: "https://owm.test", endpoint: "direct", parameters: [("q", "london")])
        func places(_ fetcher: CachedFetch, _ answer: String, _ lifetime: CacheLifetime = .name) async throws -> [Int] {
            try await fetcher.value(
                for: key, lifetime: lifetime,
                decode: { body in
                    String(decoding: body, as: UTF8.self).split(separator: ",").compactMap { Int($0) }
                }
            ) {
                fetches.increment()
                return Data(answer.utf8)
            }.value
        }
        #expect(try await places(fetcher(), "") == [])
        #expect(try await places(fetcher(), "1") == [] && fetches.value == 1, "fresh for the standard TTL")
        // Offline, later, "none" still stands in: it is the answer, not a missing one.
        clock.advance(by: 1200)
        #expect(try await places(fetcher(offline: true), "x") == [] && fetches.value == 1)
        #expect(try await places(fetcher(refresh: true), "1") == [1] && fetches.value == 2)
        clock.advance(by: 20 * 86_400)
        #expect(try await places(fetcher(refresh: true), "2") == [1] && fetches.value == 2, "a found place stays")
        cache.write(key, body: Data(), fetchedAt: clock.now.addingTimeInterval(-(Self.ttl + 1)))
        #expect(try await places(fetcher(), "3") == [3] && fetches.value == 3, "none, past the standard TTL")
        // A point that no place is near (at sea) is kept as long as any place: it stays so.
        cache.write(key, body: Data(), fetchedAt: clock.now.addingTimeInterval(-(Self.ttl + 1)))
        #expect(try await places(fetcher(refresh: true), "4", .long) == [] && fetches.value == 3)
    }
}
