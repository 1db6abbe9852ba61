import FoundationEssentials

/// Carries out a ``FetchPlan`` for places: geocodes names and zips, then fetches the plan's parts
/// concurrently; several places at most ``maxConcurrentPlaces`` at a time.
///
/// It decides nothing: what to fetch is the plan's, and when One Call may be called is
/// ``OneCallPolicy``'s. What failed beside the current weather travels in the report
/// (``WeatherReport/failures``), with what the cache could not do (``WeatherReport/cacheWarnings``).
public struct ReportFetcher: WeatherFetcher {
    public var client: OpenWeatherMapClient
    public var plan: FetchPlan
    /// The clock that dates each report (``WeatherReport/madeAt``), from which "the next 24 h"
    /// and "today" are counted.
    public var time: TimeSource
    /// One Call's rules, when the plan has One Call.
    var oneCall: OneCallPolicy?

    /// How many places are fetched at once: enough to hide latency, few enough to stay polite to
    /// a rate-limited API key.
    public static let maxConcurrentPlaces = 4
    /// The most connections a run opens to the API, however many places and parts it fetches.
    public static let maxConnections = 4

    /// - Parameter oneCallCountFolder: where One Call's calls are counted (the cache folder); without
    ///   one, One Call is not used.
    public init(client: OpenWeatherMapClient, plan: FetchPlan, time: TimeSource, oneCallCountFolder: URL? = nil) {
        self.client = client
        self.plan = plan
        self.time = time
        oneCall = plan.oneCall.map { OneCallPolicy($0, countFolder: oneCallCountFolder, time: time) }
    }

    /// One place's report.
    /// - Throws: the geocoder's or the current weather's failure. Any other part that fails while
    ///   the current weather comes does not throw: the report carries it in `failures`.
    public func report(for place: PlaceQuery) async throws -> WeatherReport {
        let preconnection = Preconnection(plan.connectionsPerPlace > 1 ? client : nil)
        do {
            let report = try await report(for: place, preconnection)
            await preconnection.close()
            return report
        } catch {
            await preconnection.close()
            throw error
        }
    }

    private func report(for place: PlaceQuery, _ preconnection: Preconnection) async throws -> WeatherReport {
        let resolved = try await resolve(place, preconnection)
        let point = resolved.point
        async let airResult = Self.part(.air, if: plan.air) { try await client.fetch(.airQuality(at: point)) }
        async let airForecastResult = Self.part(.airForecast, if: plan.airForecast) {
            try await client.fetch(.airQualityForecast(at: point))
        }
        let weather = try await weather(at: point)
        let now = time.now()
        var report = Self.begin(
            query: .place(place), place: resolved.match, matchCount: resolved.count, current: weather.current.value,
            fetchedAt: weather.current.fetchedAt, madeAt: now)
        report.oneCall = weather.oneCallUse
        // One Call names no place: for coordinates, the reverse geocoder does, once One Call has
        // answered (kept 30 days, as names are, so a bar pays for it once). Without an answer the
        // coordinates stand as the name.
        if weather.oneCall != nil, resolved.match == nil, report.current.location.name == nil,
            let nearby = try? await client.fetch(.places(near: point)),
            let match = nearby.value.first?.named(in: plan.language)
        {
            report.current.location.name = match.name
            report.current.location.state = match.state
            report.current.location.country = match.country
        }
        var provenance = Provenance(warnings: resolved.warnings)
        provenance.add(weather.current)
        if let oneCall = weather.oneCall {
            // An alert that has ended (in an answer from the cache) is not in force.
            report.alerts = oneCall.alerts.filter { ($0.end ?? .distantFuture) > now }
            report.rainSoon = oneCall.forecast.minutely.flatMap { RainSoon($0, now: now) }
        }
        let airForecast = await airForecastResult
        switch weather.forecast {
        case .success(let fetched)?:
            report.outlook = fetched.value.outlook(at: now)
            report.untrimmedForecast = fetched.value
            report.forecast = plan.forecast.map { fetched.value.limited(to: $0.span) } ?? fetched.value
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
            failure.keyJustWorked = !weather.current.fromCache
            report.failures.append(failure)
        case nil: break
        }
        report.stale = provenance.stalest
        report.cacheWarnings = provenance.warnings
        Self.finish(&report, plan: plan, skyOn: now)
        return report
    }

    /// A saved current-weather answer's report (`--input`), put together as a fetched one is, with
    /// no request: its sky is the day it was observed.
    static func report(saved current: CurrentWeather, query: Query, plan: FetchPlan) -> WeatherReport {
        var report = begin(query: query, place: nil, matchCount: 1, current: current, fetchedAt: nil, madeAt: nil)
        finish(&report, plan: plan, skyOn: current.observedAt)
        return report
    }

    /// Begins a report: what was asked, the geocoder's match, and the current weather. Every
    /// report, fetched (from either provider) or saved, starts here.
    static func begin(
        query: Query, place: GeocodedPlace?, matchCount: Int, current: CurrentWeather, fetchedAt: Date?,
        madeAt: Date?
    ) -> WeatherReport {
        var report = WeatherReport(
            query: query, place: place, matchCount: matchCount, current: current, fetchedAt: fetchedAt)
        report.madeAt = madeAt
        return report
    }

    /// Ends a report with what the plan adds of its own, no request needed: the sky from `day`.
    static func finish(_ report: inout WeatherReport, plan: FetchPlan, skyOn day: Date) {
        if plan.sky { report.addSky(on: day) }
    }

    /// The current weather and the forecast of one point, and how One Call went.
    private struct Weather {
        var current: Fetched<CurrentWeather>
        var forecast: PartResult<Forecast>?
        /// One Call's answer, when it gave them.
        var oneCall: OneCallData?
        var oneCallUse: OneCallUse?
    }

    /// From One Call when the plan has it and it can be had, else from the free endpoints.
    private func weather(at point: Coordinates) async throws -> Weather {
        var use: OneCallUse?
        var unconfirmed: [CacheKey] = []
        if let oneCall {
            switch try await oneCall.fetch(at: point, language: plan.language, with: client) {
            case .used(let fetched, let used):
                return Weather(
                    current: fetched.with(fetched.value.current),
                    forecast: plan.forecast.map { _ in .success(fetched.with(fetched.value.forecast)) },
                    oneCall: fetched.value, oneCallUse: used)
            case .fallback(let fellBack, let refusals):
                use = fellBack
                unconfirmed = refusals
            }
        }
        async let forecast = Self.part(
            .forecast, if: plan.forecast != nil, decidesExitCode: plan.forecast?.askedByName ?? false
        ) {
            try await client.fetch(.forecast(at: point, language: plan.language))
        }
        let current = try await client.fetch(.currentWeather(at: point, language: plan.language))
        // The key works: One Call's refusals were about the subscription, and are remembered.
        if !current.fromCache { oneCall?.confirm(unconfirmed) }
        return Weather(current: current, forecast: await forecast, oneCall: nil, oneCallUse: use)
    }

    /// What a part beside the current weather came to. Not `Result<Fetched<Value>, PartFailure>`:
    /// that type's metadata is made from its mangled name, and its `Failure: Error` requirement is
    /// checked at run time, on a cold start by a scan of every conformance record in the binary.
    enum PartResult<Value> {
        case success(Fetched<Value>)
        case failure(PartFailure)
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

    /// A part beside the current weather, when `wanted`: what came, or why it could not be had.
    static func part<Value>(
        _ part: ReportPart, if wanted: Bool, decidesExitCode: Bool = false,
        _ fetch: () async throws -> Fetched<Value>
    ) async -> PartResult<Value>? {
        guard wanted else { return nil }
        do {
            return .success(try await fetch())
        } catch {
            return .failure(PartFailure(part, UnexpectedError.wrap(error), decidesExitCode: decidesExitCode))
        }
    }

    /// Every match for a name, for `--matches`.
    public func matches(for name: String) async throws -> Fetched<[GeocodedPlace]> {
        let found = try await client.fetch(.places(named: name))
        guard !found.value.isEmpty else { throw PlaceError(query: .city(name)) }
        return found.with(found.value.map { $0.named(in: plan.language) })
    }

    /// Where a place is: the coordinates to fetch, the geocoder's first match and how many it found.
    private struct Resolved {
        var point: Coordinates
        var match: GeocodedPlace?
        var count: Int
        var warnings: [CacheWarning] = []
    }

    private func resolve(_ place: PlaceQuery, _ preconnection: Preconnection) async throws -> Resolved {
        switch place {
        case .coordinates(let point):
            return Resolved(point: point, match: nil, count: 1)
        case .alias(_, let target):
            // Only what the alias stands for is geocoded; a failure still names the alias.
            do {
                return try await resolve(target, preconnection)
            } catch is PlaceError {
                throw PlaceError(query: place)
            }
        case .city(let name):
            let found = try await client.fetch(.places(named: name), sending: preconnection.open)
            guard let first = found.value.first?.named(in: plan.language) else { throw PlaceError(query: place) }
            return Resolved(
                point: try first.coordinates(), match: first, count: found.value.count, warnings: found.warnings)
        case .zip(let code):
            do {
                let found = try await client.fetch(.place(zip: code), sending: preconnection.open)
                let match = found.value.named(in: plan.language)
                return Resolved(point: try match.coordinates(), match: match, count: 1, warnings: found.warnings)
            } catch let error as APIError where error.code == 404 {
                throw PlaceError(query: place)
            }
        }
    }
}

extension GeocodedPlace {
    /// The match's coordinates, checked: a geocoder is a server like any other.
    func coordinates() throws -> Coordinates {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw ResponseError(
                source: .server,
                problem: .outOfRange(
                    path: "lat/lon", found: "\(JSONWriter.number(latitude)),\(JSONWriter.number(longitude))"))
        }
        return Coordinates(latitude: latitude, longitude: longitude)
    }
}
