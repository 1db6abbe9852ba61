/// The weather of one or more places, in the order given: a failed place among several is a line
/// on stderr and its slot in the output, and the run's exit code is the first place's that failed.
struct WeatherRun: ModeRun {
    var places: [PlaceQuery]

    func run(_ context: RunContext) async throws -> ExitCode {
        let fetcher = try context.fetcher(places: places.count)
        if places.count == 1, let place = places.first {
            let report = try await FailedQuery.of(.place(place)) { try await fetcher.report(for: place) }
            let code = context.notices(report, label: nil)
            context.output.print(context.form.report(report))
            return code
        }
        let results = await fetcher.reports(for: places)
        var code = ExitCode.success
        for (place, result) in zip(places, results) {
            let placeCode: ExitCode
            switch result {
            case .success(let report): placeCode = context.notices(report, label: place.label)
            case .failure(let failure):
                placeCode = failure.exitCode
                context.output.error(place.failureLine(failure))
            }
            if code == .success { code = placeCode }
        }
        context.output.print(context.form.reports(Array(zip(places, results))))
        return code
    }
}
