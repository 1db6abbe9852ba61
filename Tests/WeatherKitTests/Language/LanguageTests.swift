import Foundation
import Testing

@testable import WeatherKit

/// Every language's table against English's, the plural rules against CLDR's examples, and the
/// locale's choice of language.
@Suite struct LanguageTests {
    static let others = Language.all.filter { $0 != .english }

    @Test(arguments: others.map(\.code))
    func everyLanguageHasEveryPhraseWithEnglishsPlaceholders(code: String) throws {
        let language = try #require(Language.named(code))
        for phrase in Phrase.allCases {
            let english = try #require(Language.english.phrases[phrase], "English lacks \(phrase)")
            guard let words = language.phrases[phrase] else {
                Issue.record("\(code) lacks \(phrase.rawValue)")
                continue
            }
            #expect(
                Language.placeholders(in: words) == Language.placeholders(in: english),
                "\(code).\(phrase.rawValue): \(words)")
            // A separator is spaces and punctuation by nature (`, `); every other phrase is trimmed.
            let separator = [Phrase.listSeparator, .colon].contains(phrase)
            #expect(
                !words.isEmpty && (separator || words.trimmingCharacters(in: .whitespaces) == words),
                "\(code).\(phrase.rawValue)")
        }
        for phrase in Counted.allCases {
            let forms = try #require(language.counted[phrase], "\(code) lacks \(phrase.rawValue)")
            #expect(Set(forms.keys) == language.plural.categories, "\(code).\(phrase.rawValue)")
            #expect(forms.values.allSatisfy { Language.placeholders(in: $0) == ["n"] }, "\(code).\(phrase.rawValue)")
        }
    }

    @Test func englishHasEveryPhraseOnce() {
        #expect(Set(Language.english.phrases.keys) == Set(Phrase.allCases))
        #expect(Set(Language.english.counted.keys) == Set(Counted.allCases))
        #expect(Set(Language.all.map(\.code)).count == Language.all.count)
    }

    /// CLDR's examples for whole numbers (plurals.xml): Russian and Ukrainian `one` 1, 21, 101;
    /// `few` 2–4, 22; `many` 0, 5–20, 25, 111; Polish `one` 1 only, so 21 is `many`; French 0 is `one`.
    @Test func pluralRulesPickCLDRsForms() {
        let slavic: [(Int, PluralRule.Category)] = [
            (1, .one), (21, .one), (101, .one), (2, .few), (4, .few), (22, .few), (0, .many), (5, .many), (11, .many),
            (12, .many), (14, .many), (20, .many), (25, .many), (111, .many),
        ]
        for (count, category) in slavic { #expect(PluralRule.eastSlavic.category(of: count) == category, "\(count)") }
        let polish: [(Int, PluralRule.Category)] = [
            (1, .one), (2, .few), (3, .few), (22, .few), (0, .many), (5, .many), (12, .many), (21, .many), (112, .many),
        ]
        for (count, category) in polish { #expect(PluralRule.polish.category(of: count) == category, "\(count)") }
        #expect(PluralRule.zeroOneOther.category(of: 0) == .one && PluralRule.oneOther.category(of: 0) == .other)
        #expect(PluralRule.oneOther.category(of: 1) == .one && PluralRule.other.category(of: 1) == .other)
        #expect(Language.german.counting(.inMinutes, 1) == "in 1 Minute")
        #expect(Language.german.counting(.inMinutes, 5) == "in 5 Minuten")
        #expect(Language.english.counting(.inMinutes, 1) == "in about 1 min")
        // A cached answer's age, in the language's units.
        #expect(StaleNotice.ageText(3 * 3600) == "3 h" && StaleNotice.ageText(3 * 3600, in: .german) == "3 Std.")
        #expect(StaleNotice.ageText(300, in: .english) == "5 min" && StaleNotice.ageText(30) == "30 s")
    }

    /// Each language's decimal separator is its locale's (CLDR's), and its day labels come from there.
    @Test(arguments: Language.all.map(\.code))
    func numbersAndDaysAreTheLocalesOwn(code: String) throws {
        let language = try #require(Language.named(code))
        #expect(Locale(identifier: language.localeIdentifier).decimalSeparator == language.decimalSeparator)
    }

    @Test func germanDaysComeFromTheLocaleData() {
        let words = CalendarWords(language: .german)
        // 2025-07-27 was a Sunday.
        #expect(words.dayLabel(year: 2025, month: 7, day: 27) == "So. 27.")
        #expect(words.weekday(year: 2025, month: 7, day: 28) == "Mo.")
        #expect(CalendarWords(language: .english).dayLabel(year: 2025, month: 8, day: 1) == "Fri  1")
    }

    @Test(
        arguments: [
            (["LANG": "de_DE.UTF-8"], "de"), (["LANG": "C"], nil), (["LANG": "C.UTF-8"], nil),
            (["LC_ALL": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"], "de"),
            (["LC_MESSAGES": "de_CH", "LANG": "en_US"], "de"),
            (["LC_ALL": "", "LANG": "de_DE@euro"], "de"), (["LANG": "sv_SE.UTF-8"], nil), ([:], nil),
        ] as [([String: String], String?)])
    func theLocaleNamesTheLanguage(environment: [String: String], code: String?) {
        #expect(Language.ofLocale(environment)?.code == code)
    }

    /// Chinese and Japanese have no spaces to break at: a line breaks between characters, never
    /// before a closing mark, and nothing is lost.
    @Test func wideTextBreaksBetweenCharacters() {
        let sentence = "12分後に弱い雨が降り始めます。"
        let lines = sentence.wrapped(width: 10)
        #expect(lines == ["12分後に弱", "い雨が降り", "始めます。"], "\(lines)")
        #expect(lines.allSatisfy { $0.displayWidth <= 10 } && lines.joined() == sentence)
        // A closing mark at a break goes down with the character before it.
        #expect("あいうえ。かき".wrapped(width: 8) == ["あいう", "え。かき"])
        // Times stay whole: the break is beside a wide character.
        #expect("02:52–04:09と18:15–19:32".wrapped(width: 14) == ["02:52–04:09と", "18:15–19:32"])
        // Latin words still break only at spaces.
        #expect("Regen beginnt in 5 Minuten".wrapped(width: 10) == ["Regen", "beginnt in", "5 Minuten"])
    }

    @Test func codesAreReadLoosely() {
        #expect(Language.named("DE")?.code == "de" && Language.named("de")?.code == "de")
        #expect(Language.named("xx") == nil && Language.named("") == nil)
        #expect(Language.named("de-DE")?.code == "de" && Language.named("ja_JP")?.code == "ja")
        #expect(Language.named("pt-PT")?.code == "pt_br" && Language.named("zh-CN")?.code == "zh_cn")
        #expect(Language.named("zh_TW") == nil && Language.named("xx_DE") == nil)
    }
}
