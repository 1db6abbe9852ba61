import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Which refusals are asked again: a 429 that says the account is blocked or a day's limit is used
/// up is not (another request only counts against it); a 429 that says neither is; a 400 (a
/// request built wrong) never is, and is said to be one. In memory, on the test clock.
@Suite struct RefusalRetryTests {
    static let point = Coordinates(latitude: 51.5, longitude: -0.1)

    /// OpenWeatherMap's recorded "Your account is temporary blocked": one request, however many
    /// retries are allowed, and a message that does not promise minutes.
    @Test func aBlockedAccountIsAskedOnce() async throws {
        let clock = TestClock()
        let body = try Fixtures.data("errors/meteoqt-issue162_429_account-temporarily-blocked_2024.json")
        let server = InMemoryServer(clock: clock) { _ in .respond(status: 429, body: body) }
        let client = OpenWeatherMapClient.testing(server, clock: clock, retries: 2)
        let error = try await #require(throws: APIError.self) {
            try await client.fetch(.currentWeather(at: Self.point, language: nil))
        }
        #expect(server.requests.count == 1)
        #expect(error.exitCode == .temporary)
        #expect(
            error.description.hasPrefix(
                "OpenWeatherMap has stopped answering this API key for now (HTTP 429: Your account is temporary "
                    + "blocked"), "\(error.description)")
        #expect(
            error.description.hasSuffix(
                "; try again later, or check your plan's limits at https://home.openweathermap.org"))
    }

    /// Open-Meteo's recorded "Daily API request limit exceeded": one request, and "tomorrow".
    @Test func aDailyLimitIsAskedOnce() async throws {
        let clock = TestClock()
        let body = try Fixtures.data("open-meteo/openmeteo-issue832_error_none_daily-limit-exceeded.json")
        let server = InMemoryServer(clock: clock) { _ in .respond(status: 429, body: body) }
        let client = OpenMeteoClient.testing(server, clock: clock, retries: 2)
        let error = try await #require(throws: APIError.self) {
            try await client.fetch(.openMeteoWeather(at: Self.point, forecast: false), from: .forecast)
        }
        #expect(server.requests.count == 1)
        #expect(error.exitCode == .temporary)
        #expect(
            error.description.hasPrefix("Open-Meteo has refused this address more requests for now (HTTP 429: Daily"),
            "\(error.description)")
        #expect(
            error.description.contains(
                "; try again tomorrow, or ask another provider (--provider openweathermap with an API key"))
    }

    /// A 429 that names no block and no limit is a moment's pushback: asked again, after the
    /// backoff (0.5 s, then 1 s), as often as `--retries` allows.
    @Test func aPlain429IsAskedAgain() async throws {
        let clock = TestClock()
        let server = InMemoryServer(clock: clock) { _ in .respond(status: 429, body: Data(#"{"cod":429}"#.utf8)) }
        let client = OpenWeatherMapClient.testing(server, clock: clock, retries: 2)
        _ = await #expect(throws: APIError.self) {
            try await client.fetch(.currentWeather(at: Self.point, language: nil))
        }
        #expect(server.requests.count == 3)
        #expect(clock.sleeps == [0.5, 1.0])
    }

    /// Open-Meteo's recorded 400 (a request it cannot use): exit 70, `bad_request`, one request,
    /// its reason quoted; not "not found".
    @Test func aBadRequestIsSaidToBeOneAndNotRetried() async throws {
        let clock = TestClock()
        let body = try Fixtures.data("open-meteo/orinks_error_latitude-out-of-range_400-noheaders.json")
        let server = InMemoryServer(clock: clock) { _ in .respond(status: 400, body: body) }
        let client = OpenMeteoClient.testing(server, clock: clock, retries: 2)
        let error = try await #require(throws: APIError.self) {
            try await client.fetch(.openMeteoWeather(at: Self.point, forecast: false), from: .forecast)
        }
        #expect(server.requests.count == 1)
        #expect(error.exitCode.rawValue == 70 && error.exitCode.kind == "bad_request")
        #expect(
            error.description
                == "Open-Meteo refused the request as malformed (HTTP 400: Latitude must be in range of -90 to 90°. "
                + "Given: 200.0.): a bug in weather (please report it, with this message) or a base URL that leads "
                + "elsewhere")
    }
}
