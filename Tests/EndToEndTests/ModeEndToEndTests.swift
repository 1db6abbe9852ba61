import Foundation
import TestSupport
import Testing

/// Every mode prints through the form the flags chose, or refuses a flag it cannot honour; and a
/// config file's template never hides what the command line asked for. Through the built binary.
@Suite struct ModeEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func clearCacheSpeaksJSONWhenAsked() async throws {
        let server = try AirAndOutlookEndToEndTests.server()
        _ = try await runner.run(["51.5,-0.1"], server: server)
        let cleared = try await runner.run(["--clear-cache", "--json"])
        #expect(cleared.status == 0 && cleared.stderr == "")
        let object = try Self.object(cleared.stdout)
        let done = try #require(object["cache_cleared"] as? [String: Any])
        #expect(done["folder"] as? String == runner.cacheFolder.path)
        #expect((done["removed"] as? Int ?? 0) >= 1)
    }

    /// A config file that does not read stops the weather (exit 78), but not `--clear-cache` or
    /// `--onecall-usage`: they say so and go on.
    @Test func clearingTheCacheAndTheUsageNeedNoConfigFile() async throws {
        let server = try AirAndOutlookEndToEndTests.server()
        _ = try await runner.run(["51.5,-0.1"], server: server)
        let config = try runner.sandbox.writeConfig(#"{"units": "metric",}"#)
        let weather = try await runner.run(["51.5,-0.1"], server: server)
        #expect(weather.status == 78)
        let cleared = try await runner.run(["--clear-cache"])
        #expect(cleared.status == 0, "\(cleared.stderr)")
        #expect(cleared.stdout.hasPrefix("removed ") && cleared.stdout.hasSuffix(" from \(runner.cacheFolder.path)\n"))
        #expect(cleared.stderr.hasPrefix("weather: config file \(config.path) "))
        #expect(cleared.stderr.hasSuffix("; --clear-cache goes on without it\n"), "\(cleared.stderr)")
        let usage = try await runner.run(["--onecall-usage", "--onecall-daily-limit", "50"])
        #expect(usage.status == 0, "\(usage.stderr)")
        #expect(usage.stdout.hasPrefix("One Call requests today (") && usage.stdout.contains(": 0 of 50\n"))
        #expect(usage.stderr.contains("--onecall-usage goes on without it (the limit shown is"), "\(usage.stderr)")
    }

    @Test func clearCacheTakesNoPlace() async throws {
        let result = try await runner.run(["--clear-cache", "London"])
        #expect(result.status == 64)
        #expect(result.stderr == "weather: --clear-cache takes no place; drop London\n")
        let json = try await runner.run(["--clear-cache", "London", "--json"])
        #expect(json.status == 64)
        #expect((try Self.object(json.stdout)["error"] as? [String: Any])?["kind"] as? String == "usage")
    }

    /// A list cannot be a bar's line: the bar gets its error line (and exit 0, so it keeps running),
    /// and the message names both flags.
    @Test func matchesRefusesWaybar() async throws {
        let server = try AirAndOutlookEndToEndTests.server()
        let result = try await runner.run(["--matches", "London", "--waybar"], server: server)
        #expect(server.requests.isEmpty)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("weather: --matches prints a list, which --waybar cannot show"))
        #expect((try Self.object(result.stdout)["class"] as? [String]) == ["error"])
        let template = try await runner.run(["--matches", "London", "--format", "{city}"], server: server)
        #expect(template.status == 64 && template.stdout == "")
        #expect(template.stderr.hasPrefix("weather: --matches prints a list, which --format cannot show"))
    }

    /// `--format ''` with `--waybar` is the bar's default text, as the README says, even when the
    /// config file has a template.
    @Test func anEmptyFormatGivesTheBarItsDefaultText() async throws {
        _ = try runner.sandbox.writeConfig(#"{"format": "{city} {humidity}"}"#)
        let server = try AirAndOutlookEndToEndTests.server()
        let result = try await runner.run(["51.5,-0.1", "--waybar", "--format", ""], server: server)
        #expect(try Self.object(result.stdout)["text"] as? String == "🌧️ 9 °C")
        let configured = try await runner.run(["51.5,-0.1", "--waybar"], server: server)
        #expect(try Self.object(configured.stdout)["text"] as? String == "London 87%")
    }

    /// `--air` asks for the full view, as `--chart` does: air quality is never fetched and then
    /// hidden by the config's template. `--aqi-scale` typed on the command line is `--air` on that
    /// scale, in every decision: the full view, the request, and the same refusals.
    @Test(arguments: [(["--air"], "--air"), (["--aqi-scale", "epa"], "--aqi-scale")])
    func airIsShownWhenAskedDespiteAConfigTemplate(flag: [String], name: String) async throws {
        _ = try runner.sandbox.writeConfig(#"{"format": "{city} {temp}"}"#)
        let server = try AirAndOutlookEndToEndTests.server()
        let result = try await runner.run(["51.5,-0.1"] + flag, server: server)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("London, GB\n"), "\(result.stdout)")
        #expect(
            result.stdout.contains("\n  Air          " + (name == "--air" ? "AQI 1 (OWM): Good" : "AQI ")),
            "\(result.stdout)")
        #expect(server.requests.contains { $0.path == "/data/2.5/air_pollution" })
        let explicit = try await runner.run(["51.5,-0.1", "--format", "{temp}"] + flag, server: server)
        #expect(explicit.status == 64)
        #expect(
            explicit.stderr.hasPrefix("weather: --format prints one line of current weather and cannot show \(name)"))
        let input = try await runner.run(
            ["--input", Fixtures.url(Fixtures.londonCurrent).path] + flag, server: server)
        #expect(input.status == 64)
        #expect(input.stderr == "weather: \(name) needs a place; --input holds current weather only\n")
    }
}
