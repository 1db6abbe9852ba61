import FoundationEssentials

/// `--notify` without `--watch` (from cron): one place's notifications, and nothing on stdout.
struct NotifyRun: ModeRun {
    var place: PlaceQuery

    func run(_ context: RunContext) async throws -> ExitCode {
        let fetcher = try context.fetcher(places: 1)
        let report = try await FailedQuery.of(.place(place)) { try await fetcher.report(for: place) }
        let code = context.notices(report, label: nil)
        let sent = await Self.send(report, context)
        return sent == .success ? code : sent
    }

    /// Sends what `report` calls for and was not sent before, by any process (`--watch --notify`
    /// too).
    /// - Returns: 69 when notify-send is missing, 74 when the log of what was sent cannot be kept,
    ///   else success (a notify-send that fails is said on stderr, and tried again next run).
    static func send(_ report: WeatherReport, _ context: RunContext) async -> ExitCode {
        let (settings, output, world) = (context.settings, context.output, context.world)
        let (notifier, time) = (world.notifier, world.time)
        guard let rules = settings.notify else { return .success }
        if !notifier.isInstalled() {
            output.warnOnce(Notices.notifySendMissing, topic: "notify-send")
            return .notFound
        }
        guard let folder = world.cacheDirectory else {
            output.warnOnce(
                "--notify remembers what it sent in the cache folder, and \(world.noCacheFolderReason)",
                topic: "notify")
            return .ioError
        }
        let check = NotificationText(style: settings.style, rules: rules)
            .check(Readout(report, style: settings.style), now: time.now())
        let log = NotificationLog(directory: folder, time: time)
        // By the point asked for (the geocoder's, or the coordinates given), as the cache keys it: the
        // weather endpoint answers with its station's point, One Call with the one asked for.
        var point = Coordinates(latitude: report.location.latitude, longitude: report.location.longitude)
        if let match = report.place {
            point = Coordinates(latitude: match.latitude, longitude: match.longitude)
        } else if case .place(let query) = report.query, case .coordinates(let given) = query.target {
            point = given
        }
        let place =
            NumberText.fixed(point.latitude, decimals: 3) + "," + NumberText.fixed(point.longitude, decimals: 3)
        guard let claimed = await log.claim(check, place: place, now: time.now()) else {
            output.warnOnce("--notify cannot keep \(log.path), so it sends nothing", topic: "notify")
            return .ioError
        }
        if claimed.startedAfresh {
            output.warnOnce(
                "\(log.path) did not read, so it was started afresh: a notice may come twice", topic: "notify-log")
        }
        // Only what went stays recorded: a notice that failed (notify-send cannot reach the desktop,
        // as under cron) is handed back to the log, and the next run tries it again.
        var failed: [Notice] = []
        var firstFailure: Notifier.SendFailure?
        for notice in claimed.due {
            if let failure = await notifier.send(notice.summary, notice.body, notice.critical) {
                failed.append(notice)
                firstFailure = firstFailure ?? failure
            }
        }
        if let firstFailure {
            let kept = await log.release(failed, place: place)
            output.error(Notices.notifySendFailed(firstFailure, count: failed.count, kept: kept))
        }
        return .success
    }
}
