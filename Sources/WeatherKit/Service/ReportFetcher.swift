/// One place's report, or why there is none.
public enum PlaceOutcome: Sendable {
    case success(WeatherReport)
    case failure(any WeatherFailure)
}

/// Turns places into reports: geocodes names and zips, then fetches the current weather and, when
/// asked, the forecast concurrently.
public struct ReportFetcher: Sendable {
    public var client: OpenWeatherMapClient
    /// Days of forecast to keep (1…5), or nil to fetch none.
    public var forecastDays: Int?

    /// How many places are fetched at once: enough to hide latency, few enough to stay polite to
    /// a rate-limited API key.
    public static let maxConcurrentPlaces = 4

    public init(client: OpenWeatherMapClient, forecastDays: Int?) {
        self.client = client
        self.forecastDays = forecastDays
    }

    /// One place's report.
    /// - Throws: the first failure; when the current weather succeeds but the forecast fails,
    ///   the forecast's error.
    public func report(for place: PlaceQuery) async throws -> WeatherReport {
        let (point, match, count) = try await resolve(place)
        async let current = client.currentWeather(at: point)
        var forecast: Fetched<Forecast>?
        if forecastDays != nil {
            async let fetched = client.forecast(at: point)
            forecast = try await fetched
        }
        let weather = try await current
        return WeatherReport(
            query: .place(place), place: match, matchCount: count, current: weather.value,
            forecast: forecastDays.flatMap { days in forecast?.value.limited(toDays: days) },
            fetchedAt: weather.fetchedAt,
            // The older of the two notices: the report is as stale as its stalest part.
            stale: [weather.stale, forecast?.stale].compactMap { $0 }.max { $0.age < $1.age })
    }

    /// Every place's report or failure, in the order given, with at most
    /// ``maxConcurrentPlaces`` places in flight at once.
    public func reports(for places: [PlaceQuery]) async -> [PlaceOutcome] {
        var results = [PlaceOutcome?](repeating: nil, count: places.count)
        await withTaskGroup(of: (Int, PlaceOutcome).self) { group in
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
        let found = try await client.places(named: name)
        guard !found.isEmpty else { throw PlaceError(query: .city(name)) }
        return found
    }

    private func result(for place: PlaceQuery) async -> PlaceOutcome {
        do {
            return .success(try await report(for: place))
        } catch let failure as any WeatherFailure {
            return .failure(failure)
        } catch {
            return .failure(UnexpectedError(detail: String(describing: type(of: error))))
        }
    }

    /// The coordinates to fetch, the geocoder's first match and how many it found.
    private func resolve(_ place: PlaceQuery) async throws -> (Coordinates, GeocodedPlace?, Int) {
        switch place {
        case .coordinates(let point):
            return (point, nil, 1)
        case .city(let name):
            let found = try await client.places(named: name)
            guard let first = found.first else { throw PlaceError(query: place) }
            return (try first.coordinates(), first, found.count)
        case .zip(let code):
            do {
                let match = try await client.place(zip: code)
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
