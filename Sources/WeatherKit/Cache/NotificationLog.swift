import FoundationEssentials

/// What `--notify` has sent, in the cache folder (`notified`, JSON), shared by every process of
/// the user through ``SharedFile``: two bars and a cron job send each alert once. Per place: the
/// alerts sent (forgotten after they end), and whether rain and bad air were already told. Only a
/// send that succeeded stays recorded: a failed one is released, and the next run tries again.
struct NotificationLog: Sendable {
    var directory: URL
    var time: TimeSource

    private struct Log: Codable {
        var places: [String: Place] = [:]
    }

    private struct Place: Codable {
        /// An alert's key, and when it may be forgotten (seconds since 1970).
        var alerts: [String: Double] = [:]
        var rain = false
        var air = false
    }

    /// How long an alert with no end is remembered.
    static let alertMemory = 7 * 86_400.0

    var path: String { shared.url.path }

    private var shared: SharedFile { SharedFile(directory: directory, name: "notified", time: time) }

    /// What ``claim(_:place:now:)`` found.
    struct Claimed: Sendable, Equatable {
        /// The notices to send now.
        var due: [Notice]
        /// The log did not read (cut short, edited by hand) and was started afresh: at worst a
        /// notice comes twice, and the user is told once.
        var startedAfresh = false
    }

    /// The notices of `check` not sent before for `place`, recorded as sent before they are sent, so
    /// that two processes never both send one; nil when the log cannot be kept (then nothing is
    /// sent, rather than the same thing every minute). A notice that then fails to go is handed
    /// back with ``release(_:place:)``.
    func claim(_ check: NoticeCheck, place: String, now: Date) async -> Claimed? {
        await shared.update { contents, _ in
            let read = contents.flatMap { try? JSONDecoder().decode(Log.self, from: $0) }
            var log = read ?? Log()
            var entry = log.places[place] ?? Place()
            let seconds = now.timeIntervalSince1970
            entry.alerts = entry.alerts.filter { $0.value > seconds }
            var due: [Notice] = []
            for notice in check.notices {
                switch notice.kind {
                case .alert:
                    guard entry.alerts[notice.key] == nil else { continue }
                    entry.alerts[notice.key] =
                        max(notice.forgetAfter?.timeIntervalSince1970 ?? 0, seconds + Self.alertMemory)
                    due.append(notice)
                case .rain where !entry.rain: due.append(notice)
                case .air where !entry.air: due.append(notice)
                case .rain, .air: continue
                }
            }
            entry.rain = check.rainNear
            entry.air = check.airHigh
            log.places[place] = entry
            return (
                (try? JSONEncoder().encode(log)) ?? Data(),
                Claimed(due: due, startedAfresh: contents != nil && read == nil)
            )
        }
    }

    /// Forgets that `notices` were sent for `place`: their send failed, so the next run tries them
    /// again. Returns false when the log cannot be changed now (then they are lost to this log).
    func release(_ notices: [Notice], place: String) async -> Bool {
        guard !notices.isEmpty else { return true }
        let released: Bool? = await shared.update { contents, _ in
            guard let contents, var log = try? JSONDecoder().decode(Log.self, from: contents),
                var entry = log.places[place]
            else { return (nil, true) }
            for notice in notices {
                switch notice.kind {
                case .alert: entry.alerts[notice.key] = nil
                case .rain: entry.rain = false
                case .air: entry.air = false
                }
            }
            log.places[place] = entry
            return ((try? JSONEncoder().encode(log)) ?? Data(), true)
        }
        return released ?? false
    }
}
