/// One of MET Norway's weather symbols (`lightrainshowers_night`, `heavysnow`, `fog`), read as the
/// WMO weather code (WMO 306, table 4677) nearest to it, so that it gets the words, icons and
/// colours every language already has for Open-Meteo's codes (``WMOWeatherCode``).
///
/// The code is worked out from the symbol's parts rather than listed symbol by symbol: MET's
/// list (github.com/metno/weathericons, `weather/legend.csv`) is a grammar of an intensity
/// (`light`, none, `heavy`), what falls (`rain`, `sleet`, `snow`), `showers` or not, and
/// `andthunder`, with a variant `_day`, `_night` or `_polartwilight` on the symbols whose look
/// depends on the sun. A misspelling in the list (`lightssleetshowersandthunder`,
/// `lightssnowshowersandthunder`) or a symbol added later then still reads as what its words say.
struct MetNorwaySymbol: Sendable, Equatable {
    /// What the sun is doing, as the symbol's variant says.
    enum Light: Sendable, Equatable {
        case day, night, polarTwilight
    }

    /// What falls: how the period's amount is told apart into rain and snow, since MET sends one
    /// amount for both.
    enum Fall: Sendable, Equatable {
        case rain, sleet, snow
    }

    /// The symbol as sent.
    var text: String
    /// Its variant; nil for a symbol that has none (`cloudy`, `rain`, `fog`).
    var light: Light?
    /// The WMO code; nil for a symbol this reading does not know.
    var wmoCode: Int?
    /// What falls; nil for a dry symbol, or one not known.
    var fall: Fall?

    init(_ text: String) {
        self.text = text
        var name = Substring(text)
        for (suffix, light) in [("_day", Light.day), ("_night", .night), ("_polartwilight", .polarTwilight)]
        where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
            self.light = light
            break
        }
        fall =
            name.contains("sleet") ? .sleet : name.contains("snow") ? .snow : name.contains("rain") ? .rain : nil
        wmoCode = Self.code(of: name)
    }

    /// The condition to show. The variant says whether it is by day or night (polar twilight is
    /// shown as day: the sun is just below the horizon, and MET's own icon is the day one with a
    /// low sun); a symbol without one asks `sunIsUp`, called only then. A symbol not known keeps
    /// its own text as the description, as an unknown WMO code keeps its number.
    func condition(sunIsUp: () -> Bool) -> Condition {
        guard let wmoCode else {
            return Condition(id: nil, main: nil, description: text.truncated(to: 60), icon: nil)
        }
        let isDay =
            switch light {
            case .night?: false
            case .day?, .polarTwilight?: true
            case nil: sunIsUp()
            }
        return WMOWeatherCode.condition(wmoCode, isDay: isDay)
    }

    /// The code of a symbol without its variant, or nil.
    private static func code(of name: Substring) -> Int? {
        // Thunder first, whatever falls with it and however it is spelt: WMO has one code for a
        // thunderstorm without hail.
        if name.contains("thunder") { return 95 }
        switch name {
        case "clearsky": return 0
        case "fair": return 1
        case "partlycloudy": return 2
        case "cloudy": return 3
        case "fog": return 45
        default: break
        }
        var rest = name
        var intensity = Intensity.moderate
        for (prefix, stated) in [("light", Intensity.light), ("heavy", .heavy)] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            intensity = stated
            break
        }
        let showers = rest.hasSuffix("showers")
        if showers { rest = rest.dropLast("showers".count) }
        switch (rest, showers) {
        // Slight, moderate, heavy; showers: slight, moderate, violent.
        case ("rain", false): return intensity.pick(61, 63, 65)
        case ("rain", true): return intensity.pick(80, 81, 82)
        case ("snow", false): return intensity.pick(71, 73, 75)
        // WMO's snow showers are slight (85) or heavy (86) only.
        case ("snow", true): return intensity.pick(85, 85, 86)
        // Rain and snow together, showers or not: slight (68), or moderate and heavy (69).
        case ("sleet", _): return intensity.pick(68, 69, 69)
        default: return nil
        }
    }

    /// How hard it falls, as the symbol's first word says (`light`, none, `heavy`).
    private enum Intensity {
        case light, moderate, heavy

        /// The code of the three that is this intensity's.
        func pick(_ light: Int, _ moderate: Int, _ heavy: Int) -> Int {
            switch self {
            case .light: light
            case .moderate: moderate
            case .heavy: heavy
            }
        }
    }
}
