/// `--input FILE`: a saved current-weather answer, OpenWeatherMap's or Open-Meteo's, put together
/// as a fetched one is (``ReportAssembler/report(saved:query:plan:)``); no key, no network.
struct InputRun: ModeRun {
    var path: String

    func run(_ context: RunContext) async throws -> ExitCode {
        let query = Query.input(path: path)
        let (current, source) = try FailedQuery.of(query) { () throws -> (CurrentWeather, Provider) in
            let body = try context.world.readInput(path)
            return try Provider.readSaved(body, source: path == "-" ? .standardInput : .file(path))
        }
        let report = ReportAssembler.report(saved: current, source: source, query: query, plan: context.settings.plan)
        context.output.print(context.form.report(report))
        return .success
    }
}
