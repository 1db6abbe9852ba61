/// The moon's phase on a day, named as almanacs name it: a principal phase (new, first quarter,
/// full, last quarter) on the local day its instant falls, and on every other day the stretch
/// between two of them. The principal phases are the instants the moon's apparent longitude is
/// 0°, 90°, 180° and 270° from the sun's.
public enum MoonPhase: String, Sendable, CaseIterable, Equatable, Hashable {
    case newMoon = "New Moon"
    case waxingCrescent = "Waxing Crescent"
    case firstQuarter = "First Quarter"
    case waxingGibbous = "Waxing Gibbous"
    case fullMoon = "Full Moon"
    case waningGibbous = "Waning Gibbous"
    case lastQuarter = "Last Quarter"
    case waningCrescent = "Waning Crescent"

    /// Its name, as in almanacs.
    public var name: String { rawValue }

    /// The Unicode moon, lit on the right while it waxes: as it looks from the northern hemisphere
    /// (from the southern one the moon is seen upside down; the symbols are the convention
    /// everywhere).
    public var icon: String {
        switch self {
        case .newMoon: "🌑"
        case .waxingCrescent: "🌒"
        case .firstQuarter: "🌓"
        case .waxingGibbous: "🌔"
        case .fullMoon: "🌕"
        case .waningGibbous: "🌖"
        case .lastQuarter: "🌗"
        case .waningCrescent: "🌘"
        }
    }

    /// The same picture in six ASCII characters, for terminals and bars without the symbols: the
    /// disc between brackets, its lit part as `#` in quarters, on the side the icon lights
    /// (`[   #]` a waxing crescent, `[####]` full, `[##  ]` last quarter).
    public var ascii: String {
        switch self {
        case .newMoon: "[    ]"
        case .waxingCrescent: "[   #]"
        case .firstQuarter: "[  ##]"
        case .waxingGibbous: "[ ###]"
        case .fullMoon: "[####]"
        case .waningGibbous: "[### ]"
        case .lastQuarter: "[##  ]"
        case .waningCrescent: "[#   ]"
        }
    }

    /// Whether the lit part grows: from new moon to full moon.
    public var isWaxing: Bool {
        switch self {
        case .waxingCrescent, .firstQuarter, .waxingGibbous: true
        case .newMoon, .fullMoon, .waningGibbous, .lastQuarter, .waningCrescent: false
        }
    }

    /// The phase of a day over which the moon's elongation (its apparent longitude minus the
    /// sun's, 0..<360°) goes from `start` to `end`: the principal phase whose angle it passes,
    /// else the stretch it is in.
    static func during(elongationFrom start: Double, to end: Double) -> MoonPhase {
        let travelled = normalized(end - start)
        for (angle, phase) in [(0.0, newMoon), (90, firstQuarter), (180, fullMoon), (270, lastQuarter)] {
            let ahead = normalized(angle - start)
            if ahead > 0, ahead <= travelled { return phase }
        }
        switch start {
        case ..<90: return .waxingCrescent
        case ..<180: return .waxingGibbous
        case ..<270: return .waningGibbous
        default: return .waningCrescent
        }
    }
}
