import Foundation
import TestSupport
import Testing

/// `--format` templates and config `format`, through the built binary.
@Suite struct TemplateEndToEndTests: LondonSuite {
    let runner: WeatherRunner
    var sandbox: SandboxHome { runner.sandbox }

    init() throws { runner = try WeatherRunner() }

    @Test func templateValuesAreNeverInterpreted() async throws {
        let body =
            #"{"coord":{"lat":1,"lon":2},"main":{"temp":273.15,"humidity":50},"dt":1,"name":"%s {temp} Town","#
            + #""weather":[{"id":800,"main":"Clear","description":"100% {{clear}}","icon":"01n"}]}"#
        let server = try LoopbackServer(always: .json(body))
        let result = try await run(
            Self.place + ["--format", "{city}|{temp}|{temp:.0}|{desc}|{icon}|{gust}|{{x}}|%d"], server: server)
        #expect(result.status == 0)
        #expect(result.stdout == "%s {temp} Town|0.0 °C|0 °C|100% {{clear}}|🌙||{x}|%d\n")
    }

    @Test func templateUnitsFollowUnitsAndConfigCanSetIt() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        try sandbox.writeConfig(#"{"format": "{temp:.0} {wind} {humidity}"}"#)
        let result = try await run(Self.place + ["--units", "imperial"], server: server)
        #expect(result.stdout == "48 °F 12.8 mph 87%\n")
    }

    @Test func anUnknownPlaceholderIsAUsageErrorListingTheValidOnes() async throws {
        let result = try await run(Self.place + ["--format", "{tmep}"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "weather: `--format {tmep}`: expected a known placeholder, not {tmep} (did you mean `{temp}`?); "
                    + "valid: {city} "))
        #expect(result.stderr.contains("{updated}"))
    }

    /// The dew point, worked out from London's 8.72 °C at 87% (6.68 °C by Buck's equation), in
    /// every form of the built binary.
    @Test func theDewPointIsShownEverywhere() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        let human = try await run(Self.place, server: server)
        #expect(human.stdout.contains("  Humidity     87%\n  Dew point    6.7 °C\n"), "\(human.stdout)")
        let line = try await run(Self.place + ["--units", "imperial", "--format", "{dew}|{dew:.0}"], server: server)
        #expect(line.stdout == "44.0 °F|44 °F\n")
        let json = try await run(Self.place + ["--json", "--units", "imperial"], server: server)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["current"] as? [String: Any])?["dew_point_c"] as? Double == 6.68)
    }
}
