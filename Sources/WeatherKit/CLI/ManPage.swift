/// `weather.1`, the man page, in roff (`man -l weather.1`), from the option table and the
/// ``Manual``, as `--help` is.
enum ManPage {
    static var roff: String {
        var lines = [
            #".TH WEATHER 1 "" "weather \#(WeatherVersion.current)" "User Commands""#,
            ".SH NAME", "weather \\- " + escape(Manual.summary), ".SH SYNOPSIS",
        ]
        for (form, _) in Manual.usage {
            lines += [".PP", bold("weather") + " " + escape(String(form.dropFirst("weather ".count)))]
        }
        lines += [
            ".SH DESCRIPTION",
            escape(
                "weather prints the current weather for one or more places, and with --forecast a forecast, "
                    + "from OpenWeatherMap: as a block for people, as JSON for scripts (--json), as one line from a "
                    + "template (--format), or as a line for Waybar (--waybar). Answers are cached for ten minutes "
                    + "and shared by every weather process of the user. The README has the whole manual."),
            ".SH OPTIONS",
        ]
        for spec in OptionSpec.all {
            var label = (spec.short.map { bold($0) + ", " } ?? "") + bold(spec.name)
            if let value = spec.valueName { label += " " + italic(value) }
            lines += [".TP", label, escape(spec.help)]
        }
        lines += [".SH ENVIRONMENT"]
        for (names, meaning) in Manual.environment {
            lines += [".TP", bold(names), escape(meaning)]
        }
        lines += [".PP", escape(Manual.precedence), ".SH FILES"]
        lines += [
            ".TP", bold("$XDG_CONFIG_HOME/weather/config.json"),
            escape("the config file (default ~/.config/weather/)."),
            ".TP", bold("$XDG_CACHE_HOME/weather/"), escape("the cache (default ~/.cache/weather/)."),
            ".SH EXIT STATUS",
        ]
        for (code, meaning) in Manual.exitCodes {
            lines += [".TP", bold(String(code.rawValue)), escape(meaning)]
        }
        lines += [".SH EXAMPLES"]
        for example in Manual.examples {
            lines += [".PP", ".nf", escape(example), ".fi"]
        }
        lines += [".SH SEE ALSO", escape("The README, https://openweathermap.org/api")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text that roff prints as it is: backslashes doubled, hyphens as minus signs (so options can
    /// be copied and searched), and no line that starts with a dot or a quote.
    static func escape(_ text: String) -> String {
        var escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    private static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }
    private static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }
}
