/// How each quantity is printed, the same in every view (the human view, templates and the
/// Waybar tooltip): one number of decimals per quantity, never trimmed, so a value does not
/// change width as it changes (`9.7 mph`, then `10.0 mph`). A template's `{name:.N}` overrides it.
///
/// | quantity | decimals | example |
/// |---|---|---|
/// | temperature | 1 | `8.7 °C` |
/// | wind speed and gusts | 1, in `--wind-unit`; Beaufort whole, with its name | `5.7 m/s`, `4 Bft, moderate breeze` |
/// | visibility | 1, in km (mi with imperial) | `8.0 km`, `5.0 mi` |
/// | rain and snow | 2, in mm (in with imperial) | `1.27 mm`, `0.05 in` |
/// | humidity, clouds, chance of precipitation | 0 | `87%` |
/// | pressure | 0 in hPa, 2 in inHg (imperial) | `1005 hPa`, `29.68 inHg` |
/// | wind bearing | 0 | `90°` |
/// | pollutant concentration | 1, in µg/m³ | `4.5`, `0.0` |
/// | UV index | 0, with its category (the WHO's, from the index rounded) | `5 moderate` |
///
/// Every view gets it from its ``DisplayStyle`` (``DisplayStyle/quantities``), the one place it
/// is made.
struct QuantityText: Sendable {
    private let style: DisplayStyle

    fileprivate init(_ style: DisplayStyle) { self.style = style }

    private var units: Units { style.units }
    private var glyphs: Glyphs { style.glyphs }

    /// A unit's symbol in the style's language (`м/с` in Russian); `ascii` where the terminal shows
    /// ASCII alone (`ug/m3`).
    private func symbol(_ phrase: Phrase, ascii: String? = nil) -> String {
        glyphs == .ascii ? ascii ?? Language.english(phrase) : style.say(phrase)
    }

    static let temperatureDecimals = 1
    static let speedDecimals = 1
    static let visibilityDecimals = 1
    static let precipitationDecimals = 2

    /// `9.4 °C`, `48.9 °F`, `282.6 K` (`9.4 C` in ASCII).
    func temperature(_ celsius: Double, decimals: Int? = nil) -> String {
        temperatureNumber(celsius, decimals: decimals) + " " + temperatureUnit
    }

    /// The temperature without its unit, for a table or chart whose header names it.
    func temperatureNumber(_ celsius: Double, decimals: Int? = nil) -> String {
        let places = decimals ?? Self.temperatureDecimals
        return switch units {
        case .metric: fixed(celsius, decimals: places)
        case .imperial: fixed(Temperature.fahrenheit(fromCelsius: celsius), decimals: places)
        case .standard: fixed(Temperature.kelvin(fromCelsius: celsius), decimals: places)
        }
    }

    /// A difference of temperatures, unsigned, with its unit: `3.0 °C`, `5.4 °F`.
    func temperatureChange(_ celsius: Double, decimals: Int? = nil) -> String {
        fixed(abs(temperatureDifference(celsius)), decimals: decimals ?? Self.temperatureDecimals) + " "
            + temperatureUnit
    }

    /// A difference of temperatures as a signed number in the view's unit, for a template: `+2.3`,
    /// `-0.5`, `0.0`.
    func temperatureChangeNumber(_ celsius: Double, decimals: Int? = nil) -> String {
        Self.signed(temperatureDifference(celsius), decimals: decimals ?? Self.temperatureDecimals, fixed)
    }

    /// A difference in percentage points, signed, for a template: `+5`, `-12`.
    func percentChangeNumber(_ points: Double, decimals: Int? = nil) -> String {
        Self.signed(points, decimals: decimals ?? 0, fixed)
    }

    private func temperatureDifference(_ celsius: Double) -> Double {
        units == .imperial ? Temperature.fahrenheitDifference(fromCelsius: celsius) : celsius
    }

    /// `+` before what rounds above zero, `-` before what rounds below, nothing before zero.
    private static func signed(_ value: Double, decimals: Int, _ fixed: (Double, Int) -> String) -> String {
        let text = fixed(abs(value), decimals)
        let zero = fixed(0, decimals)
        return text == zero ? zero : (value > 0 ? "+" : "-") + text
    }

    /// `°C`, `°F` or `K` (`C`, `F` in ASCII).
    var temperatureUnit: String {
        switch units {
        case .metric: glyphs.celsius
        case .imperial: glyphs.fahrenheit
        case .standard: "K"
        }
    }

    /// `5.7 m/s`, `12.8 mph`, `20.5 km/h`, `11.1 kn`; in Beaufort the force and its name,
    /// `4 Bft, moderate breeze`.
    func speed(_ metresPerSecond: Double, decimals: Int? = nil) -> String {
        speed(metresPerSecond, decimals: decimals, named: true)
    }

    /// A gust in the human view: in Beaufort its force alone, the force's name being the mean
    /// wind's (`порывы до 2 Бфт`, not `порывы до 2 Бфт, лёгкий`).
    func gust(_ metresPerSecond: Double) -> String { speed(metresPerSecond, decimals: nil, named: false) }

    /// - Parameter named: a Beaufort force's name too.
    private func speed(_ metresPerSecond: Double, decimals: Int?, named: Bool) -> String {
        let number = speedNumber(metresPerSecond, decimals: decimals) + " " + speedUnit
        guard named, style.windUnit == .bft, let force = Speed.beaufort(fromMetresPerSecond: metresPerSecond) else {
            return number
        }
        let name = beaufortName(force)
        return glyphs == .ascii ? number + ", " + name : style.say(.beaufortReading, ["force": number, "name": name])
    }

    /// The force's name in the style's language: `moderate breeze`, `mäßige Brise`, `和風`.
    func beaufortName(_ force: Int) -> String {
        let phrase = Phrase(rawValue: "beaufort\(min(max(force, 0), 12))") ?? .beaufort12
        return glyphs == .ascii ? Language.english(phrase) : style.say(phrase)
    }

    /// The speed without its unit, in the wind unit: the force alone in Beaufort (`4`).
    func speedNumber(_ metresPerSecond: Double, decimals: Int? = nil) -> String {
        let places = style.windUnit == .bft ? 0 : decimals ?? Self.speedDecimals
        return style.windUnit.value(metresPerSecond).map { fixed($0, decimals: places) } ?? "?"
    }

    /// `m/s`, `km/h`, `mph`, `kn` or `Bft` (`м/с`, `км/ч` in Russian).
    var speedUnit: String {
        switch style.windUnit {
        case .ms: symbol(.unitMS)
        case .kmh: symbol(.unitKMH)
        case .mph: symbol(.unitMPH)
        case .kn: symbol(.unitKnots)
        case .bft: symbol(.unitBft)
        }
    }

    /// A metric quantity with `decimals`, converted first with `imperial` when the units are.
    private func number(_ metric: Double, _ decimals: Int, imperial: (Double) -> Double) -> String {
        fixed(units == .imperial ? imperial(metric) : metric, decimals: decimals)
    }

    /// `8.0 km`, `5.0 mi`.
    func visibility(_ metres: Double, decimals: Int? = nil) -> String {
        number(metres / 1000, decimals ?? Self.visibilityDecimals) { Length.miles(fromMetres: $0 * 1000) }
            + " " + symbol(units == .imperial ? .unitMile : .unitKM)
    }

    /// `1.27 mm`, `0.05 in`.
    func precipitation(_ millimetres: Double, decimals: Int? = nil) -> String {
        precipitationNumber(millimetres, decimals: decimals) + " " + precipitationUnit
    }

    /// The amount without its unit, for a table whose header names it.
    func precipitationNumber(_ millimetres: Double, decimals: Int? = nil) -> String {
        number(millimetres, decimals ?? Self.precipitationDecimals, imperial: Length.inches(fromMillimetres:))
    }

    /// `mm` or `in` (`мм` in Russian).
    var precipitationUnit: String { symbol(units == .imperial ? .unitInch : .unitMM) }

    /// `87%`; `87 %` where the language writes it so (German, French, Spanish, Russian, with a
    /// no-break space, as CLDR has it).
    func percent(_ value: Double, decimals: Int? = nil) -> String {
        let number = fixed(value, decimals: decimals ?? 0)
        return glyphs == .ascii ? number + "%" : style.say(.percent, ["n": number])
    }

    /// `µg/m³` (`мкг/м³` in Russian, `ug/m3` in ASCII).
    var microgramsPerCubicMetre: String { symbol(.unitMicrograms, ascii: glyphs.microgramsPerCubicMetre) }

    /// `grains/m³`, `Pollen/m³` (`grains/m3` in ASCII).
    var pollenPerCubicMetre: String { symbol(.unitPollen, ascii: "grains/m3") }

    /// `1005 hPa`, `29.68 inHg`.
    func pressure(_ hectopascals: Double, decimals: Int? = nil) -> String {
        switch units {
        case .metric, .standard: fixed(hectopascals, decimals: decimals ?? 0) + " " + symbol(.unitHPa)
        case .imperial:
            fixed(Pressure.inchesOfMercury(fromHectopascals: hectopascals), decimals: decimals ?? 2)
                + " " + symbol(.unitInHg)
        }
    }

    /// `4.5`: a concentration in µg/m³, without its unit (a line of several says it once).
    func concentration(_ microgramsPerCubicMetre: Double, decimals: Int? = nil) -> String {
        fixed(microgramsPerCubicMetre, decimals: decimals ?? 1)
    }

    /// `90°` (`90 deg` in ASCII).
    func bearing(_ degrees: Double) -> String {
        fixed(degrees, decimals: 0) + glyphs.degrees
    }

    /// `5`: the UV index alone, whole, as weather services publish it.
    func uvIndex(_ index: Double, decimals: Int? = nil) -> String {
        fixed(index, decimals: decimals ?? 0)
    }

    /// `5 moderate`: the index and its category, the WHO's, from the index rounded.
    func uvRated(_ index: Double) -> String {
        let category: Phrase =
            switch UVCategory(index: index) {
            case .low: .uvLow
            case .moderate: .uvModerate
            case .high: .uvHigh
            case .veryHigh: .uvVeryHigh
            case .extreme: .uvExtreme
            }
        return uvIndex(index) + " " + style.language(category)
    }

    /// A number with `decimals`, with the style's decimal separator (`8,7` in German).
    func fixed(_ value: Double, decimals: Int) -> String {
        let text = NumberText.fixed(value, decimals: decimals)
        return style.decimalSeparator == "." ? text : text.replacing(".", with: style.decimalSeparator)
    }
}

extension DisplayStyle {
    /// How quantities are worded in this style.
    var quantities: QuantityText { QuantityText(self) }
}
