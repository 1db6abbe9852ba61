import FoundationEssentials

/// The whole command: arguments and environment in, text on the streams and an exit code out.
///
/// Everything it touches in the world is a value handed in: the environment, the standard
/// streams, the HTTP transport and the clock. `main` passes the real ones.
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
        var failureFormat = OutputFormat.guess(arguments)
        output.setOutputIsJSON(failureFormat.isJSON)
        var query: Query?
        let code: ExitCode
        do {
            let flags = try CommandLineParser.parse(arguments)
            if let text = Self.immediateText(flags) {
                output.print(text)
                return output.finish(.success)
            }
            output.redact(flags.apiKey)
            if flags.clearCache {
                output.print(try clearCache())
                return output.finish(.success)
            }
            let location = ConfigLocation.find(flag: flags.configPath, environment: environment)
            let config = try location?.load() ?? Options()
            output.redact(config.apiKey)
            if flags.showOneCallUsage {
                output.print(
                    oneCallUsage(limit: flags.oneCallLimit ?? config.oneCallLimit ?? OneCallBudget.defaultLimit))
                return output.finish(.success)
            }
            let settings = try Settings.resolve(
                flags: flags, environment: environment, config: config, configPath: location?.path)
            output.redact(settings.apiKey)
            failureFormat = settings.format
            output.setOutputIsJSON(settings.format.isJSON)
            for warning in [location?.permissionWarning(config), Self.cleartextWarning(settings)].compactMap({ $0 }) {
                output.error(warning)
            }
            code = try await run(settings, output: output, query: &query)
        } catch {
            code = fail(UnexpectedError.wrap(error), format: failureFormat, query: query, output: output)
        }
        return output.finish(code)
    }

    /// `--help`, `--version` and `--generate`: printed before any config is read.
    private static func immediateText(_ flags: Options) -> String? {
        if flags.showHelp { return HelpText.text }
        if flags.showVersion { return "weather \(WeatherVersion.current)\n" }
        return flags.generate?.contents
    }

    private func run(_ settings: Settings, output: OutputWriter, query: inout Query?) async throws -> ExitCode {
        let presenter = ReportPresenter(
            format: settings.format, units: settings.units, localTime: settings.localTime, hourly: settings.hourly,
            color: settings.color.enabled(environment: environment, standardOutputIsTerminal: streams.outputIsTerminal),
            glyphs: glyphs
        ).drawing(
            table: settings.forecastTable, chartHours: settings.chartHours, width: terminalWidth,
            glyphs: environment["TERM"] == "dumb" ? .ascii : glyphs, fullAlerts: settings.fullAlerts)
        switch settings.source {
        case .input(let path):
            query = .input(path: path)
            let current = try OpenWeatherMapData.currentWeather(
                from: try readInput(path), source: path == "-" ? .standardInput : .file(path))
            output.print(
                presenter.report(
                    WeatherReport(
                        query: .input(path: path), place: nil, matchCount: 1, current: current, fetchedAt: nil)))
            return .success

        case .places(let places):
            guard let apiKey = settings.apiKey else { throw ConfigError.noAPIKey(configPath: settings.configPath) }
            // One place: one connection, reused in turn (or multiplexed over HTTP/2), beats a second
            // handshake; several places: as many connections as places in flight. With air quality,
            // each request of a place gets its own, so air never waits behind the weather.
            let requests = settings.air ? 2 + (settings.forecast == nil ? 0 : 1) + (settings.airForecast ? 1 : 0) : 1
            let connections = min(places.count, ReportFetcher.maxConcurrentPlaces) * requests
            let fetcher = ReportFetcher(
                client: client(settings, apiKey: apiKey, connections: connections, output: output),
                language: settings.language, forecast: settings.forecast, air: settings.air,
                airForecast: settings.airForecast, forecastIsExtra: settings.forecastIsExtra,
                oneCall: settings.oneCallLimit.map { limit in
                    OneCallSettings(
                        budget: cacheDirectory.map {
                            OneCallBudget(directory: $0, limit: limit, time: time)
                        })
                })

            if settings.listMatches, case .city(let name) = places.first {
                query = .place(.city(name))
                output.print(presenter.matches(try await fetcher.matches(for: name), name: name))
                return .success
            }
            if places.count == 1, let place = places.first {
                query = .place(place)
                let report = try await fetcher.report(for: place)
                let code = notices(report, label: nil, output: output)
                output.print(presenter.report(report))
                // A bar must keep running: its line already shows what came.
                if case .waybar = settings.format { return .success }
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
                    output.error(ReportPresenter.failureLine(failure, place: place))
                }
                if code == .success { code = placeCode }
            }
            output.print(presenter.reports(Array(zip(places, results))))
            return code
        }
    }

    /// A report's stale notice and failed parts on stderr (each line led by `label:` among several
    /// places), and the exit code they make.
    private func notices(_ report: WeatherReport, label: String?, output: OutputWriter) -> ExitCode {
        let lead = label.map { "\($0): " } ?? ""
        // Once per run, however many places fell back.
        if let message = report.oneCall?.message { output.warnOnce(message, topic: "onecall") }
        if let stale = report.stale { output.error((lead + stale.description).withoutControlCharacters) }
        for failure in report.failures { output.error((lead + failure.description).withoutControlCharacters) }
        return report.exitCode
    }

    /// `--onecall-usage`: today's count against the limit.
    private func oneCallUsage(limit: Int) -> String {
        guard let directory = cacheDirectory else {
            return "One Call: no count is kept (\(noCacheFolderReason)), so --onecall uses the free endpoints\n"
        }
        let budget = OneCallBudget(directory: directory, limit: limit, time: time)
        return "One Call requests today (\(budget.today) UTC): \(budget.usedToday()) of \(limit)\n"
    }

    /// `--clear-cache`: the line that says what went.
    private func clearCache() throws -> String {
        guard let directory = cacheDirectory else {
            return "no cache to clear (\(noCacheFolderReason))\n"
        }
        let removed = try ResponseCache(directory: directory, warn: { _ in }).removeAll()
        return "removed \(removed) cache file\(removed == 1 ? "" : "s") from \(directory.path)\n"
    }

    private func client(
        _ settings: Settings, apiKey: String, connections: Int, output: OutputWriter
    )
        -> OpenWeatherMapClient
    {
        let deadline = Deadline(seconds: settings.timeoutSeconds, from: time)
        let cache = cacheDirectory.map {
            ResponseCache(directory: $0, warn: { output.warnOnce($0, topic: "cache") })
        }
        if cache == nil, settings.cache.ttl > 0 {
            output.error("\(noCacheFolderReason), so nothing is cached")
        }
        return OpenWeatherMapClient(
            baseURL: settings.baseURL, apiKey: apiKey,
            http: HTTPClient(
                transport: transport, deadline: deadline, retry: settings.retry, time: time,
                connectionsPerHost: connections, environment: environment),
            cache: CachedFetch(cache: cache, policy: settings.cache, deadline: deadline, time: time))
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
    static func cleartextWarning(_ settings: Settings) -> String? {
        guard settings.apiKey != nil, case .places = settings.source, settings.baseURL.scheme?.lowercased() == "http",
            let host = settings.baseURL.host?.lowercased(),
            !["localhost", "127.0.0.1", "::1", "[::1]"].contains(host), !host.hasPrefix("127.")
        else { return nil }
        return "the API key travels in clear text to \(host) (http://); use https:// in the base URL"
    }

    /// `$XDG_CACHE_HOME/weather` or `~/.cache/weather`: the cache, One Call's count; nil without either.
    private var cacheDirectory: URL? { ResponseCache.defaultDirectory(environment: environment) }

    /// `COLUMNS` when it is a positive number, else the terminal's own width, else 80.
    private var terminalWidth: Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return min(columns, 1000) }
        return streams.terminalColumns ?? 80
    }

    /// Emoji and `°` only where the locale says the terminal speaks UTF-8 (the first of
    /// `LC_ALL`, `LC_CTYPE` and `LANG` that is set); ASCII otherwise, `LANG=C` and unset included.
    private var glyphs: Glyphs {
        let locale =
            [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty }?.lowercased() ?? ""
        return locale.contains("utf-8") || locale.contains("utf8") ? .unicode : .ascii
    }

    private func readInput(_ path: String) throws -> Data {
        switch path == "-" ? streams.readInput() : FileContents.read(path) {
        case .data(let data): return data
        case .missing: throw InputError(path: path, reason: "no such file")
        case .unreadable(let reason): throw InputError(path: path, reason: reason)
        }
    }

    /// One line on stderr, and with `--json` the error object on stdout. With `--waybar` the bar
    /// gets an error line and the exit code is 0, so the bar keeps running.
    private func fail(
        _ failure: any WeatherFailure, format: OutputFormat, query: Query?, output: OutputWriter
    ) -> ExitCode {
        output.error(failure.description)
        if let text = ReportPresenter.failure(failure, format: format, query: query, glyphs: glyphs) {
            output.print(text)
        }
        if case .waybar = format { return .success }
        return failure.exitCode
    }
}
