import Foundation
import TestSupport
import Testing

/// The built `weather` asks the US National Weather Service for a US place's warnings beside the
/// weather. The machine's clock is the run's, so the recording's warnings, from 2024, have ended:
/// what is checked is who is asked, how, and what JSON says of it.
@Suite struct WarningsEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    @Test func aUSPlaceAsksTheNationalWeatherServiceBesideTheWeather() async throws {
        let phoenix = try Fixtures.data(
            "warnings/finity69x2_nws_alerts-active-point_33.25,-112.30_phoenix_heat-warning-air-quality_2024-07-18.json"
        )
        let london = try Fixtures.data(Fixtures.londonCurrent)
        let server = try LoopbackServer { request in
            request.path == "/alerts/active" ? .json(phoenix) : .json(london)
        }
        let result = try await runner.run(
            ["33.25,-112.3", "--json", "--contact", "ops@example.org"], server: server,
            ["NWS_BASE_URL": server.baseURL])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let asked = try #require(server.requests.first { $0.path == "/alerts/active" })
        #expect(asked.query["point"] == "33.25,-112.3" && asked.query["appid"] == nil)
        let raw = asked.raw.lowercased()
        #expect(raw.contains("\r\naccept: application/geo+json\r\n"))
        #expect(raw.contains("\r\nuser-agent: weather/") && raw.contains("ops@example.org"))
        #expect(!asked.raw.contains(WeatherRunner.key))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["alerts_status"] as? String == "ok" && (object["alerts"] as? [Any])?.isEmpty == true)
        // Off: the service is not asked.
        let before = server.requests.count
        let off = try await runner.run(
            ["33.25,-112.3", "--no-warnings"], server: server, ["NWS_BASE_URL": server.baseURL])
        #expect(off.status == 0)
        #expect(server.requests.dropFirst(before).allSatisfy { $0.path != "/alerts/active" })
    }
}
