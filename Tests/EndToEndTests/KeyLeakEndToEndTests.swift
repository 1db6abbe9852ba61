import Foundation
import TestSupport
import Testing

/// A server that echoes the key in everything it sends back: the city name and description of a
/// 200 body, the geocoder's names, error messages. No output form, and no cache file, may hold it
/// (``WeatherRunner`` checks stdout, stderr and every file in HOME after each run).
@Suite struct KeyLeakEndToEndTests {
    static let key = WeatherRunner.key

    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    static func echoingServer() throws -> LoopbackServer {
        let weather =
            #"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"timezone":3600,"name":"Town \#(key)","#
            + #""sys":{"country":"GB","sunrise":1588048633,"sunset":1588097906},"#
            + #""weather":[{"id":500,"main":"Rain","description":"rain on \#(key)","icon":"10d"}]}"#
        let forecast =
            #"{"cod":"200","city":{"name":"\#(key)","timezone":0},"list":[{"dt":1,"main":{"temp":280},"#
            + #""weather":[{"id":500,"main":"Rain","description":"\#(key)"}]}]}"#
        let places =
            #"[{"name":"\#(key)","lat":1,"lon":2,"country":"GB","state":"\#(key)"},"#
            + #"{"name":"Other \#(key)","lat":3,"lon":4,"country":"US"}]"#
        return try LoopbackServer { request in
            switch request.path {
            case "/geo/1.0/direct":
                request.query["q"] == "Nowhere"
                    ? .json(#"{"cod":"404","message":"no \#(key) here"}"#, status: 404) : .json(places)
            case "/data/2.5/forecast": .json(forecast)
            default: .json(weather)
            }
        }
    }

    @Test(arguments: [
        ["51.5,-0.1"], ["51.5,-0.1", "--json"], ["51.5,-0.1", "--format", "{city} {desc} {cond}"],
        ["51.5,-0.1", "--waybar"], ["51.5,-0.1", "--local-time"], ["51.5,-0.1", "--hourly"],
        ["London", "--matches"], ["London", "--matches", "--json"], ["London", "1,2"], ["London", "1,2", "--json"],
        ["London", "--forecast", "--json"],
    ])
    func noOutputFormShowsTheKey(arguments: [String]) async throws {
        let server = try Self.echoingServer()
        let result = try await runner.run(arguments, server: server)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("[redacted]"), "\(result.stdout)")
        // Every request for the API carries the key; the GET that opens a connection early, nothing.
        #expect(server.requests.allSatisfy { $0.opensConnection || $0.query["appid"] == Self.key })
    }

    /// Messages on stderr: a failed place among several, and the server's own error text.
    @Test(arguments: [["London", "Nowhere"], ["London", "Nowhere", "--json"], ["Nowhere"]])
    func noMessageShowsTheKey(arguments: [String]) async throws {
        let result = try await runner.run(arguments, server: try Self.echoingServer())
        #expect(result.status == 69)
        #expect(result.stderr.contains("[redacted]"), "\(result.stderr)")
    }

    /// A second run reads the cache, whose files the first run wrote without the key.
    @Test func theCacheHoldsNoKeyAndServesTheSameRedactedText() async throws {
        let server = try Self.echoingServer()
        let first = try await runner.run(["London", "--forecast"], server: server)
        let second = try await runner.run(["London", "--forecast"], server: server)
        #expect(server.requests.filter(\.isForTheAPI).count == 3)
        #expect(try runner.cacheFiles().count == 3)
        #expect(first.stdout == second.stdout)
    }
}
