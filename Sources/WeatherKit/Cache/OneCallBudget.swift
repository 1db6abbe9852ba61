import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many One Call requests this user's processes have sent today (UTC), against a daily
/// limit, kept in the cache folder (`onecall-usage`, one line: `2026-11-23 17`).
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

    /// Today's count so far (0 when the file is from another day, missing or unreadable).
    public func usedToday() -> Int {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return 0 }
        return Self.count(in: text, on: today)
    }

    /// Counts one request, if today's limit allows it.
    /// - Returns: false when the limit is reached (nothing is counted), or when the count cannot
    ///   be kept (no folder, a lock that cannot be had): no count, no call.
    public func take() -> Bool {
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
        else { return false }
        let lock = open(
            directory.appendingPathComponent("onecall-usage.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return false }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { return false }
        defer { flock(lock, LOCK_UN) }
        let used = usedToday()
        guard used < limit else { return false }
        let temporary = directory.appendingPathComponent(".onecall-usage.\(getpid()).tmp")
        do {
            try Data("\(today) \(used + 1)\n".utf8).write(to: temporary)
            guard rename(temporary.path, file.path) == 0 else {
                unlink(temporary.path)
                return false
            }
        } catch {
            unlink(temporary.path)
            return false
        }
        return true
    }

    private var file: URL { directory.appendingPathComponent("onecall-usage") }

    /// The count in `2026-11-23 17` when its date is `day`, else 0.
    static func count(in text: String, on day: String) -> Int {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard parts.count >= 2, parts[0] == day, let count = Int(parts[1]), count >= 0 else { return 0 }
        return count
    }
}

/// The day's One Call budget is spent: the run uses the free endpoints.
public struct OneCallBudgetSpent: Error, Equatable {}
