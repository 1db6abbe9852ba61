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

    /// An air index's band in the style's language, by its scale and level: each scale has its own
    /// names (the EPA's `Moderate` is the AirNow's `Moderado`, the EEA's `Moderate` its `Regular`;
    /// the UK's `Low` names the pollution). English's table holds each scale's own spelling.
    func band(_ index: ShownAirIndex) -> String {
        let bands: [Phrase] =
            switch index.scale {
            case .owm: [.owmGood, .owmFair, .owmModerate, .owmPoor, .owmVeryPoor]
            case .epa:
                [
                    .epaGood, .epaModerate, .epaUnhealthyForSensitiveGroups, .epaUnhealthy, .epaVeryUnhealthy,
                    .epaHazardous,
                ]
            case .eu: [.eaqiGood, .eaqiFair, .eaqiModerate, .eaqiPoor, .eaqiVeryPoor, .eaqiExtremelyPoor]
            case .uk: [.daqiLow, .daqiModerate, .daqiHigh, .daqiVeryHigh]
            }
        return bands.indices.contains(index.level - 1) ? say(bands[index.level - 1]) : index.band
    }

    /// A phrase in the style's language.
    func say(_ phrase: Phrase, _ values: KeyValuePairs<String, String> = [:]) -> String { language(phrase, values) }

    /// What goes between a list's items: `, `, `、` in Japanese, `，` in Chinese.
    var listSeparator: String { say(.listSeparator) }
    /// What follows a label: `: `, ` : ` in French (a no-break space before), `：` in Japanese and Chinese.
    var colon: String { say(.colon) }
}
