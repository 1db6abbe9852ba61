import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Retries, deadlines, hostile servers, pipes and signals, through the built binary.
@Suite struct ReliabilityEndToEndTests {
    static let key = WeatherRunner.key
    static let london = Fixtures.londonCurrent
    static let mebibyte = 1024 * 1024

    let runner: WeatherRunner
    var sandbox: SandboxHome { runner.sandbox }

    init() throws { runner = try WeatherRunner() }

    func start(_ arguments: [String], server: LoopbackServer, measuringMemory: Bool = false) throws -> RunningProcess {
        try runner.start(arguments, server: server, measuringMemory: measuringMemory)
    }

    /// `weather 51.5,-0.1 arguments…`.
    func run(
        _ arguments: [String] = [], server: LoopbackServer, measuringMemory: Bool = false
    ) async throws -> ProcessResult {
        let result = try await start(["51.5,-0.1"] + arguments, server: server, measuringMemory: measuringMemory)
            .result()
        runner.checkNoLeak(result)
        return result
    }

    static func sequence(_ replies: [LoopbackServer.Reply]) throws -> LoopbackServer {
        let answers = ReplySequence(replies)
        return try LoopbackServer { _ in answers.next() }
    }

    // MARK: retries

    @Test func two503sThenA200SucceedsAfterThreeRequests() async throws {
        let busy = LoopbackServer.Reply.json(#"{"cod":503,"message":"busy"}"#, status: 503)
        let server = try Self.sequence([busy, busy, .json(try Fixtures.data(Self.london))])
        let result = try await run(server: server)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("London, GB\n"))
        #expect(server.requests.count == 3)
    }

    @Test func retryAfterOneSecondWaitsAtLeastThatLong() async throws {
        let server = try Self.sequence([
            .respond(status: 429, headers: ["Retry-After": "1"], body: Data(#"{"cod":429}"#.utf8)),
            .json(try Fixtures.data(Self.london)),
        ])
        let result = try await run(server: server)
        #expect(result.status == 0)
        #expect(result.seconds >= 1.0)
        #expect(server.requests.count == 2)
    }

    @Test func retryAfterAnHourFailsAtOnceSayingWhen() async throws {
        let server = try LoopbackServer(
            always: .respond(status: 429, headers: ["Retry-After": "3600"], body: Data(#"{"cod":429}"#.utf8)))
        let result = try await run(server: server)
        #expect(result.status == 75)
        #expect(result.stderr.contains("; try again after "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        // One request: it did not wait the hour, nor any pause, to ask again. (How long it waits is
        // the unit tests' business, on the test clock: HTTPClientTests.)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [401, 404, 400])
    func aClientErrorIsAskedOnce(status: Int) async throws {
        let server = try LoopbackServer(always: .json(#"{"cod":\#(status),"message":"no"}"#, status: status))
        let result = try await run(server: server)
        #expect(result.status != 0)
        #expect(server.requests.count == 1)
    }

    // MARK: deadlines

    /// Silence, and a server that drips a byte every 50 ms (which resets any per-read timeout),
    /// both end at `--timeout`, retries included: a 1.2 s answer leaves time for one retry in
    /// 2 s, never two (each attempt with 2 s of its own would make three).
    @Test(arguments: [
        LoopbackServer.Reply.neverAnswer, .endless(chunk: 1, interval: 0.05),
        .delayed(seconds: 1.2, .json(#"{"cod":503}"#, status: 503)),
    ])
    func aServerThatNeverFinishesEndsWithinTheTimeout(reply: LoopbackServer.Reply) async throws {
        let server = try LoopbackServer(always: reply)
        defer { server.stop() }
        let result = try await run(["--timeout", "2"], server: server)
        #expect(result.status == 75, "\(result.stderr)")
        #expect(server.requests.count <= 2, "\(server.requests.count) requests in 2 s")
        // Far from the hour the server would take, or the 60 s after which the test kills it.
        #expect(result.seconds < 2 + ProcessResult.busyMachineSlack, "it took \(result.seconds) s")
        #expect(result.stderr.hasPrefix("weather: "))
    }

    // MARK: hostile bodies

    @Test func aThreeMiBBodyIsRefusedWhileTheProcessStaysSmall() async throws {
        let body = Data(repeating: UInt8(ascii: " "), count: 3 * Self.mebibyte)
        let result = try await run(server: try LoopbackServer(always: .json(body)), measuringMemory: true)
        #expect(result.status == 65)
        #expect(
            result.stderr == "weather: bad response from OpenWeatherMap: the body is larger than 2 MiB; refusing it\n")
        #expect(
            result.peakResidentBytes < 50 * Self.mebibyte, "peak RSS \(result.peakResidentBytes / Self.mebibyte) MiB")
    }

    @Test func anEndlessStreamIsCutOffAtTwoMiB() async throws {
        let server = try LoopbackServer(always: .endless(chunk: 65_536, interval: 0))
        defer { server.stop() }
        let result = try await run(server: server, measuringMemory: true)
        #expect(result.status == 65)
        #expect(result.stderr.contains("larger than 2 MiB"))
        #expect(result.peakResidentBytes < 50 * Self.mebibyte)
    }

    @Test(arguments: [
        (#"{"coord":{"lat":1,"lon":2},"main":{"temp":1e400},"dt":1}"#, "`main.temp` is not a number"),
        (#"{"coord":{"lat":1,"lon":2},"main":{"temp":NaN},"dt":1}"#, "the body is not valid JSON"),
        ("<html>Bad Gateway</html>", "got an HTML page, not JSON (is the base URL right?)"),
        ("{\"cod\":", "the JSON is truncated (it ends after 7 bytes)"),
        (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), ""),
    ])
    func unusableNumbersAndBodiesAreBadResponses(body: String, problem: String) async throws {
        let result = try await run(["--json"], server: try LoopbackServer(always: .json(body)))
        #expect(result.status == 65)
        #expect(
            result.stdout.contains(#""kind":"bad_response","message":"bad response from OpenWeatherMap: \#(problem)"#))
    }

    @Test func gzipThatDoesNotDecompressIsABadResponseAndNotRetried() async throws {
        let server = try LoopbackServer(
            always: .respond(status: 200, headers: ["Content-Encoding": "gzip"], body: Data("not gzip".utf8)))
        let result = try await run(server: server)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "weather: bad response from OpenWeatherMap: the body's compression (Content-Encoding) is corrupt\n")
        #expect(server.requests.count == 1)
    }

    @Test func aContentLengthThatLiesIsRetriedThenTemporary() async throws {
        let server = try LoopbackServer(always: .halfBody(status: 200, body: try Fixtures.data(Self.london)))
        let result = try await run(["--retries", "1"], server: server)
        #expect(result.status == 75)
        #expect(
            result.stderr
                == "weather: the connection to 127.0.0.1 closed before the answer was complete; try again\n")
        #expect(server.requests.count == 2)
    }

    @Test func negativeZeroPrintsAsZero() async throws {
        let body =
            #"{"coord":{"lat":-0,"lon":2},"main":{"temp":273.15},"wind":{"speed":-0,"deg":-0},"dt":1,"name":"Z"}"#
        let server = try LoopbackServer(always: .json(body))
        let human = try await run(server: server)
        #expect(human.stdout.contains("Temperature  0.0 °C"))
        #expect(human.stdout.contains("Wind         0.0 m/s from N (0°)"))
        let json = try await run(["--json"], server: server)
        #expect(json.stdout.contains(#""lat":0,"#) && json.stdout.contains(#""speed_ms":0,"#))
        #expect(!json.stdout.contains("-0,") && !json.stdout.contains("-0}"))
    }

    // MARK: pipes and signals

    /// `weather --json | head -c 10`, and a reader that is gone before `weather` writes: both end
    /// quietly with 0 or 141 (SIGPIPE), never a trace on stderr.
    @Test(arguments: ["head -c 10", "true"])
    func aClosedPipeEndsQuietly(reader: String) async throws {
        let server = try LoopbackServer(always: .json(try Fixtures.data(Self.london)))
        let script = #"set -o pipefail; "$0" "$@" | \#(reader)"#
        let result = try await runner.run(
            ["-c", script, WeatherProcess.executable.path, "51.5,-0.1", "--json"], server: server,
            program: URL(fileURLWithPath: "/bin/bash"))
        #expect([0, 141].contains(result.status), "status \(result.status)")
        #expect(result.stderr == "")
        if reader.hasPrefix("head") { #expect(result.stdout == #"{"schema_v"#) }
    }

    /// The signal arrives while the answer's cache entry is being made (its temporary file exists
    /// for as long as the request runs), so the test fails if the signal path stops deleting it.
    @Test(arguments: [(Int32(SIGINT), Int32(130)), (Int32(SIGTERM), Int32(143)), (Int32(SIGHUP), Int32(129))])
    func anInterruptEndsLikeTheSignalAndLeavesNoTemporaryFiles(signal: Int32, status: Int32) async throws {
        let server = try LoopbackServer(always: .neverAnswer)
        defer { server.stop() }
        let process = try start(["51.5,-0.1", "--timeout", "120"], server: server)
        // The entry's temporary file is made before the request goes out, so once the server has
        // the request, the file is there. (A busy machine may take seconds to get that far.)
        let arrived = try await eventually { !server.requests.isEmpty }
        #expect(arrived, "the request never reached the server")
        #expect(server.requests.count == 1)
        #expect(temporaryFiles().count == 1, "the request is in flight, so its entry's temporary file exists")
        process.signal(signal)
        let result = try await process.result()
        runner.checkNoLeak(result)
        #expect(result.status == status)
        #expect(result.stderr == "")
        // Long before its own 120 s deadline (the margin is for a machine busy with the whole suite).
        #expect(result.seconds < 60)
        #expect(temporaryFiles() == [])
    }

    func temporaryFiles() -> [String] { runner.filesInHome().filter { $0.hasSuffix(".tmp") } }
}
