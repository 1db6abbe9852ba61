import FoundationEssentials

extension WeatherSource {
    /// OpenWeatherMap's: One Call when the plan has it and it can be had (``OneCallPolicy``), else
    /// the free endpoints, the current weather and the forecast concurrently; the air quality and
    /// its forecast; and, when the plan wants more than one connection, a second one opened while
    /// the place is found (``HTTPClient/preconnect(_:)``).
    /// - Parameter oneCallCountFolder: where One Call's calls are counted (the cache folder); without
    ///   one, One Call is not used.
    static func openWeatherMap(
        client: OpenWeatherMapClient, plan: FetchPlan, oneCallCountFolder: URL?, time: TimeSource
    ) -> WeatherSource {
        let oneCall = plan.oneCall.map { OneCallPolicy($0, countFolder: oneCallCountFolder, time: time) }
        var warmUp: (@Sendable () async -> Void)?
        if plan.connectionsPerPlace > 1 {
            warmUp = { await client.http.preconnect(client.baseURL) }
        }
        return WeatherSource(
            provider: .openWeatherMap,
            weather: { place in
                try await openWeatherMapWeather(at: place.point, client: client, plan: plan, oneCall: oneCall)
            },
            air: { point in try await client.fetch(Endpoint<[AirReading]>.airQuality(at: point)) },
            airForecast: { point in try await client.fetch(Endpoint<[AirReading]>.airQualityForecast(at: point)) },
            warmUp: warmUp)
    }

    /// From One Call when the plan has it and it can be had, else from the free endpoints.
    private static func openWeatherMapWeather(
        at point: Coordinates, client: OpenWeatherMapClient, plan: FetchPlan, oneCall: OneCallPolicy?
    ) async throws -> SourceWeather {
        var use: OneCallUse?
        var unconfirmed: [CacheKey] = []
        if let oneCall {
            switch try await oneCall.fetch(at: point, language: plan.language, with: client) {
            case .used(let fetched, let used):
                return SourceWeather(
                    current: fetched.with(fetched.value.current),
                    forecast: plan.forecast.map { _ in .success(fetched.with(fetched.value.forecast)) },
                    alerts: fetched.value.alerts, minutes: fetched.value.forecast.minutely, oneCall: used,
                    wantsPlaceName: true)
            case .fallback(let fellBack, let refusals):
                use = fellBack
                unconfirmed = refusals
            }
        }
        async let forecast = PartResult<Forecast>.of(
            .forecast, if: plan.forecast != nil, decidesExitCode: plan.forecast?.askedByName ?? false
        ) {
            try await client.fetch(.forecast(at: point, language: plan.language))
        }
        let current = try await client.fetch(.currentWeather(at: point, language: plan.language))
        // The key works: One Call's refusals were about the subscription, and are remembered.
        if !current.fromCache { oneCall?.confirm(unconfirmed) }
        return SourceWeather(current: current, forecast: await forecast, oneCall: use)
    }
}

extension SourceWiring {
    /// OpenWeatherMap's client: its server (or the one set for it), the key and where it came from.
    func openWeatherMapClient() -> OpenWeatherMapClient {
        var client = OpenWeatherMapClient(
            baseURL: servers[.openWeatherMap]?.url ?? OpenWeatherMapClient.defaultBaseURL, apiKey: apiKey ?? "",
            http: http(for: .openWeatherMap), cache: cache)
        client.keyOrigin = apiKeyOrigin
        return client
    }
}

extension WeatherSource {
    /// With `--yesterday`, the hour yesterday from Open-Meteo, which is sent no key.
    static func openWeatherMap(_ wiring: SourceWiring) -> WeatherSource {
        WeatherSource.openWeatherMap(
            client: wiring.openWeatherMapClient(), plan: wiring.plan, oneCallCountFolder: wiring.countFolder,
            time: wiring.time
        ).yesterdayFromOpenMeteo(wiring)
    }
}

extension PlaceFinder {
    static func openWeatherMap(_ wiring: SourceWiring) -> PlaceFinder {
        .openWeatherMap(client: wiring.openWeatherMapClient(), language: wiring.plan.language)
    }

    /// OpenWeatherMap's geocoder: a name (`/geo/1.0/direct`, up to 5 matches), a postal code
    /// (`/geo/1.0/zip`) and a point (`/geo/1.0/reverse`), with the key; names in the plan's
    /// language where the geocoder has them.
    static func openWeatherMap(client: OpenWeatherMapClient, language: String?) -> PlaceFinder {
        PlaceFinder(
            provider: .openWeatherMap,
            resolve: { place, sending in
                try await resolving(place) { place in
                    switch place {
                    case .zip(let code):
                        do {
                            let found = try await client.fetch(.place(zip: code), sending: sending)
                            let match = found.value.named(in: language)
                            return ResolvedPlace(
                                point: try match.coordinates(from: .openWeatherMap), match: match, count: 1,
                                warnings: found.warnings)
                        } catch let error as APIError where error.code == 404 {
                            throw PlaceError(query: place)
                        }
                    case .coordinates, .alias, .here: throw UnexpectedError(detail: "a place resolved twice")
                    case .city(let name):
                        let found = try await client.fetch(.places(named: name), sending: sending)
                        guard let first = found.value.first?.named(in: language) else { throw PlaceError(query: place) }
                        return ResolvedPlace(
                            point: try first.coordinates(from: .openWeatherMap), match: first, count: found.value.count,
                            warnings: found.warnings)
                    }
                }
            },
            matches: { name in
                let found = try await client.fetch(.places(named: name))
                guard !found.value.isEmpty else { throw PlaceError(query: .city(name)) }
                return found.with(found.value.map { $0.named(in: language) })
            },
            name: { point in try await client.fetch(.places(near: point)).value.first?.named(in: language) })
    }
}
