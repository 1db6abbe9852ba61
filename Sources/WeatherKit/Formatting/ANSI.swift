/// The few escape sequences the human view uses.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"

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

    /// Blue at or below freezing, then cyan, green, yellow, and red from 30 °C.
    static func temperature(_ celsius: Double) -> String {
        switch celsius {
        case ..<0.05: "\u{1B}[34m"
        case ..<10: "\u{1B}[36m"
        case ..<20: "\u{1B}[32m"
        case ..<30: "\u{1B}[33m"
        default: "\u{1B}[31m"
        }
    }
}
