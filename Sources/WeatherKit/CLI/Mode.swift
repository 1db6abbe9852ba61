/// What a run does: decided once, from the flags (and, for places, the config file).
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
    /// The weather of one or more places, in the order given.
    case weather([PlaceQuery])
    /// `--watch`: one place's line, again each time it changes, until the process is stopped.
    case watch(PlaceQuery, everySeconds: Double)
    /// `--notify` without `--watch` (from cron): one place's notifications, and nothing on stdout.
    case notify(PlaceQuery)

    /// The modes that need no config file, from the flags alone; nil for the others.
    static func immediate(_ flags: Options) -> Mode? {
        if flags.showHelp { return .help(brief: flags.briefHelp) }
        if flags.showVersion { return .version }
        return flags.generate.map(Mode.generate)
    }

    /// `--clear-cache` or `--onecall-usage`, the modes that need nothing from the config file
    /// (the usage's limit at most), so that a broken one cannot stop a user clearing the cache.
    static func configOptional(_ flags: Options) -> String? {
        if flags.clearCache { return "--clear-cache" }
        return flags.showOneCallUsage ? "--onecall-usage" : nil
    }

    /// The flag of a mode that prints a list rather than weather, for messages; nil for the others.
    var listingFlag: String? {
        switch self {
        case .clearCache: "--clear-cache"
        case .oneCallUsage: "--onecall-usage"
        case .matches: "--matches"
        case .places: "--places"
        case .placeNames: "--place-names"
        case .help, .version, .generate, .input, .weather, .watch, .notify: nil
        }
    }

    /// The mode the flags ask for, with its places: the command line's (coordinates from `--lat`
    /// and `--lon` first, then the rest in order; a bare argument that names an alias is the
    /// alias), else the config's `places`, else its `location`.
    /// - Throws: ``CommandLineError`` for flags that contradict each other or the mode, or no place.
    static func decide(_ flags: Options, config: Options) throws -> Mode {
        if let mode = immediate(flags) { return mode }
        let places = try commandLinePlaces(flags, aliases: config.aliases)
        let lists = [
            (flags.clearCache, "--clear-cache"), (flags.showOneCallUsage, "--onecall-usage"),
            (flags.listPlaces, "--places"), (flags.listPlaceNames, "--place-names"),
        ].filter(\.0).map(\.1)
        if let flag = lists.first {
            if lists.count > 1 || flags.listMatches {
                throw CommandLineError.conflict(
                    "\(flag) and \(lists.count > 1 ? lists[1] : "--matches") each do something else; give one")
            }
            if let place = places.first {
                throw CommandLineError.conflict("\(flag) takes no place; drop \(place.label)")
            }
            if flags.inputPath != nil { throw CommandLineError.conflict("\(flag) takes no --input; drop one") }
            if flags.watchSeconds != nil { throw CommandLineError.conflict("\(flag) prints once; drop --watch") }
            if flags.clearCache { return .clearCache }
            if flags.listPlaceNames { return .placeNames(config.aliases.compactMap(\.name)) }
            return flags.showOneCallUsage ? .oneCallUsage : .places(configured(config))
        }
        if let path = flags.inputPath {
            if flags.watchSeconds != nil || flags.notify {
                let flag = flags.watchSeconds != nil ? "--watch" : "--notify"
                throw CommandLineError.conflict("\(flag) needs the network's answers; --input is a saved one")
            }
            guard places.isEmpty else { throw CommandLineError.conflict("--input cannot be combined with a place") }
            let needPlaces = [
                (flags.forecast != nil || flags.hourly, "--forecast and --hourly need"),
                (flags.oneCall == true, "--onecall needs"), (flags.chartDays != nil, "--chart needs"),
                (flags.air == true, "--air needs"), (flags.listMatches, "--matches needs"),
            ]
            if let (_, needs) = needPlaces.first(where: \.0) {
                throw CommandLineError.conflict("\(needs) a place; --input holds current weather only")
            }
            return .input(path: path)
        }
        let chosen = !places.isEmpty ? places : try configPlaces(config)
        if flags.listMatches {
            if flags.watchSeconds != nil { throw CommandLineError.conflict("--matches prints once; drop --watch") }
            guard chosen.count == 1, case .city(let name) = chosen[0].target else {
                throw CommandLineError.conflict(
                    "--matches needs exactly one place name, e.g. weather --matches Springfield")
            }
            return .matches(name: name)
        }
        if let seconds = flags.watchSeconds {
            // A watch shows one place: a second one right after `--watch` was meant as its interval.
            if chosen.count > 1, let word = flags.placeAfter["--watch"] {
                throw CommandLineError.badValue(
                    flag: "--watch", value: word,
                    expected: "an interval (like 10m, 90s or 1h), not a second place: --watch shows one place")
            }
            guard chosen.count == 1, let place = chosen.first else {
                throw CommandLineError.conflict("--watch shows one place; give exactly one")
            }
            return .watch(place, everySeconds: seconds)
        }
        if flags.notify {
            guard chosen.count == 1, let place = chosen.first else {
                throw CommandLineError.conflict("--notify watches one place; give exactly one")
            }
            return .notify(place)
        }
        return .weather(chosen)
    }

    /// `--lat`/`--lon` first, then `--city`, `--zip` and bare arguments in order, a bare argument
    /// that names one of `aliases` (ignoring case) replaced by it.
    private static func commandLinePlaces(_ flags: Options, aliases: [NamedPlace]) throws -> [PlaceQuery] {
        var places = flags.places.enumerated().map { index, place in
            flags.bareArguments.contains(index) ? NamedPlace.alias(place, in: aliases) ?? place : place
        }
        switch (flags.latitude, flags.longitude) {
        case let (latitude?, longitude?):
            places.insert(.coordinates(Coordinates(latitude: latitude, longitude: longitude)), at: 0)
        case (.some, nil): throw CommandLineError.incomplete("--lat needs --lon as well")
        case (nil, .some): throw CommandLineError.incomplete("--lon needs --lat as well")
        case (nil, nil): break
        }
        return places
    }

    /// The config's `places` as a list, else its `location`, else its aliases (an address book: a
    /// plain `weather` is the weather at `location`, and every alias only when there is none).
    private static func configPlaces(_ config: Options) throws -> [PlaceQuery] {
        if !config.places.isEmpty { return config.places }
        if let latitude = config.latitude, let longitude = config.longitude {
            return [.coordinates(Coordinates(latitude: latitude, longitude: longitude))]
        }
        if !config.aliases.isEmpty { return config.aliases.map(\.query) }
        throw CommandLineError.noLocation
    }

    /// What `--places` lists: the aliases, else the list's places (without names).
    private static func configured(_ config: Options) -> [NamedPlace] {
        config.aliases.isEmpty ? config.places.map { NamedPlace(name: nil, place: $0) } : config.aliases
    }
}
