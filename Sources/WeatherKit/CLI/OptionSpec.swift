/// One flag: its spelling, its value's placeholder (nil for a switch), its help line, the config
/// file key that sets the same thing (if any), and how a value is checked and stored.
///
/// ``all`` is the one table behind parsing, `--help`, the completions and the config file's keys.
struct OptionSpec: Sendable {
    var name: String
    var short: String? = nil
    var valueName: String?
    /// The value may be left out (`--forecast` or `--forecast 3`, `--color` or `--color never`): the
    /// next argument is taken only when it is such a value, so a place name after the flag stays a
    /// place. Left out, ``apply`` gets "".
    var optionalValue: OptionalValue? = nil
    /// The config file key for the same setting.
    var configKey: ConfigKey? = nil
    /// Never echo the value in a message (the API key).
    var isSecret = false
    /// What the value may be, for the completions: fixed choices, a file, or anything.
    var values: ValueCompletion = .anything
    var help: String
    /// The value when the flag is not given, shown after the help line; from the constant the
    /// code uses, never typed into ``help``.
    var defaultValue: String? = nil
    /// A paragraph for the man page, where one line is not enough.
    var details: String? = nil
    var apply: @Sendable (inout Options, String) throws(InvalidValue) -> Void

    /// A config file key, and the JSON type its value must have. A number reaches ``apply`` as
    /// the text of the number, so the flag's rules check it.
    enum ConfigKey: Sendable {
        case string(String)
        case number(String)
        /// `true` or `false`, for a switch: it reaches ``apply`` as "true" or "false" (the flag
        /// itself passes its spelling).
        case bool(String)
        /// A string for the provider in use, as the flag's value is, or an object of each
        /// provider's own string by its `--provider` name, each used with that provider alone:
        /// `"base_url": {"openweathermap": "https://…"}`.
        case stringByProvider(String)
        /// A string, or a list of strings that the flag would take joined by commas:
        /// `"provider": ["open-meteo", "met-norway"]`.
        case stringOrList(String)

        var name: String {
            switch self {
            case .string(let name), .number(let name), .bool(let name), .stringByProvider(let name),
                .stringOrList(let name):
                name
            }
        }
    }

    /// Which next arguments an optional value takes.
    enum OptionalValue: Sendable {
        case number
        /// A number of days, or `all` (every day the answer has): `--forecast all`.
        case days
        /// A length of time, `10m`, `90s`, `1h` or a bare number of minutes.
        case duration
        /// The choices, and words other tools take for them (`--color yes`), which are read as a
        /// slip with the choice they mean as the suggestion, not as a place.
        case choices([String], otherWords: [String: String] = [:])

        /// What the argument after the flag is to it.
        enum Reading: Equatable {
            /// The flag's value (still checked by the flag's rules: `--forecast 9` is taken, then refused).
            case value
            /// Not the flag's: the flag stands alone and the argument is read on its own (a place).
            case other
            /// A value gone wrong: a choice misspelt or cut short, or a number the flag cannot take.
            /// Taken and refused, since geocoding `nevr` or `2.5` as a place only hides the slip.
            case mistake(suggestion: String?)
        }

        func reading(_ argument: String) -> Reading {
            switch self {
            case .days:
                return argument.lowercased() == Validate.allDays ? .value : OptionalValue.number.reading(argument)
            case .number:
                if !argument.isEmpty && argument.allSatisfy({ ("0"..."9").contains($0) }) { return .value }
                // `-3`, `2.5`, `+1`: a number, just not a count of days. Only digits and signs, so
                // a place such as Nan (which Double reads) stays a place.
                let isNumber = argument.allSatisfy { "0123456789.+-".contains($0) } && Double(argument) != nil
                return isNumber ? .mistake(suggestion: nil) : .other
            case .duration:
                if Validate.isDuration(argument) { return .value }
                // `5x`, `10min`, `1.5hr`: a length of time gone wrong. Only a number and letters, so
                // that coordinates (`51.5,-0.1`) and a town like `29 Palms` stay places.
                let looksLikeTime =
                    argument.first.map { ("0"..."9").contains($0) } == true
                    && argument.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }
                return looksLikeTime ? .mistake(suggestion: nil) : .other
            case .choices(let choices, let otherWords):
                let word = argument.lowercased()
                if choices.contains(word) { return .value }
                if let meant = otherWords[word] { return .mistake(suggestion: meant) }
                if word.count >= 2, case let started = choices.filter({ $0.hasPrefix(word) }), !started.isEmpty {
                    return .mistake(suggestion: started.count == 1 ? started.first : nil)
                }
                // One edit (two in a longer word): `nevr`, `alwyas`, `allways`. No further, so that a
                // place name stays a place (`--color London`); one this close must go first
                // (`weather Alto --color`) or after `--`.
                let near = choices.filter { EditDistance.distance(word, $0) <= (word.count >= 6 ? 2 : 1) }
                return near.isEmpty ? .other : .mistake(suggestion: near.count == 1 ? near.first : nil)
            }
        }
    }

    var valueIsOptional: Bool { optionalValue != nil }

    /// Completion hints: the fixed values a flag takes, or that it takes a file.
    enum ValueCompletion: Sendable, Equatable {
        case choices([String])
        /// What `weather` itself lists with a flag (`--forecast-days`), asked with the `--config`,
        /// `--provider` and `--onecall` on the line: the values depend on the provider in use, which
        /// only the program knows (a key in the config file, a key in the environment).
        case listed(by: String)
        case files
        case anything

        /// The values of a flag that takes one of an enum's.
        static func choices<Value: CaseIterable & RawRepresentable>(of type: Value.Type) -> ValueCompletion
        where Value.RawValue == String {
            .choices(Value.allCases.map(\.rawValue))
        }
    }
}

extension OptionSpec {
    /// Every flag, in `--help` order.
    static let all: [OptionSpec] = [
        OptionSpec(name: "--lat", valueName: "DEG", help: "latitude, -90 to 90 (with --lon)") {
            options, value throws(InvalidValue) in
            options.latitude = try Validate.latitude(Validate.number(value))
        },
        OptionSpec(name: "--lon", valueName: "DEG", help: "longitude, -180 to 180 (with --lat)") {
            options, value throws(InvalidValue) in
            options.longitude = try Validate.longitude(Validate.number(value))
        },
        OptionSpec(
            name: "--city", valueName: "NAME",
            help: "a place by name: NAME[,STATE][,COUNTRY], e.g. \"Springfield,IL,US\"",
            details: "May be repeated; a bare argument is the same. See Places in DESCRIPTION."
        ) {
            options, value throws(InvalidValue) in
            options.places.append(.city(try Validate.placeName(value)))
        },
        OptionSpec(
            name: "--zip", valueName: "CODE", help: "a place by postal code: CODE[,COUNTRY], e.g. 10018,US",
            details: "May be repeated. See Places in DESCRIPTION."
        ) {
            options, value throws(InvalidValue) in
            options.places.append(.zip(try Validate.zipCode(value)))
        },
        OptionSpec(
            name: "--here", valueName: nil,
            help: "the place this machine's IP address is in, asked of a locator (ipinfo.io first)",
            details:
                "Approximate: a town at best, and a VPN's or a mobile network's exit elsewhere. Only this flag and "
                + "config `\"location\": \"auto\"` ever ask a locator; each sees your IP address and nothing else. "
                + "The place is kept for `--locate-ttl`. See Where you are in DESCRIPTION."
        ) { options, _ in
            // Said twice, it is still one place.
            if !options.places.contains(.here) { options.places.append(.here) }
        },
        OptionSpec(
            name: "--matches", valueName: nil, help: "list the places a name matches instead of the weather",
            details:
                "The geocoder's best matches, best first, with state, country and coordinates: up to 5 from "
                + "OpenWeatherMap (its limit), up to 20 from Open-Meteo (100 before a state is picked out). Needs "
                + "exactly one name; a country code narrows the search itself (`--matches Hollywood,IE`)."
        ) {
            options, _ in
            options.listMatches = true
        },
        OptionSpec(
            name: "--places", valueName: nil, help: "list the config file's places and aliases, then exit",
            details:
                "One a line, an alias beside its place; as JSON with `--json`. No key and no network. With no places "
                + "configured, says how to add them on stderr and exits 0. See Places in DESCRIPTION."
        ) {
            options, _ in
            options.listPlaces = true
        },
        OptionSpec(
            name: "--place-names", valueName: nil, help: "list the config file's aliases alone, then exit",
            details:
                "One a line, nothing else, and nothing at all when there are none: what the completions read, so "
                + "that `weather <TAB>` offers them. As a JSON array of strings with `--json`."
        ) {
            options, _ in
            options.listPlaceNames = true
        },
        OptionSpec(
            name: "--forecast-days", valueName: nil,
            help: "list what --forecast takes with the provider in use, then exit",
            details:
                "`all`, then each number of days, one a line (a JSON array with `--json`): what the completions "
                + "offer after `--forecast` and `--hourly`. It reads the config file and the environment as a run "
                + "does, to know the provider and `--onecall`, and uses no network."
        ) {
            options, _ in
            options.listForecastDays = true
        },
        OptionSpec(
            name: "--forecast", valueName: "[DAYS]", optionalValue: .days,
            values: .listed(by: "--forecast-days"),
            help: "add a table of local days from today: DAYS (1-5; 8 with --onecall, 16 with Open-Meteo), or all",
            details:
                "Without `DAYS`, or with `all`, every step the API sends and every local day they touch (about 5 "
                + "days from now; 8 with `--onecall`, 16 with Open-Meteo). The next argument is `DAYS` when it is a "
                + "whole number or `all`; a number the flag cannot take (`17`, `-3`, `2.5`) is a usage error, and "
                + "anything else is a place. See Forecast in DESCRIPTION."
        ) { options, value throws(InvalidValue) in
            options.forecast = try Validate.forecastSpan(value)
        },
        OptionSpec(
            name: "--hourly", valueName: "[DAYS]", optionalValue: .days,
            values: .listed(by: "--forecast-days"),
            help: "like --forecast, but show every step (3-hourly; hourly with --onecall or Open-Meteo)",
            details:
                "One line per step instead of one per day: local time, temperature, condition, chance, rain and snow, "
                + "and the wind. `DAYS` as for `--forecast`."
        ) { options, value throws(InvalidValue) in
            options.hourly = true
            // Every day is what `--hourly` alone asks for: `forecast` holds only a number of days.
            if !value.isEmpty, case .days(let days) = try Validate.forecastSpan(value) {
                options.forecast = .days(days)
            } else if !value.isEmpty {
                options.forecast = nil
            }
        },
        OptionSpec(
            name: "--chart", valueName: "[DAYS]", optionalValue: .number, values: .choices(Validate.chartDays),
            help: "chart the next DAYS (1-5): temperature, rain, chance", defaultValue: "\(Options.defaultChartDays)",
            details:
                "As wide as the terminal, at least 60 columns. Not with `--json` or `--format`. See Chart in "
                + "DESCRIPTION."
        ) { options, value throws(InvalidValue) in
            options.chartDays = value.isEmpty ? Options.defaultChartDays : try Validate.chartDays(value)
        },
        OptionSpec(
            name: "--air", valueName: nil, configKey: .bool("air"),
            help:
                "add air quality (OpenWeatherMap's 1-5 index, the EPA's with Open-Meteo); with --forecast, each day's worst",
            details:
                "The index and the particles, PM2.5 and PM10. A failed air request leaves the exit code 0. See Air "
                + "quality in DESCRIPTION."
        ) { options, value in
            options.air = value != "false"
        },
        OptionSpec(
            name: "--aqi-scale", valueName: "SCALE", configKey: .string("aqi_scale"),
            values: .choices(of: AirQualityScale.self),
            help: "air quality on the owm, epa (US), eu or uk scale; on the command line implies --air",
            defaultValue: AirQualityScale.owm.rawValue,
            details:
                "`owm` is OpenWeatherMap's own 1-5 index, as the API sends it. `epa` is the US EPA's AQI (0-500, "
                + "`Unhealthy for Sensitive Groups`), `eu` the European Environment Agency's European Air Quality "
                + "Index (6 bands, `Good` to `Extremely poor`), `uk` Defra's Daily Air Quality Index (1-10, `Low` to "
                + "`Very High`): each worked out here from the concentrations, by the agency's own breakpoints, and "
                + "shown with the pollutant that sets it, `AQI 153 (EPA): Unhealthy, PM2.5`. The human view, "
                + "templates (`{aqi}`, `{aqi_label}`), the Waybar class and JSON (`air.index`, `air.band`) follow "
                + "it; JSON's `air.aqi` stays OpenWeatherMap's. Given on the command line it also turns on `--air`; "
                + "in the config file it only chooses the scale. See Air quality in DESCRIPTION."
        ) { options, value throws(InvalidValue) in
            options.aqiScale = try Validate.choice(value)
        },
        OptionSpec(
            name: "--yesterday", valueName: nil, configKey: .bool("yesterday"),
            help: "add how the temperature now differs from this hour yesterday",
            details:
                "Both from one Open-Meteo answer (asked with `past_hours`), so that a model is compared with itself: "
                + "with Open-Meteo the same request, with another provider one more keyless request to Open-Meteo, "
                + "credited in `source`. With `--forecast`, also today's high against yesterday's. See Compared "
                + "with yesterday in DESCRIPTION."
        ) { options, value in
            options.yesterday = value != "false"
        },
        OptionSpec(
            name: "--sky", valueName: nil, configKey: .bool("sky"),
            help: "add the sky: moon, twilight, golden and blue hours, day length",
            details:
                "Worked out here from the coordinates and the date, with no request: the moon's phase, how much of "
                + "it is lit, moonrise and moonset; civil, nautical and astronomical dawn and dusk; the golden and "
                + "blue hours; the day's length and its change since yesterday; with `--forecast`, each day's moon. "
                + "See The sky in DESCRIPTION."
        ) { options, value in
            options.sky = value != "false"
        },
        OptionSpec(
            name: "--onecall", valueName: nil, configKey: .bool("onecall"),
            help: "use One Call: alerts, UV, next hour's rain, 8 days (needs its plan)",
            details:
                "In place of the current weather and forecast requests: alerts, UV, the next hour, hourly steps, 8 "
                + "days. Needs a One Call subscription, and stays within a daily budget (see `--onecall-daily-limit`). "
                + "See One Call in DESCRIPTION."
        ) { options, value in
            options.oneCall = value != "false"
        },
        OptionSpec(
            name: "--onecall-daily-limit", valueName: "N", configKey: .number("onecall_daily_limit"),
            help: "One Call requests per UTC day, all processes together",
            defaultValue: "\(OneCallBudget.defaultLimit)",
            details:
                "0 to 100000, both versions together, every retry and page counted; 0 means never call. At the limit "
                + "the free endpoints answer until 00:00 UTC."
        ) { options, value throws(InvalidValue) in
            options.oneCallLimit = try Validate.oneCallLimit(value)
        },
        OptionSpec(
            name: "--onecall-version", valueName: "VERSION", configKey: .string("onecall_version"),
            values: .choices(of: OneCallChoice.self),
            help: "auto (4.0, else 3.0), 4 or 3: which One Call to ask", defaultValue: OneCallChoice.auto.rawValue,
            details:
                "`auto` asks 4.0, and 3.0 when 4.0 says the key has no subscription to it; `4` or `3` asks only that "
                + "one. In the config file a string: `\"4\"`, `\"3\"`, `\"4.0\"` or `\"3.0\"`."
        ) { options, value throws(InvalidValue) in
            // `4.0` as JSON writes it, or `4`.
            options.oneCallVersion = try Validate.choice(value.hasSuffix(".0") ? String(value.dropLast(2)) : value)
        },
        OptionSpec(
            name: "--onecall-usage", valueName: nil, help: "print today's One Call count and limit, then exit",
            details:
                "With each version's share; as JSON with `--json`. Takes no place, and no `--format` or `--waybar`. "
                + "Exit 74 when the count cannot be read. A config file that does not read is said on stderr and "
                + "left out (the limit is then `--onecall-daily-limit`'s or the default)."
        ) {
            options, _ in
            options.showOneCallUsage = true
        },
        OptionSpec(
            name: "--alerts", valueName: nil, help: "print each warning's whole text, with what to do",
            details:
                "Its paragraphs wrapped to the terminal, each of the sender's bullets (`* WHAT...`) on a line of its "
                + "own, and its instruction, not its first two lines. With none in force a line says so and who "
                + "said it, or that no warning service covers the place. See Warnings in DESCRIPTION."
        ) {
            options, _ in
            options.fullAlerts = true
        },
        OptionSpec(
            name: "--no-warnings", valueName: nil, configKey: .bool("warnings"),
            help: "turn off the national weather services' warnings (config: \"warnings\": false)",
            details:
                "Where the US National Weather Service or MET Norway's MetAlerts covers the place, its official "
                + "warnings are asked for beside the weather, without a key; this flag (or config "
                + "`\"warnings\": false`) asks neither. One Call's own alerts (`--onecall`) are not affected. See "
                + "Warnings in DESCRIPTION."
        ) { options, value in
            // The flag turns them off; the config's `true` or `false` says.
            options.warnings = value == "true"
        },
        OptionSpec(
            name: "--local-time", valueName: nil, help: "put the place's own clock first (sunrise, sunset, observed)",
            details:
                "Sunrise and sunset as `05:37 local, UTC+1 (04:37 UTC)`, and the observation time at the place's "
                + "offset (`05:22 UTC+1`); without it UTC comes first. In a template, `{sunrise}`, `{sunset}` and "
                + "`{updated}` are on the place's clock with it, and in UTC, marked, without. Forecasts are always at "
                + "the place's local time, and say so."
        ) {
            options, _ in
            options.localTime = true
        },
        OptionSpec(
            name: "--input", valueName: "FILE", values: .files,
            help: "read a saved current-weather response (- for stdin) instead of fetching; needs no key",
            details:
                "A `/data/2.5/weather` response in the API's default units (Kelvin); one saved with `&units=metric` "
                + "or `&units=imperial` is refused (exit 65), as is a saved error or another endpoint's answer. An "
                + "Open-Meteo `/v1/forecast` answer is read too. Not with a place or `--forecast`. See Saved "
                + "responses in DESCRIPTION."
        ) { options, value throws(InvalidValue) in
            guard !value.isEmpty else { throw InvalidValue(expected: "a file path, or - for stdin") }
            options.inputPath = value
        },
        OptionSpec(
            name: "--json", valueName: nil,
            help: "print JSON: an object, an array for several places; always metric",
            details: "Not with `--format` or `--waybar`. See JSON OUTPUT."
        ) { options, _ in
            options.json = true
        },
        OptionSpec(
            name: "--units", valueName: "UNITS", configKey: .string("units"), values: .choices(of: Units.self),
            help: "metric, imperial or standard (JSON stays metric)", defaultValue: Units.metric.rawValue,
            details:
                "`metric` (°C, m/s), `imperial` (°F, mph, in, mi, inHg) or `standard` (K, m/s). JSON is always "
                + "metric."
        ) { options, value throws(InvalidValue) in
            options.units = try Validate.choice(value)
        },
        OptionSpec(
            name: "--wind-unit", valueName: "UNIT", configKey: .string("wind_unit"),
            values: .choices(of: SpeedUnit.self),
            help: "wind speed in ms, kmh, mph, kn or bft (Beaufort); default follows --units",
            details:
                "`ms` (m/s), `kmh` (km/h), `mph`, `kn` (knots) or `bft` (the Beaufort force and its name, `4 Bft, "
                + "moderate breeze`, by the WMO's table); `mph` with `--units imperial`, else `ms`. In the human view, "
                + "the tables, the Waybar tooltip and templates (`{wind}`, `{gust}`); JSON stays in m/s."
        ) { options, value throws(InvalidValue) in
            options.windUnit = try Validate.choice(value)
        },
        OptionSpec(
            name: "--clock", valueName: "24|12", configKey: .number("clock"), values: .choices(of: Clock.self),
            help: "times of day on the 24-hour clock or the 12-hour one (3:05 PM)",
            defaultValue: Clock.h24.rawValue,
            details:
                "`15:05` or `3:05 PM`, for every time of day shown to a person: sunrise and sunset, the observation "
                + "time, the hourly table, the chart's ticks (`6AM`), the outlook, alerts and template times. JSON "
                + "stays ISO 8601. In the config file a number, 24 or 12."
        ) { options, value throws(InvalidValue) in
            options.clock = try Validate.choice(value)
        },
        OptionSpec(
            name: "--lang", valueName: "CODE", configKey: .string("lang"),
            values: .choices(Language.all.map(\.code)),
            help: "language of the view: " + Language.all.map(\.code).joined(separator: ", ")
                + " (default: the locale's)",
            details:
                "One of " + Language.all.map { "`\($0.code)` (\($0.name))" }.joined(separator: ", ")
                + ". Without it (or config `lang`), the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`) when it is one of "
                + "these and UTF-8, else English. "
                + "The human view and the bar's tooltip are in it, with its decimal separator and the locale data's "
                + "weekday names; JSON, templates and their values, error messages, `--help` and this page stay "
                + "as they are. Sent to OpenWeatherMap as `lang=` (its descriptions and place names), and to "
                + "Open-Meteo's geocoder; not sent for English. See Languages in DESCRIPTION."
        ) {
            options, value throws(InvalidValue) in
            options.language = try Validate.language(value)
        },
        OptionSpec(
            name: "--provider", valueName: "NAME[,NAME...]", configKey: .stringOrList("provider"),
            values: .choices(ProviderChoice.names),
            help: "where the weather comes from: " + Self.providerNames,
            defaultValue: "auto",
            details: Self.providerDetails
        ) { options, value throws(InvalidValue) in
            guard let choice = ProviderChoice(named: value) else {
                let names =
                    ["auto"]
                    + Provider.allCases.map {
                        ([$0.rawValue] + $0.traits.aliases.map { "(\($0))" }).joined(separator: " ")
                    }
                throw InvalidValue(
                    expected: "one of " + names.joined(separator: ", ")
                        + ", or several in turn separated by commas (open-meteo,met-norway), none twice")
            }
            options.provider = choice
        },
        OptionSpec(
            name: "--api-key", valueName: "KEY", configKey: .string("api_key"), isSecret: true,
            help: "OpenWeatherMap API key (visible in ps: prefer the environment)",
            details:
                "Other users on the machine can see command-line arguments in ps: prefer `OPENWEATHERMAP_API_KEY` or "
                + "the config file (chmod 600). A new key can take a couple of hours to work; until then the API "
                + "answers 401 (exit 77), and the message names where the key came from. A key is 32 hexadecimal "
                + "digits: anything else (`your-key`, pasted from the README), or the example config's placeholder, "
                + "is exit 78 before any request. Keys are free at https://home.openweathermap.org/users/sign_up."
        ) { options, value throws(InvalidValue) in
            options.apiKey = try Validate.apiKey(value)
        },
        OptionSpec(
            name: "--config", valueName: "PATH", values: .files,
            help: "config file", defaultValue: "$XDG_CONFIG_HOME/weather/config.json",
            details: "A file named here must exist. See CONFIGURATION."
        ) { options, value throws(InvalidValue) in
            guard !value.isEmpty else { throw InvalidValue(expected: "a file path") }
            options.configPath = value
        },
        OptionSpec(
            name: "--base-url", valueName: "URL", configKey: .stringByProvider("base_url"),
            help: "base URL of the provider in use", defaultValue: OpenWeatherMapClient.defaultBaseURL.absoluteString,
            details:
                "An `http://` or `https://` URL without a query. A path is kept, so a proxy at "
                + "`https://proxy.example/owm` works. An IPv6 address does not work with this build (exit 78): use a "
                + "host name. Open-Meteo's three services (forecast, air quality, geocoding) are then all asked at "
                + "this one server. It beats the provider's variable ("
                + Provider.allCases.map { "`\($0.traits.baseURLVariable.rawValue)`" }.joined(separator: ", ")
                + "), which beats the config file's `base_url`: a string is the provider in "
                + "use's, as this flag's value is, and an object gives each provider its own "
                + "(`{\"openweathermap\": \"https://proxy.example/owm\"}`), so that a URL for one is never sent "
                + "another's requests."
        ) { options, value throws(InvalidValue) in
            options.baseURL = try Validate.baseURL(value)
        },
        OptionSpec(
            name: "--contact", valueName: "EMAIL|URL", configKey: .string("contact"),
            help: "your e-mail or URL, sent in the User-Agent for the services to reach you",
            defaultValue: WeatherVersion.contact,
            details:
                "Every request says who sends it: `User-Agent: weather/VERSION (CONTACT)`. The free services "
                + "(MET Norway above all) ask for a way to reach whoever makes the requests before they block "
                + "them; by default that is the maintainers of weather. An e-mail address or an `http(s)://` URL; "
                + "the example config's `you@example.org` counts as none."
        ) { options, value throws(InvalidValue) in
            options.contact = try Validate.contact(value)
        },
        OptionSpec(
            name: "--timeout", valueName: "SECONDS", configKey: .number("timeout_s"),
            help: "give up on the whole command after this long",
            defaultValue: NumberText.trimmed(Settings.defaultTimeoutSeconds, maxDecimals: 3),
            details:
                "Above 0 and at most 600. It bounds the whole command: every request it makes (geocoding, weather, "
                + "forecast, every place, every retry) shares the one deadline, and the command ends within it plus one "
                + "second whatever the server does."
        ) { options, value throws(InvalidValue) in
            options.timeoutSeconds = try Validate.timeout(Validate.number(value))
        },
        OptionSpec(
            name: "--retries", valueName: "N", configKey: .number("retries"),
            help: "retry a temporary failure up to N times, 0-5", defaultValue: "\(RetryPolicy.defaultRetries)",
            details:
                "A temporary failure is a connection error, a timeout, HTTP 429 or 5xx. The waits grow from 0.5 s "
                + "(0.5 s, then 1 s), each shifted by up to 20 % either way so that many clients do not retry in step. "
                + "A `Retry-After` header (seconds or an HTTP date) replaces the wait when it is 10 s or less; a longer "
                + "one fails at once with exit 75 and `try again after HH:MM UTC`. Other 4xx answers and bodies that do "
                + "not decode are never retried. With the cache on, a stale answer stands in only after the retries "
                + "have failed."
        ) {
            options, value throws(InvalidValue) in
            options.retries = try Validate.retries(value)
        },
        OptionSpec(
            name: "--watch", valueName: "[INTERVAL]", optionalValue: .duration,
            help: "keep running: print the --waybar or --format line again when it changes",
            defaultValue: "10m",
            details:
                "For a bar that runs one process (Waybar's custom module without `interval`, i3blocks' "
                + "`interval=persist`, a tmux status script). It prints at once, then refreshes every INTERVAL "
                + "(`10m`, `90s`, `1h`, or minutes; at least 1 minute; the next argument is INTERVAL when it reads "
                + "as one, a word that starts with a digit but does not (`5x`) is a usage error, and so is a word "
                + "after it when a place was already given: a watch shows one place) and prints only when the line "
                + "changes "
                + "(or the data goes stale). `SIGUSR1` refreshes at once, and so does waking from sleep. Failures "
                + "print the error line and are retried sooner (30 s, doubling up to INTERVAL). `SIGTERM` and "
                + "`SIGINT` end it, as does the bar going away. It shares the cache and the One Call budget with "
                + "every other `weather`, but takes no cached answer older than INTERVAL (a `1m` watch asks every "
                + "minute, whatever `--cache-ttl` says). See Status bars in DESCRIPTION."
        ) { options, value throws(InvalidValue) in
            options.watchSeconds = value.isEmpty ? Options.defaultWatchSeconds : try Validate.watchInterval(value)
        },
        OptionSpec(
            name: "--notify", valueName: nil,
            help: "desktop notifications (notify-send): alerts, rain near, air worse",
            details:
                "Once per event, remembered in the cache folder by every process: a warning (a national "
                + "service's, or One Call's with `--onecall`), rain or snow starting within `--notify-rain` "
                + "minutes, the air reaching "
                + "`--notify-air`. Alone (from cron) it prints nothing on stdout, so `--json`, `--format` and `--waybar` need `--watch`, which prints on each refresh. Without "
                + "notify-send on PATH it says so (exit 69). See Notifications in DESCRIPTION."
        ) { options, _ in
            options.notify = true
        },
        OptionSpec(
            name: "--notify-rain", valueName: "MINUTES",
            help: "notify of rain or snow starting within MINUTES (1-180)",
            defaultValue: "\(NotifyRules.defaultRainMinutes)"
        ) { options, value throws(InvalidValue) in
            options.notify = true
            options.notifyRainMinutes = try Validate.wholeNumber(value, in: 1...180)
        },
        OptionSpec(
            name: "--notify-air", valueName: "LEVEL",
            help: "notify when the air reaches band LEVEL (2-6) of the --aqi-scale",
            details:
                "The band's position from the cleanest: OpenWeatherMap's 1-5, the EPA's and the EU's 1-6, the UK's "
                + "bands 1-4 (Low, Moderate, High, Very High). Not sent unless given."
        ) { options, value throws(InvalidValue) in
            options.notify = true
            options.notifyAirLevel = try Validate.wholeNumber(value, in: 2...6)
        },
        OptionSpec(
            name: "--format", valueName: "TEMPLATE", configKey: .string("format"),
            help: "print one line from a template, e.g. \"{icon} {temp:.0}\"; '' for the full view",
            details:
                "See TEMPLATES. The config key is for the plain call: it is not used when the command line asks for a "
                + "view or for more than one line can show (`--json`, `--format`, `--forecast`, `--hourly`, `--chart`, "
                + "`--air`, `--alerts`, `--matches` and the other listings); `--format ''` brings back the full view "
                + "(with `--waybar`, the bar's default text)."
        ) {
            options, value throws(InvalidValue) in
            options.template = try Validate.template(value)
        },
        OptionSpec(
            name: "--waybar", valueName: nil, help: "print one JSON line for a Waybar custom module",
            details: "One place only. Every failure exits 0, with the bar's error line. See Status bars in DESCRIPTION."
        ) {
            options, _ in
            options.waybar = true
        },
        OptionSpec(
            name: "--color", valueName: "[WHEN]",
            optionalValue: .choices(ColorChoice.allCases.map(\.rawValue), otherWords: ColorChoice.otherWords),
            values: .choices(of: ColorChoice.self), help: "auto, always or never; --color alone is always",
            defaultValue: ColorChoice.auto.rawValue,
            details:
                "`auto` colours only when stdout is a terminal, `NO_COLOR` is unset or empty and `TERM` is not "
                + "`dumb`; a bare `--color` means `always`, as in ls and grep. A next argument close to a choice, or a "
                + "word other tools take for one (`nevr`, `yes`, `off`, `sometimes`), is a usage error that names the "
                + "choice meant, not a place. Colours the place, the temperatures (see "
                + "Colour in DESCRIPTION) and the air index in the human view."
        ) {
            options, value throws(InvalidValue) in
            options.color = value.isEmpty ? .always : try Validate.choice(value)
        },
        OptionSpec(
            name: "--locate-ttl", valueName: "SECONDS", configKey: .number("locate_ttl_s"),
            help: "how long the place --here found is kept before a locator is asked again",
            defaultValue: NumberText.trimmed(LocatorClient.defaultKeepSeconds, maxDecimals: 0),
            details:
                "0 to 86400 seconds; 0 asks each run and keeps nothing (so `--offline` has none). `--refresh` asks "
                + "again at once; `--offline` uses the kept one."
        ) {
            options, value throws(InvalidValue) in
            options.locateTTL = try Validate.cacheTTL(Validate.number(value))
        },
        OptionSpec(
            name: "--cache-ttl", valueName: "SECONDS", configKey: .number("cache_ttl_s"),
            help: "how long answers stay fresh in the cache (0 turns it off)",
            defaultValue: ([NumberText.trimmed(Provider.allCases[0].traits.defaultCacheTTL, maxDecimals: 3)]
                // Only the providers whose lifetime differs from the main one's.
                + Provider.allCases.dropFirst().filter {
                    $0.traits.defaultCacheTTL != Provider.allCases[0].traits.defaultCacheTTL
                }.map { NumberText.trimmed($0.traits.defaultCacheTTL, maxDecimals: 3) + " with \($0.name)" })
                .joined(separator: "; "),
            details: "For a weather or forecast answer, 0 to 86400 seconds: Open-Meteo's models change no faster "
                + "than every 15 minutes. See Cache in DESCRIPTION."
        ) {
            options, value throws(InvalidValue) in
            options.cacheTTL = try Validate.cacheTTL(Validate.number(value))
        },
        OptionSpec(
            name: "--refresh", valueName: nil, help: "fetch even if the cache is fresh (and update it)",
            details:
                "If the fetch fails for a temporary reason, the cached answer is shown marked stale (on stderr and "
                + "`\"stale\": true`). A place the geocoder found stays as kept (30 days): only the weather, and "
                + "a name that found no place, are asked again (`--clear-cache` forgets both). Not with `--offline`."
        ) {
            options, _ in
            options.refresh = true
        },
        OptionSpec(
            name: "--offline", valueName: nil, help: "use only the cache, never the network",
            details:
                "Exit 75 if nothing usable is cached. An answer past its freshness is marked stale, and an old "
                + "forecast shows no step already ended."
        ) { options, _ in
            options.offline = true
        },
        OptionSpec(
            name: "--clear-cache", valueName: nil, help: "delete every cached answer, then exit",
            details:
                "Says how many cached answers it removed (not counting their locks) on stdout and exits 0; with `--json`, `{\"schema_version\": 1, "
                + "\"cache_cleared\": {\"folder\": ..., \"removed\": 3}}`. One Call's daily count is kept. Takes no "
                + "place, and no `--format` or `--waybar`. Exit 74 when a file stays. A config file that does not "
                + "read is said on stderr and left out, so a broken one never stops a clear."
        ) {
            options, _ in
            options.clearCache = true
        },
        OptionSpec(
            name: "--generate", valueName: "WHAT", values: .choices(of: GeneratedFile.self),
            help: "print the man page (man) or a completion script (bash, zsh, fish)",
            details:
                "Then exits. The completions know every flag and the fixed values of `--units`, `--wind-unit`, "
                + "`--clock`, `--color`, `--onecall-version`, `--generate`, `--forecast`, `--hourly` and `--chart`. The "
                + "release tarball carries all four already. `--completions` is another name for `--generate SHELL`."
        ) { options, value throws(InvalidValue) in
            options.generate = try Validate.choice(value)
        },
        OptionSpec(
            name: "--completions", valueName: "SHELL", values: .choices(GeneratedFile.shells.map(\.rawValue)),
            help: "the same as --generate SHELL",
            details: "Kept for old scripts."
        ) {
            options, value throws(InvalidValue) in
            guard let shell = GeneratedFile(rawValue: value.lowercased()), GeneratedFile.shells.contains(shell) else {
                throw InvalidValue(expected: "one of bash, zsh, fish")
            }
            options.generate = shell
        },
        OptionSpec(
            name: "--help", short: "-h", valueName: nil, help: "show this help and exit (-h: the short form)",
            details: "`--help` lists every flag and variable, and exits 0; `-h` shows the common flags only."
        ) { options, spelling in
            options.showHelp = true
            options.briefHelp = spelling == "-h"
        },
        OptionSpec(name: "--version", valueName: nil, help: "print the version and exit") { options, _ in
            options.showVersion = true
        },
    ]
}

extension OptionSpec {
    /// The opposite spelling of a switch the config file can set, and the config value it stands
    /// for: `--no-air` for `--air` ("false"), `--warnings` for `--no-warnings` ("true"), so that a
    /// flag beats the config either way.
    var opposite: (name: String, value: String)? {
        guard valueName == nil, case .bool = configKey else { return nil }
        return name.hasPrefix("--no-") ? ("--" + name.dropFirst(5), "true") : ("--no-" + name.dropFirst(2), "false")
    }

    /// Every long spelling the parser takes, opposites included: what a misspelling is matched to.
    static var allNames: [String] { all.flatMap { [$0.name] + [$0.opposite?.name].compactMap { $0 } } }

    /// `auto, openweathermap (owm), open-meteo or met-norway (met)`: from the list of providers.
    static var providerNames: String {
        let names =
            ["auto"]
            + Provider.allCases.map { ([$0.rawValue] + $0.traits.aliases.map { "(\($0))" }).joined(separator: " ") }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// What `auto` chooses, from the providers' rows: the one that takes a key when a key is set,
    /// else the first that needs none; and that a key goes to no other.
    static var providerDetails: String {
        let keyed = Provider.allCases.filter(\.traits.needsKey)
        let keyless = Provider.allCases.filter { !$0.traits.needsKey }
        let variables = keyed.flatMap(\.traits.keyVariables).map { "`\($0.rawValue)`" }
        return "Several, separated by commas (`open-meteo,met-norway`; in the config a list), are asked in turn: "
            + "the next when one cannot answer (no connection, a timeout, a 5xx or 429 status, a refusal of the "
            + "client, an answer that is not one), in the same run and within the one `--timeout`. The run says "
            + "so: a line on stderr, JSON's `source.fallback`, Waybar's class `fallback`. When all fail, an old "
            + "answer from any of them is shown as stale, else one line names each and why (exit 75). `auto` is "
            + keyed.map(\.name).joined(separator: " or ") + " when a key is set (`--api-key`, "
            + variables.joined(separator: ", ") + " or the config's `api_key`), and "
            + keyless.map(\.name).joined(separator: ", then ") + " in turn, which need none, when no key is. "
            + keyed.map { "`\($0.rawValue)`" }.joined(separator: " or ")
            + " without a key is exit 78. A key is never sent to another provider. See PROVIDERS."
    }
}
