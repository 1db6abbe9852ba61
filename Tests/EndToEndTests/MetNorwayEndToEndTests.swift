import Foundation
import TestSupport
import Testing

/// The built binary with `--provider met-norway`, against a stand-in for MET Norway's
/// Locationforecast (`MET_NORWAY_BASE_URL`) and Open-Meteo's geocoder and air (`OPEN_METEO_BASE_URL`),
/// serving their recorded answers.
@Suite struct MetNorwayEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    static let london =
        "met-norway/rorysullivan_metno-locationforecast2-complete_london_lat51.5-lon-0.1-alt25_2020-07-20_EXTRACTED-data.json"
    static let lastModified = "Mon, 20 Jul 2020 11:44:31 GMT"

    /// London's forecast with its recorded `Last-Modified` and the given `Expires` (already past by
    /// default, as the recording's is), or the reply `forecast` gives instead.
    static func standIn(
        expires: String = "Mon, 20 Jul 2020 12:16:23 GMT",
        forecast: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?)? = nil
    ) throws -> LoopbackServer {
        let body = try Fixtures.data(london)
        let places = try Fixtures.data("open-meteo/orinks_geocoding_london_five-results.json")
        let air = try Fixtures.data("open-meteo/frenck_airquality_enschede_current-hourly-pollen-3h.json")
        return try LoopbackServer { request in
            switch request.path {
            case "/weatherapi/locationforecast/2.0/complete":
                forecast?(request)
                    ?? .respond(
                        status: 200,
                        headers: [
                            "Content-Type": "application/json", "Expires": expires, "Last-Modified": lastModified,
                        ], body: body)
            case "/v1/search": .json(places)
            case "/v1/air-quality": .json(air)
            default: .json("{}", status: 404)
            }
        }
    }

    func run(_ arguments: [String], server: LoopbackServer) async throws -> ProcessResult {
        try await runner.run(
            ["--provider", "met-norway"] + arguments, server: server,
            ["MET_NORWAY_BASE_URL": server.baseURL, "OPEN_METEO_BASE_URL": server.baseURL], withKey: true)
    }

    /// A name through Open-Meteo's geocoder, then MET's forecast at 4 decimals and the place's
    /// height; its credit in the view, never "Yr"; the key goes nowhere.
    @Test func aNameIsForecastByMetNorwayAndCredited() async throws {
        let server = try Self.standIn()
        let result = try await run(["London,GB"], server: server)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.map(\.path) == ["/v1/search", "/weatherapi/locationforecast/2.0/complete"])
        let forecast = try #require(server.requests.last)
        #expect(forecast.query == ["lat": "51.5085", "lon": "-0.1257", "altitude": "25"])
        let agent = forecast.headers["user-agent"] ?? ""
        #expect(agent.hasPrefix("weather/") && agent.contains("(") && agent.contains("@"), "\(agent)")
        #expect(result.stdout.contains("London"), "\(result.stdout)")
        #expect(result.stdout.contains("18.8 °C"), "\(result.stdout)")
        // The name is Open-Meteo's geocoder's: its credit too.
        #expect(
            result.stdout.contains("  Data         MET Norway, CC BY 4.0; Open-Meteo.com, CC BY 4.0\n"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("Yr") && !result.stderr.contains("Yr"))
        #expect(server.requests.allSatisfy { !$0.raw.contains(WeatherRunner.key) })
    }

    /// By coordinates there is no name to credit, but `--air` is Open-Meteo's: credited then.
    @Test func openMeteosAirIsCreditedBesideMetNorway() async throws {
        let server = try Self.standIn()
        let plain = try await run(["51.5,-0.1"], server: server)
        #expect(plain.stdout.contains("  Data         MET Norway, CC BY 4.0\n"), "\(plain.stdout)")
        let air = try await run(["51.5,-0.1", "--air"], server: server)
        #expect(air.status == 0, "\(air.stderr)")
        #expect(
            air.stdout.contains("  Data         MET Norway, CC BY 4.0; Open-Meteo.com, CC BY 4.0\n"), "\(air.stdout)")
        #expect(server.requests.contains { $0.path == "/v1/air-quality" && $0.query["appid"] == nil })
    }

    @Test func jsonNamesTheSourceAndItsCredit() async throws {
        let server = try Self.standIn()
        let result = try await run(["51.5,-0.1", "--json", "--forecast", "3"], server: server)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["provider"] as? String == "met-norway")
        #expect(source["attribution"] as? String == "MET Norway, CC BY 4.0 (https://api.met.no)")
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["temperature_c"] as? Double == 18.8)
        let forecast = try #require(object["forecast"] as? [String: Any])
        #expect((forecast["daily"] as? [Any])?.count == 3 && forecast["step_hours"] as? Int == 1)
    }

    /// Before `Expires` nothing is asked, even with `--refresh`; after it the held answer's
    /// `Last-Modified` goes out and MET's 304 keeps it.
    @Test func expiresIsKeptAndA304KeepsTheAnswer() async throws {
        let unexpired = try Self.standIn(expires: "Fri, 01 Jan 2100 00:00:00 GMT")
        let first = try await run(["51.5,-0.1"], server: unexpired)
        let again = try await run(["51.5,-0.1", "--refresh"], server: unexpired)
        #expect(first.status == 0 && again.status == 0, "\(again.stderr)")
        #expect(unexpired.requests.count == 1, "\(unexpired.requests.map(\.path))")

        // Expired (as recorded): asked again with its Last-Modified, and the 304 keeps it.
        let runner = try WeatherRunner()
        let expired = try Self.standIn { request in
            request.headers["if-modified-since"] == Self.lastModified
                ? .respond(status: 304, headers: ["Expires": "Mon, 20 Jul 2020 12:46:23 GMT"], body: Data()) : nil
        }
        let environment = ["MET_NORWAY_BASE_URL": expired.baseURL, "OPEN_METEO_BASE_URL": expired.baseURL]
        _ = try await runner.run(["--provider", "met", "51.5,-0.1"], server: expired, environment, withKey: false)
        let kept = try await runner.run(
            ["--provider", "met", "51.5,-0.1", "--refresh", "--format", "{temp}"], server: expired, environment,
            withKey: false)
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout == "18.8 °C\n")
        #expect(expired.requests.count == 2)
        #expect(expired.requests.last?.headers["if-modified-since"] == Self.lastModified)
    }

    /// 403 and 429 are one line each, exit 75; a 203 is used, and said once.
    @Test func refusalsAndDeprecationAreSaid() async throws {
        let forbidden = try Self.standIn { _ in .respond(status: 403, headers: [:], body: Data("Forbidden\n".utf8)) }
        let refused = try await run(["51.5,-0.1"], server: forbidden)
        #expect(refused.status == 75)
        #expect(
            refused.stderr.hasPrefix("weather: MET Norway refused this client (HTTP 403: Forbidden)")
                && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        let limited = try Self.standIn { _ in .respond(status: 429, headers: [:], body: Data()) }
        let slow = try await run(["51.5,-0.1", "--retries", "0"], server: limited)
        #expect(slow.status == 75)
        #expect(slow.stderr.hasPrefix("weather: MET Norway is limiting requests from this address (HTTP 429)"))
        let body = try Fixtures.data(Self.london)
        let old = try Self.standIn { _ in .respond(status: 203, headers: [:], body: body) }
        let deprecated = try await run(["51.5,-0.1", "--format", "{temp}"], server: old)
        #expect(deprecated.status == 0 && deprecated.stdout == "18.8 °C\n")
        #expect(
            deprecated.stderr
                == "weather: MET Norway says the version of its service weather asks is deprecated and will stop "
                + "answering; update weather\n")
    }

    /// A saved Locationforecast answer is read by `--input` as MET Norway's.
    @Test func aSavedAnswerIsRead() async throws {
        let path = Fixtures.url(Self.london).path
        let result = try await runner.run(["--input", path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["source"] as? [String: Any])?["provider"] as? String == "met-norway")
    }
}
