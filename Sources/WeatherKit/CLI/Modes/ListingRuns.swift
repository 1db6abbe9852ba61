/// `--clear-cache`: deletes the cached answers and says how many went.
struct ClearCacheRun: ModeRun {
    func run(_ context: RunContext) async throws -> ExitCode {
        context.output.print(try context.listing().cleared(try context.world.clearCache()))
        return .success
    }
}

/// `--onecall-usage`: today's One Call count against the limit.
struct OneCallUsageRun: ModeRun {
    func run(_ context: RunContext) async throws -> ExitCode {
        let count = try context.world.oneCallCount(limit: context.settings.oneCallDailyLimit)
        context.output.print(try context.listing().oneCallUsage(count))
        return .success
    }
}

/// `--places`: the config's places, in file order; with none, a line on stderr saying where to add them.
struct PlacesRun: ModeRun {
    var places: [NamedPlace]

    func run(_ context: RunContext) async throws -> ExitCode {
        if places.isEmpty { context.output.error(Notices.noPlaces(configPath: context.settings.configPath)) }
        context.output.print(try context.listing().places(places))
        return .success
    }
}

/// `--place-names` and `--forecast-days`: words for the completions (the config's aliases, what
/// `--forecast` takes).
struct WordsRun: ModeRun {
    var words: [String]

    func run(_ context: RunContext) async throws -> ExitCode {
        context.output.print(try context.listing().words(words))
        return .success
    }
}
