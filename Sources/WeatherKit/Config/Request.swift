import FoundationEssentials

/// What the user asked to see, and how: the command line, the environment and the config file
/// resolved once, with their precedence (flags, then environment, then config file, then
/// defaults), as ripgrep turns its `LowArgs` into `HiArgs`.
///
/// Everything after reads this value and never the raw flags or the config again: the mode, the
/// output form (``OutputForms/decide(_:)``), the fetch plan and the display style. Every
/// combination that cannot be honoured is refused here, and only here, with a message that names
/// both flags. `--aqi-scale` typed on the command line asks for the air quality as `--air` does, in
/// every decision.
struct Request: Sendable {
    /// What the run does, with its places.
    var mode: Mode
    /// What stdout gets, the config's template already applied where it applies.
    var output: Output
    /// What the human view (and a bar's tooltip) shows beyond the current weather.
    var contents: HumanView.Contents
    var style: DisplayStyle
    var network: Settings.Network

    /// `--forecast DAYS` or `--hourly DAYS`: the forecast asked for by name, and its span.
    var forecast: ForecastSpan?
    var hourly: Bool
    /// `--chart DAYS`.
    var chartDays: Int?
    /// The air quality: asked for with `--air` or `--aqi-scale` on the command line, or by the
    /// config's `air`.
    var air: Bool
    /// `--sky`, config `sky`.
    var sky: Bool
    /// `--yesterday`, config `yesterday`.
    var yesterday = false
    /// Official warnings where a service covers the place: on unless `--no-warnings` or config
    /// `"warnings": false`.
    var warnings = true
    /// `--onecall`, config `onecall`, and how to use it.
    var oneCall: Bool
    var oneCallVersion: OneCallChoice
    /// One Call's calls per UTC day (`--onecall-daily-limit`, config `onecall_daily_limit`).
    var dailyLimit: Int
    /// `--refresh`: One Call asks again at once, whatever refusal is remembered.
    var refresh: Bool
    /// `--lang`, config `lang`.
    var language: String?
    /// `--notify`'s rules; nil without it.
    var notify: NotifyRules?
    /// The config file that was (or would have been) read, for messages.
    var configPath: String?

    /// The output form asked for.
    enum Output: Sendable, Equatable {
        case human
        case json
        /// `--waybar`, with the bar's text.
        case waybar(Template)
        /// `--format`, or the config's `format` for a plain call.
        case template(Template)
    }

    /// - Parameters:
    ///   - flags: what the command line said.
    ///   - config: what the config file said (empty when there is none).
    ///   - outputIsTerminal: whether stdout is a terminal (`--color auto`).
    ///   - terminalColumns: its width, when it is one.
    /// - Throws: ``CommandLineError`` for a missing place or flags that contradict each other,
    ///   ``ConfigError`` for a bad environment variable (the config file itself has been validated
    ///   already).
    static func resolve(
        flags: Options, environment: [String: String], config: Options, configPath: String?,
        outputIsTerminal: Bool = false, terminalColumns: Int? = nil
    ) throws -> Request {
        let asked = Asked(flags)
        // The first of the chain decides the days, the air scale and the cache's lifetime; the
        // others are asked only when it cannot answer, and give what they have.
        let provider = providers(flags, environment, config)[0]
        let oneCall = flags.oneCall ?? config.oneCall ?? false
        let mode = try mode(flags, config: config, asked: asked, days: provider.traits.forecastDays(oneCall: oneCall))
        var style = style(
            flags: flags, config: config, environment: environment, outputIsTerminal: outputIsTerminal,
            terminalColumns: terminalColumns)
        // The provider's own index unless a scale is chosen: Open-Meteo has none, so the US EPA's.
        if flags.aqiScale == nil, config.aqiScale == nil { style.airScale = provider.traits.defaultAirScale }
        let output = try output(flags, config: config, mode: mode, asked: asked)
        if case .days(let days)? = flags.forecast {
            try checkDays(days, provider: provider, oneCall: oneCall, flag: asked.forecastFlag)
        }
        if flags.fullAlerts, !oneCall, !(flags.warnings ?? config.warnings ?? true) {
            throw CommandLineError.conflict(
                "--alerts prints the warnings, and none are asked for: drop --no-warnings (or config warnings), "
                    + "or add --onecall")
        }
        // A level the scale never reaches would wait for ever.
        if let level = flags.notifyAirLevel, level > style.airScale.bandCount {
            throw CommandLineError.conflict(
                "`--notify-air \(level)`: the \(style.airScale.rawValue) scale has bands 1-\(style.airScale.bandCount), "
                    + "so it never reaches \(level); pick 2-\(style.airScale.bandCount), or another --aqi-scale")
        }
        if flags.offline && flags.refresh {
            throw CommandLineError.conflict("--offline and --refresh contradict each other; drop one")
        }
        var contents = HumanView.Contents(
            hourly: flags.hourly, forecastTable: asked.forecast != nil,
            chartHours: flags.chartDays.map { $0 * 24 }, fullAlerts: flags.fullAlerts)
        if case .waybar(let text) = output { contents.forecastTable = contents.forecastTable || text.needsForecast }
        var request = Request(
            mode: mode, output: output, contents: contents, style: style,
            network: try network(flags, environment, config, configPath: configPath),
            forecast: asked.forecast, hourly: flags.hourly, chartDays: flags.chartDays,
            air: asked.air ?? config.air ?? false, sky: flags.sky ?? config.sky ?? false, oneCall: oneCall,
            oneCallVersion: flags.oneCallVersion ?? config.oneCallVersion ?? .auto,
            dailyLimit: flags.oneCallLimit ?? config.oneCallLimit ?? OneCallBudget.defaultLimit,
            refresh: flags.refresh,
            // OpenWeatherMap's own default is English: `lang=` goes only with another language.
            language: style.language == .english ? nil : style.language.openWeatherMapCode,
            notify: flags.notify
                ? NotifyRules(
                    rainMinutes: flags.notifyRainMinutes ?? NotifyRules.defaultRainMinutes,
                    airLevel: flags.notifyAirLevel) : nil,
            configPath: configPath)
        request.yesterday = flags.yesterday ?? config.yesterday ?? false
        request.warnings = flags.warnings ?? config.warnings ?? true
        return request
    }

    /// The days a provider's forecast has, with One Call or without, from its row; else what has
    /// them: `--forecast 7: OpenWeatherMap's forecast has 5 days; 6 to 8 need --onecall (One Call)`,
    /// `--forecast 9: OpenWeatherMap's forecast has 5 days (8 with --onecall); 9 days need --provider open-meteo`.
    private static func checkDays(_ days: Int, provider: Provider, oneCall: Bool, flag: String) throws {
        let traits = provider.traits
        let range = traits.forecastDays(oneCall: oneCall)
        guard !range.contains(days) else { return }
        var has = "\(flag) \(days): \(provider.name)'s forecast has \(range.upperBound) days"
        if let more = traits.oneCallForecastDays {
            if oneCall {
                has += " with One Call"
            } else if more.contains(days) {
                throw CommandLineError.conflict(
                    has + "; \(range.upperBound + 1) to \(more.upperBound) need --onecall (One Call)")
            } else {
                has += " (\(more.upperBound) with --onecall)"
            }
        }
        let others = Provider.allCases.filter { $0 != provider && $0.traits.forecastDays.contains(days) }
        let ask = others.map { "--provider \($0.rawValue)" }.joined(separator: " or ")
        throw CommandLineError.conflict(has + (others.isEmpty ? "" : "; \(days) days need \(ask)"))
    }

    /// What the command line itself asked to see, each worked out once for every decision below.
    private struct Asked {
        /// `--forecast` or `--hourly`, with its span.
        var forecast: ForecastSpan?
        /// Which of the two, for messages.
        var forecastFlag: String
        /// `--air`, or `--aqi-scale` typed (which asks for the air quality on that scale); nil
        /// when neither was typed, and the config decides.
        var air: Bool?
        /// The flag that asked for the air quality, for messages: `--air` or `--aqi-scale`.
        var airFlag: String?
        /// A view only the full page (or JSON) shows: the forecast, the chart, the air quality,
        /// the alerts' whole text. The config's one-line `format` never hides it.
        var fullView: Bool

        init(_ flags: Options) {
            forecast = flags.forecast ?? (flags.hourly ? .everything : nil)
            forecastFlag = flags.hourly ? "--hourly" : "--forecast"
            air = flags.air ?? (flags.aqiScale != nil ? true : nil)
            airFlag = flags.air == true ? "--air" : flags.aqiScale != nil && flags.air == nil ? "--aqi-scale" : nil
            fullView = forecast != nil || flags.chartDays != nil || air == true || flags.fullAlerts
        }
    }

    // MARK: the mode

    /// The mode the flags ask for, with its places: the command line's (coordinates from `--lat`
    /// and `--lon` first, then the rest in order; a bare argument that names an alias is the
    /// alias), else the config's `places`, else its `location`.
    /// - Parameter days: the days the provider's forecast has, for `--forecast-days`.
    private static func mode(_ flags: Options, config: Options, asked: Asked, days: ClosedRange<Int>) throws -> Mode {
        if let mode = Early(flags).immediate { return mode }
        let places = try commandLinePlaces(flags, aliases: config.aliases)
        let lists = [
            (flags.clearCache, "--clear-cache"), (flags.showOneCallUsage, "--onecall-usage"),
            (flags.listPlaces, "--places"), (flags.listPlaceNames, "--place-names"),
            (flags.listForecastDays, "--forecast-days"),
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
            if flags.listForecastDays { return .forecastDays([Validate.allDays] + days.map(String.init)) }
            return flags.showOneCallUsage ? .oneCallUsage : .places(configured(config))
        }
        if let path = flags.inputPath {
            if flags.watchSeconds != nil || flags.notify {
                let flag = flags.watchSeconds != nil ? "--watch" : "--notify"
                throw CommandLineError.conflict("\(flag) needs the network's answers; --input is a saved one")
            }
            guard places.isEmpty else { throw CommandLineError.conflict("--input cannot be combined with a place") }
            let needPlaces = [
                (asked.forecast != nil, "--forecast and --hourly need"),
                (flags.oneCall == true, "--onecall needs"), (flags.chartDays != nil, "--chart needs"),
                (asked.airFlag != nil, "\(asked.airFlag ?? "--air") needs"), (flags.listMatches, "--matches needs"),
                (flags.yesterday == true, "--yesterday needs"), (flags.fullAlerts, "--alerts needs"),
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
            // Alone (from cron) it prints nothing: an output asked for as well would vanish.
            if let asked = flags.json ? "--json" : flags.waybar ? "--waybar" : flags.template != nil ? "--format" : nil
            {
                throw CommandLineError.conflict(
                    "--notify (which --notify-rain and --notify-air turn on) prints nothing on its own, so \(asked) "
                        + "would print nothing either; add --watch to print on each refresh, or drop one")
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

    /// The config's `places` as a list, else its `location` (`"auto"`: located), else its aliases (an address book: a
    /// plain `weather` is the weather at `location`, and every alias only when there is none).
    private static func configPlaces(_ config: Options) throws -> [PlaceQuery] {
        if !config.places.isEmpty { return config.places }
        if let latitude = config.latitude, let longitude = config.longitude {
            return [.coordinates(Coordinates(latitude: latitude, longitude: longitude))]
        }
        if config.locateHere { return [.here] }
        if !config.aliases.isEmpty { return config.aliases.map(\.query) }
        throw CommandLineError.noLocation
    }

    /// What `--places` lists: the aliases, else the list's places (without names).
    private static func configured(_ config: Options) -> [NamedPlace] {
        config.aliases.isEmpty ? config.places.map { NamedPlace(name: nil, place: $0) } : config.aliases
    }

    // MARK: the output

    /// The output form asked for. The command line beats the config file, and never silently shows
    /// less than it asked for:
    /// - `--json` beats config `format`; `--json` with `--format`, `--waybar` or `--chart` is a
    ///   usage error.
    /// - `--format ''` is the human view, whatever the config says; with `--waybar`, the bar's
    ///   default text.
    /// - The config's `format` is for the plain call: `--forecast`, `--hourly`, `--chart`, `--air`
    ///   (or `--aqi-scale`) and `--alerts` each ask for the full view, and `--format` with one of
    ///   them that its template cannot show is a usage error.
    /// - The listings print through the human view or JSON; with `--format` or `--waybar` they
    ///   are usage errors that name both flags.
    /// - `--watch` prints a bar's line: a template or `--waybar`.
    private static func output(_ flags: Options, config: Options, mode: Mode, asked: Asked) throws -> Output {
        let requested = Early(flags).output
        if flags.json, flags.waybar || flags.template != nil {
            throw CommandLineError.conflict("--json cannot be combined with --format or --waybar; pick one output")
        }
        if let listing = mode.listingFlag {
            // A list prints through the human view or JSON, never a template or a bar's line.
            switch requested {
            case .human, .json: return requested
            case .waybar, .template:
                throw CommandLineError.conflict(
                    "\(listing) prints a list, which \(requested.flag ?? "this output") cannot show; drop one "
                        + "(--json shows it)")
            }
        }
        if flags.chartDays != nil {
            switch requested {
            case .json:
                throw CommandLineError.conflict(
                    "--chart draws for a terminal and cannot be combined with --json (the series are in forecast.entries)"
                )
            case .waybar, .template:
                throw CommandLineError.conflict("--chart draws in the full view; drop --format or --waybar")
            case .human: break
            }
        }
        let configTemplate = config.template.flatMap(Early.nonEmpty)
        let output: Output
        switch requested {
        case .json,
            .waybar where flags.template != nil:
            output = requested
        case .waybar:
            // Without `--format`, the config's template is the bar's text.
            output = .waybar(configTemplate ?? WaybarLine.defaultTemplate)
        case .template(let template):
            let unshown = [
                (flags.forecast != nil, "--forecast"), (flags.hourly, "--hourly"),
                (asked.airFlag != nil && !template.needsAir, asked.airFlag ?? "--air"), (flags.fullAlerts, "--alerts"),
                (flags.sky == true && !template.needs(.sky), "--sky"),
                (flags.yesterday == true && !template.needs(.yesterday), "--yesterday"),
            ].filter(\.0).map(\.1)
            if let flag = unshown.first {
                throw CommandLineError.conflict(
                    "--format prints one line of current weather and cannot show \(flag); drop one (--json shows both)")
            }
            output = requested
        case .human:
            // The config's template is for the plain call, and never hides what a flag asked for.
            output = flags.template == nil && !asked.fullView ? configTemplate.map(Output.template) ?? .human : .human
        }
        if case .waybar = output, case .weather(let places) = mode, places.count > 1 {
            throw CommandLineError.conflict("--waybar shows one place; give exactly one")
        }
        // A bar's line, again when it changes: the whole view or JSON has no line to repeat.
        if case .watch = mode {
            switch output {
            case .waybar, .template: break
            case .human, .json:
                throw CommandLineError.conflict(
                    "--watch prints a status bar's line; add --waybar or --format (or set format in the config)")
            }
        }
        return output
    }

    // MARK: the style and the network

    /// The style from what the user said and where the output goes: `LC_ALL`, `LC_CTYPE` and
    /// `LANG` decide the characters, `LC_ALL`, `LC_MESSAGES` and `LANG` the language, `TERM`, `NO_COLOR` and the terminal the colour, `COLUMNS` and
    /// the terminal the width.
    static func style(
        flags: Options, config: Options, environment: [String: String], outputIsTerminal: Bool,
        terminalColumns: Int?
    ) -> DisplayStyle {
        DisplayStyle(
            units: flags.units ?? config.units ?? .metric,
            windUnit: flags.windUnit ?? config.windUnit,
            clock: flags.clock ?? config.clock ?? .h24,
            glyphs: DisplayStyle.glyphs(environment),
            color: (flags.color ?? .auto).enabled(
                environment: environment, standardOutputIsTerminal: outputIsTerminal),
            width: DisplayStyle.width(environment, terminalColumns: terminalColumns),
            localTime: flags.localTime,
            airScale: flags.aqiScale ?? config.aqiScale ?? .owm,
            language: (flags.language ?? config.language).flatMap(Language.named)
                // The locale's, where its terminal shows UTF-8: the languages' letters are not ASCII.
                ?? (DisplayStyle.glyphs(environment) == .unicode ? Language.ofLocale(environment) : nil) ?? .english)
    }

    /// How the run reaches the provider: its server (`--base-url`, then its variable, then the
    /// config's `base_url`, else its own), its key where it takes one (`--api-key`, then its
    /// variables, then the config's `api_key`; another provider's key is never read, so it is never
    /// sent to another provider), the deadline, the retries and the cache.
    private static func network(
        _ flags: Options, _ environment: [String: String], _ config: Options, configPath: String?
    ) throws -> Settings.Network {
        let inConfig = { (key: String) in SettingOrigin.configFile(key: key, path: configPath) }
        let chain = providers(flags, environment, config)
        let provider = chain[0]
        let traits = provider.traits
        var network = Settings.Network(
            provider: provider, chain: chain,
            timeoutSeconds: flags.timeoutSeconds ?? config.timeoutSeconds ?? Settings.defaultTimeoutSeconds,
            retry: RetryPolicy(retries: flags.retries ?? config.retries ?? RetryPolicy.defaultRetries),
            cache: CachePolicy(
                ttl: flags.cacheTTL ?? config.cacheTTL ?? traits.defaultCacheTTL, refresh: flags.refresh,
                offline: flags.offline))
        for other in Provider.allCases {
            let variable = other.traits.baseURLVariable
            let inUse = chain.contains(other)
            let base: (URL, SettingOrigin)? =
                try (inUse ? flags.baseURL.map { ($0, .flag("--base-url")) } : nil)
                ?? environmentURL(environment, variable).map { ($0, .environment(variable.rawValue)) }
                ?? configBaseURL(config, for: other, inUse: inUse, path: configPath)
            if let (url, origin) = base { network.servers[other] = ServerSetting(url: url, origin: origin) }
        }
        network.locateTTL = flags.locateTTL ?? config.locateTTL ?? LocatorClient.defaultKeepSeconds
        // Each warning service at its provider's server where it shares one, else at its variable's.
        for service in WarningService.allCases {
            if let provider = service.serverOf {
                network.warningServers[service] = network.servers[provider]
                continue
            }
            let variable = service.baseURLVariable
            network.warningServers[service] = try environmentURL(environment, variable).map {
                ServerSetting(url: $0, origin: .environment(variable.rawValue))
            }
        }
        let locators = EnvironmentVariable.locatorBaseURL
        network.locatorServer = try environmentURL(environment, locators).map {
            ServerSetting(url: $0, origin: .environment(locators.rawValue))
        }
        if let contact = flags.contact ?? config.contact, contact != Validate.placeholderContact {
            network.userAgent = WeatherVersion.userAgent(contact: contact)
        }
        // The key of the provider in the chain that takes one; no other's is read.
        guard let keyed = chain.first(where: \.traits.needsKey) else { return network }
        let apiKey: (String, SettingOrigin)? =
            try flags.apiKey.map { ($0, .flag("--api-key")) }
            ?? environmentAPIKey(environment, keyed.traits.keyVariables)
            ?? config.apiKey.map { ($0, inConfig("api_key")) }
        network.apiKey = apiKey?.0
        network.apiKeyOrigin = apiKey?.1 ?? .builtIn
        return network
    }

    /// The config's `base_url` for `provider`: its own in the object form, else the string, which is
    /// the provider in use's as the flag's value is.
    private static func configBaseURL(
        _ config: Options, for provider: Provider, inUse: Bool, path: String?
    ) -> (URL, SettingOrigin)? {
        if let url = config.providerBaseURLs[provider] {
            return (url, .configFile(key: "base_url.\(provider.rawValue)", path: path))
        }
        guard inUse else { return nil }
        return config.baseURL.map { ($0, .configFile(key: "base_url", path: path)) }
    }

    /// The providers `--provider` (or config `provider`, or `auto`) chooses, in turn, never none:
    /// whether a key is set is whether one is given, checked or not (a malformed one is refused when
    /// the network is resolved).
    private static func providers(
        _ flags: Options, _ environment: [String: String], _ config: Options
    )
        -> [Provider]
    {
        let variables = Provider.allCases.flatMap(\.traits.keyVariables)
        let hasKey =
            flags.apiKey != nil || config.apiKey != nil || variables.contains { !(environment[$0] ?? "").isEmpty }
        let chain = (flags.provider ?? config.provider ?? .auto).providers(hasKey: hasKey)
        return chain.isEmpty ? [Provider.allCases[0]] : chain
    }

    /// The first of `variables` (`OPENWEATHERMAP_API_KEY`, then `OWM_API_KEY`) that is set, with the
    /// variable's origin; an empty variable counts as unset.
    private static func environmentAPIKey(
        _ environment: [String: String], _ variables: [EnvironmentVariable]
    ) throws -> (String, SettingOrigin)? {
        for variable in variables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            do {
                return (try Validate.apiKey(value), .environment(variable.rawValue))
            } catch {
                throw ConfigError.badValue(
                    source: "environment variable", key: variable.rawValue, expected: error.expected,
                    found: "a malformed key")
            }
        }
        return nil
    }

    /// A base URL from `variable`; nil when it is unset or empty.
    private static func environmentURL(_ environment: [String: String], _ variable: EnvironmentVariable) throws -> URL?
    {
        let name = variable.rawValue
        guard let value = environment[variable], !value.isEmpty else { return nil }
        do {
            return try Validate.baseURL(value, example: variable == .baseURL ? Validate.baseURLExample : nil)
        } catch {
            throw ConfigError.badValue(
                source: "environment variable", key: name, expected: error.expected,
                found: "\"\(value.truncated(to: 80))\"")
        }
    }
}

extension Request {
    /// What the flags say before the config file is read: the modes that need none, the output a
    /// failure before the request is resolved (a bad flag, a broken config file) prints in, so that
    /// a script still gets a JSON error object and a bar its error line, and the secrets to redact.
    struct Early {
        /// `--help`, `--version` or `--generate`: printed before any config file is read.
        var immediate: Mode?
        /// The output the flags alone ask for, without the config file or any check.
        var output: Output
        /// `--clear-cache` or `--onecall-usage`, the modes that need nothing from the config file
        /// (the usage's limit at most), so that a broken one cannot stop a user clearing the cache.
        var configOptional: String?
        /// `--api-key`'s value, to redact from every byte out.
        var apiKey: String?
        /// `--config`'s path.
        var configPath: String?
        /// `--help`'s width, from the environment and the terminal alone.
        var flags: Options

        init(_ flags: Options) {
            self.flags = flags
            if flags.showHelp {
                immediate = .help(brief: flags.briefHelp)
            } else if flags.showVersion {
                immediate = .version
            } else {
                immediate = flags.generate.map(Mode.generate)
            }
            let template = flags.template.flatMap(Self.nonEmpty)
            if flags.waybar {
                output = .waybar(template ?? WaybarLine.defaultTemplate)
            } else if flags.json {
                output = .json
            } else if let template {
                output = .template(template)
            } else {
                output = .human
            }
            configOptional = flags.clearCache ? "--clear-cache" : flags.showOneCallUsage ? "--onecall-usage" : nil
            apiKey = flags.apiKey
            configPath = flags.configPath
        }

        /// The style the flags and the environment give, without the config file: for `--help`
        /// and for a failure before the request is resolved.
        func style(environment: [String: String], outputIsTerminal: Bool, terminalColumns: Int?) -> DisplayStyle {
            Request.style(
                flags: flags, config: Options(), environment: environment, outputIsTerminal: outputIsTerminal,
                terminalColumns: terminalColumns)
        }

        /// `--format ''` is no template at all.
        static func nonEmpty(_ template: Template) -> Template? { template.segments.isEmpty ? nil : template }
    }
}

extension Request {
    /// The config file's key, to redact from every byte out whether or not it is the one used.
    static func apiKey(in config: Options) -> String? { config.apiKey }
}

extension Request.Output {
    /// The flag that chose it, for messages; nil for the human view.
    var flag: String? {
        switch self {
        case .human: nil
        case .json: "--json"
        case .waybar: "--waybar"
        case .template: "--format"
        }
    }
}
