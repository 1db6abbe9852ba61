import FoundationEssentials

/// When `--onecall` may call One Call, in one place: the daily budget, a remembered "no
/// subscription", and the failures after which the free endpoints stand in. It answers with a
/// value, ``Outcome``; the words for a fallback are in `Formatting/Notices.swift`.
///
/// The order matters, and each rule is checked only where it can hold:
/// 1. a daily limit of 0 means One Call is never called, whatever else is true;
/// 2. a fresh answer in the cache is used, and costs nothing;
/// 3. only a request that would go out is checked against a remembered refusal (unless
///    ``FetchPlan/OneCall/askAgain``) and counted, each attempt and retry;
/// 4. an answer from One Call clears any remembered refusal: the key has the subscription now.
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
        case used(Fetched<OneCallData>)
        case fallback(OneCallFallback)
    }

    /// One Call's answer at `point`, or why the free endpoints must stand in.
    /// - Throws: a failure the free endpoints would meet too (a key refused as invalid, a bad
    ///   answer), as it came.
    func fetch(at point: Coordinates, language: String?, with client: OpenWeatherMapClient) async throws -> Outcome {
        guard plan.dailyLimit > 0 else { return .fallback(.limitZero) }
        guard let budget else { return .fallback(.noCounter) }
        // Which key, at which server, One Call refused: hashed, never written as it is.
        let fingerprint = CacheKey(
            baseURL: client.baseURL.absoluteString, endpoint: "onecall-refused", parameters: [("key", client.apiKey)])
        let counted = client.admitting { [askAgain = plan.askAgain] in
            if !askAgain, budget.recentlyRefused(fingerprint) { throw Refused(.noSubscription) }
            switch await budget.take() {
            case .counted: return
            case .spent: throw Refused(.budgetSpent(limit: budget.limit))
            case .unreadable: throw Refused(.countUnreadable(path: budget.path))
            case .unavailable: throw Refused(.countUnavailable(path: budget.path))
            }
        }
        do {
            let fetched = try await counted.fetch(.oneCall(at: point, language: language))
            if !fetched.fromCache { budget.forgetRefusal(fingerprint) }
            return .used(fetched)
        } catch let refused as Refused {
            return .fallback(refused.fallback)
        } catch let error as APIError where error.isOneCallSubscriptionMissing {
            budget.noteRefusal(fingerprint)
            return .fallback(.noSubscription)
        } catch let failure as any WeatherFailure where failure.exitCode == .temporary {
            // Busy, rate-limited, unreachable or `--offline` with no One Call answer cached: the free
            // endpoints (or their cached answers) may still serve.
            return .fallback(.unavailable(reason: failure.description))
        }
    }

    /// A request the policy stopped before it went out.
    private struct Refused: Error {
        var fallback: OneCallFallback
        init(_ fallback: OneCallFallback) { self.fallback = fallback }
    }
}

extension APIError {
    /// One Call's 401 for a key without the subscription: "Please note that using One Call 3.0
    /// requires a separate subscription to the One Call by Call plan…", not "Invalid API key".
    var isOneCallSubscriptionMissing: Bool {
        guard code == 401 || httpStatus == 401, let message = message?.lowercased() else { return false }
        return message.contains("one call") && message.contains("subscription")
    }
}
