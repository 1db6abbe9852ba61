import FoundationEssentials

/// How every view shows quantities, times and text, decided once per run from the flags, the
/// config file, the environment and the terminal, and handed to every view: the human view, the
/// forecast's tables, the chart, alerts, templates and the Waybar tooltip.
///
/// Quantities are worded by ``quantities`` (``QuantityText``) and times of day by ``time(_:)``,
/// so a new unit or clock is a change here and there, not in every view.
public struct DisplayStyle: Sendable, Equatable {
    /// `--units`, config `units`.
    public var units: Units
    /// `--wind-unit`, config `wind_unit`; by default the one that goes with ``units``.
    public var windUnit: SpeedUnit
    /// `--clock`, config `clock`: how a time of day is written.
    public var clock: Clock
    /// Unicode (emoji, `°C`, braille) or ASCII, where the locale is not UTF-8.
    public var glyphs: Glyphs
    /// ANSI colour: only the human view on a terminal (or `--color always`) gets it.
    public var color: Bool
    /// The terminal's width in columns: `COLUMNS`, else the terminal's own, else 80.
    public var width: Int
    /// `--local-time`: the place's own clock first (sunrise, sunset, the observation time).
    public var localTime: Bool
    /// `--aqi-scale`, config `aqi_scale`: the scale the air quality index is shown on, in every
    /// form (JSON's `air.index` too).
    public var airScale: AirQualityScale
    /// For a status bar's tooltip, not a terminal: no line of text is broken at a width (a
    /// tooltip has none), nothing points to another command, and an alert's text is cut at a word
    /// (``textWidth``). Set once, by the Waybar form.
    public var tooltip = false
    /// `--lang`, config `lang`, else the locale's: the words and the decimal separator of every
    /// view a person reads (JSON and templates are English, for scripts).
    public var language: Language

    var decimalSeparator: String { language.decimalSeparator }

    /// The width text is broken at: the terminal's, or none in a tooltip.
    var textWidth: Int { tooltip ? .max / 2 : width }

    public init(
        units: Units = .metric, windUnit: SpeedUnit? = nil, clock: Clock = .h24, glyphs: Glyphs = .unicode,
        color: Bool = false, width: Int = 80, localTime: Bool = false, airScale: AirQualityScale = .owm,
        language: Language = .english
    ) {
        self.units = units
        self.windUnit = windUnit ?? .following(units)
        self.clock = clock
        self.glyphs = glyphs
        self.color = color
        self.width = width
        self.localTime = localTime
        self.airScale = airScale
        self.language = language
    }

    /// JSON's own sentences (the outlook's `text`): metric, Unicode, no colour, whatever the run's style.
    public static let json = DisplayStyle()

    /// A time of day, `15:05` or `3:05 PM`: every time shown to a person is worded here.
    /// - Parameter aligned: a 12-hour time padded to one width (` 3:05 PM`), for a table's column.
    func time(_ local: LocalTime, aligned: Bool = false) -> String {
        switch clock {
        case .h24: return local.hoursMinutes
        case .h12:
            let hour = String(twelveHour(local.hour))
            let minute = local.minute < 10 ? "0\(local.minute)" : "\(local.minute)"
            let time = (aligned && hour.count < 2 ? " " : "") + "\(hour):\(minute)"
            return say(.clock12, ["time": time, "mark": calendarWords.dayPeriod(hour: local.hour)])
        }
    }

    /// A time on a line with room for one clock (a template): the place's own at `placeOffset`,
    /// as it is; UTC where the place's clock is not wanted or not known (nil), marked `15:05 UTC`
    /// so it is never read as local.
    func time(_ date: Date, placeOffset: Int?) -> String {
        time(LocalTime(date, offsetSeconds: placeOffset ?? 0)) + (placeOffset == nil ? " UTC" : "")
    }

    /// The hour a chart tick is labelled with, `06` or `6AM`.
    func hour(_ local: LocalTime) -> String {
        switch clock {
        case .h24: String(local.hoursMinutes.prefix(2))
        case .h12:
            // English's tick is tight (`6AM`); another language's as its 12-hour times are (`午前6`).
            language == .english
                ? "\(twelveHour(local.hour))\(calendarWords.dayPeriod(hour: local.hour))"
                : say(
                    .clock12,
                    ["time": String(twelveHour(local.hour)), "mark": calendarWords.dayPeriod(hour: local.hour)])
        }
    }

    /// 0 and 12 are 12; 13 is 1 (0 and 12 are 0 where the language counts from 0, as Japanese does).
    private func twelveHour(_ hour: Int) -> Int { hour % 12 == 0 && !language.twelveHourFromZero ? 12 : hour % 12 }

    /// Emoji, `°` and braille only where the locale says the terminal speaks UTF-8 (the first of
    /// `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not empty); ASCII otherwise, `LANG=C` and
    /// unset included. `TERM` plays no part: it says what a terminal does with escape sequences,
    /// not which characters it shows, so `TERM=dumb` turns colour off (``ColorChoice``) and
    /// nothing else.
    static func glyphs(_ environment: [String: String]) -> Glyphs {
        let locale =
            [environment[.lcAll], environment[.lcCType], environment[.lang]]
            .compactMap { $0 }.first { !$0.isEmpty }?.lowercased() ?? ""
        return locale.containsUTF8("utf-8") || locale.containsUTF8("utf8") ? .unicode : .ascii
    }

    /// `COLUMNS` when it is a positive number, else the terminal's own width, else 80.
    static func width(_ environment: [String: String], terminalColumns: Int?) -> Int {
        if let text = environment[.columns], let columns = Int(text), columns > 0 { return min(columns, 1000) }
        return terminalColumns ?? 80
    }
}

/// `--clock`: the 24-hour clock (`15:05`, the default) or the 12-hour one (`3:05 PM`).
public enum Clock: String, Sendable, CaseIterable {
    case h24 = "24"
    case h12 = "12"
}
