import FoundationEssentials

/// The whole command: arguments and environment in, text on the streams and an exit code out.
///
/// It only wires: the flags, the environment and the config file become ``Settings`` (a
/// ``Mode``, a ``FetchPlan``, a ``DisplayStyle`` and an ``OutputForm``); the mode's own type
/// (``ModeRun``, one a mode, in `CLI/Modes/`) runs with them; what it makes goes out through the
/// form and ``OutputWriter``, and a failure is worded once, here. Everything it touches in the
/// world is a value handed in (``World``): the environment, the standard streams, the HTTP
/// transport and the clock. `main` passes the real ones.
public struct WeatherCommand: Sendable {
    let world: World

    /// - Parameters:
    ///   - refreshSignal: what ends `--watch`'s wait early (`SIGUSR1`).
    ///   - listenForRefresh: connects `refreshSignal` to the world when `--watch` starts: `main`
    ///     passes ``WakeSignal/fireOnSIGUSR1(_:)``; tests fire the signal themselves.
    ///   - notifier: where `--notify` sends: notify-send from the environment's `PATH` unless given.
    public init(
        environment: [String: String], streams: StandardStreams = .process, transport: HTTPTransport,
        time: TimeSource = .system, refreshSignal: WakeSignal = WakeSignal(),
        listenForRefresh: @escaping @Sendable (WakeSignal) -> Void = { _ in }, notifier: Notifier? = nil
    ) {
        world = World(
            environment: environment, streams: streams, transport: transport, time: time,
            refreshSignal: refreshSignal, listenForRefresh: listenForRefresh,
            notifier: notifier ?? .notifySend(environment: environment))
    }

    /// Runs `weather` with `arguments` (without the program name) and returns its exit code.
    public func run(_ arguments: [String]) async -> ExitCode {
        let (environment, streams) = (world.environment, world.streams)
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
                output.print(ImmediateRun.text(mode, width: provisional.width))
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
            // A key in the environment stays secret though another provider answers without it.
            for variable in [EnvironmentVariable.openWeatherMapAPIKey, .owmAPIKey] {
                output.redact(environment[variable])
            }
            if let warning = location?.permissionWarning(config) { output.error(warning) }
            let context = RunContext(settings: settings, output: output, world: world)
            return output.finish(form.exitCode(try await RunContext.run(for: settings.mode).run(context)))
        } catch {
            return output.finish(fail(error, form: form, output: output))
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
}
