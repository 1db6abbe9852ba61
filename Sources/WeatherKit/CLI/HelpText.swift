/// The text of `weather --help`, built from the option table so it can't fall out of date.
enum HelpText {
    static var text: String {
        var lines = [
            "weather \(WeatherVersion.current): current weather and forecasts from OpenWeatherMap",
            "",
            "USAGE:",
            "  weather PLACE... [OPTIONS]        by name (London, \"Paris,FR\") or as LAT,LON",
            "  weather --lat DEG --lon DEG [OPTIONS]",
            "  weather --zip CODE[,COUNTRY] [OPTIONS]",
            "  weather --input FILE [--json]     a saved response; needs no key or network",
            "",
            "OPTIONS:",
        ]
        let labels = OptionSpec.all.map { spec in
            (spec.short.map { "\($0), " } ?? "") + spec.name + (spec.valueName.map { " \($0)" } ?? "")
        }
        let width = (labels.map(\.count).max() ?? 0) + 2
        for (label, spec) in zip(labels, OptionSpec.all) {
            lines.append("  " + label + String(repeating: " ", count: width - label.count) + spec.help)
        }
        lines += [
            "",
            "ENVIRONMENT:",
            "  OPENWEATHERMAP_API_KEY, OWM_API_KEY   API key (when --api-key is not given)",
            "  OPENWEATHERMAP_BASE_URL               API base URL (when --base-url is not given)",
            "  WEATHER_CONFIG                        config file (when --config is not given)",
            "  XDG_CONFIG_HOME, XDG_CACHE_HOME       config and cache folders (~/.config, ~/.cache)",
            "  NO_COLOR                              no colour with --color auto",
            "",
            "Precedence: flags, then environment, then config file, then defaults.",
            "Exit codes: 0 ok, 64 usage, 65 bad response, 66 unreadable input, 69 not found,",
            "            74 cannot write output, 75 temporary failure, 77 key rejected,",
            "            78 no key or bad config.",
            "",
            "EXAMPLES:",
            "  weather London",
            "  weather --lat 51.5 --lon -0.1",
            "  weather \"Springfield,IL,US\" --forecast 3",
            "  weather London --json | jq .current.temperature_c",
            "  weather London Paris 51.5,-0.1 --format '{city}: {temp:.0}'",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
