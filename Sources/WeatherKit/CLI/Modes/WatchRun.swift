import FoundationEssentials

/// `--watch`: the place's line at once, then again each time it changes, refreshed every
/// `interval` seconds (sooner after a failure, at once on `SIGUSR1` or a resume from sleep),
/// through the same cache, single flight and One Call budget as every other run. It ends when
/// the process is stopped (SIGTERM, SIGINT: ``TemporaryFiles`` cleans up and re-raises) or
/// stdout's reader goes away (141).
struct WatchRun: ModeRun {
    var place: PlaceQuery
    var interval: Double

    /// - Throws: what no refresh can mend, before the first: no key, a cache folder that is a file.
    func run(_ context: RunContext) async throws -> ExitCode {
        let (output, world) = (context.output, context.world)
        var settings = context.settings
        // A missing key is a mistake to fix, not an outage to wait out.
        _ = try context.fetcher(places: 1)
        // Said at the start, once: the bar keeps running without its notifications.
        if settings.notify != nil, !world.notifier.isInstalled() {
            output.warnOnce(Notices.notifySendMissing, topic: "notify-send")
        }
        // Each refresh is a One Call call at least: an interval that spends the day's budget is said.
        if let limit = settings.plan.oneCall?.dailyLimit, limit > 0, 86_400 / interval > Double(limit) {
            output.error(Notices.watchPastBudget(everySeconds: interval, limit: limit))
        }
        world.listenForRefresh(world.refreshSignal)
        let watch = Watch(
            interval: interval, time: world.time, signal: world.refreshSignal, readerGone: world.streams.readerGone)
        let form = settings.form
        var shown: String?
        var failures = 0
        var wake = Watch.Wake.timer
        // An answer older than the watch's own interval is refreshed, whatever --cache-ttl says (a
        // 1-minute watch must not show one answer for 10 minutes); the new one is still written to
        // the cache, which every other process reads with its own lifetime.
        if settings.network.cache.ttl > 0 { settings.network.cache.ttl = min(settings.network.cache.ttl, interval) }
        while !Task.isCancelled {
            var now = context
            now.settings = settings
            // Asked for, or back from sleep: the network's answer, not the cache's of minutes ago.
            if wake != .timer { now.settings.network.cache.refresh = true }
            let line: String
            do {
                let report = try await now.fetcher(places: 1).report(for: place)
                _ = now.notices(report, label: nil)
                line = form.report(report)
                // The cache's old answer standing in for a failed refresh: shown, and retried soon.
                failures = report.stale == nil ? 0 : failures + 1
                _ = await NotifyRun.send(report, now)
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
