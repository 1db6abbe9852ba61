import FoundationEssentials

/// The whole command: arguments and environment in, text on the streams and an exit code out.
///
/// One straight line: the flags, the environment and the config file become ``Settings`` (a
/// ``Mode``, a ``FetchPlan``, a ``DisplayStyle`` and an ``OutputForm``); the mode runs; what it
/// makes goes out through the form and ``OutputWriter``. Everything it touches in the world is a
/// value handed in: the environment, the standard streams, the HTTP transport and the clock.
/// `main` passes the real ones.
public struct WeatherCommand: Sendable {
    public var environment: [String: String]
    public var streams: StandardStreams
    public var transport: HTTPTransport
    public var time: TimeSource
    /// What ends `--watch`'s wait early (`SIGUSR1`).
    public var refreshSignal: WakeSignal
    /// Connects ``refreshSignal`` to the world, when `--watch` starts: `main` passes
    /// ``WakeSignal/fireOnSIGUSR1(_:)``; tests fire the signal themselves.
    public var listenForRefresh: @Sendable (WakeSignal) -> Void
    /// Where `--notify` sends: notify-send from the environment's `PATH` unless given.
    public var notifier: Notifier

    public init(
        environment: [String: String], streams: StandardStreams = .process, transport: HTTPTransport,
        time: TimeSource = .system, refreshSignal: WakeSignal = WakeSignal(),
        listenForRefresh: @escaping @Sendable (WakeSignal) -> Void = { _ in }, notifier: Notifier? = nil
    ) {
        self.notifier = notifier ?? .notifySend(environment: environment)
        self.environment = environment
        self.streams = streams
        self.transport = transport
        self.time = time
        self.refreshSignal = refreshSignal
        self.listenForRefresh = listenForRefresh
    }

    /// Runs `weather` with `arguments` (without the program name) and returns its exit code.
    public func run(_ arguments: [String]) async -> ExitCode {
        let output = OutputWriter(streams: streams)
        let (flags, mistake) = CommandLineParser.read(arguments)
        let early = Request.Early(flags)
        let provisional = early.style(
            environment: environment, outputIsTerminal: streams.outputIsTerminal,
            terminalColumns: streams.terminalColumns)
        // Until the settings are resolved, a failure takes the form the flags ask for.
        var form = OutputForms.form(early.output, style: provisional)
        output.setOutputIsJSON(form.writesJSON)
        do {
            if let mistake { throw mistake }
            if let mode = early.immediate {
                output.print(immediateText(mode, width: provisional.width))
                return output.finish(.success)
            }
            output.redact(early.apiKey)
            let location = ConfigLocation.find(flag: early.configPath, environment: environment)
            let config: Options
            do {
                config = try location?.load() ?? Options()
            } catch let failure as any WeatherFailure {
                // The cache can be cleared, and the count read, whatever the config file says.
                guard let flag = early.configOptional else { throw failure }
                output.error(Notices.configSkipped(failure, flag: flag))
                config = Options()
            }
            output.redact(Request.apiKey(in: config))
            let settings = try Settings.resolve(
                flags: flags, environment: environment, config: config, configPath: location?.path,
                outputIsTerminal: streams.outputIsTerminal, terminalColumns: streams.terminalColumns)
            form = settings.form
            output.setOutputIsJSON(form.writesJSON)
            output.redact(settings.network.apiKey)
            if let warning = location?.permissionWarning(config) { output.error(warning) }
            return output.finish(form.exitCode(try await run(settings, output: output)))
        } catch {
            return output.finish(fail(error, form: form, output: output))
        }
    }

    /// `--help`, `--version` and `--generate`: printed as they are, before any config is read.
    private func immediateText(_ mode: Mode, width: Int) -> String {
        switch mode {
        case .version: "weather \(WeatherVersion.current)\n"
        case .generate(let file): file.contents
        case .help(let brief):
            // 80 columns, or more where COLUMNS (or the terminal) says there are more.
            HelpText(width: max(80, width)).text(brief: brief)
        default: ""
        }
    }

    /// Runs the mode and prints what it made through the form.
    private func run(_ settings: Settings, output: OutputWriter) async throws -> ExitCode {
        let form = settings.form
        switch settings.mode {
        case .help, .version, .generate:
            output.print(immediateText(settings.mode, width: settings.style.width))
        case .clearCache:
            output.print(try listing(form).cleared(try clearCache()))
        case .oneCallUsage:
            output.print(try listing(form).oneCallUsage(try oneCallCount(limit: settings.oneCallDailyLimit)))
        case .places(let places):
            if places.isEmpty { output.error(Notices.noPlaces(configPath: settings.configPath)) }
            output.print(try listing(form).places(places))
        case .placeNames(let names):
            output.print(try listing(form).placeNames(names))
        case .input(let path):
            let query = Query.input(path: path)
            let current = try failing(query) {
                try OpenWeatherMapData.currentWeather(
                    from: try readInput(path), source: path == "-" ? .standardInput : .file(path))
            }
            output.print(form.report(ReportFetcher.report(saved: current, query: query, plan: settings.plan)))
        case .matches(let name):
            let fetcher = try self.fetcher(settings, places: 1, output: output)
            let found = try await failing(.place(.city(name))) { try await fetcher.matches(for: name) }
            for warning in found.warnings { output.warnOnce(warning.description, topic: "cache") }
            output.print(try listing(form).matches(found.value, name: name))
        case .watch(let place, let seconds):
            return try await watch(place, every: seconds, settings: settings, output: output)
        case .notify(let place):
            let fetcher = try self.fetcher(settings, places: 1, output: output)
            let report = try await failing(.place(place)) { try await fetcher.report(for: place) }
            let code = notices(report, label: nil, output: output)
            let sent = await notify(report, settings: settings, output: output)
            return sent == .success ? code : sent
        case .weather(let places):
            let fetcher = try self.fetcher(settings, places: places.count, output: output)
            if places.count == 1, let place = places.first {
                let report = try await failing(.place(place)) { try await fetcher.report(for: place) }
                let code = notices(report, label: nil, output: output)
                output.print(form.report(report))
                return code
            }
            let results = await fetcher.reports(for: places)
            var code = ExitCode.success
            for (place, result) in zip(places, results) {
                let placeCode: ExitCode
                switch result {
                case .success(let report): placeCode = notices(report, label: place.label, output: output)
                case .failure(let failure):
                    placeCode = failure.exitCode
                    output.error(place.failureLine(failure))
                }
                if code == .success { code = placeCode }
            }
            output.print(form.reports(Array(zip(places, results))))
            return code
        }
        return .success
    }

    /// The form as one that prints lists; ``OutputForms`` allows no other for a listing mode.
    private func listing(_ form: any OutputForm) throws -> any ListingForm {
        guard let listing = form as? any ListingForm else { throw UnexpectedError(detail: "no listing form") }
        return listing
    }

    /// A failure of `query`'s, carrying it, so that JSON's error object can name it.
    private struct FailedQuery: Error {
        var query: Query
        var failure: any Error
    }

    private func failing<Value>(_ query: Query, _ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch {
            throw FailedQuery(query: query, failure: error)
        }
    }

    private func failing<Value>(_ query: Query, _ work: () throws -> Value) throws -> Value {
        do {
            return try work()
        } catch {
            throw FailedQuery(query: query, failure: error)
        }
    }

    /// One line on stderr, and what the form prints for a failure on stdout (JSON's error object,
    /// a bar's error line).
    private func fail(_ error: any Error, form: any OutputForm, output: OutputWriter) -> ExitCode {
        let failed = error as? FailedQuery
        let failure = UnexpectedError.wrap(failed?.failure ?? error)
        output.error(failure.description)
        if let text = form.failure(failure, query: failed?.query) { output.print(text) }
        return form.exitCode(failure.exitCode)
    }

    /// A report's One Call fallback, cache warnings, stale notice and failed parts on stderr (each
    /// line led by `label:` among several places), and the exit code they make.
    func notices(_ report: WeatherReport, label: String?, output: OutputWriter) -> ExitCode {
        let lead = label.map { "\($0): " } ?? ""
        // Once per run, however many places fell back or found the cache unwritable.
        if let fallback = report.oneCall?.fallback { output.warnOnce(fallback.message, topic: "onecall") }
        for warning in report.cacheWarnings { output.warnOnce(warning.description, topic: "cache") }
        if let stale = report.stale { output.error(lead + stale.description) }
        for failure in report.failures { output.error(lead + failure.description) }
        return report.exitCode
    }
}
