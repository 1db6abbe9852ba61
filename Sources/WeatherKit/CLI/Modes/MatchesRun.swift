/// `--matches NAME`: every place the geocoder matches a name with.
struct MatchesRun: ModeRun {
    var name: String

    func run(_ context: RunContext) async throws -> ExitCode {
        let fetcher = try context.fetcher(places: 1)
        let found = try await FailedQuery.of(.place(.city(name))) { try await fetcher.matches(for: name) }
        for warning in found.warnings { context.output.warnOnce(warning.description, topic: "cache") }
        context.output.print(try context.listing().matches(found.value, name: name))
        return .success
    }
}
