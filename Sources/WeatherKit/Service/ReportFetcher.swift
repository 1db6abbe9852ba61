/// Turns places into reports: geocodes names and zips, then fetches the current weather and what
/// else was asked for (forecast, air quality, the air forecast) concurrently; several places at
/// most ``maxConcurrentPlaces`` at a time.
public struct ReportFetcher: Sendable {
    public var client: OpenWeatherMapClient
    /// Sent as `lang=`; nil sends none.
    public var language: String?
    /// How much forecast to keep, or nil to fetch none.
    public var forecast: ForecastSpan?
    /// Fetch the air quality now (`--air`, or a template that shows it).
    public var air: Bool
    /// Fetch the hourly air forecast too, for each day's worst index (`--air` with `--forecast`).
    public var airForecast: Bool
    /// The forecast is fetched only for a template's placeholders: its failure does not decide
    /// the exit code.
    public var forecastIsExtra: Bool
    /// `--onecall`: One Call in place of the current weather and forecast, and its budget (nil:
    /// not asked for).
    public var oneCall: OneCallSettings?

    /// How many places are fetched at once: enough to hide latency, few enough to stay polite to
    /// a rate-limited API key.
    public static let maxConcurrentPlaces = 4

    public init(
        client: OpenWeatherMapClient, language: String?, forecast: ForecastSpan?, air: Bool = false,
        airForecast: Bool = false, forecastIsExtra: Bool = false, oneCall: OneCallSettings? = nil
    ) {
        self.oneCall = oneCall
        self.client = client
        self.language = language
        self.forecast = forecast
        self.air = air
        self.airForecast = airForecast
        self.forecastIsExtra = forecastIsExtra
    }

    /// One place's report.
    /// - Throws: the geocoder's or the current weather's failure. Any other part that fails while
    ///   the current weather comes does not throw: the report carries it in `failures`.
    public func report(for place: PlaceQuery) async throws -> WeatherReport {
        let (point, match, count) = try await resolve(place)
        async let airResult = part(.air, if: air) { try await client.fetch(.airQuality(at: point)) }
        async let airForecastResult = part(.airForecast, if: airForecast && forecast != nil) {
            try await client.fetch(.airQualityForecast(at: point))
        }
        var oneCallUse: OneCallUse?
        var fromOneCall: Fetched<OneCallData>?
        if let oneCall {
            do {
                fromOneCall = try await fetchOneCall(at: point, oneCall)
                oneCallUse = OneCallUse(fallback: nil, message: nil)
            } catch let fallback as OneCallFallback {
                oneCallUse = OneCallUse(fallback: fallback.reason, message: fallback.message)
            }
        }
        let free = fromOneCall == nil
        async let current = free ? client.fetch(.currentWeather(at: point, language: language)) : nil
        async let forecastResult = part(.forecast, if: forecast != nil && free) {
            try await client.fetch(.forecast(at: point, language: language))
        }
        let weather: Fetched<CurrentWeather>
        if let fromOneCall {
            weather = fromOneCall.with(fromOneCall.value.current)
        } else if let fetched = try await current {
            weather = fetched
        } else {
            throw UnexpectedError(detail: "no current weather")
        }
        var report = WeatherReport(
            query: .place(place), place: match, matchCount: count, current: weather.value,
            fetchedAt: weather.fetchedAt, stale: weather.stale)
        report.madeAt = client.http.time.now()
        report.oneCall = oneCallUse
        let now = report.madeAt ?? weather.fetchedAt
        var stale = [weather.stale]
        var forecastResultValue = await forecastResult
        if let fromOneCall {
            // An alert that has ended (in an answer from the cache) is not in force.
            report.alerts = fromOneCall.value.alerts.filter { ($0.end ?? .distantFuture) > now }
            report.rainSoon = fromOneCall.value.forecast.minutely.flatMap { RainSoon($0, now: now) }
            if forecast != nil { forecastResultValue = .success(fromOneCall.with(fromOneCall.value.forecast)) }
        }
        let airForecast = await airForecastResult
        switch forecastResultValue {
        case .success(let fetched)?:
            report.outlook = fetched.value.outlook(at: now)
            report.untrimmedForecast = fetched.value
            report.forecast = forecast.map { fetched.value.limited(to: $0) } ?? fetched.value
            stale.append(fetched.stale)
            switch airForecast {
            case .success(let air)?:
                report.forecast?.airReadings = air.value
                stale.append(air.stale)
            case .failure(let failure)?: report.failures.append(failure)
            case nil: break
            }
        case .failure(var failure)?:
            failure.decidesExitCode = !forecastIsExtra
            report.failures.append(failure)
        case nil: break
        }
        switch await airResult {
        case .success(let fetched)?:
            report.air = fetched.value
            stale.append(fetched.stale)
        case .failure(var failure)?:
            failure.keyJustWorked = !weather.fromCache
            report.failures.append(failure)
        case nil: break
        }
        // The oldest notice: the report is as stale as its stalest part.
        report.stale = stale.compactMap { $0 }.max { $0.age < $1.age }
        return report
    }

    /// One Call, within the day's budget.
    /// - Throws: ``OneCallFallback`` when the free endpoints must stand in (budget spent, no
    ///   counter, no subscription); any other failure as it came.
    private func fetchOneCall(at point: Coordinates, _ settings: OneCallSettings) async throws -> Fetched<OneCallData> {
        guard let budget = settings.budget else {
            throw OneCallFallback(
                reason: .noCounter,
                message: "One Call is not used: with no cache folder its calls cannot be counted against the daily "
                    + "limit; using the free endpoints")
        }
        // Which key, at which server, One Call refused: hashed, never written as it is.
        let fingerprint = CacheKey(
            baseURL: client.baseURL.absoluteString, endpoint: "onecall-refused", parameters: [("key", client.apiKey)])
        let noSubscription = OneCallFallback(
            reason: .subscription,
            message: "this API key has no One Call 3.0 subscription (\"One Call by Call\"); subscribe at "
                + "https://openweathermap.org/api/one-call-3 or turn One Call off (--onecall, config onecall); "
                + "using the free endpoints")
        if !client.cache.policy.refresh, budget.recentlyRefused(fingerprint) { throw noSubscription }
        do {
            return try await client.fetch(.oneCall(at: point, language: language)) {
                let outcome = budget.take()
                guard outcome == .counted else { throw OneCallBudgetSpent(outcome: outcome) }
            }
        } catch let spent as OneCallBudgetSpent {
            let message =
                switch spent.outcome {
                case .unreadable:
                    "the One Call count in \(budget.path) cannot be read, so no One Call is made until 00:00 UTC; "
                        + "using the free endpoints"
                case .unavailable:
                    "the One Call count in \(budget.path) cannot be kept now, so no One Call is made; "
                        + "using the free endpoints"
                case .spent, .counted:
                    budget.limit == 0
                        ? "the One Call daily limit is 0, so One Call is never called; using the free endpoints"
                        : "today's One Call budget of \(budget.limit) call\(budget.limit == 1 ? "" : "s") is spent; "
                            + "using the free endpoints until 00:00 UTC"
                }
            throw OneCallFallback(reason: .budget, message: message)
        } catch let error as APIError where error.isOneCallSubscriptionMissing {
            budget.noteRefusal(fingerprint)
            throw noSubscription
        } catch let failure as any WeatherFailure where failure.exitCode == .temporary {
            // Busy, rate-limited, unreachable or `--offline` with no One Call answer cached: the free
            // endpoints (or their cached answers) may still serve.
            throw OneCallFallback(
                reason: .unavailable,
                message: "One Call could not be had, so the free endpoints answer: \(failure.description)")
        }
    }

    /// A part beside the current weather, when `wanted`: what came, or why it could not be had.
    private func part<Value>(
        _ part: PartFailure.Part, if wanted: Bool, _ fetch: () async throws -> Fetched<Value>
    ) async -> Result<Fetched<Value>, PartFailure>? {
        guard wanted else { return nil }
        do {
            return .success(try await fetch())
        } catch {
            return .failure(PartFailure(part, UnexpectedError.wrap(error)))
        }
    }

    /// Every place's report or failure, in the order given, with at most
    /// ``maxConcurrentPlaces`` places in flight at once.
    public func reports(for places: [PlaceQuery]) async -> [PlaceResult] {
        var results = [PlaceResult?](repeating: nil, count: places.count)
        await withTaskGroup(of: (Int, PlaceResult).self) { group in
            var next = 0
            func startNext() {
                guard next < places.count else { return }
                let index = next
                next += 1
                group.addTask { (index, await self.result(for: places[index])) }
            }
            for _ in 0..<Self.maxConcurrentPlaces { startNext() }
            for await (index, result) in group {
                results[index] = result
                startNext()
            }
        }
        return results.map { $0 ?? .failure(UnexpectedError(detail: "a place was not fetched")) }
    }

    /// Every match for a name, for `--matches`.
    public func matches(for name: String) async throws -> [GeocodedPlace] {
        let found = try await client.fetch(.places(named: name)).value
        guard !found.isEmpty else { throw PlaceError(query: .city(name)) }
        return found.map { $0.named(in: language) }
    }

    private func result(for place: PlaceQuery) async -> PlaceResult {
        do {
            return .success(try await report(for: place))
        } catch {
            return .failure(UnexpectedError.wrap(error))
        }
    }

    /// The coordinates to fetch, the geocoder's first match and how many it found.
    private func resolve(_ place: PlaceQuery) async throws -> (Coordinates, GeocodedPlace?, Int) {
        switch place {
        case .coordinates(let point):
            return (point, nil, 1)
        case .city(let name):
            let found = try await client.fetch(.places(named: name)).value
            guard let first = found.first?.named(in: language) else { throw PlaceError(query: place) }
            return (try first.coordinates(), first, found.count)
        case .zip(let code):
            do {
                let match = try await client.fetch(.place(zip: code)).value.named(in: language)
                return (try match.coordinates(), match, 1)
            } catch let error as APIError where error.code == 404 {
                throw PlaceError(query: place)
            }
        }
    }
}

extension GeocodedPlace {
    /// The match's coordinates, checked: a geocoder is a server like any other.
    fileprivate func coordinates() throws -> Coordinates {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw ResponseError(
                source: .server,
                problem: .outOfRange(
                    path: "lat/lon", found: "\(JSONWriter.number(latitude)),\(JSONWriter.number(longitude))"))
        }
        return Coordinates(latitude: latitude, longitude: longitude)
    }
}

/// `--onecall` for a run: the budget to count calls against (nil without a cache folder, and
/// then One Call is not used).
public struct OneCallSettings: Sendable {
    public var budget: OneCallBudget?

    public init(budget: OneCallBudget?) { self.budget = budget }
}

/// Why the free endpoints stand in for One Call this time.
struct OneCallFallback: Error {
    var reason: OneCallUse.Fallback
    var message: String
}

extension APIError {
    /// One Call's 401 for a key without the subscription: "Please note that using One Call 3.0
    /// requires a separate subscription to the One Call by Call plan…", not "Invalid API key".
    var isOneCallSubscriptionMissing: Bool {
        guard code == 401 || httpStatus == 401, let message = message?.lowercased() else { return false }
        return message.contains("one call") && message.contains("subscription")
    }
}
