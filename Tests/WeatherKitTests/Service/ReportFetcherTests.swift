import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Geocoding, then weather and forecast: in memory, on the test clock.
@Suite struct ReportFetcherTests {
    static let geocode = #"[{"name":"X","lat":1,"lon":2,"country":"GB"}]"#

    static func fetcher(
        _ server: InMemoryServer, _ clock: TestClock, timeout: Double = 10, forecast: ForecastSpan? = nil
    )
        -> ReportFetcher
    {
        ReportFetcher(
            client: .testing(server, clock: clock, timeout: timeout), language: nil, forecast: forecast)
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
        let fetcher = ReportFetcher(client: .testing(server, clock: clock), language: "ru", forecast: nil)
        let report = try await fetcher.report(for: .city("Lisbon"))
        #expect(report.location.name == "Лиссабон")
        #expect(try await fetcher.matches(for: "Lisbon").map(\.name) == ["Лиссабон"])
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
