/// The few escape sequences the human view uses.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[31m"

    /// A warning's colour by its level, as the services colour theirs: red for severe and
    /// extreme (and One Call's, which say none), yellow for moderate, cyan for minor.
    static func alert(_ level: AlertLevel?) -> String {
        switch level {
        case .minor?: "\u{1B}[36m"
        case .moderate?: "\u{1B}[33m"
        case .severe?, .extreme?, nil: red
        }
    }

    /// OpenWeatherMap's index in green (good), yellow, orange, red, magenta (very poor); an
    /// agency's in its own colour, as the background of black or white text, whichever reads
    /// better on it, so that a yellow band reads on a light terminal as on a dark one.
    static func air(_ index: ShownAirIndex) -> String {
        if let colour = index.colour, let rgb = rgb(colour) {
            let luminance = 0.2126 * rgb.red + 0.7152 * rgb.green + 0.0722 * rgb.blue
            return "\u{1B}[48;5;\(cube(rgb))m" + (luminance > 0.45 ? "\u{1B}[30m" : "\u{1B}[97m")
        }
        switch index.level {
        case ...1: return "\u{1B}[32m"
        case 2: return "\u{1B}[33m"
        case 3: return "\u{1B}[38;5;208m"
        case 4: return "\u{1B}[31m"
        default: return "\u{1B}[35m"
        }
    }

    /// `#RRGGBB` as three fractions of full brightness; nil for anything else.
    static func rgb(_ hex: String) -> (red: Double, green: Double, blue: Double)? {
        guard hex.utf8.count == 7, hex.hasPrefix("#"), let value = UInt32(hex.dropFirst(), radix: 16) else {
            return nil
        }
        return (Double(value >> 16 & 0xFF) / 255, Double(value >> 8 & 0xFF) / 255, Double(value & 0xFF) / 255)
    }

    /// The nearest colour of the 256-colour palette's 6×6×6 cube (codes 16–231), which every
    /// terminal that has 256 colours draws alike; 24-bit colour is not everywhere.
    static func cube(_ rgb: (red: Double, green: Double, blue: Double)) -> Int {
        // The cube's six levels per channel: 0, 95, 135, 175, 215, 255.
        let levels = [0.0, 95, 135, 175, 215, 255].map { $0 / 255 }
        func step(_ channel: Double) -> Int {
            levels.indices.min { abs(levels[$0] - channel) < abs(levels[$1] - channel) } ?? 0
        }
        return 16 + 36 * step(rgb.red) + 6 * step(rgb.green) + step(rgb.blue)
    }

    /// The temperature scale, in °C whatever `--units` says, from blue through the terminal's own
    /// colour to red (256-colour codes): the same colour always means the same warmth.
    ///
    /// Every colour is of middling lightness, at least 3:1 in contrast against both black and
    /// white, so it reads on a dark terminal and on a light one; the mild band has no colour at
    /// all (nil), where a white or black would vanish on one of them.
    ///
    /// | below | colour |
    /// |---|---|
    /// | −10 | deep blue (27) |
    /// | 0 | blue (33) |
    /// | 8 | teal (30) |
    /// | 16 | the terminal's own (none) |
    /// | 24 | dark yellow (136) |
    /// | 32 | orange (166) |
    /// | and up | red (196) |
    static let temperatureScale: [(below: Double, code: Int?)] = [
        (-10, 27), (0, 33), (8, 30), (16, nil), (24, 136), (32, 166), (.infinity, 196),
    ]

    /// The escape that colours `celsius`, or nil for the terminal's own colour.
    static func temperature(_ celsius: Double) -> String? {
        // NaN is below nothing: it gets the last band, as before.
        let code = temperatureScale.first { celsius < $0.below }.map(\.code) ?? 196
        return code.map { "\u{1B}[38;5;\($0)m" }
    }
}
