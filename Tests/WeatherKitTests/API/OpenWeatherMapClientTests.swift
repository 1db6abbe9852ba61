import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// What goes out for each endpoint, and what a non-2xx answer becomes: in memory.
@Suite struct OpenWeatherMapClientTests {
    static let point = Coordinates(latitude: 51.5, longitude: -0.1)

    @Test func currentWeatherSendsTheDocumentedRequest() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [try .fixture(Fixtures.londonCurrent)])
        let weather = try await OpenWeatherMapClient.testing(server, clock: clock)
            .fetch(.currentWeather(at: Self.point, language: nil))
        #expect(weather.value.location.name == "London")
        #expect(weather.fetchedAt == clock.now)
        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.url.path == "/data/2.5/weather")
        #expect(request.query == ["lat": "51.5", "lon": "-0.1", "appid": "test-key-123"])
    }

    @Test func languageIsSentOnlyWhenSetAndAPathPrefixIsKept() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [try .fixture(Fixtures.londonForecast)])
        let client = OpenWeatherMapClient.testing(server, clock: clock, baseURL: "http://proxy.test/owm/")
        _ = try await client.fetch(.forecast(at: Coordinates(latitude: -33.25, longitude: 151), language: "pt_br"))
        let request = try #require(server.requests.first)
        #expect(request.url.path == "/owm/data/2.5/forecast")
        #expect(request.query == ["lat": "-33.25", "lon": "151", "lang": "pt_br", "appid": "test-key-123"])
    }

    @Test func geocodingAsksForFiveMatchesAndZipForOne() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock) { request in
            request.url.path == "/geo/1.0/zip"
                ? (try? .fixture(Fixtures.beverlyHillsZip)) ?? .json("{}")
                : (try? .fixture(Fixtures.londonMatches)) ?? .json("[]")
        }
        let client = OpenWeatherMapClient.testing(server, clock: clock)
        let matches = try await client.fetch(.places(named: "London,GB")).value
        let zip = try await client.fetch(.place(zip: "90210,US")).value
        #expect(matches.count == 5 && zip.name == "Beverly Hills")
        #expect(
            server.requests.map(\.query) == [
                ["q": "London,GB", "limit": "5", "appid": "test-key-123"],
                ["zip": "90210,US", "appid": "test-key-123"],
            ])
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
            400, #"{"cod":"400","message":"wrong latitude"}"#, .badRequest,
            "OpenWeatherMap refused the request as malformed (HTTP 400: wrong latitude): a bug in weather"
        ),
        (
            429, #"{"cod":429, "message": "Your account is temporary blocked"}"#, .temporary,
            "OpenWeatherMap has stopped answering this API key for now (HTTP 429: Your account is temporary blocked)"
        ),
        (
            503, "<html>Service Unavailable</html>", .temporary,
            "OpenWeatherMap is having trouble (HTTP 503); try again later"
        ),
        (500, "", .temporary, "OpenWeatherMap is having trouble (HTTP 500); try again later"),
    ]

    @Test(arguments: statusCases)
    func nonSuccessStatusBecomesATypedError(status: Int, body: String, exitCode: ExitCode, message: String) async throws
    {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [.json(body, status: status)])
        let client = OpenWeatherMapClient.testing(server, clock: clock)
        let error = try await #require(throws: APIError.self) {
            try await client.fetch(.currentWeather(at: Self.point, language: nil))
        }
        #expect(error.exitCode == exitCode)
        #expect(error.description.hasPrefix(message), "\(error.description)")
        #expect(server.requests.count == 1)
    }

    @Test func aLongRetryAfterSaysWhenToComeBack() async throws {
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_800_000_000))  // 08:00 UTC
        let server = InMemoryServer(
            clock: clock,
            replies: [.respond(status: 429, body: Data(#"{"cod":429,"message":"slow"}"#.utf8), retryAfter: "3600")])
        let client = OpenWeatherMapClient.testing(server, clock: clock, retries: 2)
        let error = try await #require(throws: APIError.self) {
            try await client.fetch(.currentWeather(at: Self.point, language: nil))
        }
        #expect(
            error.description
                == "OpenWeatherMap is rate-limiting this API key (HTTP 429: slow); try again after 09:00 UTC")
        #expect(server.requests.count == 1)
    }

    /// What the 429 message says at 17:22:24 UTC for each `Retry-After`: never a time already past.
    @Test(arguments: [
        ("0", "try again now"),
        ("Fri, 15 Jan 2027 17:20:00 GMT", "try again now"),
        ("1", "try again in a minute"),
        ("60", "try again in a minute"),
        ("61", "try again after 17:24 UTC"),
        ("Fri, 15 Jan 2027 17:30:01 GMT", "try again after 17:31 UTC"),
        ("Fri, 15 Jan 2027 17:30:00 GMT", "try again after 17:30 UTC"),
    ])
    func retryAfterIsNeverWordedAsATimeAlreadyPast(retryAfter: String, advice: String) async throws {
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_800_000_000 + 9 * 3600 + 22 * 60 + 24))
        let server = InMemoryServer(
            clock: clock, replies: [.respond(status: 429, body: Data(#"{"cod":429}"#.utf8), retryAfter: retryAfter)])
        let client = OpenWeatherMapClient.testing(server, clock: clock)
        let error = try await #require(throws: APIError.self) {
            try await client.fetch(.currentWeather(at: Self.point, language: nil))
        }
        #expect(error.description == "OpenWeatherMap is rate-limiting this API key (HTTP 429); \(advice)")
    }

    @Test func htmlWithStatus200IsABadResponseAndNotRetried() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock, replies: [.json("<!DOCTYPE html><p>captive portal</p>")])
        let client = OpenWeatherMapClient.testing(server, clock: clock, retries: 2)
        let error = try await #require(throws: ResponseError.self) {
            try await client.fetch(.currentWeather(at: Self.point, language: nil))
        }
        #expect(error.problem == .html)
        #expect(server.requests.count == 1)
    }

    /// A server that echoes the key gets it neither into the model nor into the cache file.
    @Test func anEchoedKeyIsRedactedBeforeDecodingAndCaching() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = TestClock()
        let body = #"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"name":"test-key-123 City"}"#
        let server = InMemoryServer(clock: clock, replies: [.json(body)])
        let client = OpenWeatherMapClient.testing(server, clock: clock, cacheDirectory: folder, policy: CachePolicy())
        let weather = try await client.fetch(.currentWeather(at: Self.point, language: nil))
        #expect(weather.value.location.name == "[redacted] City")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(files.contains { $0.pathExtension == "cache" })
        for file in files {
            #expect(!String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("test-key-123"))
        }
    }
}

@Suite struct EndpointTests {
    @Test func nearbyPointsShareACacheKeyAndLanguagesDoNot() {
        let base = OpenWeatherMapClient.defaultBaseURL
        let here = Endpoint.currentWeather(at: Coordinates(latitude: 51.50049, longitude: -0.1), language: nil)
        let near = Endpoint.currentWeather(at: Coordinates(latitude: 51.5004, longitude: -0.10001), language: nil)
        let german = Endpoint.currentWeather(at: Coordinates(latitude: 51.5, longitude: -0.1), language: "de")
        #expect(here.cacheKey(base: base) == near.cacheKey(base: base))
        #expect(here.cacheKey(base: base) != german.cacheKey(base: base))
        #expect(here.cacheKey(base: base).text == "https://api.openweathermap.org|weather|lat=51.500|lon=-0.100|lang=")
    }

    @Test func theKeyIsInTheURLButNeverInTheCacheKey() {
        let endpoint = Endpoint.places(named: "London")
        let base = OpenWeatherMapClient.defaultBaseURL
        #expect(endpoint.url(base: base, apiKey: "SECRET").absoluteString.hasSuffix("&appid=SECRET"))
        #expect(!endpoint.cacheKey(base: base).text.contains("SECRET"))
    }

    @Test func coordinatesInTheURLAreDecimalNeverExponents() {
        let endpoint = Endpoint.forecast(at: Coordinates(latitude: 1e-7, longitude: -0.0000125), language: nil)
        let url = endpoint.url(base: OpenWeatherMapClient.defaultBaseURL, apiKey: "k")
        #expect(url.query == "lat=0.0000001&lon=-0.0000125&appid=k")
    }

    @Test func weatherIsShortLivedAndPlacesAreLongLived() {
        let point = Coordinates(latitude: 0, longitude: 0)
        #expect(Endpoint.currentWeather(at: point, language: nil).lifetime == .standard)
        #expect(Endpoint.forecast(at: point, language: nil).lifetime == .standard)
        // A name's places are kept as long, but a name that found none is asked again sooner.
        #expect(Endpoint.places(named: "x").lifetime == .name && CacheLifetime.name.isLong)
        #expect(Endpoint.place(zip: "x").lifetime == .long)
        #expect(Endpoint.places(near: point).lifetime == .long)
        #expect(Endpoint.openMeteoPlaces(named: "x", language: nil).lifetime == .name)
    }
}
