/// What `--help` and the man page both say, beside the option table: the forms of the command,
/// the exit codes, the files and the examples. `HelpText` and `ManPage` render it, so the two
/// cannot disagree (and the completions come from the same option table). The environment is
/// ``EnvironmentVariable/documented``, the table the code reads the variables through.
enum Manual {
    /// From every provider's row: `weather and forecasts from OpenWeatherMap, Open-Meteo, MET Norway`.
    static let summary = "weather and forecasts from " + Provider.allCases.map(\.name).joined(separator: ", ")
    /// When the manual last changed, for the man page's header.
    static let date = "2026-11-25"

    /// The forms of the command, and what each is for.
    static let usage: [(form: String, meaning: String)] = [
        ("weather PLACE... [OPTIONS]", "by name (London, \"Paris,FR\") or as LAT,LON"),
        ("weather --lat DEG --lon DEG [OPTIONS]", ""),
        ("weather --zip CODE[,COUNTRY] [OPTIONS]", ""),
        ("weather --input FILE [--json]", "a saved response; needs no key or network"),
    ]

    static let precedence = "Precedence: flags, then environment, then config file, then defaults."

    /// Every exit code, its word in `--help`, and when it happens, for the man page.
    static let exitCodes: [(code: ExitCode, meaning: String, when: String)] = [
        (.success, "ok", "Success. With --waybar every failure exits 0 too, after the bar's error line."),
        (
            .usage, "usage",
            "Command-line misuse: an unknown flag, a missing or bad value, no place, a bad --format template, "
                + "or flags that contradict each other (the message names both)."
        ),
        (
            .badResponse, "bad response",
            "The answer or the --input file is not an OpenWeatherMap payload: empty, cut short, not JSON, an HTML "
                + "page, a missing key or a wrong type (the message names the key path, such as `main.temp`)."
        ),
        (.noInput, "unreadable input", "The --input file cannot be read."),
        (
            .notFound, "not found",
            "No place matches the name or zip, or the API rejects the request (HTTP 404 or another 4xx but 400); "
                + "--notify finds no notify-send on PATH."
        ),
        (
            .badRequest, "bad request",
            "The provider refused a request as malformed (HTTP 400, or `cod` 400), quoting its reason: weather built "
                + "it wrong (please report it, with the message), or the base URL leads to another service. Not "
                + "retried: asking again sends the same request."
        ),
        (
            .ioError, "cannot write output",
            "Standard output could not be written (a full disk, a closed descriptor); --clear-cache could not "
                + "remove a file, or a file stands where the cache folder (or XDG_CACHE_HOME) should be; "
                + "--onecall-usage cannot read the count."
        ),
        (
            .temporary, "temporary failure",
            "Try again later: no network, a refused or dropped connection, a timeout, HTTP 429 or 5xx (unless an "
                + "answer under 24 hours old is shown instead), or --offline with nothing cached."
        ),
        (
            .tls, "TLS failed",
            "The server's certificate was not accepted (not trusted, expired, not yet valid, another host's), or "
                + "the server at an https:// base URL does not speak TLS. Never retried: asking again gets the same "
                + "answer."
        ),
        (.auth, "key rejected", "The API key was rejected: HTTP 401 or 403 (a new key takes a while to work)."),
        (
            .config, "no key or bad config",
            "No API key; the config file, WEATHER_CONFIG or another variable marked so under ENVIRONMENT is "
                + "missing, unreadable or invalid; or a base URL this build cannot use."
        ),
    ]

    /// What a reader gone away costs: not a failure worth a message.
    static let brokenPipe =
        "When the reader of standard output goes away (weather | head -c 1), weather ends quietly by SIGPIPE "
        + "(status 141), or exits 141 with nothing on stderr where SIGPIPE is ignored. Ctrl-C ends it with 130, "
        + "kill with 143 and a closed terminal with 129, as if by the signal, so a script's loop stops too; a "
        + "cache file half written is removed first."

    /// Ten commands that cover the main uses, each with what it shows.
    static let examples: [(command: String, meaning: String)] = [
        ("weather London", "the current weather in the geocoder's first London"),
        ("weather --lat 51.5 --lon -0.1", "the same place by coordinates (or: weather 51.5,-0.1)"),
        ("weather \"Springfield,IL,US\" --forecast 3", "a name with state and country, and three local days"),
        ("weather London --hourly 1 --chart", "every step of today, then a chart of the next two days"),
        ("weather London --air --forecast", "air quality, and each day's worst index"),
        ("weather London --json | jq .current.temperature_c", "one number for a script"),
        ("weather London Paris 51.5,-0.1 --format '{city}: {temp:.0}'", "one line per place"),
        ("weather London --onecall --alerts", "One Call's alerts in full, UV and the next hour's rain"),
        ("weather Phoenix,AZ,US --alerts", "the National Weather Service's warnings in full, no key needed"),
        ("weather --here --yesterday", "where this machine's IP address is, and how it compares with yesterday"),
        ("weather --waybar London", "a JSON line for a Waybar custom module"),
        ("weather --input response.json", "a saved current-weather answer, with no key or network"),
    ]

    /// FILES: what lives where, and what `--clear-cache` removes.
    static let files: [(path: String, meaning: String)] = [
        (
            "$XDG_CONFIG_HOME/weather/config.json",
            "The config file (~/.config/weather/config.json when XDG_CONFIG_HOME is unset); see CONFIGURATION."
        ),
        (
            "$XDG_CACHE_HOME/weather/",
            "The cache (~/.cache/weather/): one file per answer, shared by every weather process of the user, "
                + "with .lock files for single flight and .pruned for the daily clean-up. --clear-cache removes "
                + "every answer and lock in it."
        ),
        (
            "$XDG_CACHE_HOME/weather/onecall-usage",
            "Today's One Call count and each version's share; --clear-cache keeps it, so clearing the cache "
                + "cannot reset the budget."
        ),
        (
            "$XDG_CACHE_HOME/weather/onecall-refused-*",
            "A One Call version's refusal of the key (no subscription), believed for a day; named by a hash "
                + "of the key, never the key. --clear-cache removes them, so the next --onecall asks again."
        ),
    ]

    /// Where the tarball puts what the man page does not repeat; `--help`'s length counted, not guessed.
    static var seeAlso: [String] {
        let helpLines =
            HelpText(width: 80).text(brief: false).split(separator: "\n", omittingEmptySubsequences: false)
            .count - 1
        return [
            "share/doc/weather/README.md, beside this page in the release tarball (for example "
                + "~/.local/share/doc/weather/README.md): install, the API key and status-bar recipes.",
            "share/doc/weather/config.example.json, beside the README: a config file with every key.",
            "weather --help: every option and variable, in \(helpLines) lines at 80 columns; weather -h: the "
                + "common options.",
            "https://openweathermap.org/api: the API, its plans and its fields.",
        ]
    }

    /// How an option is written in a list: `-h, --help`, `--lat DEG`.
    static func label(_ spec: OptionSpec) -> String {
        (spec.short.map { "\($0), " } ?? "") + spec.name + (spec.valueName.map { " \($0)" } ?? "")
    }

    /// The option's help line with its default: `retry … 0-5 (default 2)`.
    static func helpLine(_ spec: OptionSpec) -> String {
        spec.help + (spec.defaultValue.map { " (default \($0))" } ?? "")
    }

    /// A config key's JSON type, as the man page names it.
    static func type(of key: OptionSpec.ConfigKey) -> String {
        switch key {
        case .string: "string"
        case .number: "number"
        case .bool: "true or false"
        case .stringByProvider: "string, or object by provider"
        case .stringOrList: "string, or list of strings"
        }
    }
}
