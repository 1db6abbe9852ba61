import FoundationEssentials

/// Asks the locators in turn where the machine is (`--here`): each is sent the request alone (no
/// key, no coordinates, no query), and the next is asked when one cannot answer (no connection, a
/// refusal, a 429, an answer without a point). What one found is kept in the cache for
/// `locate_ttl_s` (an hour by default), so a status bar asks at most once an hour; `--offline`
/// reads the kept one, `--refresh` asks again, and when every locator fails a kept one up to a
/// day old stands in, marked stale. A client is made for one run: every provider of a chain, and
/// its pass over the cache, gets the one answer, and the locators are asked once at most.
public struct LocatorClient: Sendable {
    /// One server for every locator (`WEATHER_LOCATOR_BASE_URL`), each path kept; nil for their own.
    public var baseURL: URL?
    /// Without retries: the next locator is the retry.
    public var http: HTTPClient
    public var cache: CachedFetch
    /// How long a found location is kept: `locate_ttl_s`.
    public var keepSeconds: Double
    public var order: [Locator] = Locator.allCases
    /// This run's answer, shared by the client's copies.
    private let answer = Once<Fetched<Located>>()

    /// An hour: a laptop moves, a status bar asks every minute.
    public static let defaultKeepSeconds = 3600.0

    public init(baseURL: URL?, http: HTTPClient, cache: CachedFetch, keepSeconds: Double = defaultKeepSeconds) {
        self.baseURL = baseURL
        self.http = http
        self.http.retry = RetryPolicy(retries: 0)
        self.cache = cache
        self.keepSeconds = keepSeconds
    }

    /// Where the machine is, and who said so.
    /// - Throws: ``LocateFailure`` when no locator could say and nothing kept can stand in;
    ///   ``OfflineError`` with `--offline` and nothing kept.
    public func locate() async throws -> Fetched<Located> {
        do {
            return try await answer.value { try await self.lookUp() }
        } catch is OfflineError {
            throw OfflineError(missing: .location)
        }
    }

    private func lookUp() async throws -> Fetched<Located> {
        let key = CacheKey(baseURL: baseURL?.absoluteString ?? "locators", endpoint: "located", parameters: [])
        let lifetime = CacheLifetime.seconds(keepSeconds)
        do {
            var found = try await cache.value(for: key, lifetime: lifetime, decode: LocatorData.kept) {
                LocatorData.keep(try await askInTurn())
            }
            // An old one read with `--offline` says so, as one standing in for a failure does.
            found.value.stale = found.stale
            return found
        } catch let failure as LocateFailure where cache.policy.staleOnFailure {
            var kept = cache
            kept.policy.offline = true
            kept.policy.offlineCause = .failed(failure.briefReason)
            guard
                var old = try? await kept.value(
                    for: key, lifetime: lifetime, decode: LocatorData.kept,
                    fetch: {
                        throw failure
                    })
            else { throw failure }
            old.value.stale = old.stale
            return old
        }
    }

    /// The URL of `locator`'s answer about the caller: its own host, or the one set for all.
    public func url(of locator: Locator) -> URL? {
        let base = baseURL?.absoluteString ?? locator.host
        return URL(string: (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/" + locator.path)
    }

    private func askInTurn() async throws -> Located {
        var attempts: [LocateFailure.Attempt] = []
        for (index, locator) in order.enumerated() {
            do {
                guard let url = url(of: locator) else {
                    throw TransportError(host: locator.host, reason: .unsupportedURL)
                }
                // A share of what is left, one kept back for the weather: a locator that never answers
                // leaves time for the next, and for the weather after.
                var http = self.http
                http.deadline = http.deadline.share(of: order.count - index + 1, http.time)
                let response = try await http.get(url)
                guard response.isSuccess else {
                    let status = response.status
                    let reason: BriefReason =
                        status == 429
                        ? .rateLimited(status: status)
                        : (500...599).contains(status) ? .serverError(status: status) : .refused(status: status)
                    attempts.append(LocateFailure.Attempt(locator: locator, reason: reason))
                    continue
                }
                return Located(place: try LocatorData.place(from: response.body, by: locator), locator: locator)
            } catch let failure as any WeatherFailure {
                attempts.append(LocateFailure.Attempt(locator: locator, reason: failure.briefReason))
            }
        }
        throw LocateFailure(attempts: attempts)
    }
}

/// No locator could say where the machine is, and none had said so lately: each, and why (worded
/// in `Formatting/FailureText.swift`, with how to name a place instead). Exit 75 or 69.
public struct LocateFailure: WeatherFailure, Equatable {
    public struct Attempt: Sendable, Equatable {
        public var locator: Locator
        public var reason: BriefReason
    }

    public var attempts: [Attempt]

    /// 75 when a locator failed for a while, so asking again later may find the place; 69 when
    /// each answered without one (a refusal, an address no one can place).
    public var exitCode: ExitCode {
        attempts.contains { $0.reason.isPassing } ? .temporary : .notFound
    }
    /// The first locator's reason, for the notice beside a kept location.
    public var briefReason: BriefReason { attempts.first?.reason ?? .network }
    public var allowsStaleAnswer: Bool { false }
}
