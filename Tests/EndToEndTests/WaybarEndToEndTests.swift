import Foundation
import TestSupport
import Testing

/// The `--waybar` line, on success and on failure, through the built binary.
@Suite struct WaybarEndToEndTests: LondonSuite {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    @Test func waybarLineOnSuccess() async throws {
        let result = try await run(Self.place + ["--waybar"], server: try LoopbackServer(always: Self.fixture()))
        #expect(result.status == 0)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(line["text"] as? String == "🌧️ 9 °C")
        #expect(line["class"] as? [String] == ["rain"])
        let tooltip = try #require(line["tooltip"] as? String)
        #expect(tooltip.hasPrefix("London, GB\n🌧️ moderate rain\n"))
        #expect(!tooltip.contains("\u{1B}"))
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test func waybarLineOnFailureKeepsTheBarRunning() async throws {
        let server = try LoopbackServer(always: .json(#"{"cod":401,"message":"Invalid API key"}"#, status: 401))
        let result = try await run(Self.place + ["--waybar"], server: server)
        #expect(result.status == 0)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(line["class"] as? [String] == ["error"])
        #expect(line["text"] as? String == "⚠️ weather")
        #expect(
            (line["tooltip"] as? String)?.hasPrefix("weather: OpenWeatherMap rejected the API key (HTTP 401") == true)
        #expect(result.stderr.hasPrefix("weather: OpenWeatherMap rejected the API key (HTTP 401"))
    }
}
