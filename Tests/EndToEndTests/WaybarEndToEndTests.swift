import Foundation
import TestSupport
import Testing

/// The `--waybar` line, on success and on failure, through the built binary.
@Suite struct WaybarEndToEndTests: LondonSuite {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// London's answer as recorded, observed in 2020: not the weather now, and every form says so.
    @Test func anAnswerObservedLongAgoIsMarkedOld() async throws {
        let server = try LoopbackServer(always: .json(Fixtures.data(Self.london)))
        let bar = try await run(Self.place + ["--waybar"], server: server)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(bar.stdout.utf8)) as? [String: Any])
        #expect(line["class"] as? [String] == ["rain", "old"])
        let human = try await run(Self.place, server: server)
        #expect(human.status == 0)
        #expect(
            human.stdout.firstMatch(of: #/^London, GB\n\(observed [0-9]+ d ago: not the weather now\)\n/#) != nil,
            "\(human.stdout)")
        let json = try await run(Self.place + ["--json"], server: server)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let age = try #require((object["current"] as? [String: Any])?["observed_age_s"] as? Double)
        // Since 2020-04-28 04:22:28 UTC, give or take the run.
        #expect(abs(age - (Date().timeIntervalSince1970 - 1_588_047_748)) < 60)
    }

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

    /// Waybar reads `text` and `tooltip` as Pango markup: a place with `&` or `<` in its name must
    /// arrive escaped, or the bar shows nothing.
    @Test func waybarEscapesAPlaceNameForPangoMarkup() async throws {
        let body = String(decoding: try Fixtures.data(Self.london), as: UTF8.self)
            .replacing(#""name":"London""#, with: #""name":"Saint-Jean & <b>Co</b>""#)
        let result = try await run(
            Self.place + ["--waybar", "--format", "<i>{city}</i> {temp:.0}"],
            server: try LoopbackServer(always: .json(Data(body.utf8))))
        #expect(result.status == 0)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(line["text"] as? String == "<i>Saint-Jean &amp; &lt;b&gt;Co&lt;/b&gt;</i> 9 °C")
        let tooltip = try #require(line["tooltip"] as? String)
        #expect(tooltip.hasPrefix("Saint-Jean &amp; &lt;b&gt;Co&lt;/b&gt;, GB\n"))
        #expect(!tooltip.contains("<") && !tooltip.contains(" & "))
    }

    @Test func waybarLineOnFailureKeepsTheBarRunning() async throws {
        let server = try LoopbackServer(always: .json(#"{"cod":401,"message":"Invalid API key"}"#, status: 401))
        let result = try await run(Self.place + ["--waybar"], server: server)
        #expect(result.status == 0)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(line["class"] as? [String] == ["error"])
        #expect(line["text"] as? String == "⚠️ weather")
        #expect(
            (line["tooltip"] as? String)?.hasPrefix(
                "weather: OpenWeatherMap rejected the API key from OPENWEATHERMAP_API_KEY (HTTP 401") == true)
        #expect(
            result.stderr.hasPrefix(
                "weather: OpenWeatherMap rejected the API key from OPENWEATHERMAP_API_KEY (HTTP 401"))
    }
}
