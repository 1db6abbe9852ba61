import Foundation
import Testing

@testable import WeatherKit

/// Which locale variable chooses the language when several are set. The man page (ENVIRONMENT, and
/// Languages) documents the order: `LC_ALL`, then `LC_MESSAGES`, then `LANG`, the first that is set
/// and not empty. Each case sets two or three of them to different languages, so only the documented
/// winner gives the expected code.
@Suite struct LocalePrecedenceTests {
    static let cases: [([String: String], String)] = [
        // LC_ALL over LC_MESSAGES, both ways round.
        (["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], "de"),
        (["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"], "fr"),
        // LC_MESSAGES over LANG, both ways round.
        (["LC_MESSAGES": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"], "de"),
        (["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"], "fr"),
        // LC_ALL over LANG.
        (["LC_ALL": "it_IT.UTF-8", "LANG": "es_ES.UTF-8"], "it"),
        // All three: LC_ALL.
        (["LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"], "ja"),
        // An empty one is not set: the next one down decides.
        (["LC_ALL": "", "LC_MESSAGES": "pl_PL.UTF-8", "LANG": "fr_FR.UTF-8"], "pl"),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "nl_NL.UTF-8"], "nl"),
        // LANG alone, at the bottom.
        (["LANG": "es_ES.UTF-8"], "es"),
    ]

    @Test(arguments: cases)
    func theFirstSetVariableChoosesTheLanguage(environment: [String: String], code: String) {
        #expect(Language.ofLocale(environment)?.code == code)
    }

    /// The same through the style a run is given, with no `--lang` and no config `lang`.
    @Test(arguments: cases)
    func theStyleSpeaksTheWinnersLanguage(environment: [String: String], code: String) {
        let style = Request.style(
            flags: Options(), config: Options(), environment: environment, outputIsTerminal: false,
            terminalColumns: nil)
        #expect(style.language.code == code)
    }
}
