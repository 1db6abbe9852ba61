import Foundation

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
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) })
}

/// The whole command: arguments and environment in, text and an exit code out.
public struct WeatherCommand: Sendable {
    public var environment: [String: String]
    public var output: OutputStreams
    public var readStandardInput: @Sendable () -> Data

    public init(
        environment: [String: String], output: OutputStreams = .process,
        readStandardInput: @escaping @Sendable () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) {
        self.environment = environment
        self.output = output
        self.readStandardInput = readStandardInput
    }

    /// Runs `weather` with `arguments` (without the program name) and returns its exit code.
    public func run(_ arguments: [String]) async -> ExitCode {
        // Known before parsing, so that even a usage error is reported as JSON to a script.
        var context = FailureContext(json: arguments.contains("--json"))
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
            context.secret = options.apiKey
            let location = ConfigLocation.find(flag: options.configPath, environment: environment)
            let config = try location?.load() ?? ConfigFile()
            let settings = try Settings.resolve(
                options, environment: environment, config: config, configPath: location?.path)
            context.secret = settings.apiKey
            return try await run(settings, context: &context)
        } catch let failure as any WeatherFailure {
            fail(failure, context: context)
            return failure.exitCode
        } catch {
            // Every layer throws a WeatherFailure; anything else is a bug, reported without a crash.
            let failure = UnexpectedError(detail: String(describing: type(of: error)))
            fail(failure, context: context)
            return failure.exitCode
        }
    }

    private func run(_ settings: Settings, context: inout FailureContext) async throws -> ExitCode {
        let view = HumanView(units: settings.units, localTime: settings.localTime, hourly: settings.hourly)
        switch settings.source {
        case .input(let path):
            context.query = .input(path: path)
            let current = try OpenWeatherMapData.currentWeather(
                from: try readInput(path), source: path == "-" ? .standardInput : .file(path))
            let report = WeatherReport(
                query: .input(path: path), place: nil, matchCount: 1, current: current, forecast: nil)
            output.standardOutput(settings.json ? JSONReport.text(JSONReport.object(report)) : view.render(report))
            return .success

        case .places(let places):
            guard let apiKey = settings.apiKey else { throw ConfigError.noAPIKey(configPath: settings.configPath) }
            let fetcher = ReportFetcher(
                client: OpenWeatherMapClient(
                    baseURL: settings.baseURL, apiKey: apiKey, language: settings.language,
                    http: HTTPClient(timeout: settings.timeoutSeconds)),
                forecastDays: settings.forecastDays)

            if settings.listMatches, case .city(let name) = places.first {
                context.query = .place(.city(name))
                let matches = try await fetcher.matches(for: name)
                output.standardOutput(
                    settings.json
                        ? JSONReport.text(JSONReport.matches(matches)) : view.renderMatches(matches, name: name))
                return .success
            }
            if places.count == 1, let place = places.first {
                context.query = .place(place)
                let report = try await fetcher.report(for: place)
                output.standardOutput(settings.json ? JSONReport.text(JSONReport.object(report)) : view.render(report))
                return .success
            }
            return printMany(
                await fetcher.reports(for: places), places: places, settings: settings, view: view, context: context)
        }
    }

    /// Several places: a JSON array, or one block per place; a failed place is an error slot or
    /// line and the exit code is that of the first failure in order.
    private func printMany(
        _ results: [PlaceOutcome], places: [PlaceQuery], settings: Settings,
        view: HumanView, context: FailureContext
    ) -> ExitCode {
        var exitCode = ExitCode.success
        var objects: [JSONOutput] = []
        var blocks: [String] = []
        for (place, result) in zip(places, results) {
            switch result {
            case .success(let report):
                objects.append(JSONReport.object(report))
                blocks.append(view.render(report))
            case .failure(let failure):
                if exitCode == .success { exitCode = failure.exitCode }
                let line = "\(place.label): \(failure.description)".withoutControlCharacters
                output.standardError(context.redact("weather: \(line)\n"))
                objects.append(JSONReport.errorObject(failure, query: .place(place)))
                blocks.append("\(line)\n")
            }
        }
        output.standardOutput(
            context.redact(settings.json ? JSONReport.text(.array(objects)) : blocks.joined(separator: "\n")))
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
    private func fail(_ failure: any WeatherFailure, context: FailureContext) {
        output.standardError(context.redact("weather: \(failure.description)\n"))
        if context.json {
            output.standardOutput(
                context.redact(JSONReport.text(JSONReport.errorObject(failure, query: context.query))))
        }
    }
}

/// What an error report needs to know about the run so far.
private struct FailureContext {
    var json: Bool
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
