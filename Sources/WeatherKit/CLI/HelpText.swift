/// The text of `weather --help`, built from the option table so it can't fall out of date.
enum HelpText {
    static var text: String {
        var lines = [
            "weather \(WeatherVersion.current): current weather from OpenWeatherMap",
            "",
            "USAGE:",
            "  weather --lat DEG --lon DEG [--json] [--units metric|imperial|standard]",
            "  weather --input FILE [--json]",
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
            "  XDG_CONFIG_HOME                       config folder (default ~/.config)",
            "",
            "Precedence: flags, then environment, then config file, then defaults.",
            "Exit codes: 0 ok, 64 usage, 65 bad response, 66 unreadable input, 69 not found,",
            "            75 temporary failure, 77 key rejected, 78 no key or bad config.",
            "",
            "EXAMPLES:",
            "  weather --lat 51.5 --lon -0.1",
            "  weather --lat 51.5 --lon -0.1 --json | jq .current.temperature_c",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
