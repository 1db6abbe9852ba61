/// The few escape sequences the human view uses.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[31m"

    /// Green (good), yellow, orange, red, magenta (very poor).
    static func airQuality(_ index: AirQualityIndex) -> String {
        switch index {
        case .good: "\u{1B}[32m"
        case .fair: "\u{1B}[33m"
        case .moderate: "\u{1B}[38;5;208m"
        case .poor: "\u{1B}[31m"
        case .veryPoor: "\u{1B}[35m"
        }
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
