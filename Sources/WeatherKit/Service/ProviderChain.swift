/// Providers in turn (`--provider open-meteo,met-norway`): each place is asked of the first, and
/// of the next only when one cannot answer: no connection, a timeout, a 5xx, a 429, a refusal of
/// the client, an answer that is not one (``passesOn(_:)``). What a provider decides (no such
/// place, a refused key, a malformed request) ends the chain at once.
///
/// A fresh answer from the next provider beats an old one from this one, so the links are asked
/// without their stale fallback; once all have failed, the old answers are looked for, in order,
/// and the first is shown as stale (``CachePolicy/staleOnFailure``). A bar never goes blank while
/// anything can answer.
public struct ProviderChain: WeatherFetcher {
    public var providers: [Provider]
    /// The run's cache rules; each pass adjusts them.
    public var policy: CachePolicy
    /// A provider's fetcher, on the cache rules of a pass.
    public var fetcher: @Sendable (Provider, CachePolicy) -> any WeatherFetcher

    public init(
        providers: [Provider], policy: CachePolicy,
        fetcher: @escaping @Sendable (Provider, CachePolicy) -> any WeatherFetcher
    ) {
        self.providers = providers
        self.policy = policy
        self.fetcher = fetcher
    }

    /// Whether a failure lets the next provider be asked.
    static func passesOn(_ failure: any WeatherFailure) -> Bool {
        failure is TransportError || failure.allowsStaleAnswer || failure.exitCode == .badResponse
    }

    public func report(for place: PlaceQuery) async throws -> WeatherReport {
        try await inTurn {
            try await $0.report(for: place)
        } stale: { fetcher, fallbacks in
            var report = try await fetcher.report(for: place)
            report.fallbacks = fallbacks
            return report
        } answered: { report, fallbacks in
            var report = report
            report.fallbacks = fallbacks
            return report
        }
    }

    public func matches(for name: String) async throws -> Fetched<[GeocodedPlace]> {
        try await inTurn {
            try await $0.matches(for: name)
        } stale: { fetcher, _ in
            try await fetcher.matches(for: name)
        } answered: { matches, _ in
            matches
        }
    }

    /// Asks each provider in turn with `ask`; when all have failed, each again for an old answer
    /// (`stale`), with the providers passed over before it.
    /// - Throws: the first failure that does not pass on; ``ChainFailure`` when every provider
    ///   failed and none had an old answer (the first `--offline` failure with `--offline`).
    private func inTurn<Answer>(
        _ ask: (any WeatherFetcher) async throws -> Answer,
        stale: (any WeatherFetcher, [ProviderFallback]) async throws -> Answer,
        answered: (Answer, [ProviderFallback]) -> Answer
    ) async throws -> Answer {
        var fresh = policy
        fresh.staleOnFailure = false
        var failures: [(provider: Provider, failure: any WeatherFailure)] = []
        for provider in providers {
            do {
                let answer = try await ask(fetcher(provider, fresh))
                return answered(
                    answer, failures.map { ProviderFallback(provider: $0.provider, reason: $0.failure.briefReason) })
            } catch let failure as any WeatherFailure where Self.passesOn(failure) {
                failures.append((provider, failure))
            }
        }
        if policy.offline, let first = failures.first { throw first.failure }
        if policy.staleOnFailure {
            for (index, failed) in failures.enumerated() {
                var cacheOnly = policy
                cacheOnly.offline = true
                cacheOnly.offlineCause = .failed(failed.failure.briefReason)
                let before = failures.prefix(index).map {
                    ProviderFallback(provider: $0.provider, reason: $0.failure.briefReason)
                }
                if let answer = try? await stale(fetcher(failed.provider, cacheOnly), before) { return answer }
            }
        }
        throw ChainFailure(failures: failures.map { ($0.provider, $0.failure.briefReason, $0.failure.exitCode) })
    }
}

/// Every provider of a chain failed, and none had an old answer: who, and why (worded in
/// `Formatting/FailureText.swift`).
public struct ChainFailure: WeatherFailure {
    public var failures: [(provider: Provider, reason: BriefReason, exitCode: ExitCode)]

    /// Their common code, else 75: each could answer again in a moment.
    public var exitCode: ExitCode {
        let codes = Set(failures.map(\.exitCode))
        return codes.count == 1 ? codes.first ?? .temporary : .temporary
    }
}
