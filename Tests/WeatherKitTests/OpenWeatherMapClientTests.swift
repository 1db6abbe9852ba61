import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct OpenWeatherMapClientTests {
    static let london = "current/dblock_london-gb_standard_rain1h_2020.json"

    /// A client with no retries unless asked, so each test counts requests exactly.
    static func client(
        _ server: LoopbackServer, path: String = "", language: String? = nil, timeout: Double = 5, retries: Int = 0
    ) throws -> OpenWeatherMapClient {
        OpenWeatherMapClient(
            baseURL: try #require(URL(string: server.baseURL + path)), apiKey: "test-key-123", language: language,
            http: HTTPClient(timeout: timeout), retry: RetryPolicy(retries: retries))
    }

    @Test func sendsTheDocumentedRequest() async throws {
        let server = try LoopbackServer(always: .json(Fixtures.data(Self.london)))
        let weather = try await Self.client(server).currentWeather(at: Coordinates(latitude: 51.5, longitude: -0.1))
            .value
        #expect(weather.location.name == "London")
        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.method == "GET")
        #expect(request.path == "/data/2.5/weather")
        #expect(request.query == ["lat": "51.5", "lon": "-0.1", "appid": "test-key-123"])
        #expect(request.headers["user-agent"] == "weather/\(WeatherVersion.current)")
    }

    @Test func languageIsSentOnlyWhenSetAndAPathPrefixIsKept() async throws {
        let server = try LoopbackServer(always: .json(Fixtures.data(Self.london)))
        _ = try await Self.client(server, path: "/proxy/owm/", language: "pt_br")
            .currentWeather(at: Coordinates(latitude: -33.25, longitude: 151))
        let request = try #require(server.requests.first)
        #expect(request.path == "/proxy/owm/data/2.5/weather")
        #expect(request.query["lang"] == "pt_br")
        #expect(request.query["units"] == nil)
        #expect(request.query["lat"] == "-33.25" && request.query["lon"] == "151")
    }

    static let statusCases: [(Int, String, ExitCode, String)] = [
        (
            401, #"{"cod":401, "message": "Invalid API key."}"#, .auth,
            "OpenWeatherMap rejected the API key (HTTP 401: Invalid API key.)"
        ),
        (403, "Forbidden", .auth, "OpenWeatherMap rejected the API key (HTTP 403)"),
        (
            404, #"{"cod":"404","message":"city not found"}"#, .notFound,
            "OpenWeatherMap found nothing for this request (HTTP 404: city not found)"
        ),
        (
            400, #"{"cod":"400","message":"wrong latitude"}"#, .notFound,
            "OpenWeatherMap rejected the request (HTTP 400: wrong latitude)"
        ),
        (
            429, #"{"cod":429, "message": "Your account is temporary blocked"}"#, .temporary,
            "OpenWeatherMap is rate-limiting this API key (HTTP 429: Your account is temporary blocked)"
        ),
        (
            503, "<html>Service Unavailable</html>", .temporary,
            "OpenWeatherMap is having trouble (HTTP 503); try again later"
        ),
        (500, "", .temporary, "OpenWeatherMap is having trouble (HTTP 500); try again later"),
    ]

    @Test(arguments: statusCases)
    func nonSuccessStatusBecomesATypedError(
        status: Int, body: String, exitCode: ExitCode, message: String
    )
        async throws
    {
        let server = try LoopbackServer(always: .json(body, status: status))
        let client = try Self.client(server)
        let error = try await #require(throws: APIError.self) {
            try await client.currentWeather(at: Coordinates(latitude: 1, longitude: 2))
        }
        #expect(error.exitCode == exitCode)
        #expect(error.description.hasPrefix(message), "\(error.description)")
        #expect(server.requests.count == 1)
    }

    @Test func htmlWithStatus200IsABadResponse() async throws {
        let server = try LoopbackServer(always: .json("<!DOCTYPE html><p>captive portal</p>"))
        let client = try Self.client(server)
        let error = try await #require(throws: ResponseError.self) {
            try await client.currentWeather(at: Coordinates(latitude: 1, longitude: 2))
        }
        #expect(error.problem == .html)
    }

    @Test func aServerThatNeverAnswersTimesOutOnTime() async throws {
        let server = try LoopbackServer(always: .neverAnswer)
        defer { server.stop() }
        let client = try Self.client(server, timeout: 1)
        let start = Date()
        let error = try await #require(throws: TransportError.self) {
            try await client.currentWeather(at: Coordinates(latitude: 1, longitude: 2))
        }
        let elapsed = Date().timeIntervalSince(start)
        #expect(error.reason == .timedOut(seconds: 1))
        #expect(error.description == "no answer from 127.0.0.1 within 1 s; try again, or allow longer with --timeout")
        // In process, the clock also counts waits for the test runner's busy threads; the strict
        // "--timeout + 1 s" bound is checked on the binary's own wall time in ReliabilityEndToEndTests.
        #expect(elapsed >= 0.9 && elapsed < 3, "took \(elapsed) s")
    }

    /// Geocoding then weather, 0.7 s each: each fits in 1 s, together they do not.
    @Test func oneDeadlineCoversEveryRequestOfTheRun() async throws {
        let geocode = Data(#"[{"name":"X","lat":1,"lon":2,"country":"GB"}]"#.utf8)
        let weather = try Fixtures.data(Self.london)
        let server = try LoopbackServer { request in
            .delayed(seconds: 0.7, .json(request.path == "/geo/1.0/direct" ? geocode : weather))
        }
        defer { server.stop() }
        let fetcher = ReportFetcher(client: try Self.client(server, timeout: 1), forecastDays: nil)
        let error = try await #require(throws: TransportError.self) { try await fetcher.report(for: .city("X")) }
        #expect(error.reason == .timedOut(seconds: 1))
        // The weather request may or may not reach the server before the deadline; geocoding did.
        #expect(server.requests.first?.path == "/geo/1.0/direct")
    }

    @Test(arguments: [
        LoopbackServer.Reply.dropConnection, .halfBody(status: 200, body: Data(repeating: 32, count: 2000)),
    ])
    func aBrokenConnectionIsTemporary(reply: LoopbackServer.Reply) async throws {
        let server = try LoopbackServer(always: reply)
        let client = try Self.client(server)
        let error = try await #require(throws: TransportError.self) {
            try await client.currentWeather(at: Coordinates(latitude: 1, longitude: 2))
        }
        #expect(error.exitCode == .temporary)
        #expect(!error.description.contains("test-key-123"))
    }

    @Test func aRefusedConnectionIsTemporary() async throws {
        let refusing = try RefusingPort()
        let client = OpenWeatherMapClient(
            baseURL: try #require(URL(string: refusing.baseURL)), apiKey: "test-key-123", language: nil,
            http: HTTPClient(timeout: 5))
        let error = try await #require(throws: TransportError.self) {
            try await client.currentWeather(at: Coordinates(latitude: 1, longitude: 2))
        }
        #expect(error.reason == .cannotConnect)
        #expect(error.description.hasPrefix("could not connect to 127.0.0.1"))
    }

    /// Cancelling the caller's task ends the request promptly, with no deadlock in URLSession.
    @Test func cancellingTheCallerEndsTheRequest() async throws {
        let server = try LoopbackServer(always: .neverAnswer)
        defer { server.stop() }
        let client = try Self.client(server, timeout: 30)
        let task = Task { try await client.currentWeather(at: Coordinates(latitude: 1, longitude: 2)) }
        while server.requests.isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
