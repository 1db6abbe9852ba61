import Foundation
import TestSupport
import Testing

/// `--provider open-meteo,met-norway` with the built binary: a stand-in for both, each of which
/// can be made to fail with a 503.
@Suite struct ProviderChainEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// Open-Meteo's Berlin and MET Norway's London, unless `down` names the service that answers 503.
    final class StandIn: @unchecked Sendable {
        let server: LoopbackServer

        init() throws {
            let forecast = try Fixtures.observed(
                "open-meteo/tpryan_forecast_berlin_celsius-kmh-gmt_current-hourly168-daily7.json")
            let met = try Fixtures.data(MetNorwayEndToEndTests.london)
            let box = Box()
            server = try LoopbackServer { request in
                let busy = LoopbackServer.Reply.json(#"{"error":true,"reason":"busy"}"#, status: 503)
                switch request.path {
                case "/v1/forecast": return box.isDown("open-meteo") ? busy : .json(forecast)
                case "/weatherapi/locationforecast/2.0/complete": return box.isDown("met") ? busy : .json(met)
                default: return .json("{}", status: 404)
                }
            }
            self.box = box
        }

        private let box: Box

        func take(down services: Set<String>) { box.set(services) }

        final class Box: @unchecked Sendable {
            private let lock = NSLock()
            private var down: Set<String> = []
            func set(_ services: Set<String>) { lock.withLock { down = services } }
            func isDown(_ service: String) -> Bool { lock.withLock { down.contains(service) } }
        }
    }

    func run(_ arguments: [String], _ standIn: StandIn) async throws -> ProcessResult {
        try await runner.run(
            ["--provider", "open-meteo,met-norway", "--retries", "0", "52.52,13.42"] + arguments,
            server: standIn.server,
            ["OPEN_METEO_BASE_URL": standIn.server.baseURL, "MET_NORWAY_BASE_URL": standIn.server.baseURL],
            withKey: false)
    }

    @Test func whenOpenMeteoIsDownMetNorwayAnswersAndTheRunSaysSo() async throws {
        let standIn = try StandIn()
        standIn.take(down: ["open-meteo"])
        let human = try await run([], standIn)
        #expect(human.status == 0, "\(human.stderr)")
        #expect(
            human.stderr == "weather: Open-Meteo could not answer (server error, HTTP 503); showing MET Norway's data\n"
        )
        #expect(human.stdout.contains("  Data         MET Norway, CC BY 4.0\n"), "\(human.stdout)")

        let json = try await run(["--json", "--refresh"], standIn)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["provider"] as? String == "met-norway")
        let fallback = try #require(source["fallback"] as? [[String: String]])
        #expect(fallback == [["provider": "open-meteo", "reason": "server error, HTTP 503"]])

        let bar = try await run(["--waybar", "--refresh"], standIn)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(bar.stdout.utf8)) as? [String: Any])
        #expect((line["class"] as? [String])?.contains("fallback") == true, "\(bar.stdout)")
    }

    @Test func whenBothAreDownOneLineNamesEach() async throws {
        let standIn = try StandIn()
        standIn.take(down: ["open-meteo", "met"])
        let result = try await run([], standIn)
        #expect(result.status == 75)
        #expect(
            result.stderr
                == "weather: no provider could answer: Open-Meteo (server error, HTTP 503), MET Norway (server error, "
                + "HTTP 503)\n")
    }

    /// A bar never goes blank while anything can answer: an old answer stands when both are down.
    @Test func anOldAnswerStandsWhenBothAreDown() async throws {
        let standIn = try StandIn()
        let fresh = try await run(["--format", "{temp}"], standIn)
        #expect(fresh.status == 0 && fresh.stdout == "16.5 °C\n", "\(fresh.stderr)")
        standIn.take(down: ["open-meteo", "met"])
        let old = try await run(["--format", "{temp}", "--refresh"], standIn)
        #expect(old.status == 0, "\(old.stderr)")
        #expect(old.stdout == "16.5 °C\n")
        #expect(old.stderr.contains("showing data from"), "\(old.stderr)")
        #expect(old.stderr.contains("server error, HTTP 503"), "\(old.stderr)")
    }
}
