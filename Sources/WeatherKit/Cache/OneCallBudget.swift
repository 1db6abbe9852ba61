import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many One Call requests this user's processes have sent today (UTC), against a daily
/// limit shared by both versions, kept in the cache folder (`onecall-usage`, one line: the day,
/// the total and each version's share, `2026-11-23 17 4.0=15 3.0=2`).
///
/// Every process counts through the same file under an exclusive lock (`onecall-usage.lock`), and
/// writes it atomically (a new file renamed over the old), so five bars starting together count
/// five and never go past the limit. The count starts again at 0 at midnight UTC, when
/// OpenWeatherMap's free 1,000 calls do.
public struct OneCallBudget: Sendable {
    public var directory: URL
    public var limit: Int
    public var time: TimeSource

    public static let defaultLimit = 900

    public init(directory: URL, limit: Int, time: TimeSource) {
        self.directory = directory
        self.limit = limit
        self.time = time
    }

    /// Today's date in UTC, `2026-11-23`.
    var today: String { LocalTime(time.now()).date }

    /// Today's count so far: nothing counted when the file is from another day or missing; nil
    /// when it cannot be read (and then ``take(_:)`` lets no call through).
    public func usedToday() -> Tally? { used(on: today) }

    /// Why ``usedToday()`` has no count: the file cannot be read, or a file stands where a folder
    /// above it should be.
    func unreadable() -> OneCallCountError {
        var info = stat()
        let blocked = stat(file.path, &info) != 0 && errno == ENOTDIR
        return OneCallCountError(path: path, fileInTheWay: blocked ? ResponseCache.fileAbove(file.path) : nil)
    }

    /// The count for `day`: nothing when the file is another day's or missing, nil when it cannot be read.
    private func used(on day: String) -> Tally? {
        let (contents, readable) = shared.read()
        return Self.tally(contents, readable: readable, on: day)
    }

    /// The count in `contents` for `day`. Only a file that is not there yet is a count of nothing: a
    /// file that does not read as a count, or one where a folder should be (ENOTDIR, so never
    /// `readable`), is nil, and nothing could be counted.
    private static func tally(_ contents: Data?, readable: Bool, on day: String) -> Tally? {
        guard readable else { return nil }
        guard let contents else { return Tally() }
        return Tally(line: String(decoding: contents, as: UTF8.self), on: day)
    }

    /// A day's count: the total, which the limit bounds, and how many each version took.
    public struct Tally: Sendable, Equatable {
        public var total = 0
        public var byVersion: [OneCallVersion: Int] = [:]

        public init(total: Int = 0, byVersion: [OneCallVersion: Int] = [:]) {
            self.total = total
            self.byVersion = byVersion
        }

        /// `2026-11-23 17 4.0=15 3.0=2`: nothing counted when the line is another day's, nil when it
        /// cannot be read (or says the day is closed, ``closedLine(on:)``). A line without versions
        /// (written before 4.0 existed) is all 3.0's; one with versions must add up.
        init?(line: String, on day: String) {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard parts.count >= 2, parts[0].count == 10 else { return nil }
            guard parts[0] == day else { return }
            guard let total = Int(parts[1]), total >= 0 else { return nil }
            self.total = total
            for part in parts.dropFirst(2) {
                let pair = part.split(separator: "=")
                guard pair.count == 2, let version = OneCallVersion(rawValue: String(pair[0])),
                    byVersion[version] == nil, let count = Int(pair[1]), (0...total).contains(count)
                else { return nil }
                byVersion[version] = count
            }
            if parts.count == 2 { byVersion[.v3] = total }
            guard byVersion.values.reduce(0, +) == total else { return nil }
        }

        /// The line for `day`: every version that took a call, so a line of two fields can only be
        /// an old one.
        func line(on day: String) -> String {
            ([day, String(total)]
                + OneCallVersion.allCases.reversed().compactMap { version in
                    byVersion[version].map { "\(version.rawValue)=\($0)" }
                }).joined(separator: " ") + "\n"
        }

        /// What marks `day` closed after a count that could not be read: read back, it is unreadable
        /// too, so no call goes out until the next day's count starts afresh.
        static func closedLine(on day: String) -> String { "\(day) closed\n" }
    }

    /// What asking for one more call gave.
    public enum Outcome: Sendable, Equatable {
        /// Counted: the call may go.
        case counted
        /// Today's limit is reached; nothing was counted.
        case spent
        /// The count on disk could not be read: closed for today, counted afresh tomorrow.
        case unreadable
        /// The count cannot be kept now (no folder, a lock held for more than ``SharedFile/lockPatience``).
        case unavailable
    }

    /// Counts one request to `version`, if today's limit allows it. Only ``Outcome/counted`` lets
    /// a call go.
    public func take(_ version: OneCallVersion) async -> Outcome {
        let day = today  // once: a count taken across midnight belongs to one day
        let outcome: Outcome? = await shared.update { contents, readable in
            guard var used = Self.tally(contents, readable: readable, on: day) else {
                // Closed for today, counted afresh tomorrow.
                return (Data(Tally.closedLine(on: day).utf8), .unreadable)
            }
            guard used.total < limit else { return (nil, .spent) }
            used.total += 1
            used.byVersion[version, default: 0] += 1
            return (Data(used.line(on: day).utf8), .counted)
        }
        return outcome ?? .unavailable
    }

    /// The count's file, for messages.
    public var path: String { file.path }

    /// The count, in `onecall-usage`, changed by one process at a time.
    private var shared: SharedFile { SharedFile(directory: directory, name: "onecall-usage", time: time) }

    private var file: URL { shared.url }

    /// How long a version's refusal of a key is believed: a day, so a key with 3.0 alone asks 4.0
    /// once a day, not once an hour or once a run. A new subscription is used at once with
    /// `--refresh`, and within the day without it.
    public static let refusalLifetime = 86_400.0

    /// Whether One Call refused this key within the last day. The file
    /// is named by a hash of the base URL and key (`onecall-refused-1f3a…`), never the key.
    public func recentlyRefused(_ fingerprint: CacheKey) -> Bool {
        guard case .data(let data) = FileContents.read(refusalFile(fingerprint).path),
            let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first,
            let seconds = Double(line)
        else { return false }
        let age = time.now().timeIntervalSince1970 - seconds
        return age >= 0 && age < Self.refusalLifetime
    }

    /// Notes that One Call refused this key for lack of a subscription, now.
    public func noteRefusal(_ fingerprint: CacheKey) {
        _ = try? Data("\(Int(time.now().timeIntervalSince1970))\n".utf8).write(
            to: refusalFile(fingerprint), options: .atomic)
    }

    /// Forgets a refusal: One Call has just answered this key, so it has the subscription now.
    public func forgetRefusal(_ fingerprint: CacheKey) {
        unlink(refusalFile(fingerprint).path)
    }

    private func refusalFile(_ fingerprint: CacheKey) -> URL { directory.appendingPathComponent(fingerprint.fileStem) }
}

/// Today's One Call count, for `--onecall-usage`.
public struct OneCallCount: Sendable, Equatable {
    /// `2026-11-23`, in UTC.
    public var day: String
    /// Calls so far today, and each version's; nil when no count is kept.
    public var used: OneCallBudget.Tally?
    public var limit: Int
    /// Why no count is kept (`neither XDG_CACHE_HOME nor HOME is set`), when none is.
    public var notKeptBecause: String?

    public init(day: String, used: OneCallBudget.Tally?, limit: Int, notKeptBecause: String? = nil) {
        self.day = day
        self.used = used
        self.limit = limit
        self.notKeptBecause = notKeptBecause
    }
}

/// The count in the cache folder cannot be read: `--onecall-usage` says so (exit 74), rather
/// than a number it does not know.
public struct OneCallCountError: WeatherFailure, Equatable {
    public var path: String
    /// The file that stands where a folder above the count should be, if that is why.
    public var fileInTheWay: String?

    public init(path: String, fileInTheWay: String? = nil) {
        self.path = path
        self.fileInTheWay = fileInTheWay
    }

    public var exitCode: ExitCode { .ioError }

}
