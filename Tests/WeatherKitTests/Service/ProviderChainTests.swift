import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Providers in turn, on stand-in fetchers: who is asked, on which cache rules, and what the
/// report and the failure say.
@Suite struct ProviderChainTests {
    static let place = PlaceQuery.coordinates(Coordinates(latitude: 51.5, longitude: -0.1))

    /// A fetcher that answers with a report from `provider`, or throws.
    struct StandIn: WeatherFetcher {
        var provider: Provider
        var answer: @Sendable (CachePolicy) throws -> Void
        var policy: CachePolicy

        func report(for place: PlaceQuery) async throws -> WeatherReport {
            try answer(policy)
            var report = WeatherReport.of(
                try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
            report.source = provider
            return report
        }

        func matches(for name: String) async throws -> Fetched<[GeocodedPlace]> {
            try answer(policy)
            return Fetched(value: [], fetchedAt: Date(timeIntervalSince1970: 0))
        }
    }

    /// Records each provider asked and the cache rules it was asked on.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [(Provider, CachePolicy)] = []
        func add(_ provider: Provider, _ policy: CachePolicy) { lock.withLock { asked.append((provider, policy)) } }
        var entries: [(Provider, CachePolicy)] { lock.withLock { asked } }
    }

    static func chain(
        _ log: Log, _ answers: [Provider: @Sendable (CachePolicy) throws -> Void]
    ) -> ProviderChain {
        ProviderChain(providers: [.openMeteo, .metNorway], policy: CachePolicy()) { provider, policy in
            log.add(provider, policy)
            return StandIn(provider: provider, answer: answers[provider] ?? { _ in }, policy: policy)
        }
    }

    static let busy = APIError(httpStatus: 503, code: 503, message: nil, provider: .openMeteo)
    static let slow = TransportError(host: "met.test", reason: .timedOut(seconds: 5))

    @Test func whenTheFirstCannotAnswerTheNextDoes() async throws {
        let log = Log()
        let report = try await Self.chain(log, [.openMeteo: { _ in throw Self.busy }]).report(for: Self.place)
        #expect(report.source == .metNorway)
        #expect(report.fallbacks == [ProviderFallback(provider: .openMeteo, reason: .serverError(status: 503))])
        #expect(log.entries.map(\.0) == [.openMeteo, .metNorway])
        // A fresh answer from the next beats an old one from this one.
        #expect(log.entries.allSatisfy { !$0.1.staleOnFailure && !$0.1.offline })
        #expect(
            ProviderFallback(provider: .openMeteo, reason: .serverError(status: 503)).notice(answeredBy: .metNorway)
                == "Open-Meteo could not answer (server error, HTTP 503); showing MET Norway's data")
    }

    @Test func whatAProviderDecidesEndsTheChain() async throws {
        let log = Log()
        let chain = Self.chain(log, [.openMeteo: { _ in throw PlaceError(query: .city("Nowhere")) }])
        await #expect(throws: PlaceError.self) { try await chain.report(for: Self.place) }
        #expect(log.entries.map(\.0) == [.openMeteo])
    }

    @Test func whenAllFailOneMessageNamesEachAndWhy() async throws {
        let log = Log()
        let chain = Self.chain(
            log, [.openMeteo: { _ in throw Self.busy }, .metNorway: { _ in throw Self.slow }])
        let error = try await #require(throws: ChainFailure.self) { try await chain.report(for: Self.place) }
        #expect(
            error.description == "no provider could answer: Open-Meteo (server error, HTTP 503), MET Norway (timed out)"
        )
        #expect(error.exitCode == .temporary)
        // Each was asked once more, for an old answer from the cache alone.
        #expect(log.entries.map(\.0) == [.openMeteo, .metNorway, .openMeteo, .metNorway])
        #expect(log.entries.suffix(2).allSatisfy { $0.1.offline })
    }

    /// After all failed, the first old answer in the chain's order is shown, marked with its cause.
    @Test func anOldAnswerFromAnyProviderStandsBeforeTheFailure() async throws {
        let log = Log()
        let chain = Self.chain(
            log,
            [
                .openMeteo: { policy in if !policy.offline { throw Self.busy } else { throw OfflineError() } },
                .metNorway: { policy in if !policy.offline { throw Self.slow } },
            ])
        let report = try await chain.report(for: Self.place)
        #expect(report.source == .metNorway)
        #expect(report.fallbacks == [ProviderFallback(provider: .openMeteo, reason: .serverError(status: 503))])
        #expect(log.entries.last?.1.offlineCause == .failed(.timedOut))
    }
}
