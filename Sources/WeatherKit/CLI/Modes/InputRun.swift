/// `--input FILE`: a saved current-weather answer, put together as a fetched one is
/// (``ReportFetcher/report(saved:query:plan:)``); no key, no network.
struct InputRun: ModeRun {
    var path: String

    func run(_ context: RunContext) async throws -> ExitCode {
        let query = Query.input(path: path)
        let current = try FailedQuery.of(query) {
            try OpenWeatherMapData.currentWeather(
                from: try context.world.readInput(path), source: path == "-" ? .standardInput : .file(path))
        }
        context.output.print(
            context.form.report(ReportFetcher.report(saved: current, query: query, plan: context.settings.plan)))
        return .success
    }
}
