import Foundation
import TestSupport
import Testing

@testable import WeatherKit

#if canImport(Glibc)
    import Glibc
#endif

/// The whole command in process: in-memory streams, transport and clock.
@Suite struct WeatherCommandTests {
    static let key = "c0dec0dec0dec0dec0dec0dec0dec0de"
    /// No HOME and no XDG folders: no config file, and `--cache-ttl 0` so no cache and no notice
    /// that there is none.
    static let environment = ["OPENWEATHERMAP_API_KEY": key, "LANG": "C.UTF-8"]

    let clock = TestClock()

    func run(
        _ arguments: [String], server: InMemoryServer, streams: CapturedStreams = CapturedStreams(),
        environment: [String: String] = WeatherCommandTests.environment
    ) async -> (ExitCode, CapturedStreams) {
        let command = WeatherCommand(
            environment: environment, streams: streams.streams(), transport: server.transport, time: clock.time)
        return (await command.run(["--cache-ttl", "0"] + arguments + ["--base-url", "https://owm.test"]), streams)
    }

    @Test func aFetchPrintsTheHumanViewAndNothingOnStderr() async throws {
        // Observed now, as a fresh answer is: London's from 2020 would rightly be marked old.
        let server = InMemoryServer(
            clock: clock, replies: [.json(try Fixtures.observed(Fixtures.londonCurrent, at: clock.now))])
        let (code, streams) = await run(["51.5,-0.1"], server: server)
        #expect(code == .success)
        #expect(streams.stdout.hasPrefix("London, GB\n🌧️ moderate rain\n"))
        #expect(streams.stderr == "")
        #expect(server.requests.first?.query["appid"] == Self.key)
    }

    /// A connection per request of a place, and never more than four in all, whatever the places
    /// and parts (the server answers every request with the same JSON; only the asking counts here).
    @Test(
        arguments: [
            (["51.5,-0.1"], 1), (["51.5,-0.1", "--forecast"], 2), (["51.5,-0.1", "1,2", "--forecast"], 4),
            (["51.5,-0.1", "1,2", "3,4", "--air", "--forecast"], 4), (["51.5,-0.1", "1,2", "3,4", "5,6", "7,8"], 4),
        ] as [([String], Int)])
    func neverMoreThanFourConnections(arguments: [String], connections: Int) async throws {
        let server = InMemoryServer(clock: clock, replies: [try .fixture(Fixtures.londonCurrent)])
        _ = await run(arguments + ["--json"], server: server)
        #expect(!server.requests.isEmpty)
        #expect(server.requests.allSatisfy { $0.connectionsPerHost == connections })
    }

    @Test func withNoHomeTheCacheIsOffAndSaysSoOnce() async throws {
        let server = InMemoryServer(clock: clock, replies: [try .fixture(Fixtures.londonCurrent)])
        let streams = CapturedStreams()
        let command = WeatherCommand(
            environment: Self.environment, streams: streams.streams(), transport: server.transport, time: clock.time)
        let code = await command.run(["51.5,-0.1", "--base-url", "https://owm.test"])
        #expect(code == .success)
        #expect(streams.stderr == "weather: neither XDG_CACHE_HOME nor HOME is set, so nothing is cached\n")
    }

    @Test func aRelativeXDGCacheHomeIsNamedAsTheReasonThereIsNoCache() async throws {
        let server = InMemoryServer(clock: clock, replies: [try .fixture(Fixtures.londonCurrent)])
        let streams = CapturedStreams()
        let command = WeatherCommand(
            environment: Self.environment.merging(["XDG_CACHE_HOME": "relative/cache"]) { $1 },
            streams: streams.streams(), transport: server.transport, time: clock.time)
        #expect(await command.run(["51.5,-0.1", "--base-url", "https://owm.test"]) == .success)
        #expect(
            streams.stderr
                == "weather: XDG_CACHE_HOME is not an absolute path, so it is ignored, and HOME is not set, "
                + "so nothing is cached\n")
    }

    @Test func aFailedReadOfStandardInputIsExit66NotAnEmptyBody() async throws {
        let streams = CapturedStreams()
        var captured = streams.streams()
        captured.readInput = { .unreadable(reason: "input/output error") }
        let command = WeatherCommand(
            environment: Self.environment, streams: captured,
            transport: InMemoryServer(clock: clock, replies: []).transport,
            time: clock.time)
        #expect(await command.run(["--input", "-"]) == .noInput)
        #expect(streams.stderr == "weather: cannot read --input -: input/output error\n")
    }

    /// The chart's width: `COLUMNS`, else the terminal's (`TIOCGWINSZ`), else 80.
    @Test(
        arguments: [
            ([:], nil, 80), (["COLUMNS": "100"], 66, 100), ([:], 66, 66), (["COLUMNS": "x"], 70, 70),
            (["COLUMNS": "0"], nil, 80),
        ] as [([String: String], Int?, Int)])
    func theChartTakesTheTerminalsWidth(variables: [String: String], terminal: Int?, expected: Int) async throws {
        let now = clock.now
        let forecast = try Fixtures.retimed(Fixtures.londonForecast, firstStepAt: now)
        let current = try Fixtures.data(Fixtures.londonCurrent)
        let server = InMemoryServer(clock: clock) { request in
            .json(request.url.path.hasSuffix("forecast") ? forecast : current)
        }
        let streams = CapturedStreams()
        var captured = streams.streams()
        captured.terminalColumns = terminal
        let command = WeatherCommand(
            environment: Self.environment.merging(variables) { $1 }, streams: captured, transport: server.transport,
            time: clock.time)
        #expect(
            await command.run(["--cache-ttl", "0", "51.5,-0.1", "--chart", "--base-url", "https://owm.test"])
                == .success)
        let chart = streams.stdout.split(separator: "\n").drop { !$0.hasPrefix("Next 48 h") }
        #expect(chart.count == 9, "\(streams.stdout)")
        #expect(chart.map(\.count).max() == expected)
    }

    @Test func aFullDiskIsExit74WithOneLineOnStderr() async throws {
        let server = InMemoryServer(clock: clock, replies: [try .fixture(Fixtures.londonCurrent)])
        let (code, streams) = await run(
            ["51.5,-0.1", "--json"], server: server, streams: CapturedStreams(outputFailure: ENOSPC))
        #expect(code == .ioError)
        #expect(streams.stderr == "weather: cannot write to standard output: No space left on device\n")
    }

    @Test func aReaderThatWentAwayIsAQuiet141() async throws {
        let server = InMemoryServer(clock: clock, replies: [try .fixture(Fixtures.londonCurrent)])
        let (code, streams) = await run(["51.5,-0.1"], server: server, streams: CapturedStreams(outputFailure: EPIPE))
        #expect(code == .brokenPipe)
        #expect(streams.stderr == "")
    }

    /// The command's own failure decides the code; the lost output is still reported.
    @Test func aFailedRunKeepsItsCodeWhenStdoutFailsToo() async throws {
        let server = InMemoryServer(clock: clock, replies: [.json("{}", status: 404)])
        let (code, streams) = await run(
            ["51.5,-0.1", "--json"], server: server, streams: CapturedStreams(outputFailure: EBADF))
        #expect(code == .notFound)
        #expect(
            streams.stderr.hasSuffix("\nweather: cannot write to standard output: Bad file descriptor\n"),
            "\(streams.stderr)")
    }

    @Test func aUsageErrorWithJSONIsAnErrorObjectOnStdout() async throws {
        let server = InMemoryServer(clock: clock, replies: [.json("{}")])
        let (code, streams) = await run(["--bogus", "--json"], server: server)
        #expect(code == .usage)
        #expect(
            streams.stdout
                == #"{"schema_version":1,"error":{"code":64,"kind":"usage","message":"unknown option `--bogus`; see weather --help"}}"#
                + "\n")
        #expect(server.requests.isEmpty)
    }

    /// A server that puts the key into every name it sends back: no output form may show it.
    @Test(arguments: [
        ["51.5,-0.1"], ["51.5,-0.1", "--json"], ["51.5,-0.1", "--format", "{city} {desc}"], ["51.5,-0.1", "--waybar"],
        ["51.5,-0.1", "--local-time"], ["51.5,-0.1", "1,2"], ["London", "--matches"],
        ["London", "--matches", "--json"],
        ["London"],
    ])
    func anEchoedKeyReachesNoOutput(arguments: [String]) async throws {
        let echo = Self.key
        let server = InMemoryServer(clock: clock) { request in
            switch request.url.path {
            case "/geo/1.0/direct":
                .json(#"[{"name":"\#(echo)","lat":1,"lon":2,"country":"GB","state":"\#(echo)"}]"#)
            default:
                .json(
                    #"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"name":"\#(echo)","#
                        + #""weather":[{"id":800,"main":"Clear","description":"sky \#(echo)"}]}"#)
            }
        }
        let (code, streams) = await run(arguments, server: server)
        #expect(code == .success)
        #expect(!streams.stdout.contains(Self.key) && !streams.stderr.contains(Self.key))
        #expect(streams.stdout.contains("[redacted]"))
    }
}

@Suite struct ImmediateTextTests {
    /// Help, the version and completions are printed as they are, even when the key is a word
    /// they use.
    @Test(arguments: [["--help"], ["--completions", "bash"]])
    func areNotRedacted(arguments: [String]) async {
        let captured = CapturedStreams()
        let clock = TestClock()
        let command = WeatherCommand(
            environment: [:], streams: captured.streams(),
            transport: InMemoryServer(clock: clock, replies: [.json("{}")]).transport, time: clock.time)
        #expect(await command.run(["--api-key", "a"] + arguments) == .success)
        #expect(!captured.stdout.contains("[redacted]"))
    }
}
