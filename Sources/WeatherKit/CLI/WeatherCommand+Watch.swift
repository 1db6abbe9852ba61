import FoundationEssentials

extension WeatherCommand {
    /// `--watch`: the place's line at once, then again each time it changes, refreshed every
    /// `interval` seconds (sooner after a failure, at once on `SIGUSR1` or a resume from sleep),
    /// through the same cache, single flight and One Call budget as every other run. It ends when
    /// the process is stopped (SIGTERM, SIGINT: ``TemporaryFiles`` cleans up and re-raises) or
    /// stdout's reader goes away (141).
    /// - Throws: what no refresh can mend, before the first: no key, a cache folder that is a file.
    func watch(
        _ place: PlaceQuery, every interval: Double, settings: Settings, output: OutputWriter
    ) async throws
        -> ExitCode
    {
        // A missing key is a mistake to fix, not an outage to wait out.
        _ = try fetcher(settings, places: 1, output: output)
        // Said at the start, once: the bar keeps running without its notifications.
        if settings.notify != nil, let problem = notifier.problem() { output.warnOnce(problem, topic: "notify-send") }
        listenForRefresh(refreshSignal)
        let watch = Watch(
            interval: interval, time: time, signal: refreshSignal, readerGone: streams.readerGone)
        let form = settings.form
        var shown: String?
        var failures = 0
        var wake = Watch.Wake.timer
        while !Task.isCancelled {
            var now = settings
            // Asked for, or back from sleep: the network's answer, not the cache's of minutes ago.
            if wake != .timer { now.network.cache.refresh = true }
            let line: String
            do {
                let report = try await fetcher(now, places: 1, output: output).report(for: place)
                _ = notices(report, label: nil, output: output)
                line = form.report(report)
                // The cache's old answer standing in for a failed refresh: shown, and retried soon.
                failures = report.stale == nil ? 0 : failures + 1
                _ = await notify(report, settings: settings, output: output)
            } catch {
                let failure = UnexpectedError.wrap(error)
                output.error(failure.description)
                // Never nothing: a bar that printed no line would keep showing the last one as if current.
                line = form.failure(failure, query: .place(place)) ?? settings.style.glyphs.failureText + "\n"
                failures += 1
            }
            if line != shown {
                output.print(line)
                shown = line
            }
            if output.outputFailed { break }
            wake = await watch.wait(watch.delay(afterFailures: failures))
            if wake == .readerGone { return .brokenPipe }
        }
        return .success
    }
}

extension WeatherCommand {
    /// `--notify`: sends what `report` calls for and was not sent before, by any process.
    /// - Returns: 69 when notify-send is missing, 74 when the log of what was sent cannot be kept,
    ///   else success (a notify-send that fails is said on stderr).
    func notify(_ report: WeatherReport, settings: Settings, output: OutputWriter) async -> ExitCode {
        guard let rules = settings.notify else { return .success }
        if let problem = notifier.problem() {
            output.warnOnce(problem, topic: "notify-send")
            return .notFound
        }
        guard let folder = cacheDirectory else {
            output.warnOnce(
                "--notify remembers what it sent in the cache folder, and \(noCacheFolderReason)", topic: "notify")
            return .ioError
        }
        let check = NotificationText(style: settings.style, rules: rules).check(report, now: time.now())
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
        for notice in claimed.due {
            if let failure = await notifier.send(notice.summary, notice.body, notice.critical) {
                output.error(failure)
            }
        }
        return .success
    }
}
