import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct RetryTests {
    static let london = "current/dblock_london-gb_standard_rain1h_2020.json"
    static let point = Coordinates(latitude: 1, longitude: 2)

    static func client(
        _ server: LoopbackServer, retries: Int = RetryPolicy.defaultRetries, timeout: Double = 10
    )
        throws -> OpenWeatherMapClient
    {
        OpenWeatherMapClient(
            baseURL: try #require(URL(string: server.baseURL)), apiKey: "k", language: nil,
            http: HTTPClient(timeout: timeout), retry: RetryPolicy(retries: retries))
    }

    @Test func twoServerErrorsThenSuccessTakesThreeRequests() async throws {
        let answers = ReplySequence([
            .json(#"{"cod":503}"#, status: 503), .json("busy", status: 502), .json(try Fixtures.data(Self.london)),
        ])
        let server = try LoopbackServer { _ in answers.next() }
        let weather = try await Self.client(server).currentWeather(at: Self.point)
        #expect(weather.value.location.name == "London")
        #expect(server.requests.count == 3)
    }

    @Test func aDroppedConnectionIsRetried() async throws {
        let answers = ReplySequence([.dropConnection, .json(try Fixtures.data(Self.london))])
        let server = try LoopbackServer { _ in answers.next() }
        _ = try await Self.client(server).currentWeather(at: Self.point)
        #expect(server.requests.count == 2)
    }

    @Test func retryAfterOneSecondIsHonoured() async throws {
        let answers = ReplySequence([
            .respond(status: 429, headers: ["Retry-After": "1"], body: Data(#"{"cod":429}"#.utf8)),
            .json(try Fixtures.data(Self.london)),
        ])
        let server = try LoopbackServer { _ in answers.next() }
        let start = Date()
        _ = try await Self.client(server).currentWeather(at: Self.point)
        #expect(Date().timeIntervalSince(start) >= 1.0)
        #expect(server.requests.count == 2)
    }

    @Test func retryAfterAnHourFailsAtOnceSayingWhen() async throws {
        let server = try LoopbackServer(
            always: .respond(
                status: 429, headers: ["Retry-After": "3600"], body: Data(#"{"cod":429,"message":"slow"}"#.utf8)))
        let client = try Self.client(server)
        let error = try await #require(throws: APIError.self) { try await client.currentWeather(at: Self.point) }
        #expect(server.requests.count == 1)
        #expect(error.exitCode == .temporary)
        let expected = LocalTime(Date().addingTimeInterval(3600)).hoursMinutes
        #expect(error.description.hasSuffix("; try again after \(expected) UTC"), "\(error.description)")
    }

    @Test(arguments: [400, 401, 403, 404])
    func otherClientErrorsAreAskedOnce(status: Int) async throws {
        let server = try LoopbackServer(always: .json(#"{"cod":"\#(status)"}"#, status: status))
        let client = try Self.client(server)
        await #expect(throws: APIError.self) { try await client.currentWeather(at: Self.point) }
        #expect(server.requests.count == 1)
    }

    @Test func aBadBodyIsNotRetried() async throws {
        let server = try LoopbackServer(always: .json("{\"coord\":"))
        let client = try Self.client(server)
        await #expect(throws: ResponseError.self) { try await client.currentWeather(at: Self.point) }
        #expect(server.requests.count == 1)
    }

    @Test func retriesAreCountedAndCanBeTurnedOff() async throws {
        let server = try LoopbackServer(always: .json("{}", status: 500))
        let none = try Self.client(server, retries: 0)
        await #expect(throws: APIError.self) { try await none.currentWeather(at: Self.point) }
        #expect(server.requests.count == 1)
        let one = try Self.client(server, retries: 1)
        await #expect(throws: APIError.self) { try await one.currentWeather(at: Self.point) }
        #expect(server.requests.count == 3)
    }

    @Test func noRetryWaitsPastTheDeadline() async throws {
        let server = try LoopbackServer(
            always: .respond(status: 503, headers: ["Retry-After": "5"], body: Data("{}".utf8)))
        let client = try Self.client(server, timeout: 2)
        let start = Date()
        await #expect(throws: APIError.self) { try await client.currentWeather(at: Self.point) }
        // Waiting out Retry-After would take 5 s; the margin allows for the test runner's load.
        #expect(Date().timeIntervalSince(start) < 4)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [
        ("120", 120.0), ("0", 0), ("Thu, 01 Jan 1970 00:01:40 GMT", 100),
        ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777),
    ])
    func retryAfterForms(header: String, seconds: Double) {
        #expect(RetryPolicy.retryAfterSeconds(header, now: Date(timeIntervalSince1970: 0)) == seconds)
    }

    @Test(arguments: ["", "soon", "-5", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 32 Nov 1994 08:49:37 GMT", "1.5"])
    func retryAfterNonsenseIsIgnored(header: String) {
        #expect(RetryPolicy.retryAfterSeconds(header, now: Date()) == nil)
    }

    @Test func backoffDoublesFromHalfASecondWithJitter() {
        for attempt in 0..<3 {
            let base = 0.5 * pow(2, Double(attempt))
            let delay = RetryPolicy.backoff(attempt: attempt)
            #expect(delay >= base * 0.8 && delay <= base * 1.2)
        }
    }
}

@Suite struct HostileServerTests {
    static let point = Coordinates(latitude: 1, longitude: 2)

    static func failure(_ reply: LoopbackServer.Reply, timeout: Double = 5) async throws -> any WeatherFailure {
        let server = try LoopbackServer(always: reply)
        defer { server.stop() }
        let client = OpenWeatherMapClient(
            baseURL: try #require(URL(string: server.baseURL)), apiKey: "k", language: nil,
            http: HTTPClient(timeout: timeout), retry: RetryPolicy(retries: 0))
        do {
            _ = try await client.currentWeather(at: point)
        } catch let failure as any WeatherFailure {
            return failure
        }
        Issue.record("no failure")
        return UnexpectedError(detail: "none")
    }

    @Test func aBodyOverTwoMiBIsRefused() async throws {
        let failure = try await Self.failure(.json(Data(repeating: 0x20, count: 3 * 1024 * 1024)))
        #expect(failure.exitCode == .badResponse)
        #expect(failure.description == "bad response from OpenWeatherMap: the body is larger than 2 MiB; refusing it")
    }

    @Test func aContentLengthThatLiesIsAnError() async throws {
        let failure = try await Self.failure(.halfBody(status: 200, body: Data(repeating: 0x20, count: 4000)))
        #expect(failure.exitCode == .temporary)
    }

    @Test func gzipThatDoesNotDecompressIsABadResponse() async throws {
        let failure = try await Self.failure(
            .respond(status: 200, headers: ["Content-Encoding": "gzip"], body: Data("not gzip at all".utf8)))
        #expect(failure.exitCode == .badResponse, "\(failure)")
        #expect(failure.description.hasSuffix("compression (Content-Encoding) is corrupt"), "\(failure)")
    }

    @Test func jsonNestedTenThousandDeepIsABadResponse() async throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let failure = try await Self.failure(.json(deep))
        #expect(failure.exitCode == .badResponse)
    }

    /// Decoding this takes seconds in a debug build: off the cooperative pool, like the mutation test.
    @Test func aHundredThousandConditionsDecodeWithoutTrouble() async throws {
        let entries = Array(repeating: #"{"id":800,"main":"Clear"}"#, count: 100_000).joined(separator: ",")
        let body = #"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"weather":["# + entries + "]}"
        let count = await onOwnThread { try? OpenWeatherMapData.currentWeather(from: Data(body.utf8)).conditions.count }
        #expect(count == 100_000)
    }

    @Test func megabyteStringsDecode() async throws {
        let name = String(repeating: "a", count: 1_500_000)
        let body = #"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"name":""# + name + #""}"#
        let length = await onOwnThread {
            try? OpenWeatherMapData.currentWeather(from: Data(body.utf8)).location.name?.count
        }
        #expect(length == 1_500_000)
    }
}

@Suite struct TemporaryFilesTests {
    @Test func removeAllDeletesOnlyWhatIsStillTracked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inFlight = folder.appendingPathComponent("a.tmp").path
        let finished = folder.appendingPathComponent("b.tmp").path
        for path in [inFlight, finished] { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        let files = TemporaryFiles()
        files.track(inFlight)
        files.track(finished)
        files.untrack(finished)
        files.removeAll()
        #expect(!FileManager.default.fileExists(atPath: inFlight))
        #expect(FileManager.default.fileExists(atPath: finished))
    }

    @Test func aFinishedCacheWriteLeavesNothingTrackedOrBehind() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-tmp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder, warn: { Issue.record("unexpected warning: \($0)") })
        let key = CacheKey(baseURL: "http://x", endpoint: "weather", parameters: [("lat", "1")])
        cache.write(key, body: Data("{}".utf8), fetchedAt: Date())
        #expect(cache.read(key)?.body == Data("{}".utf8))
        #expect(!TemporaryFiles.shared.tracked.contains { $0.hasPrefix(folder.path) })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") } == [])
    }
}
