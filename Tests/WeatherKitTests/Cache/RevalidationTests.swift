import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// A server's freshness headers, kept as its terms ask (MET Norway's): no request before
/// `Expires`, and a refresh asked with `If-Modified-Since`, whose 304 keeps the held copy.
@Suite struct RevalidationTests {
    static let key = CacheKey(baseURL: "https://met.test", endpoint: "compact", parameters: [("lat", "1.0")])

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revalidation-\(UUID().uuidString)")
    let clock = TestClock()

    func fetcher(ttl: Double = 600, refresh: Bool = false) -> CachedFetch {
        CachedFetch(
            cache: ResponseCache(directory: folder), policy: CachePolicy(ttl: ttl, refresh: refresh),
            deadline: Deadline(seconds: 10, from: clock.time), time: clock.time)
    }

    static func decode(_ body: Data) throws -> String { String(decoding: body, as: UTF8.self) }

    /// Asks through `fetcher`, answering with `answer`; returns the value and the `Last-Modified`
    /// the request carried (nil when it carried none), or nil for both when nothing was asked.
    func ask(_ fetcher: CachedFetch, _ answer: Revalidated) async throws -> (value: String, sent: Date??) {
        let sent = Box()
        let value = try await fetcher.value(for: Self.key, lifetime: .standard, decode: Self.decode) { since in
            sent.value = .some(since)
            return answer
        }
        return (value.value, sent.value)
    }

    final class Box: @unchecked Sendable { var value: Date?? = nil }

    @Test func noRequestBeforeExpiresWhateverTheTTLOrRefreshSay() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let expires = clock.now.addingTimeInterval(1800)
        let first = try await ask(fetcher(), Revalidated(body: Data("one".utf8), expires: expires))
        #expect(first.value == "one" && first.sent == .some(nil))
        clock.advance(by: 1200)  // past the TTL of 600 s, before Expires
        for fetcher in [fetcher(), fetcher(ttl: 0), fetcher(refresh: true)] {
            let again = try await ask(fetcher, Revalidated(body: Data("two".utf8)))
            #expect(again.value == "one" && again.sent == nil, "asked before Expires")
        }
    }

    @Test func afterExpiresTheRequestCarriesLastModifiedAndA304KeepsTheCopy() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let modified = Date(timeIntervalSince1970: 1_595_245_471)  // Mon, 20 Jul 2020 11:44:31 GMT
        _ = try await ask(
            fetcher(),
            Revalidated(body: Data("one".utf8), expires: clock.now.addingTimeInterval(60), lastModified: modified))
        clock.advance(by: 700)
        let newExpires = clock.now.addingTimeInterval(900)
        let confirmed = try await ask(fetcher(), Revalidated(body: nil, expires: newExpires))
        #expect(confirmed.value == "one" && confirmed.sent == .some(modified))
        // The 304's Expires is kept: nothing is asked until then, and the Last-Modified stays.
        clock.advance(by: 800)
        #expect(try await ask(fetcher(), Revalidated(body: Data("two".utf8))).sent == nil)
        clock.advance(by: 200)
        let changed = try await ask(fetcher(), Revalidated(body: Data("two".utf8)))
        #expect(changed.value == "two" && changed.sent == .some(modified))
    }

    @Test func a304WithoutACopyIsABadResponse() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: CachedFetch.notModifiedWithoutCopy) {
            try await ask(fetcher(), Revalidated(body: nil))
        }
    }

    /// A response's headers as HTTP dates; `Expires: 0` ("already expired") is no date.
    @Test func aResponseIsReadAsABodyAndItsDates() {
        let answer = Revalidated(
            HTTPResponse(
                status: 200, body: Data("x".utf8), expires: "Mon, 20 Jul 2020 12:16:23 GMT",
                lastModified: "Mon, 20 Jul 2020 11:44:31 GMT"))
        #expect(answer.body == Data("x".utf8))
        #expect(answer.expires == Date(timeIntervalSince1970: 1_595_247_383))
        #expect(answer.lastModified == Date(timeIntervalSince1970: 1_595_245_471))
        let notModified = Revalidated(HTTPResponse(status: 304, body: Data(), expires: "0"))
        #expect(notModified.body == nil && notModified.expires == nil)
    }

    @Test func httpDatesAreWrittenAsIMFFixdate() {
        #expect(HTTPDate.format(Date(timeIntervalSince1970: 1_595_245_471.9)) == "Mon, 20 Jul 2020 11:44:31 GMT")
        #expect(HTTPDate.format(Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
    }

    /// The dates live in the entry's header; an entry written before they did still reads.
    @Test func theEntryKeepsItsDatesAndOldEntriesStillRead() throws {
        let expires = Date(timeIntervalSince1970: 1_595_247_383)
        let header = ResponseCache.header(
            fetchedAt: Date(timeIntervalSince1970: 1_595_245_471), length: 2, keepFor: 86_400, expires: expires)
        #expect(String(decoding: header, as: UTF8.self) == "weather-cache 1 1595245471000 2 86400 1595247383 -\n")
        let entry = try #require(ResponseCache.parse(header + Data("ok".utf8)))
        #expect(entry.expires == expires && entry.lastModified == nil && entry.body == Data("ok".utf8))
        let old = try #require(ResponseCache.parse(Data("weather-cache 1 1595245471000 2 86400\nok".utf8)))
        #expect(old.expires == nil && old.keepFor == 86_400)
        #expect(ResponseCache.parse(Data("weather-cache 1 1595245471000 2 86400 x -\nok".utf8)) == nil)
    }
}
