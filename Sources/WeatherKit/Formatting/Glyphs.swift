/// The characters beyond ASCII that `weather` itself prints, or their ASCII stand-ins where the
/// locale is not UTF-8 (`LANG=C`, `LC_ALL=POSIX`), whose terminals would show them as garbage.
///
/// Text the server sends (a place name, a description in `--lang`) is printed as it came.
public enum Glyphs: Sendable, Equatable {
    case unicode
    case ascii

    /// `°C` or `C`.
    var celsius: String { self == .unicode ? "°C" : "C" }
    /// `°F` or `F`.
    var fahrenheit: String { self == .unicode ? "°F" : "F" }
    /// After a compass bearing: `90°` or `90 deg`.
    var degrees: String { self == .unicode ? "°" : " deg" }
    /// Where a value does not exist (`Sunrise  —`).
    var none: String { self == .unicode ? "—" : "-" }
    /// Between two times: `15:00–21:00` or `15:00-21:00`.
    var range: String { self == .unicode ? "–" : "-" }
    /// Between the parts of one line: `Air  2 Fair · PM2.5 4.5`.
    var separator: String { self == .unicode ? "·" : "-" }
    /// `µg/m³` or `ug/m3`.
    var microgramsPerCubicMetre: String { self == .unicode ? "µg/m³" : "ug/m3" }
    /// Weather emoji (``WeatherIcon``) only in Unicode.
    var showsIcons: Bool { self == .unicode }
    /// What a status bar shows when the command failed.
    var failureText: String { self == .unicode ? "⚠️ weather" : "! weather" }

    /// The condition's emoji, or "" in ASCII; in its day form for a whole day.
    func icon(_ condition: Condition?, wholeDay: Bool = false) -> String {
        guard showsIcons, let condition else { return "" }
        return WeatherIcon.emoji(condition, wholeDay: wholeDay)
    }
}
