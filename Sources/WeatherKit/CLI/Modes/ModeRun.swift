/// One mode's work: what it fetches or reads, and what it prints through the run's form.
/// ``WeatherCommand`` makes the one its ``Mode`` names (``RunContext/run(for:)``), hands it the
/// context and returns the exit code it gives.
protocol ModeRun: Sendable {
    func run(_ context: RunContext) async throws -> ExitCode
}

/// What a mode runs with: the resolved settings (their form), the one door to the streams and the
/// world.
struct RunContext: Sendable {
    var settings: Settings
    var output: OutputWriter
    var world: World

    var form: any OutputForm { settings.form }

    /// The run of `mode`.
    static func run(for mode: Mode) -> any ModeRun {
        switch mode {
        case .help, .version, .generate: ImmediateRun(mode: mode)
        case .clearCache: ClearCacheRun()
        case .oneCallUsage: OneCallUsageRun()
        case .places(let places): PlacesRun(places: places)
        case .placeNames(let words), .forecastDays(let words): WordsRun(words: words)
        case .input(let path): InputRun(path: path)
        case .matches(let name): MatchesRun(name: name)
        case .weather(let places): WeatherRun(places: places)
        case .watch(let place, let seconds): WatchRun(place: place, interval: seconds)
        case .notify(let place): NotifyRun(place: place)
        }
    }

    /// The fetcher for `places` places (``World/fetcher(_:places:output:)``).
    func fetcher(places: Int) throws -> any WeatherFetcher {
        try world.fetcher(settings, places: places, output: output)
    }

    /// The form as one that prints lists; ``OutputForms`` allows no other for a listing mode.
    func listing() throws -> any ListingForm {
        guard let listing = form as? any ListingForm else { throw UnexpectedError(detail: "no listing form") }
        return listing
    }

    /// A report's One Call fallback, cache warnings, stale notice and failed parts on stderr (each
    /// line led by `label:` among several places), and the exit code they make.
    func notices(_ report: WeatherReport, label: String?) -> ExitCode {
        let lead = label.map { "\($0): " } ?? ""
        // Once per run, however many places fell back or found the cache unwritable.
        if let fallback = report.oneCall?.fallback { output.warnOnce(fallback.message, topic: "onecall") }
        for warning in report.cacheWarnings { output.warnOnce(warning.description, topic: warning.topic) }
        for fallback in report.fallbacks { output.error(lead + fallback.notice(answeredBy: report.source)) }
        if let notice = report.located?.notice { output.error(lead + notice) }
        if let stale = report.stale { output.error(lead + stale.description) }
        for failure in report.failures { output.error(lead + failure.description) }
        return report.exitCode
    }
}

/// A failure of `query`'s, carrying it, so that JSON's error object can name it.
struct FailedQuery: Error {
    var query: Query
    var failure: any Error

    /// What `work` returns, or its error as `query`'s.
    static func of<Value>(_ query: Query, _ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch {
            throw FailedQuery(query: query, failure: error)
        }
    }

    static func of<Value>(_ query: Query, _ work: () throws -> Value) throws -> Value {
        do {
            return try work()
        } catch {
            throw FailedQuery(query: query, failure: error)
        }
    }
}
