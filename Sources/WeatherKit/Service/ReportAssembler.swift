import FoundationEssentials

/// Carries out a ``FetchPlan`` for places, whoever answers: finds the place (``PlaceFinder``),
/// then fetches the source's parts concurrently (``WeatherSource``), several places at most
/// ``maxConcurrentPlaces`` at a time, and puts every report together the one way.
///
/// It decides nothing: what to fetch is the plan's, and how a provider answers is its source's.
/// What failed beside the current weather travels in the report (``WeatherReport/failures``), with
/// what the cache could not do (``WeatherReport/cacheWarnings``).
public struct ReportAssembler: WeatherFetcher {
    public var source: WeatherSource
    public var finder: PlaceFinder
    /// Official warnings beside the weather, when the plan has them.
    public var warnings: WarningSource?
    public var plan: FetchPlan
    /// The clock that dates each report (``WeatherReport/madeAt``), from which "the next 24 h"
    /// and "today" are counted.
    public var time: TimeSource

    /// How many places are fetched at once: enough to hide latency, few enough to stay polite to
    /// a rate-limited API key and to free services.
    public static let maxConcurrentPlaces = 4
    /// The most connections a run opens to a provider, however many places and parts it fetches.
    public static let maxConnections = 4

    public init(
        source: WeatherSource, finder: PlaceFinder, plan: FetchPlan, time: TimeSource, warnings: WarningSource? = nil
    ) {
        self.source = source
        self.finder = finder
        self.warnings = warnings
        self.plan = plan
        self.time = time
    }

    /// One place's report.
    /// - Throws: the place finder's or the current weather's failure. Any other part that fails
    ///   while the current weather comes does not throw: the report carries it in `failures`.
    public func report(for place: PlaceQuery) async throws -> WeatherReport {
        let warmUp = WarmUp(source.warmUp)
        do {
            let report = try await assemble(place, warmUp)
            await warmUp.finish()
            return report
        } catch {
            await warmUp.finish()
            throw error
        }
    }

    private func assemble(_ place: PlaceQuery, _ warmUp: WarmUp) async throws -> WeatherReport {
        let resolved = try await finder.resolve(place, warmUp.start)
        let point = resolved.point
        async let airResult = PartResult.of(.air, if: plan.air && source.air != nil) {
            guard let air = source.air else { throw UnexpectedError(detail: "no air quality") }
            return try await air(point)
        }
        async let airForecastResult = PartResult.of(.airForecast, if: plan.airForecast && source.airForecast != nil) {
            guard let airForecast = source.airForecast else { throw UnexpectedError(detail: "no air forecast") }
            return try await airForecast(point)
        }
        // The warning service that covers the place, if any, asked while the weather is.
        let service = plan.warnings ? WarningService.covering(country: resolved.match?.country, point: point) : nil
        async let warningsResult = PartResult.of(.alerts, if: service != nil && warnings != nil) {
            guard let service, let warnings else { throw UnexpectedError(detail: "no warnings") }
            return try await warnings.alerts(service, point)
        }
        async let yesterdayResult = PartResult.of(.yesterday, if: plan.yesterday && source.yesterday != nil) {
            guard let yesterday = source.yesterday else { throw UnexpectedError(detail: "no yesterday") }
            return try await yesterday(point)
        }
        let weather = try await source.weather(resolved)
        let now = time.now()
        var report = Self.begin(
            query: .place(place), place: resolved.match, matchCount: resolved.count, current: weather.current.value,
            fetchedAt: weather.current.fetchedAt, madeAt: now, source: source.provider)
        report.oneCall = weather.oneCall
        report.located = resolved.located
        // An answer that names no place (One Call's): the finder names the point, once (kept 30
        // days, as names are). Without a name the coordinates stand as the name.
        if weather.wantsPlaceName, resolved.match == nil, report.current.location.name == nil,
            let name = finder.name, let match = try? await name(point)
        {
            report.current.location.name = match.name
            report.current.location.state = match.state
            report.current.location.country = match.country
        }
        var provenance = Provenance(warnings: resolved.warnings)
        provenance.add(weather.current)
        // An alert that has ended (in an answer from the cache) is not in force.
        report.alerts = weather.alerts.map { WeatherAlert.merged($0, [], inForceAt: now) }
        report.alertsStatus = weather.alerts != nil ? .ok : nil
        switch await warningsResult {
        case .success(let fetched)?:
            report.alerts = WeatherAlert.merged(report.alerts ?? [], fetched.value, inForceAt: now)
            report.alertsStatus = .ok
            report.warningsFrom = service
            provenance.add(fetched)
        case .failure(let failure)?:
            report.failures.append(failure)
            report.alertsStatus = .unavailable
        case nil:
            if plan.warnings, report.alertsStatus == nil { report.alertsStatus = .unsupported }
        }
        report.rainSoon = weather.minutes.flatMap { RainSoon($0, now: now) }
        let airForecast = await airForecastResult
        switch weather.forecast {
        case .success(let fetched)?:
            report.outlook = fetched.value.outlook(at: now)
            // An hour already past in an old answer (`--offline`, or one standing in for a failure,
            // hours old: marked stale) is no forecast; a fresh one is shown as it came.
            let remaining = fetched.stale != nil ? fetched.value.remaining(at: now) : fetched.value
            report.untrimmedForecast = remaining
            report.forecast = plan.forecast.map { remaining.limited(to: $0.span) } ?? remaining
            provenance.add(fetched)
            Self.add(airForecast, to: &report, &provenance)
        case .failure(let failure)?: report.failures.append(failure)
        case nil: break
        }
        switch await airResult {
        case .success(let fetched)?:
            report.air = fetched.value
            provenance.add(fetched)
        case .failure(var failure)?:
            // The key worked for the weather just now: a refusal of the air is of the air alone.
            if source.provider.traits.needsKey, !weather.current.fromCache { failure.keyProvedBy = source.provider }
            report.failures.append(failure)
        case nil: break
        }
        // This hour yesterday: from a request of its own, else from the weather's answer.
        switch await yesterdayResult {
        case .success(let fetched)?:
            report.dayBefore = fetched.value
            provenance.add(fetched)
        case .failure(let failure)?: report.failures.append(failure)
        case nil:
            report.dayBefore = weather.dayBefore
            if let missing = weather.dayBeforeMissing { report.failures.append(PartFailure(.yesterday, missing)) }
        }
        // Whose names and air are shown beside the weather, when not the source's own.
        let borrowed =
            (resolved.match != nil && resolved.located == nil ? [finder.provider] : [])
            + (report.air != nil ? [source.airProvider] : [])
            + (report.dayBefore != nil ? source.yesterdayProvider.map { [$0] } ?? [] : [])
        for provider in borrowed where provider != source.provider && !report.alsoFrom.contains(provider) {
            report.alsoFrom.append(provider)
        }
        report.stale = provenance.stalest
        report.cacheWarnings = provenance.warnings
        Self.finish(&report, plan: plan, skyOn: now)
        return report
    }

    /// Every match for a name, for `--matches`.
    public func matches(for name: String) async throws -> Fetched<[GeocodedPlace]> {
        try await finder.matches(name)
    }

    /// A saved current-weather answer's report (`--input`), put together as a fetched one is, with
    /// no request: its sky is the day it was observed.
    static func report(
        saved current: CurrentWeather, source: Provider, query: Query, plan: FetchPlan
    )
        -> WeatherReport
    {
        var report = begin(
            query: query, place: nil, matchCount: 1, current: current, fetchedAt: nil, madeAt: nil, source: source)
        finish(&report, plan: plan, skyOn: current.observedAt)
        return report
    }

    /// Begins a report: what was asked, the geocoder's match, and the current weather. Every
    /// report, fetched or saved, starts here.
    static func begin(
        query: Query, place: GeocodedPlace?, matchCount: Int, current: CurrentWeather, fetchedAt: Date?,
        madeAt: Date?, source: Provider
    ) -> WeatherReport {
        var report = WeatherReport(
            query: query, place: place, matchCount: matchCount, current: current, fetchedAt: fetchedAt, source: source)
        report.madeAt = madeAt
        return report
    }

    /// Ends a report with what the plan adds of its own, no request needed: the sky from `day`.
    static func finish(_ report: inout WeatherReport, plan: FetchPlan, skyOn day: Date) {
        if plan.sky { report.addSky(on: day) }
    }

    /// The air forecast's hours, added to the report's forecast, or why they could not be had.
    static func add(
        _ airForecast: PartResult<[AirReading]>?, to report: inout WeatherReport, _ provenance: inout Provenance
    ) {
        switch airForecast {
        case .success(let air)?:
            report.forecast?.airReadings = air.value
            provenance.add(air)
        case .failure(let failure)?: report.failures.append(failure)
        case nil: break
        }
    }
}

/// The source's warm-up, started once, when the place finder first sends a request, and ended
/// with the place: an early GET still unanswered (a server that stalls) is of no use then.
final class WarmUp: @unchecked Sendable {
    private let lock = Lock()
    private var task: Task<Void, Never>?
    private let work: (@Sendable () async -> Void)?

    init(_ work: (@Sendable () async -> Void)?) {
        self.work = work
    }

    /// Starts it, once.
    @Sendable func start() {
        guard let work else { return }
        lock.withLock {
            guard task == nil else { return }
            task = Task { await work() }
        }
    }

    func finish() async {
        let running: Task<Void, Never>? = lock.withLock { self.task }
        running?.cancel()
        await running?.value
    }
}

extension GeocodedPlace {
    /// The match's coordinates, checked: a geocoder is a server like any other.
    /// - Parameter geocoder: whose geocoder answered, for the message.
    func coordinates(from geocoder: Provider) throws -> Coordinates {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            var error = ResponseError(
                source: .server,
                problem: .outOfRange(
                    path: "lat/lon", found: "\(JSONWriter.number(latitude)),\(JSONWriter.number(longitude))"))
            error.provider = geocoder
            throw error
        }
        return Coordinates(latitude: latitude, longitude: longitude)
    }
}
