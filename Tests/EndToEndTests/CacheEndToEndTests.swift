import Foundation
import TestSupport
import Testing

/// The cache through the built binary: fresh entries, expiry, refresh, stale data standing in,
/// offline, corrupt files, an unwritable folder, and one request for many processes.
@Suite struct CacheEndToEndTests: LondonSuite {
    static let key = WeatherRunner.key

    let runner: WeatherRunner
    var sandbox: SandboxHome { runner.sandbox }

    init() throws { runner = try WeatherRunner() }

    var cacheFolder: URL { runner.cacheFolder }

    func cacheFiles() throws -> [URL] { try runner.cacheFiles() }

    /// Makes every cache entry look `seconds` older, by rewriting its header's fetch time.
    func ageCache(by seconds: Double) throws {
        for file in try cacheFiles() {
            let data = try Data(contentsOf: file)
            let newline = try #require(data.firstIndex(of: 0x0A))
            var fields = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ").map(String.init)
            let milliseconds = try #require(Int64(fields[2]))
            fields[2] = String(milliseconds - Int64(seconds * 1000))
            try (Data(fields.joined(separator: " ").utf8) + data[newline...]).write(to: file)
        }
    }

    @Test func aCacheHitMakesNoRequestAndTheKeyStaysOutOfTheFiles() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        let first = try await run(Self.place + ["--json"], server: server)
        let second = try await run(Self.place + ["--json"], server: server)
        #expect(first.status == 0 && second.status == 0)
        #expect(server.requests.count == 1)
        // The same answer; only its age has grown.
        #expect(first.stdout.withoutObservedAge == second.stdout.withoutObservedAge)
        let files = try cacheFiles()
        #expect(files.count == 1)
        for file in try FileManager.default.contentsOfDirectory(at: cacheFolder, includingPropertiesForKeys: nil) {
            #expect(!String(decoding: try Data(contentsOf: file), as: UTF8.self).contains(Self.key))
        }
    }

    @Test func nearbyCoordinatesShareAnEntryAndLangDoesNot() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        _ = try await run(["51.50001,-0.10001"], server: server)
        _ = try await run(["51.5,-0.1"], server: server)
        #expect(server.requests.count == 1)
        _ = try await run(["51.5,-0.1", "--lang", "de"], server: server)
        #expect(server.requests.count == 2)
    }

    @Test func anExpiredEntryIsFetchedAgain() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        _ = try await run(Self.place, server: server)
        try ageCache(by: 601)
        let result = try await run(Self.place, server: server)
        #expect(result.status == 0 && result.stderr == "")
        #expect(server.requests.count == 2)
        try ageCache(by: 30)
        _ = try await run(Self.place + ["--cache-ttl", "20"], server: server)
        #expect(server.requests.count == 3)
    }

    @Test func geocodingAnswersOutliveWeatherAnswers() async throws {
        let geocode = LoopbackServer.Reply.json(#"[{"name":"London","lat":51.5,"lon":-0.1,"country":"GB"}]"#)
        let weather = try Self.fixture()
        let server = try LoopbackServer { $0.path == "/geo/1.0/direct" ? geocode : weather }
        _ = try await run(["London"], server: server)
        try ageCache(by: 29 * 86_400)
        _ = try await run(["London"], server: server)
        #expect(server.requests.map(\.path) == ["/geo/1.0/direct", "/data/2.5/weather", "/data/2.5/weather"])
        try ageCache(by: 2 * 86_400)
        _ = try await run(["London"], server: server)
        #expect(server.requests.filter { $0.path == "/geo/1.0/direct" }.count == 2)
    }

    @Test func refreshFetchesAndStillWrites() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        _ = try await run(Self.place, server: server)
        _ = try await run(Self.place + ["--refresh"], server: server)
        #expect(server.requests.count == 2)
        _ = try await run(Self.place, server: server)
        #expect(server.requests.count == 2)
    }

    @Test func clearCacheEmptiesTheFolderAndSaysHowMuchWent() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        _ = try await run(Self.place, server: server)
        let inFolder = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
        #expect(inFolder.contains { $0.hasSuffix(".lock") } && inFolder.contains { $0.hasSuffix(".cache") })
        let cleared = try await run(["--clear-cache"])
        #expect(cleared.status == 0 && cleared.stderr == "")
        // The answers are counted, not their locks.
        let answers = inFolder.filter { !$0.hasSuffix(".lock") && !$0.hasPrefix(".") }.count
        #expect(answers == 1)
        #expect(cleared.stdout == "removed 1 cache file from \(cacheFolder.path)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).isEmpty)
        _ = try await run(Self.place, server: server)
        #expect(server.requests.count == 2)
    }

    @Test func aZeroTTLTurnsTheCacheOff() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        _ = try await run(Self.place + ["--cache-ttl", "0"], server: server)
        _ = try await run(Self.place + ["--cache-ttl", "0"], server: server)
        #expect(server.requests.count == 2)
        let files = FileManager.default.fileExists(atPath: cacheFolder.path) ? try cacheFiles() : []
        #expect(files.isEmpty)
    }

    @Test func staleDataIsShownWhenTheServerIsUnreachable() async throws {
        let good = try LoopbackServer(always: Self.fixture())
        _ = try await run(Self.place, server: good)
        try ageCache(by: 23 * 60)
        let broken = try LoopbackServer(always: .dropConnection)
        // The cache key includes the base URL, so reach the same entry through the same server.
        good.stop()
        let failing = try await run(Self.place + ["--base-url", good.baseURL], server: broken)
        #expect(failing.status == 0)
        #expect(failing.stderr == "weather: showing data from 23 min ago (could not connect)\n")
        #expect(failing.stdout.contains("\n(cached 23 min ago; could not refresh: could not connect)\n"))
        let json = try await run(Self.place + ["--base-url", good.baseURL, "--json"], server: broken)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["stale"] as? Bool == true)
        #expect((object["fetched_at"] as? String)?.hasSuffix("Z") == true)
    }

    @Test func staleDataIsShownWhenTheServerDropsTheConnectionButNotForOtherErrors() async throws {
        // Three drops: the first attempt and both retries.
        let answers = ReplySequence([
            try Self.fixture(), .dropConnection, .dropConnection, .dropConnection, .json(#"{"cod":401}"#, status: 401),
        ])
        let server = try LoopbackServer { _ in answers.next() }
        _ = try await run(Self.place, server: server)
        try ageCache(by: 700)
        let dropped = try await run(Self.place, server: server)
        #expect(dropped.status == 0)
        #expect(dropped.stderr.hasPrefix("weather: showing data from 12 min ago ("))
        #expect(server.requests.count == 4, "the fallback came before both retries were spent")
        let rejected = try await run(Self.place, server: server)
        #expect(rejected.status == 77)
    }

    /// `--refresh` asked for fresh data: a fresh entry standing in for a failed fetch is not hidden.
    @Test func aFailedRefreshSaysTheDataIsCached() async throws {
        let answers = ReplySequence([try Self.fixture(), .json(#"{"cod":503}"#, status: 503)])
        let server = try LoopbackServer { _ in answers.next() }
        let first = try await run(Self.place + ["--json"], server: server)
        let refreshed = try await run(Self.place + ["--refresh", "--json", "--retries", "0"], server: server)
        #expect(refreshed.status == 0)
        #expect(refreshed.stderr.hasPrefix("weather: showing data from "), "\(refreshed.stderr)")
        #expect(refreshed.stderr.contains("HTTP 503"), "\(refreshed.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(refreshed.stdout.utf8)) as? [String: Any])
        #expect(object["stale"] as? Bool == true)
        let before = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(object["fetched_at"] as? String == before["fetched_at"] as? String)
    }

    @Test func offlineUsesOnlyTheCache() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        let empty = try await run(Self.place + ["--offline"], server: server)
        #expect(empty.status == 75)
        #expect(empty.stderr.hasPrefix("weather: nothing usable is cached for this request"))
        #expect(server.requests.isEmpty)
        _ = try await run(Self.place, server: server)
        try ageCache(by: 3600)
        let offline = try await run(Self.place + ["--offline", "--json"], server: server)
        #expect(offline.status == 0)
        #expect(offline.stdout.contains(#""stale":true"#))
        #expect(server.requests.count == 1)
    }

    @Test(arguments: ["", "garbage", "weather-cache 1 0 999\n{\"short\":", "weather-cache 1 x 2\n{}"])
    func aCorruptCacheFileIsIgnoredAndReplaced(contents: String) async throws {
        let server = try LoopbackServer(always: Self.fixture())
        _ = try await run(Self.place, server: server)
        let file = try #require(try cacheFiles().first)
        try Data(contents.utf8).write(to: file)
        let result = try await run(Self.place, server: server)
        #expect(result.status == 0 && result.stderr == "")
        #expect(server.requests.count == 2)
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).hasPrefix("weather-cache 1 "))
    }

    @Test func anUnwritableCacheFolderWarnsOnceAndWorks() async throws {
        let blocker = sandbox.home.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let current = try Self.fixture()
        let forecast = LoopbackServer.Reply.json(
            try Fixtures.data(Fixtures.londonForecast))
        let server = try LoopbackServer { $0.path == "/data/2.5/forecast" ? forecast : current }
        // Two answers to store, one warning.
        let result = try await run(Self.place + ["--forecast"], server: server, ["XDG_CACHE_HOME": blocker.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("London, GB\n"))
        let warnings = result.stderr.split(separator: "\n")
        #expect(
            warnings == [
                "weather: cannot create the cache folder \(blocker.path)/weather (Not a directory); going on without it"
            ])
    }

    /// Where a file stands in the cache's way, relative to HOME, and the XDG_CACHE_HOME that
    /// leads there ("" falls back to HOME/.cache).
    static let blockedCaches: [(file: String, xdgCacheHome: String, folder: String)] = [
        ("not-a-folder", "not-a-folder", "not-a-folder/weather"),
        ("xdg/weather", "xdg", "xdg/weather"),
        (".cache", "", ".cache/weather"),
    ]

    /// Puts a file at `file` (under HOME), and returns it and the XDG_CACHE_HOME to run with.
    func blockCache(with file: String, xdgCacheHome: String) throws -> (blocker: URL, xdg: String) {
        let blocker = sandbox.home.appendingPathComponent(file)
        try FileManager.default.createDirectory(
            at: blocker.deletingLastPathComponent(), withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: blocker.path) { try FileManager.default.removeItem(at: blocker) }
        try Data("x".utf8).write(to: blocker)
        return (blocker, xdgCacheHome.isEmpty ? "" : sandbox.home.appendingPathComponent(xdgCacheHome).path)
    }

    /// Nothing could ever have been cached there: "removed 0 cache files" and exit 0 would hide it.
    @Test(arguments: blockedCaches)
    func clearCacheWithAFileInTheWayFailsNamingIt(file: String, xdgCacheHome: String, folder: String) async throws {
        let (blocker, xdg) = try blockCache(with: file, xdgCacheHome: xdgCacheHome)
        let result = try await run(["--clear-cache"], ["XDG_CACHE_HOME": xdg])
        #expect(result.status == 74)
        #expect(result.stdout == "")
        let cacheFolder = sandbox.home.appendingPathComponent(folder).path
        #expect(
            result.stderr
                == "weather: cannot clear the cache folder \(cacheFolder): \(blocker.path) is a file, not a folder\n")
    }

    /// The same for the One Call count: "0 of 900" and exit 0 would promise a count that is never kept.
    @Test(arguments: blockedCaches)
    func oneCallUsageWithAFileInTheWayFailsNamingIt(file: String, xdgCacheHome: String, folder: String) async throws {
        let (blocker, xdg) = try blockCache(with: file, xdgCacheHome: xdgCacheHome)
        let result = try await run(["--onecall-usage"], ["XDG_CACHE_HOME": xdg])
        #expect(result.status == 74)
        #expect(result.stdout == "")
        let count = sandbox.home.appendingPathComponent(folder).appendingPathComponent("onecall-usage").path
        #expect(
            result.stderr.hasPrefix("weather: the One Call count in \(count) cannot be kept: \(blocker.path) is a file")
        )
    }

    @Test func clearCacheWithNoFolderYetRemovesNothing() async throws {
        let cleared = try await run(["--clear-cache"])
        #expect(cleared.status == 0 && cleared.stderr == "")
        #expect(cleared.stdout == "removed 0 cache files from \(cacheFolder.path)\n")
    }

    @Test func fiveProcessesAtOnceMakeExactlyOneRequest() async throws {
        let server = try LoopbackServer(always: .delayed(seconds: 0.5, try Self.fixture()))
        let results = try await withThrowingTaskGroup(of: ProcessResult.self) { group in
            for _ in 0..<5 { group.addTask { try await self.run(Self.place + ["--json"], server: server) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.status == 0 })
        #expect(Set(results.map(\.stdout.withoutObservedAge)).count == 1)
        #expect(server.requests.count == 1)
    }
}
