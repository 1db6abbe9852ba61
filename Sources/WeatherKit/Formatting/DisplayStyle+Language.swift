/// What a style's language changes beyond its phrases: the names of days, and the words of a
/// condition.
extension DisplayStyle {
    /// The style's weekday and day names.
    var calendarWords: CalendarWords { CalendarWords(language: language) }

    /// A condition's words in the style's language: Open-Meteo's WMO code from the language's
    /// table; OpenWeatherMap's `description` as it came (in `--lang`'s language, translated by
    /// OpenWeatherMap), else its group.
    func words(_ condition: Condition) -> String? {
        if let code = condition.wmoCode, let phrase = Phrase(rawValue: "wmo\(code)") { return language(phrase) }
        return condition.description ?? condition.main
    }

    /// The next hour in a sentence: `Rain starting in about 12 min, light.` (JSON keeps the model's
    /// English ``RainSoon/sentence``).
    func sentence(_ rain: RainSoon) -> String {
        func strength(_ intensity: RainSoon.Intensity) -> String {
            switch intensity {
            case .light: say(.light)
            case .moderate: say(.moderate)
            case .heavy: say(.heavy)
            }
        }
        return switch rain {
        case .starting(let minutes, let intensity):
            say(.rainStarting, ["in": language.counting(.inMinutes, minutes), "intensity": strength(intensity)])
        case .stopping(let minutes): say(.rainStopping, ["in": language.counting(.inMinutes, minutes)])
        case .continuing(let intensity): say(.rainContinuing, ["intensity": strength(intensity)])
        case .dry: say(.rainNone)
        }
    }

    /// An air index's band in the style's language: `Fair`, `Mäßig`. English keeps each scale's
    /// own spelling (OpenWeatherMap's `Very Poor`, the EEA's `Very poor`).
    func band(_ index: ShownAirIndex) -> String {
        guard language != .english else { return index.band }
        let bands: [String: Phrase] = [
            "good": .airGood, "fair": .airFair, "moderate": .airModerate, "poor": .airPoor, "very poor": .airVeryPoor,
            "extremely poor": .airExtremelyPoor, "unhealthy for sensitive groups": .airUnhealthyForSensitiveGroups,
            "unhealthy": .airUnhealthy, "very unhealthy": .airVeryUnhealthy, "hazardous": .airHazardous,
            "low": .airLow, "high": .airHigh, "very high": .airVeryHigh,
        ]
        return bands[index.band.lowercased()].map { say($0) } ?? index.band
    }

    /// A phrase in the style's language.
    func say(_ phrase: Phrase, _ values: KeyValuePairs<String, String> = [:]) -> String { language(phrase, values) }

    /// What goes between a list's items: `, `, `、` in Japanese, `，` in Chinese.
    var listSeparator: String { say(.listSeparator) }
    /// What follows a label: `: `, ` : ` in French (a no-break space before), `：` in Japanese and Chinese.
    var colon: String { say(.colon) }
}
