/// What `--help` and the man page both say, beside the option table: the forms of the command,
/// the environment, the exit codes and the examples. `HelpText` and `ManPage` render it, so the
/// two cannot disagree (and the completions come from the same option table).
enum Manual {
    static let summary = "current weather and forecasts from OpenWeatherMap"

    /// The forms of the command, and what each is for.
    static let usage: [(form: String, meaning: String)] = [
        ("weather PLACE... [OPTIONS]", "by name (London, \"Paris,FR\") or as LAT,LON"),
        ("weather --lat DEG --lon DEG [OPTIONS]", ""),
        ("weather --zip CODE[,COUNTRY] [OPTIONS]", ""),
        ("weather --input FILE [--json]", "a saved response; needs no key or network"),
    ]

    static let environment: [(names: String, meaning: String)] = [
        ("OPENWEATHERMAP_API_KEY, OWM_API_KEY", "API key (when --api-key is not given)"),
        ("OPENWEATHERMAP_BASE_URL", "API base URL (when --base-url is not given)"),
        ("WEATHER_CONFIG", "config file (when --config is not given)"),
        ("XDG_CONFIG_HOME, XDG_CACHE_HOME", "config and cache folders (~/.config, ~/.cache)"),
        ("NO_COLOR", "no colour with --color auto"),
        ("TERM", "dumb: no colour with --color auto, and ASCII only"),
        ("COLUMNS", "the terminal's width for tables and --chart"),
        ("LC_ALL, LC_CTYPE, LANG", "not UTF-8: ASCII only (no emoji, no degree sign)"),
        ("https_proxy, http_proxy, no_proxy", "the proxy, as for curl"),
        ("SSL_CERT_FILE, SSL_CERT_DIR", "CA certificates to trust (the release build)"),
    ]

    static let precedence = "Precedence: flags, then environment, then config file, then defaults."

    static let exitCodes: [(code: ExitCode, meaning: String)] = [
        (.success, "ok"), (.usage, "usage"), (.badResponse, "bad response"), (.noInput, "unreadable input"),
        (.notFound, "not found"), (.ioError, "cannot write output"), (.temporary, "temporary failure"),
        (.tls, "certificate not accepted"), (.auth, "key rejected"), (.config, "no key or bad config"),
    ]

    static let examples = [
        "weather London",
        "weather --lat 51.5 --lon -0.1",
        "weather \"Springfield,IL,US\" --forecast 3",
        "weather London --json | jq .current.temperature_c",
        "weather London Paris 51.5,-0.1 --format '{city}: {temp:.0}'",
        "weather London --air --forecast --chart",
    ]

    /// How an option is written in a list: `-h, --help`, `--lat DEG`.
    static func label(_ spec: OptionSpec) -> String {
        (spec.short.map { "\($0), " } ?? "") + spec.name + (spec.valueName.map { " \($0)" } ?? "")
    }
}
