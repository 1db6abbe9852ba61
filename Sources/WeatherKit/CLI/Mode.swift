/// What a run does, with its places: decided once, by ``Request``.
public enum Mode: Sendable, Equatable {
    /// `--help`, `--version` and `--generate WHAT`: printed before any config file is read.
    case help(brief: Bool)
    case version
    case generate(GeneratedFile)
    /// `--clear-cache`: delete the cached answers.
    case clearCache
    /// `--onecall-usage`: today's One Call count.
    case oneCallUsage
    /// `--input FILE`: a saved current-weather response; no key, no network.
    case input(path: String)
    /// `--matches NAME`: every place a name matches.
    case matches(name: String)
    /// `--places`: the config's places, aliases with their names; no network.
    case places([NamedPlace])
    /// `--place-names`: the config's aliases alone, for completions.
    case placeNames([String])
    /// `--forecast-days`: what `--forecast` takes with the provider in use, for completions.
    case forecastDays([String])
    /// The weather of one or more places, in the order given.
    case weather([PlaceQuery])
    /// `--watch`: one place's line, again each time it changes, until the process is stopped.
    case watch(PlaceQuery, everySeconds: Double)
    /// `--notify` without `--watch` (from cron): one place's notifications, and nothing on stdout.
    case notify(PlaceQuery)

    /// The flag of a mode that prints a list rather than weather, for messages; nil for the others.
    var listingFlag: String? {
        switch self {
        case .clearCache: "--clear-cache"
        case .oneCallUsage: "--onecall-usage"
        case .matches: "--matches"
        case .places: "--places"
        case .placeNames: "--place-names"
        case .forecastDays: "--forecast-days"
        case .help, .version, .generate, .input, .weather, .watch, .notify: nil
        }
    }
}
