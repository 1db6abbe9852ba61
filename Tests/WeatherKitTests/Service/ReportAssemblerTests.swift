import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Geocoding, then weather and forecast: in memory, on the test clock.
@Suite struct ReportAssemblerTests {
    static let geocode = #"[{"name":"X","lat":1,"lon":2,"country":"GB"}]"#

    static func fetcher(
        _ server: InMemoryServer, _ clock: TestClock, timeout: Double = 10, forecast: ForecastSpan? = nil
    )
        -> ReportAssembler
    {
        ReportAssembler.openWeatherMap(
            client: .testing(server, clock: clock, timeout: timeout),
            plan: FetchPlan(forecast: forecast.map { FetchPlan.Forecast(span: $0) }), time: clock.time)
    }

    /// Geocoding then weather, 0.7 s each: each fits in 1 s, together they do not.
    @Test func oneDeadlineCoversEveryRequestOfTheRun() async throws {
        let clock = TestClock()
        let weather = try Fixtures.data(Fixtures.londonCurrent)
        let server = InMemoryServer(clock: clock) { request in
            .after(seconds: 0.7, .json(request.url.path == "/geo/1.0/direct" ? Data(Self.geocode.utf8) : weather))
        }
        let error = try await #require(throws: TransportError.self) {
            try await Self.fetcher(server, clock, timeout: 1).report(for: .city("X"))
        }
        #expect(error.reason == .timedOut(seconds: 1))
        #expect(server.paths == ["/geo/1.0/direct", "/data/2.5/weather"])
    }

    @Test func aNameIsGeocodedThenItsFirstMatchIsFetched() async throws {
        let clock = TestClock()
        let weather = try Fixtures.data(Fixtures.londonCurrent)
        let server = InMemoryServer(clock: clock) { request in
            .json(request.url.path == "/geo/1.0/direct" ? Data(Self.geocode.utf8) : weather)
        }
        let report = try await Self.fetcher(server, clock).report(for: .city("X"))
        #expect(report.location.name == "X" && report.matchCount == 1)
        #expect(server.requests.last?.query["lat"] == "1" && server.requests.last?.query["lon"] == "2")
    }

    /// The user asked for both: what came is kept, and the forecast's failure travels with it.
    @Test func aFailedForecastKeepsTheCurrentWeather() async throws {
        let clock = TestClock()
        let weather = try Fixtures.data(Fixtures.londonCurrent)
        let server = InMemoryServer(clock: clock) { request in
            request.url.path == "/data/2.5/forecast" ? .json("{}", status: 404) : .json(weather)
        }
        let report = try await Self.fetcher(server, clock, forecast: .everything).report(
            for: .coordinates(Coordinates(latitude: 1, longitude: 2)))
        #expect(report.current.location.name == "London")
        #expect(report.forecast == nil)
        #expect(report.failure(of: .forecast)?.exitCode == .notFound)
        #expect(Set(server.paths) == ["/data/2.5/weather", "/data/2.5/forecast"])
    }

    @Test func aFailedCurrentWeatherFailsThePlace() async throws {
        let clock = TestClock()
        let forecast = try Fixtures.data(Fixtures.londonForecast)
        let server = InMemoryServer(clock: clock) { request in
            request.url.path == "/data/2.5/weather" ? .json("{}", status: 404) : .json(forecast)
        }
        let error = try await #require(throws: APIError.self) {
            try await Self.fetcher(server, clock, forecast: .everything).report(
                for: .coordinates(Coordinates(latitude: 1, longitude: 2)))
        }
        #expect(error.code == 404)
    }

    /// 40 steps over six local days: without DAYS every one is kept; with DAYS, whole local days.
    @Test func withoutDaysEveryStepIsKept() async throws {
        let clock = TestClock()
        let weather = try Fixtures.data(Fixtures.londonCurrent)
        let forecast = try Fixtures.data(Fixtures.londonForecast)
        let server = InMemoryServer(clock: clock) { request in
            .json(request.url.path == "/data/2.5/forecast" ? forecast : weather)
        }
        let point = PlaceQuery.coordinates(Coordinates(latitude: 1, longitude: 2))
        let all = try await Self.fetcher(server, clock, forecast: .everything).report(for: point)
        #expect(all.forecast?.entries.count == 40)
        #expect(all.forecast?.daily.map(\.steps) == [1, 8, 8, 8, 8, 7])
        let five = try await Self.fetcher(server, clock, forecast: .days(5)).report(for: point)
        #expect(five.forecast?.entries.count == 33)
    }

    /// `--lang ru`: the geocoder's `local_names.ru` names the place, in the report and in `--matches`.
    @Test func theLanguagePicksTheGeocodersLocalName() async throws {
        let clock = TestClock()
        let weather = try Fixtures.data(Fixtures.londonCurrent)
        let lisbon = try Fixtures.data("geocoding/programmatordev_direct_lisbon-pt_many-local-names.json")
        let server = InMemoryServer(clock: clock) { request in
            .json(request.url.path == "/geo/1.0/direct" ? lisbon : weather)
        }
        let fetcher = ReportAssembler.openWeatherMap(
            client: .testing(server, clock: clock), plan: FetchPlan(language: "ru"), time: clock.time)
        let report = try await fetcher.report(for: .city("Lisbon"))
        #expect(report.location.name == "Лиссабон")
        #expect(try await fetcher.matches(for: "Lisbon").value.map(\.name) == ["Лиссабон"])
        #expect(server.requests.first?.query["lang"] == nil, "the geocoder takes no lang")
    }

    @Test func anUnknownZipIsAPlaceError() async throws {
        let clock = TestClock()
        let server = InMemoryServer(
            clock: clock, replies: [.json(#"{"cod":"404","message":"not found"}"#, status: 404)])
        let error = try await #require(throws: PlaceError.self) {
            try await Self.fetcher(server, clock).report(for: .zip("00000,US"))
        }
        #expect(error.exitCode == .notFound)
    }

    @Test func aGeocoderAnsweringImpossibleCoordinatesIsABadResponse() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [.json(#"[{"name":"X","lat":95,"lon":2}]"#)])
        let error = try await #require(throws: ResponseError.self) {
            try await Self.fetcher(server, clock).report(for: .city("X"))
        }
        #expect(error.description == "bad response from OpenWeatherMap: `lat/lon` is out of range (found 95,2)")
    }

    @Test func manyPlacesComeBackInTheOrderGivenWithFailuresInTheirSlots() async throws {
        let clock = TestClock()
        let weather = try Fixtures.data(Fixtures.londonCurrent)
        let server = InMemoryServer(clock: clock) { request in
            request.url.path == "/geo/1.0/direct" ? .json("[]") : .json(weather)
        }
        let places: [PlaceQuery] = [
            .coordinates(Coordinates(latitude: 1, longitude: 2)), .city("Nowhere"),
            .coordinates(Coordinates(latitude: 3, longitude: 4)),
        ]
        let results = await Self.fetcher(server, clock).reports(for: places)
        #expect(results.count == 3)
        guard case .success = results[0], case .failure(let failure) = results[1], case .success = results[2] else {
            Issue.record("wrong slots: \(results)")
            return
        }
        #expect(failure is PlaceError)
    }
}

/// The air request, the air forecast and the outlook, in memory.
@Suite struct ReportAssemblerPartsTests {
    static let point = PlaceQuery.coordinates(Coordinates(latitude: 1, longitude: 2))

    /// Every endpoint from a fixture (the forecast starting at `forecastStart`), unless a path has
    /// its own reply.
    static func server(
        _ clock: TestClock, forecastStart: Date, overrides: [String: InMemoryServer.Reply] = [:]
    ) throws -> InMemoryServer {
        let weather = try Fixtures.data(Fixtures.londonCurrent)
        let forecast = try Fixtures.retimed(Fixtures.londonForecast, firstStepAt: forecastStart)
        let air = try Fixtures.data(Fixtures.londonAir)
        let airHours = try Fixtures.retimed(Fixtures.lisbonAirForecast, firstStepAt: forecastStart)
        return InMemoryServer(clock: clock) { request in
            if let reply = overrides[request.url.path] { return reply }
            switch request.url.path {
            case "/data/2.5/forecast": return .json(forecast)
            case "/data/2.5/air_pollution": return .json(air)
            case "/data/2.5/air_pollution/forecast": return .json(airHours)
            default: return .json(weather)
            }
        }
    }

    /// London's first rain is the 9th step, 24 h after the first: read 15 h after the first step,
    /// it is 9 h away, on the second local day. `--forecast 1` keeps only today, but the outlook
    /// is worked out on every step, so it still says rain.
    @Test func theOutlookUsesEveryStepEvenWhenDaysAreTrimmed() async throws {
        let clock = TestClock()
        let start = clock.now.addingTimeInterval(-15 * 3600)
        let fetcher = ReportAssembler.openWeatherMap(
            client: .testing(try Self.server(clock, forecastStart: start), clock: clock),
            plan: FetchPlan(forecast: .init(span: .days(1))), time: clock.time)
        let report = try await fetcher.report(for: Self.point)
        #expect(report.outlook?.kind == .rain)
        #expect(report.outlook?.from == start.addingTimeInterval(24 * 3600))
        #expect(report.forecast?.daily.count == 1)
        #expect(report.untrimmedForecast?.entries.count == 40)
    }

    /// A failed air forecast leaves the forecast, and says why the days have no index.
    @Test func aFailedAirForecastIsReportedInJSON() async throws {
        let clock = TestClock()
        let server = try Self.server(
            clock, forecastStart: clock.now,
            overrides: ["/data/2.5/air_pollution/forecast": .json(#"{"cod":500}"#, status: 500)])
        let fetcher = ReportAssembler.openWeatherMap(
            client: .testing(server, clock: clock, retries: 0),
            plan: FetchPlan(forecast: .init(span: .everything), air: true, airForecast: true), time: clock.time)
        let report = try await fetcher.report(for: Self.point)
        #expect(report.exitCode == .success)
        #expect(report.failure(of: .airForecast)?.underlyingCode == .temporary)
        let text = JSONReport.text(JSONReport.object(report))
        #expect(text.contains(#""air_forecast_error":{"code":75,"kind":"temporary","#))
        #expect(report.forecast?.daily.allSatisfy { $0.air.isEmpty } == true)
    }

    /// A forecast fetched only for `{rain_next}` is an extra: its failure leaves exit 0.
    @Test func aForecastForPlaceholdersDoesNotDecideTheExitCode() async throws {
        let clock = TestClock()
        let server = try Self.server(
            clock, forecastStart: clock.now, overrides: ["/data/2.5/forecast": .json(#"{"cod":500}"#, status: 500)])
        let extra = ReportAssembler.openWeatherMap(
            client: .testing(server, clock: clock, retries: 0),
            plan: FetchPlan(forecast: .init(span: .everything, askedByName: false)), time: clock.time)
        #expect(try await extra.report(for: Self.point).exitCode == .success)
        let named = ReportAssembler.openWeatherMap(
            client: .testing(server, clock: clock, retries: 0), plan: FetchPlan(forecast: .init(span: .everything)),
            time: clock.time)
        #expect(try await named.report(for: Self.point).exitCode == .temporary)
    }

    /// "Refused for air although accepted for the weather" only when this run's weather request
    /// proved the key; weather from the cache proves nothing.
    @Test func aRefusedKeyForAirIsNewsOnlyWhenTheWeatherJustUsedIt() {
        let refused = APIError(httpStatus: 401, code: 401, message: "Invalid API key", provider: .openWeatherMap)
        #expect(
            PartFailure(.air, refused, keyProvedBy: .openWeatherMap).description.hasPrefix(
                "OpenWeatherMap refused the key for air quality although it accepted it for the weather"))
        #expect(
            PartFailure(.air, refused).description.hasPrefix(
                "air quality failed, so the weather is shown without it: "))
        #expect(PartFailure(.air, refused).exitCode == .success)
    }
}
