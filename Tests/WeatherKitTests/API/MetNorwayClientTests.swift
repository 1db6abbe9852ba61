import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// MET Norway's client in memory, on the test clock: what it asks, and how it keeps MET's terms.
@Suite struct MetNorwayClientTests {
    static let london =
        "met-norway/rorysullivan_metno-locationforecast2-complete_london_lat51.5-lon-0.1-alt25_2020-07-20_EXTRACTED-data.json"
    /// The answer's own headers, as recorded with it.
    static let lastModified = "Mon, 20 Jul 2020 11:44:31 GMT"
    static let expires = "Mon, 20 Jul 2020 12:16:23 GMT"

    let clock = TestClock()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("met-\(UUID().uuidString)")

    func client(_ server: InMemoryServer, ttl: Double = 600, refresh: Bool = false) -> MetNorwayClient {
        let deadline = Deadline(seconds: 10, from: clock.time)
        return MetNorwayClient(
            baseURL: URL(string: "https://met.test"),
            http: HTTPClient(
                transport: server.transport, deadline: deadline, retry: RetryPolicy(retries: 0), time: clock.time,
                jitter: { 1 }),
            cache: CachedFetch(
                cache: ResponseCache(directory: folder), policy: CachePolicy(ttl: ttl, refresh: refresh),
                deadline: deadline, time: clock.time))
    }

    func answer(status: Int = 200, expires: String = Self.expires) throws -> InMemoryServer.Reply {
        .response(
            HTTPResponse(
                status: status, body: try Fixtures.data(Self.london), expires: expires,
                lastModified: Self.lastModified))
    }

    /// At most 4 decimals, the height in whole metres, and the `complete` product.
    @Test func theRequestHasFourDecimalsAndTheAltitude() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = InMemoryServer(clock: clock, replies: [try answer()])
        let weather = try await client(server).weather(
            at: Coordinates(latitude: 51.508_53, longitude: -0.125_74), altitude: 25.4, offsetSeconds: 3600)
        let request = try #require(server.requests.first)
        #expect(request.url.path == "/weatherapi/locationforecast/2.0/complete")
        #expect(request.url.query == "lat=51.5085&lon=-0.1257&altitude=25")
        #expect(request.ifModifiedSince == nil)
        #expect(weather.value.current.readings.temperatureC == 18.8)
        #expect(weather.value.current.location.timezoneOffsetSeconds == 3600)
    }

    /// Before `Expires` nothing is asked, even with `--refresh`; after it the request carries the
    /// answer's `Last-Modified`, and a 304 keeps the held answer.
    @Test func expiresIsKeptAndA304KeepsTheAnswer() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // The test clock starts before the recorded Expires? Put Expires an hour after it.
        let later = HTTPDate.format(clock.now.addingTimeInterval(3600))
        let server = InMemoryServer(
            clock: clock,
            replies: [try answer(expires: later), .response(HTTPResponse(status: 304, body: Data()))])
        let point = Coordinates(latitude: 51.5, longitude: -0.1)
        _ = try await client(server).weather(at: point, altitude: nil, offsetSeconds: 0)
        clock.advance(by: 1800)
        _ = try await client(server, refresh: true).weather(at: point, altitude: nil, offsetSeconds: 0)
        #expect(server.requests.count == 1, "asked before Expires")
        clock.advance(by: 1900)
        let kept = try await client(server).weather(at: point, altitude: nil, offsetSeconds: 0)
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.ifModifiedSince == Self.lastModified)
        #expect(kept.value.current.readings.temperatureC == 18.8 && !kept.fromCache)
    }

    /// 203: the answer is used, and the deprecation travels with it.
    @Test func a203IsUsedAndSaysTheProductIsDeprecated() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = InMemoryServer(clock: clock, replies: [try answer(status: 203)])
        let weather = try await client(server).weather(
            at: Coordinates(latitude: 51.5, longitude: -0.1), altitude: nil, offsetSeconds: nil)
        #expect(weather.warnings == [.deprecated(service: "MET Norway")])
        #expect(
            weather.warnings.first?.description
                == "MET Norway says the version of its service weather asks is deprecated and will stop answering; "
                + "update weather")
    }

    /// 403 and 429 are one line each, exit 75, saying what to do; neither is asked again.
    @Test(arguments: [
        (
            403, "Forbidden",
            "MET Norway refused this client (HTTP 403: Forbidden), as it does one that breaks its terms of service "
                + "(the User-Agent's contact, too many requests); set `contact` in the config, try again later, or "
                + "ask another provider (--provider openweathermap with an API key, or open-meteo)"
        ),
        (
            429, "Too Many Requests",
            "MET Norway is limiting requests from this address (HTTP 429: Too Many Requests); ask another provider "
                + "(--provider openweathermap with an API key, or open-meteo)"
        ),
    ])
    func aRefusalIsOneLineAndTemporary(status: Int, body: String, message: String) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = InMemoryServer(clock: clock, replies: [.respond(status: status, body: Data((body + "\n").utf8))])
        let error = try await #require(throws: APIError.self) {
            try await client(server).weather(
                at: Coordinates(latitude: 51.5, longitude: -0.1), altitude: nil, offsetSeconds: nil)
        }
        #expect(error.exitCode == .temporary)
        #expect(error.description == message)
        #expect(server.requests.count == 1)
    }

    /// A body that is not Locationforecast's is MET Norway's bad response.
    @Test func aBadBodyIsNamedAsMetNorways() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = InMemoryServer(clock: clock, replies: [.json("<html>maintenance</html>")])
        let error = try await #require(throws: ResponseError.self) {
            try await client(server).weather(
                at: Coordinates(latitude: 51.5, longitude: -0.1), altitude: nil, offsetSeconds: nil)
        }
        #expect(error.description.hasPrefix("bad response from MET Norway: "), "\(error.description)")
    }
}
