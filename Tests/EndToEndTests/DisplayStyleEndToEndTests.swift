import Foundation
import TestSupport
import Testing

/// The display style's options through the built binary: from the flag, and from the config file.
@Suite struct DisplayStyleEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    @Test func theWindUnitComesFromTheFlagOrTheConfig() async throws {
        let body = try Fixtures.data(Fixtures.londonCurrent)
        let flag = try await runner.run(["--input", "-", "--wind-unit", "bft"], stdin: body)
        #expect(flag.status == 0)
        #expect(flag.stdout.contains("\n  Wind         4 Bft, moderate breeze from E (90°)\n"), "\(flag.stdout)")
        _ = try runner.sandbox.writeConfig(#"{"wind_unit": "kmh"}"#)
        let configured = try await runner.run(["--input", "-", "--format", "{wind}"], stdin: body)
        #expect(configured.stdout == "20.5 km/h\n")
        let json = try await runner.run(["--input", "-", "--json", "--wind-unit", "kn"], stdin: body)
        #expect(json.stdout.contains(#""wind":{"speed_ms":5.7,"#))
    }

    @Test func theClockComesFromTheFlagOrTheConfig() async throws {
        let body = try Fixtures.data(Fixtures.londonCurrent)
        let flag = try await runner.run(["--input", "-", "--clock", "12"], stdin: body)
        #expect(flag.stdout.contains("\n  Sunrise      4:37 AM UTC (5:37 AM local, UTC+1)\n"), "\(flag.stdout)")
        _ = try runner.sandbox.writeConfig(#"{"clock": 12}"#)
        let configured = try await runner.run(["--input", "-", "--format", "{sunset}"], stdin: body)
        #expect(configured.stdout == "7:18 PM UTC\n")
        let back = try await runner.run(["--input", "-", "--format", "{sunset}", "--clock", "24"], stdin: body)
        #expect(back.stdout == "19:18 UTC\n")
    }
}
