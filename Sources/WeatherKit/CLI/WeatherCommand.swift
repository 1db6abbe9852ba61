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
        let json = arguments.contains("--json")
        var secret: String?
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
            secret = options.apiKey
            let location = ConfigLocation.find(flag: options.configPath, environment: environment)
            let config = try location?.load() ?? ConfigFile()
            let settings = try Settings.resolve(
                options, environment: environment, config: config, configPath: location?.path)
            secret = settings.apiKey
            try await report(settings)
            return .success
        } catch let failure as any WeatherFailure {
            fail(failure, json: json, secret: secret)
            return failure.exitCode
        } catch {
            // Every layer throws a WeatherFailure; anything else is a bug, reported without a crash.
            let failure = UnexpectedError(detail: String(describing: type(of: error)))
            fail(failure, json: json, secret: secret)
            return failure.exitCode
        }
    }

    private func report(_ settings: Settings) async throws {
        let weather: CurrentWeather
        let query: Query
        switch settings.source {
        case .input(let path):
            query = .input(path: path)
            weather = try OpenWeatherMapData.currentWeather(
                from: try readInput(path), source: path == "-" ? .standardInput : .file(path))
        case .coordinates(let point):
            query = .coordinates(point)
            guard let apiKey = settings.apiKey else { throw ConfigError.noAPIKey(configPath: settings.configPath) }
            let client = OpenWeatherMapClient(
                baseURL: settings.baseURL, apiKey: apiKey, language: settings.language,
                http: HTTPClient(timeout: settings.timeoutSeconds))
            weather = try await client.currentWeather(at: point)
        }
        output.standardOutput(
            settings.json
                ? JSONReport.render(weather, query: query)
                : HumanView.render(weather, units: settings.units))
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
    private func fail(_ failure: any WeatherFailure, json: Bool, secret: String?) {
        let redact: (String) -> String = { text in secret.map(text.redacting) ?? text }
        output.standardError(redact("weather: \(failure.description)\n"))
        if json { output.standardOutput(redact(JSONReport.renderError(failure))) }
    }
}

/// A failure no layer anticipated; reported as a bad response rather than a crash.
struct UnexpectedError: WeatherFailure {
    var detail: String
    var exitCode: ExitCode { .badResponse }
    var description: String { "unexpected error (\(detail)); please report this" }
}
