import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The words for WMO weather codes 95, 96 and 99, and two neighbours, as a user of JSON and of a
/// template sees them, from a saved Open-Meteo answer read with `--input -`. The expected words
/// are WMO code table 4677 as Open-Meteo's documentation words it ("95: Thunderstorm: Slight or
/// moderate; 96, 99: Thunderstorm with slight and heavy hail"; "85, 86: Snow showers slight and
/// heavy"), lower-cased as the other descriptions are. JSON and templates stay English under
/// another locale.
@Suite struct WMOThunderstormWordsTests {
    static let berlin = "open-meteo/tpryan_forecast_berlin_celsius-kmh_EDITED-cest-current-daily1.json"

    static let words: [(Int, String)] = [
        (95, "thunderstorm"),
        (96, "thunderstorm with slight hail"),
        (99, "thunderstorm with heavy hail"),
        (85, "slight snow showers"),
        (86, "heavy snow showers"),
    ]

    /// Berlin's answer with `current.weather_code` (3, overcast, as recorded) set to `code`.
    static func answer(code: Int) throws -> Data {
        let body = String(decoding: try Fixtures.data(berlin), as: UTF8.self)
        let edited = body.replacingOccurrences(of: #""weather_code": 3,"#, with: #""weather_code": \#(code),"#)
        #expect(edited != body)
        return Data(edited.utf8)
    }

    static func run(_ arguments: [String], input: Data, locale: String) async -> (ExitCode, CapturedStreams) {
        let clock = TestClock()
        let streams = CapturedStreams(input: input)
        let command = WeatherCommand(
            environment: ["LANG": locale], streams: streams.streams(),
            transport: InMemoryServer(clock: clock, replies: []).transport, time: clock.time)
        return (await command.run(["--cache-ttl", "0", "--input", "-"] + arguments), streams)
    }

    @Test(arguments: words)
    func jsonDescribesTheCodeInWMOsWords(code: Int, description: String) async throws {
        for locale in ["C.UTF-8", "de_DE.UTF-8"] {
            let (exit, streams) = await Self.run(["--json"], input: try Self.answer(code: code), locale: locale)
            #expect(exit == .success, "\(streams.stderr)")
            let current = try JSONReportTests.object(streams.stdout, at: "current")
            let conditions = try #require(current["conditions"] as? [[String: Any]])
            #expect(conditions.first?["description"] as? String == description, "\(code) under \(locale)")
        }
    }

    @Test(arguments: words)
    func aTemplatesDescIsTheCodeInWMOsWords(code: Int, description: String) async throws {
        for locale in ["C.UTF-8", "de_DE.UTF-8"] {
            let (exit, streams) = await Self.run(
                ["--format", "{desc}"], input: try Self.answer(code: code), locale: locale)
            #expect(exit == .success, "\(streams.stderr)")
            #expect(streams.stdout == description + "\n", "\(code) under \(locale)")
        }
    }
}
