import Foundation
import TestSupport
import Testing

@testable import WeatherKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ResponseCacheTests {
    @Test(arguments: [
        "", "garbage", "weather-cache 1 0 5\n{}", "weather-cache 2 0 2\n{}", "weather-cache 1 -x 2\n{}",
        "weather-cache 1 0 2 extra\n{}", "weather-cache 1 0 2",
    ])
    func malformedEntriesAreRefused(text: String) {
        #expect(ResponseCache.parse(Data(text.utf8)) == nil)
    }

    @Test func aWellFormedEntryParses() {
        let entry = ResponseCache.parse(Data("weather-cache 1 1500 2\n{}".utf8))
        #expect(entry == CacheEntry(fetchedAt: Date(timeIntervalSince1970: 1.5), body: Data("{}".utf8)))
    }

    @Test func writeThenReadRoundTripsAndLeavesNoTemporaryFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder)
        let key = CacheKey(baseURL: "https://x", endpoint: "weather", parameters: [("lat", "1.000")])
        cache.write(key, body: Data("{\"a\":1}".utf8), fetchedAt: Date(timeIntervalSince1970: 100))
        #expect(
            cache.read(key) == CacheEntry(fetchedAt: Date(timeIntervalSince1970: 100), body: Data("{\"a\":1}".utf8)))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == [key.fileStem + ".cache"])
    }

    @Test func theFileIsNamedAfterTheEndpointAndAHash() {
        let key = CacheKey(
            baseURL: "https://api.openweathermap.org", endpoint: "forecast", parameters: [("lang", "de")])
        #expect(key.fileStem.hasPrefix("forecast-") && key.fileStem.count == "forecast-".count + 16)
    }

    @Test(arguments: [(30.0, "30 s"), (23 * 60.0, "23 min"), (119 * 60.0, "119 min"), (5 * 3600.0, "5 h")])
    func staleAgesReadNaturally(seconds: Double, text: String) {
        #expect(StaleNotice.ageText(seconds) == text)
    }

    @Test func aPendingEntryExistsUntilCommittedAndIsTrackedForCtrlC() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder)
        let key = CacheKey(baseURL: "https://x", endpoint: "weather", parameters: [])
        let pending = try #require(cache.prepare(key).entry)
        let temporary = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(temporary.count == 1)
        #expect(TemporaryFiles.shared.tracked.contains { $0.hasPrefix(folder.path) })
        #expect(cache.read(key) == nil)
        pending.commit(body: Data("{}".utf8), fetchedAt: Date(timeIntervalSince1970: 5))
        #expect(cache.read(key)?.body == Data("{}".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [key.fileStem + ".cache"])
        #expect(!TemporaryFiles.shared.tracked.contains { $0.hasPrefix(folder.path) })
    }

    @Test func anAbandonedEntryLeavesTheOldOneAndNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder)
        let key = CacheKey(baseURL: "https://x", endpoint: "weather", parameters: [])
        cache.write(key, body: Data("old".utf8), fetchedAt: Date(timeIntervalSince1970: 1))
        try #require(cache.prepare(key).entry).abandon()
        do { _ = cache.prepare(key) }  // dropped without a word: abandoned too
        #expect(cache.read(key)?.body == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [key.fileStem + ".cache"])
    }

    /// The reason is the real one: a folder that exists but cannot be written says so (EACCES),
    /// and only when there is an answer to store, so a failed request prints its own error alone.
    @Test func aFolderThatCannotBeWrittenWarnsWithTheRealReasonOnlyOnCommit() throws {
        let folder: URL
        var cleanup: URL?
        if getuid() == 0 {
            folder = URL(fileURLWithPath: "/sys/kernel")  // exists, and refuses new files even to root
        } else {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
            cleanup = folder
        }
        defer { cleanup.map { try? FileManager.default.removeItem(at: $0) } }
        let cache = ResponseCache(directory: folder)
        let key = CacheKey(baseURL: "x", endpoint: "weather", parameters: [])
        let abandoned = cache.prepare(key)
        #expect(abandoned.warning == nil)
        abandoned.entry?.abandon()
        let (entry, warning) = cache.prepare(key)
        #expect(warning == nil)
        let failed = entry?.commit(body: Data("{}".utf8), fetchedAt: Date())
        #expect(failed == .cannotWrite(path: folder.path, reason: "Permission denied"))
        #expect(
            failed?.description == "cannot write the cache in \(folder.path) (Permission denied); going on without it")
    }

    /// A temporary file left by a process that died where no handler runs (SIGKILL) is swept by
    /// the next one that writes, once it is an hour old; a recent one may still be in use.
    @Test func abandonedTemporaryFilesAreSweptAfterAnHour() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent(".weather-0000.1.2.tmp")
        let recent = folder.appendingPathComponent(".weather-0000.3.4.tmp")
        for file in [old, recent] { try Data("x".utf8).write(to: file) }
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-3601)], ofItemAtPath: old.path)
        let cache = ResponseCache(directory: folder)
        cache.write(CacheKey(baseURL: "x", endpoint: "weather", parameters: []), body: Data(), fetchedAt: Date())
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(FileManager.default.fileExists(atPath: recent.path))
    }

    /// Entries past their keep-for go with their locks, at most once a day; a lock someone holds stays.
    @Test func pruningRemovesWhatNoRunCanUseOnceADay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder)
        let now = Date(timeIntervalSince1970: 10_000_000)
        let old = CacheKey(baseURL: "x", endpoint: "weather", parameters: [("q", "old")])
        let place = CacheKey(baseURL: "x", endpoint: "direct", parameters: [("q", "place")])
        let young = CacheKey(baseURL: "x", endpoint: "weather", parameters: [("q", "young")])
        cache.write(old, body: Data("{}".utf8), fetchedAt: now.addingTimeInterval(-25 * 3600))
        cache.write(place, body: Data("[]".utf8), fetchedAt: now.addingTimeInterval(-25 * 3600), keepFor: 30 * 86_400)
        cache.write(young, body: Data("{}".utf8), fetchedAt: now.addingTimeInterval(-3600))
        for key in [old, place, young] {
            try #require(
                FileManager.default.createFile(
                    atPath: folder.appendingPathComponent(key.fileStem + ".lock").path, contents: nil))
        }
        let orphan = folder.appendingPathComponent("weather-00000000deadbeef.lock").path
        try #require(FileManager.default.createFile(atPath: orphan, contents: nil))

        cache.pruneIfDue(now: now)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(!names.contains(old.fileStem + ".cache") && !names.contains(old.fileStem + ".lock"))
        #expect(names.contains(place.fileStem + ".cache") && names.contains(young.fileStem + ".cache"))
        #expect(!FileManager.default.fileExists(atPath: orphan))
        let keptFor = try #require(cache.read(place)).keepFor
        #expect(keptFor == 2_592_000)

        // Within a day nothing is looked at again.
        cache.write(old, body: Data("{}".utf8), fetchedAt: now.addingTimeInterval(-25 * 3600))
        cache.pruneIfDue(now: now.addingTimeInterval(3600))
        #expect(cache.read(old) != nil)
        cache.pruneIfDue(now: now.addingTimeInterval(86_401))
        #expect(cache.read(old) == nil)
    }

    @Test func aHeldLockAndItsEntryStay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder)
        let now = Date(timeIntervalSince1970: 10_000_000)
        let key = CacheKey(baseURL: "x", endpoint: "weather", parameters: [])
        cache.write(key, body: Data("{}".utf8), fetchedAt: now.addingTimeInterval(-25 * 3600))
        let lockPath = folder.appendingPathComponent(key.fileStem + ".lock").path
        let fd = open(lockPath, O_RDWR | O_CREAT, 0o600)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        cache.pruneIfDue(now: now)
        #expect(cache.read(key) != nil)
        #expect(FileManager.default.fileExists(atPath: lockPath))
    }

    @Test func clearingRemovesEveryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder)
        cache.write(CacheKey(baseURL: "x", endpoint: "weather", parameters: []), body: Data(), fetchedAt: Date())
        cache.write(CacheKey(baseURL: "x", endpoint: "forecast", parameters: []), body: Data(), fetchedAt: Date())
        // Locks and the pruning marker go too, but only answers are counted.
        for name in ["weather.lock", ".pruned"] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
        }
        #expect(try cache.removeAll() == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A file that stays is an error, not "removed 0 files" (root can unlink anything but a folder).
    @Test func clearingSaysWhatStayed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder)
        cache.write(CacheKey(baseURL: "x", endpoint: "weather", parameters: []), body: Data(), fetchedAt: Date())
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("stray"), withIntermediateDirectories: false)
        let error = try #require(throws: ClearCacheError.self) { try cache.removeAll() }
        #expect(error == .filesStayed(directory: folder.path, failed: 1, total: 2, reason: "is a directory"))
        #expect(error.exitCode == .ioError)
        #expect(error.description == "could not remove 1 of 2 cache files from \(folder.path) (is a directory)")
    }

    /// A file where the folder (or a folder above it) should be is an error naming the file; no
    /// folder at all is just nothing to remove.
    @Test func clearingAroundAFileInTheWayNamesIt() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: false)
        #expect(try ResponseCache(directory: base.appendingPathComponent("weather")).removeAll() == 0)
        let file = base.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        for folder in [file, file.appendingPathComponent("weather"), file.appendingPathComponent("a/weather")] {
            let error = try #require(throws: ClearCacheError.self) { try ResponseCache(directory: folder).removeAll() }
            #expect(error == .notAFolder(directory: folder.path, file: file.path))
            #expect(
                error.description
                    == "cannot clear the cache folder \(folder.path): \(file.path) is a file, not a folder")
            #expect(error.exitCode == .ioError)
        }
    }

    /// A waiter that takes a lock file pruning has deleted meanwhile must not count it as the lock:
    /// it takes the one now at the path, and waits while another process holds that.
    ///
    /// The waiter polls on a test clock, which records each poll: that is how the test knows where
    /// the waiter is, without guessing how long it takes to get there. Its deadline is beyond any
    /// number of polls it can make here.
    @Test func aLockDeletedWhileWaitingIsTakenAgainFromThePath() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(directory: folder)
        let key = CacheKey(baseURL: "x", endpoint: "weather", parameters: [])
        let path = folder.appendingPathComponent(key.fileStem + ".lock").path
        let clock = TestClock()
        let deadline = Deadline(seconds: 1e6, from: clock.time)
        let first = try #require(await cache.lock(key, until: deadline, time: clock.time))
        defer { first.release() }  // also ends the waiter if the test stops early
        let finished = Counter()
        let waiter = Task {
            defer { finished.increment() }
            return await cache.lock(key, until: deadline, time: clock.time)
        }
        // A poll means the waiter has opened the file at the path (the old one) and found it held.
        try #require(try await eventually { !clock.sleeps.isEmpty }, "the waiter never waited")
        unlink(path)
        let newcomer = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(newcomer) }
        #expect(flock(newcomer, LOCK_EX | LOCK_NB) == 0)
        first.release()
        // Two more polls: the flock before the second of them came after the release, so the
        // waiter has had the old file, seen that it is no longer at the path, and found the
        // newcomer's held. (A waiter that kept the old file stops polling and finishes.)
        let polls = clock.sleeps.count
        #expect(try await eventually { clock.sleeps.count >= polls + 2 || finished.value > 0 })
        #expect(finished.value == 0, "the waiter took the deleted file while the newcomer held the path")
        #expect(flock(newcomer, LOCK_UN) == 0)
        let second = try #require(await waiter.value)
        defer { second.release() }
        // It holds the file at the path: the newcomer can no longer take it.
        #expect(flock(newcomer, LOCK_EX | LOCK_NB) != 0)
    }
}
