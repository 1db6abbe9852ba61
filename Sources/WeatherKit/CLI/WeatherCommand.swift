import Dispatch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the command writes. Injected so tests can capture output without a subprocess.
public struct OutputStreams: Sendable {
    public var standardOutput: @Sendable (String) -> Void
    public var standardError: @Sendable (String) -> Void

    public init(
        standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's real stdout and stderr.
    public static let process = OutputStreams(
        standardOutput: { StandardStreams.write($0, to: STDOUT_FILENO) },
        standardError: { StandardStreams.write($0, to: STDERR_FILENO) })
}

/// The whole command: arguments and environment in, text and an exit code out.
public struct WeatherCommand: Sendable {
    public var environment: [String: String]
    public var output: OutputStreams
    public var readStandardInput: @Sendable () -> Data
    /// Whether stdout is a terminal, for `--color auto`.
    public var standardOutputIsTerminal: Bool
    public var now: @Sendable () -> Date

    public init(
        environment: [String: String], output: OutputStreams = .process,
        readStandardInput: @escaping @Sendable () -> Data = { StandardStreams.readStandardInput() },
        standardOutputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.environment = environment
        self.output = output
        self.readStandardInput = readStandardInput
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.now = now
    }

    /// Runs `weather` with `arguments` (without the program name) and returns its exit code.
    public func run(_ arguments: [String]) async -> ExitCode {
        // Known before parsing, so that even a usage error is reported as JSON to a script.
        var context = FailureContext(json: arguments.contains("--json"), waybar: arguments.contains("--waybar"))
        do {
            let options = try CommandLineParser.parse(arguments)
            if options.showHelp {
                output.standardOutput(HelpText.text)
                return .success
            }
            if options.showVersion {
                output.standardOutput("weather \(WeatherVersion.current)\n")
                return .success
            }
            if let shell = options.completions {
                output.standardOutput(Completions.script(for: shell))
                return .success
            }
            context.secret = options.apiKey
            let location = ConfigLocation.find(flag: options.configPath, environment: environment)
            let config = try location?.load() ?? ConfigFile()
            let settings = try Settings.resolve(
                options, environment: environment, config: config, configPath: location?.path)
            context.secret = settings.apiKey
            for warning in [location?.permissionWarning(config), Self.cleartextWarning(settings)].compactMap({ $0 }) {
                output.standardError(context.redact("weather: \(warning)\n"))
            }
            return try await run(settings, context: &context)
        } catch let failure as any WeatherFailure {
            return fail(failure, context: context)
        } catch {
            // Every layer throws a WeatherFailure; anything else is a bug, reported without a crash.
            return fail(UnexpectedError(detail: String(describing: type(of: error))), context: context)
        }
    }

    private func run(_ settings: Settings, context: inout FailureContext) async throws -> ExitCode {
        let presenter = Presenter(settings: settings, color: colorEnabled(settings), icons: localeIsUTF8)
        switch settings.source {
        case .input(let path):
            context.query = .input(path: path)
            let current = try OpenWeatherMapData.currentWeather(
                from: try readInput(path), source: path == "-" ? .standardInput : .file(path))
            output.standardOutput(
                presenter.present(
                    WeatherReport(
                        query: .input(path: path), place: nil, matchCount: 1, current: current, fetchedAt: nil)))
            return .success

        case .places(let places):
            guard let apiKey = settings.apiKey else { throw ConfigError.noAPIKey(configPath: settings.configPath) }
            let fetcher = ReportFetcher(client: client(settings, apiKey: apiKey), forecastDays: settings.forecastDays)

            if settings.listMatches, case .city(let name) = places.first {
                context.query = .place(.city(name))
                let matches = try await fetcher.matches(for: name)
                output.standardOutput(
                    settings.json
                        ? JSONReport.text(JSONReport.matches(matches))
                        : presenter.view.renderMatches(matches, name: name))
                return .success
            }
            if places.count == 1, let place = places.first {
                context.query = .place(place)
                let report = try await fetcher.report(for: place)
                warnIfStale(report, label: nil, context: context)
                output.standardOutput(presenter.present(report))
                return .success
            }
            return printMany(
                await fetcher.reports(for: places), places: places, settings: settings, presenter: presenter,
                context: context)
        }
    }

    private func client(_ settings: Settings, apiKey: String) -> OpenWeatherMapClient {
        let warnOnce = WarnOnce { [output, apiKey] message in
            output.standardError("weather: \(message)\n".redacting(apiKey))
        }
        let cache = ResponseCache.defaultDirectory(environment: environment).map {
            ResponseCache(directory: $0, warn: warnOnce.callAsFunction)
        }
        return OpenWeatherMapClient(
            baseURL: settings.baseURL, apiKey: apiKey, language: settings.language,
            http: HTTPClient(timeout: settings.timeoutSeconds), cache: cache, policy: settings.cache,
            retry: settings.retry, now: now)
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

    private func warnIfStale(_ report: WeatherReport, label: String?, context: FailureContext) {
        guard let stale = report.stale else { return }
        output.standardError(context.redact("weather: " + (label.map { "\($0): " } ?? "") + stale.description + "\n"))
    }

    private func colorEnabled(_ settings: Settings) -> Bool {
        settings.color.enabled(environment: environment, standardOutputIsTerminal: standardOutputIsTerminal)
    }

    /// Emoji only where the locale says the terminal speaks UTF-8.
    private var localeIsUTF8: Bool {
        let locale =
            [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return locale.lowercased().contains("utf-8") || locale.lowercased().contains("utf8")
    }

    /// Several places: a JSON array, or one block (or template line) per place; a failed place is
    /// an error slot or line, and the exit code is that of the first failure in order.
    private func printMany(
        _ results: [PlaceOutcome], places: [PlaceQuery], settings: Settings, presenter: Presenter,
        context: FailureContext
    ) -> ExitCode {
        var exitCode = ExitCode.success
        var objects: [JSONOutput] = []
        var blocks: [String] = []
        for (place, result) in zip(places, results) {
            switch result {
            case .success(let report):
                warnIfStale(report, label: place.label, context: context)
                objects.append(JSONReport.object(report))
                blocks.append(presenter.present(report))
            case .failure(let failure):
                if exitCode == .success { exitCode = failure.exitCode }
                let line = "\(place.label): \(failure.description)".withoutControlCharacters
                output.standardError(context.redact("weather: \(line)\n"))
                objects.append(JSONReport.errorObject(failure, query: .place(place)))
                blocks.append("\(line)\n")
            }
        }
        let separator = settings.template == nil ? "\n" : ""
        output.standardOutput(
            context.redact(settings.json ? JSONReport.text(.array(objects)) : blocks.joined(separator: separator)))
        return exitCode
    }

    private func readInput(_ path: String) throws -> Data {
        if path == "-" { return readStandardInput() }
        switch FileContents.read(path) {
        case .data(let data): return data
        case .missing: throw InputError(path: path, reason: "no such file")
        case .unreadable(let reason): throw InputError(path: path, reason: reason)
        }
    }

    /// One line on stderr, and with `--json` the error object on stdout; never the key.
    /// With `--waybar` the bar gets an error line and the exit code is 0, so the bar keeps running.
    private func fail(_ failure: any WeatherFailure, context: FailureContext) -> ExitCode {
        output.standardError(context.redact("weather: \(failure.description)\n"))
        if context.waybar {
            output.standardOutput(context.redact(WaybarLine.failure(failure)))
            return .success
        }
        if context.json {
            output.standardOutput(
                context.redact(JSONReport.text(JSONReport.errorObject(failure, query: context.query))))
        }
        return failure.exitCode
    }
}

/// What an error report needs to know about the run so far.
private struct FailureContext {
    var json: Bool
    var waybar: Bool
    var secret: String?
    var query: Query?

    func redact(_ text: String) -> String { secret.map(text.redacting) ?? text }
}

/// A failure no layer anticipated; reported as a bad response rather than a crash.
struct UnexpectedError: WeatherFailure {
    var detail: String
    var exitCode: ExitCode { .badResponse }
    var description: String { "unexpected error (\(detail)); please report this" }
}

/// Chooses the output form for a report: Waybar line, template line, JSON or the human view.
private struct Presenter {
    var settings: Settings
    var view: HumanView
    var plain: HumanView
    var renderer: TemplateRenderer

    init(settings: Settings, color: Bool, icons: Bool) {
        self.settings = settings
        let usesView = settings.template == nil && !settings.waybar && !settings.json
        view = HumanView(
            units: settings.units, localTime: settings.localTime, hourly: settings.hourly, color: usesView && color,
            icons: icons)
        plain = HumanView(units: settings.units, localTime: settings.localTime, hourly: settings.hourly, icons: icons)
        renderer = TemplateRenderer(units: settings.units, localTime: settings.localTime)
    }

    func present(_ report: WeatherReport) -> String {
        if settings.waybar {
            let text = renderer.render(settings.template ?? WaybarLine.defaultTemplate, report)
            var tooltip = plain.render(report)
            while tooltip.hasSuffix("\n") { tooltip.removeLast() }
            return WaybarLine.success(report, text: text, tooltip: tooltip)
        }
        if let template = settings.template { return renderer.render(template, report) + "\n" }
        if settings.json { return JSONReport.text(JSONReport.object(report)) }
        return view.render(report)
    }
}

/// Passes on only the first message: a broken cache folder is worth one warning per run.
final class WarnOnce: @unchecked Sendable {
    private let lock = Lock()
    private var warned = false
    private let sink: @Sendable (String) -> Void

    init(_ sink: @escaping @Sendable (String) -> Void) { self.sink = sink }

    func callAsFunction(_ message: String) {
        let first = lock.withLock { () -> Bool in
            defer { warned = true }
            return !warned
        }
        if first { sink(message) }
    }
}
