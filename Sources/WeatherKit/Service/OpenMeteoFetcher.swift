import FoundationEssentials

/// Carries out a ``FetchPlan`` with Open-Meteo, for a run without an OpenWeatherMap key: a name
/// through its geocoder, then one forecast answer (the weather now, the next hour's quarter hours
/// and, when the plan has a forecast, the hours and days) beside the air quality when asked for.
/// The report is begun and finished by the same code as OpenWeatherMap's (``ReportFetcher``).
public struct OpenMeteoFetcher: WeatherFetcher {
    public var client: OpenMeteoClient
    public var plan: FetchPlan
    public var time: TimeSource

    public init(client: OpenMeteoClient, plan: FetchPlan, time: TimeSource) {
        self.client = client
        self.plan = plan
        self.time = time
    }

    public func report(for place: PlaceQuery) async throws -> WeatherReport {
        let (point, match, count, warnings) = try await resolve(place)
        async let airResult = ReportFetcher.part(.air, if: plan.air) {
            try await client.fetch(.openMeteoAir(at: point), from: .airQuality)
        }
        async let airForecastResult = ReportFetcher.part(.airForecast, if: plan.airForecast) {
            try await client.fetch(.openMeteoAirForecast(at: point), from: .airQuality)
        }
        let wantsForecast = plan.forecast != nil
        let weather: Fetched<PointWeather>
        do {
            weather = try await client.fetch(.openMeteoWeather(at: point, forecast: wantsForecast), from: .forecast)
        } catch let offline as OfflineError {
            // A forecast's answer holds the weather now as well: offline, either will do.
            guard !wantsForecast else { throw offline }
            weather = try await client.fetch(.openMeteoWeather(at: point, forecast: true), from: .forecast)
        }
        let now = time.now()
        var report = ReportFetcher.begin(
            query: .place(place), place: match, matchCount: count, current: weather.value.current,
            fetchedAt: weather.fetchedAt, madeAt: now)
        report.source = .openMeteo
        // What One Call would have given comes from the same answer here, but for the alerts: said once.
        if plan.oneCall != nil { report.oneCall = OneCallUse(version: nil, calls: 0, fallback: .otherProvider) }
        var provenance = Provenance(warnings: warnings)
        provenance.add(weather)
        let forecast = weather.value.forecast
        // The next hour comes with every answer, as One Call's does with --onecall.
        report.rainSoon = forecast.minutely.flatMap { RainSoon($0, now: now) }
        if let span = plan.forecast?.span {
            report.outlook = forecast.outlook(at: now)
            report.untrimmedForecast = forecast
            report.forecast = forecast.limited(to: span)
            ReportFetcher.add(await airForecastResult, to: &report, &provenance)
        }
        switch await airResult {
        case .success(let fetched)?:
            report.air = fetched.value
            provenance.add(fetched)
        case .failure(let failure)?: report.failures.append(failure)
        case nil: break
        }
        report.stale = provenance.stalest
        report.cacheWarnings = provenance.warnings
        ReportFetcher.finish(&report, plan: plan, skyOn: now)
        return report
    }

    public func matches(for name: String) async throws -> Fetched<[GeocodedPlace]> {
        let found = try await lookUp(name)
        guard !found.value.isEmpty else { throw PlaceError(query: .city(name)) }
        return found
    }

    /// The geocoder's matches for a name, read as OpenWeatherMap's geocoder reads it:
    /// `NAME[,STATE][,COUNTRY]`. A two-letter country goes to Open-Meteo's own filter
    /// (`Hollywood,IE`); a state (`London,OH,US`: a state named Ohio or coded OH), or a country
    /// written out, is picked out here from as many matches as Open-Meteo gives. No match left is
    /// no match.
    private func lookUp(_ name: String) async throws -> Fetched<[GeocodedPlace]> {
        let parts = name.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        var qualifiers = parts.dropFirst().map { $0.lowercased() }
        let country = qualifiers.last.flatMap {
            $0.count == 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isLetter) ? $0 : nil
        }
        if country != nil { qualifiers.removeLast() }
        var found = try await client.fetch(
            .openMeteoPlaces(
                named: parts.first ?? name, country: country,
                count: qualifiers.isEmpty ? Endpoint.openMeteoMatches : Endpoint.openMeteoMostMatches,
                language: plan.language),
            from: .geocoding)
        found.value = found.value.filter { match in
            let state = match.state.map { [$0.lowercased(), USState.code($0)?.lowercased()] } ?? []
            let named = [match.country?.lowercased()] + state
            return (country == nil || match.country?.lowercased() == country)
                && qualifiers.allSatisfy { named.contains($0) }
        }
        return found
    }

    /// The point to fetch, the geocoder's first match and how many it found. A postal code is
    /// looked up by name: Open-Meteo's geocoder knows some.
    private func resolve(_ place: PlaceQuery) async throws -> (Coordinates, GeocodedPlace?, Int, [CacheWarning]) {
        switch place {
        case .coordinates(let point): return (point, nil, 1, [])
        case .alias(_, let target):
            do {
                return try await resolve(target)
            } catch is PlaceError {
                throw PlaceError(query: place)
            }
        case .city(let name), .zip(let name):
            let found = try await lookUp(name)
            guard let first = found.value.first else { throw PlaceError(query: place) }
            return (try first.coordinates(), first, found.value.count, found.warnings)
        }
    }
}
