import FoundationEssentials

extension WeatherSource {
    /// Open-Meteo's, for a run without an OpenWeatherMap key: one forecast answer holds the weather
    /// now, the next hour's quarter hours and, when the plan has a forecast, the hours and days;
    /// the air quality beside it.
    static func openMeteo(client: OpenMeteoClient, plan: FetchPlan) -> WeatherSource {
        WeatherSource(
            provider: .openMeteo,
            weather: { place in
                let point = place.point
                let wantsForecast = plan.forecast != nil
                // Offline, any kept answer that holds what the plan shows will do: a forecast's holds
                // the weather now as well, and one asked without yesterday's hours still holds today's
                // (the comparison is then missing, and says why).
                let kept =
                    [(wantsForecast, plan.yesterday), (true, plan.yesterday)]
                    + (plan.yesterday ? [(wantsForecast, false), (true, false)] : [])
                var weather: Fetched<PointWeather>?
                var missing: OfflineError?
                for (forecast, past) in kept where weather == nil && (forecast || !wantsForecast) {
                    do {
                        weather = try await client.fetch(
                            .openMeteoWeather(at: point, forecast: forecast, yesterday: past), from: .forecast)
                    } catch let offline as OfflineError {
                        missing = missing ?? offline
                    }
                }
                guard let weather else { throw missing ?? OfflineError() }
                let forecast = weather.value.forecast
                return SourceWeather(
                    current: weather.with(weather.value.current),
                    forecast: wantsForecast ? .success(weather.with(forecast)) : nil,
                    // The next hour comes with every answer, as One Call's does with --onecall.
                    minutes: forecast.minutely,
                    // What One Call would have given comes from the same answer, but for the alerts.
                    oneCall: plan.oneCall.map { _ in
                        OneCallUse(version: nil, calls: 0, fallback: .otherProvider(.openMeteo))
                    },
                    // This hour yesterday from the same answer, asked with `past_hours`.
                    dayBefore: plan.yesterday ? weather.value.dayBefore : nil,
                    dayBeforeMissing: plan.yesterday && weather.value.dayBefore == nil
                        ? (missing as (any WeatherFailure)?) ?? WeatherSource.noPastHours : nil)
            },
            air: { point in try await client.fetch(.openMeteoAir(at: point), from: .airQuality) },
            airForecast: { point in try await client.fetch(.openMeteoAirForecast(at: point), from: .airQuality) })
    }
}

extension WeatherSource {
    /// An answer asked for the past that reaches back less than a day: no hour to compare with.
    static let noPastHours = ResponseError(
        source: .server, problem: .missingKey(path: "hourly.time"), provider: .openMeteo)

    /// This source, with this hour yesterday from Open-Meteo when the plan has it: one keyless
    /// request beside the weather, for a provider whose answer does not reach back a day.
    func yesterdayFromOpenMeteo(_ wiring: SourceWiring) -> WeatherSource {
        guard wiring.plan.yesterday else { return self }
        let client = wiring.openMeteoClient()
        let days = wiring.plan.forecast != nil
        var source = self
        source.yesterdayProvider = .openMeteo
        source.yesterday = { point in
            let answer = try await client.fetch(.openMeteoYesterday(at: point, days: days), from: .forecast)
            guard let dayBefore = answer.value.dayBefore else {
                throw WeatherSource.noPastHours
            }
            return answer.with(dayBefore)
        }
        return source
    }
}

extension SourceWiring {
    /// Open-Meteo's client: its three services at their own hosts, or all at the server set for it.
    func openMeteoClient() -> OpenMeteoClient {
        var client = OpenMeteoClient(baseURL: servers[.openMeteo]?.url, http: http(for: .openMeteo), cache: cache)
        client.baseURLOrigin = servers[.openMeteo]?.origin ?? .builtIn
        return client
    }
}

extension WeatherSource {
    static func openMeteo(_ wiring: SourceWiring) -> WeatherSource {
        .openMeteo(client: wiring.openMeteoClient(), plan: wiring.plan)
    }
}

extension PlaceFinder {
    static func openMeteo(_ wiring: SourceWiring) -> PlaceFinder {
        .openMeteo(client: wiring.openMeteoClient(), language: wiring.plan.language)
    }

    /// Open-Meteo's geocoder (`/v1/search`), which takes a name alone: `NAME[,STATE][,COUNTRY]` read
    /// as OpenWeatherMap's geocoder reads it. A two-letter country goes to its own filter
    /// (`Hollywood,IE`); a state (`London,OH,US`: a state named Ohio or coded OH), or a country
    /// written out, is picked out here from as many matches as it gives. A postal code is looked
    /// up by name: it knows some. It names no point.
    static func openMeteo(client: OpenMeteoClient, language: String?) -> PlaceFinder {
        @Sendable func lookUp(_ name: String) async throws -> Fetched<[GeocodedPlace]> {
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
                    language: language),
                from: .geocoding)
            found.value = found.value.filter { match in
                let state = match.state.map { [$0.lowercased(), USState.code($0)?.lowercased()] } ?? []
                let named = [match.country?.lowercased()] + state
                return (country == nil || match.country?.lowercased() == country)
                    && qualifiers.allSatisfy { named.contains($0) }
            }
            return found
        }
        return PlaceFinder(
            provider: .openMeteo,
            resolve: { place, _ in
                try await resolving(place) { place in
                    let name: String
                    switch place {
                    case .city(let city): name = city
                    case .zip(let code): name = code
                    case .coordinates, .alias, .here: throw UnexpectedError(detail: "a place resolved twice")
                    }
                    let found = try await lookUp(name)
                    guard let first = found.value.first else { throw PlaceError(query: place) }
                    return ResolvedPlace(
                        point: try first.coordinates(from: .openMeteo), match: first, count: found.value.count,
                        warnings: found.warnings
                    )
                }
            },
            matches: { name in
                let found = try await lookUp(name)
                guard !found.value.isEmpty else { throw PlaceError(query: .city(name)) }
                return found
            })
    }
}
