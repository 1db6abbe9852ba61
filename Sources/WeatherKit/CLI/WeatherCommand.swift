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

    public init(
        environment: [String: String], streams: StandardStreams = .process, transport: HTTPTransport,
        time: TimeSource = .system
    ) {
        self.environment = environment
        self.streams = streams
        self.transport = transport
        self.time = time
    }

    /// Runs `weather` with `arguments` (without the program name) and returns its exit code.
    public func run(_ arguments: [String]) async -> ExitCode {
        let output = OutputWriter(streams: streams)
        let (flags, mistake) = CommandLineParser.read(arguments)
        // Until the settings are resolved, a failure takes the form the flags ask for.
        var form = OutputForms.requested(by: flags, style: provisionalStyle(flags))
        output.setOutputIsJSON(form.writesJSON)
        do {
            if let mistake { throw mistake }
            if let mode = Mode.immediate(flags) {
                output.print(Self.immediateText(mode))
                return output.finish(.success)
            }
            output.redact(flags.apiKey)
            let location = ConfigLocation.find(flag: flags.configPath, environment: environment)
            let config = try location?.load() ?? Options()
            output.redact(config.apiKey)
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
    private static func immediateText(_ mode: Mode) -> String {
        switch mode {
        case .version: "weather \(WeatherVersion.current)\n"
        case .generate(let file): file.contents
        default: HelpText.text
        }
    }

    /// Runs the mode and prints what it made through the form.
    private func run(_ settings: Settings, output: OutputWriter) async throws -> ExitCode {
        let form = settings.form
        switch settings.mode {
        case .help, .version, .generate:
            output.print(Self.immediateText(settings.mode))
        case .clearCache:
            output.print(try listing(form).cleared(try clearCache()))
        case .oneCallUsage:
            output.print(try listing(form).oneCallUsage(try oneCallCount(limit: settings.oneCallDailyLimit)))
        case .input(let path):
            let query = Query.input(path: path)
            let current = try failing(query) {
                try OpenWeatherMapData.currentWeather(
                    from: try readInput(path), source: path == "-" ? .standardInput : .file(path))
            }
            output.print(
                form.report(WeatherReport(query: query, place: nil, matchCount: 1, current: current, fetchedAt: nil)))
        case .matches(let name):
            let fetcher = try self.fetcher(settings, places: 1, output: output)
            let found = try await failing(.place(.city(name))) { try await fetcher.matches(for: name) }
            for warning in found.warnings { output.warnOnce(warning.description, topic: "cache") }
            output.print(try listing(form).matches(found.value, name: name))
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
    private func notices(_ report: WeatherReport, label: String?, output: OutputWriter) -> ExitCode {
        let lead = label.map { "\($0): " } ?? ""
        // Once per run, however many places fell back or found the cache unwritable.
        if let fallback = report.oneCall?.fallback { output.warnOnce(fallback.message, topic: "onecall") }
        for warning in report.cacheWarnings { output.warnOnce(warning.description, topic: "cache") }
        if let stale = report.stale { output.error(lead + stale.description) }
        for failure in report.failures { output.error(lead + failure.description) }
        return report.exitCode
    }

    /// `--onecall-usage`: today's count against the limit.
    /// - Throws: ``OneCallCountError`` when the count cannot be read.
    private func oneCallCount(limit: Int) throws -> OneCallCount {
        let today = LocalTime(time.now()).date
        guard let directory = cacheDirectory else {
            return OneCallCount(day: today, used: nil, limit: limit, notKeptBecause: noCacheFolderReason)
        }
        let budget = OneCallBudget(directory: directory, limit: limit, time: time)
        guard let used = budget.usedToday() else { throw OneCallCountError(path: budget.path) }
        return OneCallCount(day: today, used: used, limit: limit)
    }

    /// `--clear-cache`.
    private func clearCache() throws -> ClearedCache {
        guard let directory = cacheDirectory else {
            return ClearedCache(folder: nil, removed: 0, noFolderBecause: noCacheFolderReason)
        }
        return ClearedCache(folder: directory.path, removed: try ResponseCache(directory: directory).removeAll())
    }

    /// The fetcher for `places` places: its client, with the cache and the connections the plan needs.
    private func fetcher(_ settings: Settings, places: Int, output: OutputWriter) throws -> ReportFetcher {
        let network = settings.network
        guard let apiKey = network.apiKey else { throw ConfigError.noAPIKey(configPath: settings.configPath) }
        if let warning = Self.cleartextWarning(network) { output.error(warning) }
        let deadline = Deadline(seconds: network.timeoutSeconds, from: time)
        let cache = cacheDirectory.map { ResponseCache(directory: $0) }
        if cache == nil, network.cache.ttl > 0 {
            output.error("\(noCacheFolderReason), so nothing is cached")
        }
        // Several places: as many connections as places in flight, each as many as one place wants.
        let connections = min(places, ReportFetcher.maxConcurrentPlaces) * settings.plan.connectionsPerPlace
        let client = OpenWeatherMapClient(
            baseURL: network.baseURL, apiKey: apiKey,
            http: HTTPClient(
                transport: transport, deadline: deadline, retry: network.retry, time: time,
                connectionsPerHost: connections, environment: environment),
            cache: CachedFetch(cache: cache, policy: network.cache, deadline: deadline, time: time))
        return ReportFetcher(client: client, plan: settings.plan, time: time, oneCallCountFolder: cacheDirectory)
    }

    /// Why there is no cache folder: `neither XDG_CACHE_HOME nor HOME is set`, or the XDG
    /// variable is relative (XDG says to ignore it then).
    private var noCacheFolderReason: String {
        (environment["XDG_CACHE_HOME"] ?? "").isEmpty
            ? "neither XDG_CACHE_HOME nor HOME is set"
            : "XDG_CACHE_HOME is not an absolute path, so it is ignored, and HOME is not set"
    }

    /// The key rides in the query string: over plain http to anything but this machine, anyone on
    /// the path can read it.
    static func cleartextWarning(_ network: Settings.Network) -> String? {
        guard network.apiKey != nil, network.baseURL.scheme?.lowercased() == "http",
            let host = network.baseURL.host?.lowercased(),
            !["localhost", "127.0.0.1", "::1", "[::1]"].contains(host), !host.hasPrefix("127.")
        else { return nil }
        return "the API key travels in clear text to \(host) (http://); use https:// in the base URL"
    }

    /// `$XDG_CACHE_HOME/weather` or `~/.cache/weather`: the cache, One Call's count; nil without either.
    private var cacheDirectory: URL? { ResponseCache.defaultDirectory(environment: environment) }

    /// The display style before the config file is read: for a failure that comes first.
    private func provisionalStyle(_ flags: Options) -> DisplayStyle {
        DisplayStyle.resolve(
            flags: flags, config: Options(), environment: environment, outputIsTerminal: streams.outputIsTerminal,
            terminalColumns: streams.terminalColumns)
    }

    private func readInput(_ path: String) throws -> Data {
        switch path == "-" ? streams.readInput() : FileContents.read(path) {
        case .data(let data): return data
        case .missing: throw InputError(path: path, reason: "no such file")
        case .unreadable(let reason): throw InputError(path: path, reason: reason)
        }
    }
}
