import FoundationEssentials

/// One Call 4.0 for one point: the answers the view needs, put together into the same
/// ``OneCallData`` as 3.0's one answer.
///
/// `current` goes first: it is the cheapest way to learn that the key has no 4.0 subscription, and
/// it names the alerts in force. Then, at once, only what ``FetchPlan/OneCall/Sections`` asks for:
/// the next hour's minutes, the hourly steps page by page (20 a page; the next page is asked for by
/// its `start`, never through the answer's `next` link, which is plain http and holds the key), the
/// days, and each alert's text. Every request is a call of the plan; the client counts them.
///
/// All or nothing: a part that fails fails the whole (and the policy lets the free endpoints
/// answer). The parts that did come are cached, so the next run does not pay for them again. An
/// alert whose text the API no longer has (404, seen for an id just listed) is left out.
struct OneCall4Fetch: Sendable {
    var client: OpenWeatherMapClient
    var sections: FetchPlan.OneCall.Sections
    var language: String?

    /// Alert texts fetched at most, each a call: a place rarely has more than a few in force.
    static let maximumAlerts = 5

    func fetch(at point: Coordinates) async throws -> Fetched<OneCallData> {
        let now = try await OneCallRefusal.probe { try await client.fetch(.oneCall4Now(at: point, language: language)) }
        // Each part runs to its end before any failure is thrown: a request that went out is paid
        // for, and its answer must reach the cache, not be cancelled because another part failed.
        async let minutes = Self.settled {
            sections.minutes ? try await client.fetch(.oneCall4Minutes(at: point)) : nil
        }
        async let days = Self.settled {
            sections.days ? try await client.fetch(.oneCall4Days(at: point, language: language)) : nil
        }
        async let steps = Self.settled { try await hours(at: point) }
        async let texts = Self.settled { sections.alerts ? try await alerts(now.value.alertIDs) : [] }
        let (hourResult, dayResult, minuteResult, alertResult) = await (steps, days, minutes, texts)

        let hourPages = try hourResult.get()
        let dayPage = try dayResult.get()
        let minutePage = try minuteResult.get()
        let alertTexts = try alertResult.get()
        var forecast = Forecast(
            timezoneOffsetSeconds: now.value.current.location.timezoneOffsetSeconds,
            entries: Self.oneEach(hourPages.flatMap(\.value.items)))
        forecast.stepHours = 1
        forecast.minutely = minutePage?.value.items
        forecast.providedDaily = dayPage?.value.items
        var provenance = Provenance()
        provenance.add(now)
        if let minutePage { provenance.add(minutePage) }
        if let dayPage { provenance.add(dayPage) }
        for page in hourPages { provenance.add(page) }
        for alert in alertTexts { provenance.add(alert) }
        return Fetched(
            value: OneCallData(current: now.value.current, forecast: forecast, alerts: alertTexts.map(\.value)),
            fetchedAt: now.fetchedAt, stale: provenance.stalest, fromCache: provenance.allFromCache,
            warnings: provenance.warnings)
    }

    /// The hourly steps, page after page, until ``FetchPlan/OneCall/Sections/hours`` are covered, the
    /// timeline ends, or a page brings nothing later than the last (a server that ignores `start`
    /// must not cost a call an hour); never more pages than the hours need.
    private func hours(at point: Coordinates) async throws -> [Fetched<TimelinePage<ForecastEntry>>] {
        var pages: [Fetched<TimelinePage<ForecastEntry>>] = []
        var start: Date?
        var steps = 0
        let most = (sections.hours + Self.hoursPerPage - 1) / Self.hoursPerPage
        while steps < sections.hours, pages.count < most {
            let page = try await client.fetch(.oneCall4Hours(at: point, language: language, from: start))
            pages.append(page)
            steps += page.value.items.count
            guard page.value.hasMore, let last = page.value.items.map(\.time).max(), last >= start ?? .distantPast
            else { break }
            start = last.addingTimeInterval(3600)
        }
        return pages
    }

    /// Hours a page of `timeline/1h` holds.
    static let hoursPerPage = 20

    /// Each alert's text, in the order the ids came; an id the API no longer knows is skipped.
    private func alerts(_ ids: [String]) async throws -> [Fetched<WeatherAlert>] {
        var unique: [String] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        let results = await withTaskGroup(of: (Int, Result<Fetched<WeatherAlert?>, any Error>).self) { group in
            for (index, id) in unique.prefix(Self.maximumAlerts).enumerated() {
                group.addTask { (index, await Self.settled { try await client.fetch(.oneCall4Alert(id: id)) }) }
            }
            var all: [(Int, Result<Fetched<WeatherAlert?>, any Error>)] = []
            for await result in group { all.append(result) }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
        // An alert whose text the API does not have is an answer of nothing (see the endpoint).
        return try results.compactMap { result in
            let fetched = try result.get()
            return fetched.value.map { fetched.with($0) }
        }
    }

    /// What `work` gave, or threw, once it has ended.
    private static func settled<Value>(_ work: () async throws -> Value) async -> Result<Value, any Error> {
        do {
            return .success(try await work())
        } catch {
            return .failure(error)
        }
    }

    /// Steps in time order, one per time (pages that overlap give some twice).
    private static func oneEach(_ entries: [ForecastEntry]) -> [ForecastEntry] {
        var seen: Set<Date> = []
        return entries.sorted { $0.time < $1.time }.filter { seen.insert($0.time).inserted }
    }
}
