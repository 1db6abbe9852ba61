import Testing

@testable import WeatherKit

/// Which characters the view uses: the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and
/// not empty decides, and nothing else (not `TERM`).
@Suite struct GlyphChoiceTests {
    @Test(arguments: [
        (["LANG": "C.UTF-8"], Glyphs.unicode),
        // An empty LC_ALL is unset, as POSIX says: LANG decides.
        (["LC_ALL": "", "LANG": "C.UTF-8"], .unicode),
        (["LC_ALL": "", "LC_CTYPE": "", "LANG": "en_GB.utf8"], .unicode),
        (["LC_ALL": "C", "LANG": "C.UTF-8"], .ascii),
        (["LC_CTYPE": "POSIX", "LANG": "C.UTF-8"], .ascii),
        (["TERM": "dumb", "LANG": "de_DE.UTF-8"], .unicode),
        ([:], .ascii),
    ])
    func theLocaleAloneDecides(environment: [String: String], glyphs: Glyphs) {
        #expect(DisplayStyle.glyphs(environment) == glyphs)
    }
}
