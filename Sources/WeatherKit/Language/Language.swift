import FoundationEssentials

/// A language the views speak (`--lang`, config `lang`, else the locale's): the words of one table
/// of ``Phrase``s and ``Counted`` phrases, its plural rule, its decimal separator, and the locale
/// whose CLDR data (ICU, in Foundation) names the weekdays and orders a date. Error messages,
/// `--help` and the man page stay English, as git's do without its translations; JSON and
/// templates stay as scripts read them.
///
/// Adding a language is one file in `Languages/` and one line in ``all``.
public struct Language: Sendable {
    /// `--lang`'s code: `de`, `pt_br`, `zh_cn`.
    public let code: String
    /// Its name in English, for the list of codes.
    public let name: String
    /// What OpenWeatherMap's `lang=` calls it, where that differs from ``code`` (`ua` for `uk`).
    public let openWeatherMapCode: String
    /// The locale ICU reads for weekday names and date order: `de_DE`.
    let localeIdentifier: String
    /// `,` in German: numbers in the human view and tooltips (JSON and templates keep `.`).
    let decimalSeparator: String
    let plural: PluralRule
    let phrases: [Phrase: String]
    let counted: [Counted: [PluralRule.Category: String]]
    /// The phrases whose words are English's too, by right: German's `Wind`, the unit symbols most
    /// languages write as English does. The test that no English is left in a view skips them, and
    /// checks that each is English's word for word.
    let sameAsEnglish: Set<Phrase>
    /// The 12-hour clock as CLDR has it for the locale: Japanese counts 0 to 11 (`午前0:05`, CLDR's
    /// `aK:mm`), the others 1 to 12; Chinese names the part of the day (`凌晨`, `中午`, `晚上`,
    /// CLDR's `Bh:mm`), the others morning and afternoon.
    let twelveHourFromZero: Bool
    let dayPeriodsByTimeOfDay: Bool

    init(
        code: String, name: String, openWeatherMapCode: String? = nil, locale: String, decimalSeparator: String,
        plural: PluralRule, phrases: [Phrase: String], counted: [Counted: [PluralRule.Category: String]],
        sameAsEnglish: Set<Phrase> = [], twelveHourFromZero: Bool = false, dayPeriodsByTimeOfDay: Bool = false
    ) {
        self.code = code
        self.name = name
        self.openWeatherMapCode = openWeatherMapCode ?? code
        self.localeIdentifier = locale
        self.decimalSeparator = decimalSeparator
        self.plural = plural
        self.phrases = phrases
        self.counted = counted
        self.sameAsEnglish = sameAsEnglish
        self.twelveHourFromZero = twelveHourFromZero
        self.dayPeriodsByTimeOfDay = dayPeriodsByTimeOfDay
    }

    /// The phrase, its `{name}` placeholders filled from `values`; English's where this language
    /// lacks it (the completeness test sees that none does).
    public func callAsFunction(_ phrase: Phrase, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(phrases[phrase] ?? Language.english.phrases[phrase] ?? phrase.rawValue, values)
    }

    /// `in 5 minutes`: the form the plural rule picks for `count`, `{n}` filled.
    public func counting(_ phrase: Counted, _ count: Int) -> String {
        let forms = counted[phrase] ?? Language.english.counted[phrase] ?? [:]
        let form = forms[plural.category(of: count)] ?? forms[.other] ?? phrase.rawValue
        return Self.fill(form, ["n": String(count)])
    }

    /// The names of `{…}` in `text`.
    static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    private static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        values.reduce(text) { $0.replacing("{\($1.key)}", with: $1.value) }
    }
}

extension Language: Equatable {
    public static func == (left: Language, right: Language) -> Bool { left.code == right.code }
}
