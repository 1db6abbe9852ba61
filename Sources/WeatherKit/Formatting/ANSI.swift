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

    /// The temperature scale, in °C whatever `--units` says, from blue through white to red
    /// (256-colour codes): the same colour always means the same warmth.
    ///
    /// | below | colour |
    /// |---|---|
    /// | −10 | deep blue (21) |
    /// | 0 | blue (33) |
    /// | 8 | light blue (117) |
    /// | 16 | white (255) |
    /// | 24 | yellow (228) |
    /// | 32 | orange (208) |
    /// | and up | red (196) |
    static let temperatureScale: [(below: Double, code: Int)] = [
        (-10, 21), (0, 33), (8, 117), (16, 255), (24, 228), (32, 208), (.infinity, 196),
    ]

    static func temperature(_ celsius: Double) -> String {
        let code = temperatureScale.first { celsius < $0.below }?.code ?? 196
        return "\u{1B}[38;5;\(code)m"
    }
}
