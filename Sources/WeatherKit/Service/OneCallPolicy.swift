import FoundationEssentials

/// When `--onecall` may call One Call, and which version, in one place: the daily budget, a
/// remembered "no subscription" per version, and the failures after which the free endpoints
/// stand in. It answers with a value, ``Outcome``; the words for a fallback are in
/// `Formatting/Notices.swift`.
///
/// The order matters, and each rule is checked only where it can hold:
/// 1. a daily limit of 0 means One Call is never called, whatever else is true;
/// 2. the versions are asked in turn (`auto`: 4.0, then 3.0), the next one only when the one
///    before refused the key: any 401 (whatever its text), 403 or 404 to its first call, since
///    nobody has recorded what 4.0 tells a key that has 3.0 alone;
/// 3. a fresh answer in the cache is used, and costs nothing;
/// 4. only a request that would go out is checked against a remembered refusal (unless
///    ``FetchPlan/OneCall/askAgain``) and counted: each attempt, retry and page;
/// 5. an answer from a version clears any refusal remembered for it: the key has the
///    subscription now.
struct OneCallPolicy: Sendable {
    var plan: FetchPlan.OneCall
    /// The count of today's calls; nil without a cache folder, and then One Call is not used.
    var budget: OneCallBudget?

    /// - Parameter countFolder: where today's count is kept (the cache folder); nil when there is none.
    init(_ plan: FetchPlan.OneCall, countFolder: URL?, time: TimeSource) {
        self.plan = plan
        budget = countFolder.map { OneCallBudget(directory: $0, limit: plan.dailyLimit, time: time) }
    }

    enum Outcome: Sendable {
        case used(Fetched<OneCallData>, OneCallUse)
        /// The free endpoints stand in. `unconfirmed`: the versions that refused the key, to be
        /// remembered (``confirm(_:)``) only once the free endpoints have accepted the same key: a
        /// key not yet active is refused everywhere, and must not lose One Call for a day.
        case fallback(OneCallUse, unconfirmed: [CacheKey])
    }

    /// Remembers refusals that ``Outcome/fallback(_:unconfirmed:)`` left unconfirmed: the free
    /// endpoints have just accepted the key, so One Call's refusal was about the subscription.
    func confirm(_ refusals: [CacheKey]) {
        for fingerprint in refusals { budget?.noteRefusal(fingerprint) }
    }

    /// One Call's answer at `point`, or why the free endpoints must stand in.
    /// - Throws: a failure the free endpoints would meet too (a key refused as invalid, a bad
    ///   answer), as it came.
    func fetch(at point: Coordinates, language: String?, with client: OpenWeatherMapClient) async throws -> Outcome {
        let calls = CallCount()
        var unconfirmed: [CacheKey] = []
        func fallback(_ reason: OneCallFallback) -> Outcome {
            .fallback(OneCallUse(version: nil, calls: calls.value, fallback: reason), unconfirmed: unconfirmed)
        }
        guard plan.dailyLimit > 0 else { return fallback(.limitZero) }
        guard let budget else { return fallback(.noCounter) }
        var refused: [OneCallVersion] = []
        for version in plan.version.order {
            // Which key, at which server, this version refused: hashed, never written as it is.
            let fingerprint = CacheKey(
                baseURL: client.baseURL.absoluteString, endpoint: "onecall-refused",
                parameters: [("key", client.apiKey)] + (version == .v3 ? [] : [("version", version.rawValue)]))
            let counted = client.admitting { [askAgain = plan.askAgain] in
                if !askAgain, budget.recentlyRefused(fingerprint) { throw Refused(.noSubscription([version])) }
                switch await budget.take(version) {
                case .counted: calls.add()
                case .spent: throw Refused(.budgetSpent(limit: budget.limit))
                case .unreadable: throw Refused(.countUnreadable(path: budget.path))
                case .unavailable: throw Refused(.countUnavailable(path: budget.path))
                }
            }
            do {
                let fetched = try await answer(version, at: point, language: language, from: counted)
                if !fetched.fromCache { budget.forgetRefusal(fingerprint) }
                // The key works here, so the versions before refused it for want of a subscription.
                confirm(unconfirmed)
                return .used(fetched, OneCallUse(version: version, calls: calls.value, fallback: nil))
            } catch let stopped as Refused {
                guard case .noSubscription = stopped.fallback else { return fallback(stopped.fallback) }
                refused.append(version)
            } catch is OneCallRefusal {
                unconfirmed.append(fingerprint)
                refused.append(version)
            } catch let failure as any WeatherFailure
                where [.temporary, .notFound, .badRequest, .badResponse].contains(failure.exitCode)
            {
                // Busy, rate-limited, unreachable, `--offline` with no One Call answer cached, a
                // request One Call refused as malformed, or an answer One Call should not have
                // given: the free endpoints (or their cached answers) may still serve. A key refused as invalid would be refused there too.
                return fallback(.unavailable(reason: failure.description))
            }
        }
        return fallback(.noSubscription(refused))
    }

    /// One version's answer: 3.0's one call, or 4.0's calls for what the view shows.
    /// - Throws: ``OneCallRefusal`` when the version's first call is refused.
    private func answer(
        _ version: OneCallVersion, at point: Coordinates, language: String?, from client: OpenWeatherMapClient
    ) async throws -> Fetched<OneCallData> {
        switch version {
        case .v3: try await OneCallRefusal.probe { try await client.fetch(.oneCall(at: point, language: language)) }
        case .v4:
            try await OneCall4Fetch(client: client, sections: plan.sections, language: language).fetch(at: point)
        }
    }

    /// A request the policy stopped before it went out.
    private struct Refused: Error {
        var fallback: OneCallFallback
        init(_ fallback: OneCallFallback) { self.fallback = fallback }
    }

    /// The requests that went out for one place, for ``OneCallUse/calls``.
    private final class CallCount: @unchecked Sendable {
        private let lock = Lock()
        private var count = 0

        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}

/// A One Call version refused the key at its first call: the key has no subscription to it.
///
/// A key without the subscription gets a 401 that says so ("Please note that using One Call 3.0
/// requires a separate subscription…"), and a key with 4.0 alone gets the same from 3.0. What 4.0
/// tells a key with 3.0 alone has not been recorded, so any 401 (an "Invalid API key" too), 403 or
/// 404 counts: the next version, then the free endpoints, are asked, and a key that every endpoint
/// refuses still ends with the free endpoints' 401. A refusal of a later call (a page, an alert's
/// text) is not one: the key was accepted.
struct OneCallRefusal: Error {
    var error: APIError

    /// Runs a version's first call, turning a refusal into ``OneCallRefusal``.
    static func probe<T>(_ call: () async throws -> T) async throws -> T {
        do {
            return try await call()
        } catch let error as APIError where [401, 403, 404].contains(error.httpStatus ?? error.code) {
            throw OneCallRefusal(error: error)
        }
    }
}
