import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// What a native speaker writes, point by point: each expectation is kept here by hand, from the
/// source the point names (the national weather service, CLDR, the agency), not from the tables.
@Suite struct NativeWordingTests {
    static func berlin() throws -> WeatherReport {
        try NoEnglishLeftTests.report()
    }

    static func view(
        _ code: String, windUnit: SpeedUnit? = nil, clock: Clock = .h24, airScale: AirQualityScale = .owm,
        contents: HumanView.Contents = .init(), report: WeatherReport? = nil
    ) throws -> String {
        let language = try #require(Language.named(code))
        let style = DisplayStyle(windUnit: windUnit, clock: clock, width: 120, airScale: airScale, language: language)
        return HumanView(style: style, contents: contents).render(Readout(try report ?? berlin(), style: style))
    }

    /// 1. The Beaufort forces by the language's weather service: Berlin's 3.1 km/h is force 1.
    @Test(arguments: [
        ("de", "leiser Zug"), ("fr", "très légère brise"), ("es", "ventolina"), ("it", "bava di vento"),
        ("ja", "至軽風"), ("zh_cn", "软风"), ("ru", "тихий"), ("en", "light air"),
    ])
    func beaufortNamesAreTheLanguages(code: String, name: String) throws {
        let text = try Self.view(code, windUnit: .bft)
        #expect(text.contains(name), "\(text)")
        if code != "en" { #expect(!text.contains("light air")) }
    }

    /// 2. Pollen counted in the language's word, as its pollen service writes it.
    @Test(arguments: [
        ("de", "Pollen/m³"), ("es", "granos/m³"), ("it", "granuli/m³"), ("nl", "korrels/m³"), ("pl", "ziaren/m³"),
        ("pt_br", "grãos/m³"), ("ru", "зёрен/м³"), ("uk", "зерен/м³"), ("ja", "個/m³"), ("zh_cn", "粒/m³"),
    ])
    func pollenIsCountedInTheLanguagesWord(code: String, unit: String) throws {
        let text = try Self.view(code)
        #expect(text.contains(unit) && !text.contains("grains/m³"), "\(text)")
    }

    /// 3. Units in Cyrillic where the language writes them so; Latin in Japanese and Chinese.
    @Test func unitsAreCyrillicInRussianAndUkrainian() throws {
        let russian = try Self.view("ru", windUnit: .kmh)
        for unit in ["км/ч", "гПа", "мм", "мкг/м³"] { #expect(russian.contains(unit), "\(unit) in\n\(russian)") }
        for unit in ["km/h", "hPa", "µg/m³"] { #expect(!russian.contains(unit), "\(unit) in\n\(russian)") }
        let ukrainian = try Self.view("uk", windUnit: .kmh)
        #expect(ukrainian.contains("км/год") && ukrainian.contains("гПа"), "\(ukrainian)")
        #expect(try Self.view("ru").contains(" м/с"))
        #expect(try Self.view("ja").contains("hPa"))
    }

    /// 4. The 12-hour clock's marks are CLDR's: 午前/午後 in Japanese, 上午/下午 in Chinese, before
    /// the time as those languages write it.
    @Test func twelveHourMarksAreCLDRs() throws {
        let japanese = try Self.view("ja", clock: .h12)
        #expect(japanese.firstMatch(of: /午[前後][0-9]{1,2}:[0-9]{2}/) != nil, "\(japanese)")
        #expect(japanese.firstMatch(of: /[0-9] [AP]M/) == nil, "\(japanese)")
        let chinese = try Self.view("zh_cn", clock: .h12)
        #expect(chinese.firstMatch(of: /[上下]午[0-9]{1,2}:[0-9]{2}/) != nil, "\(chinese)")
    }

    /// 5. Lists and labels punctuated as the language does: `、` and `：` in Japanese, `，` in
    /// Chinese, a no-break space before French colons.
    @Test func separatorsAreTheLanguages() throws {
        let japanese = try Self.view("ja", contents: .init(chartHours: 48))
        #expect(japanese.contains("℃") || japanese.contains("°C、mm"), "\(japanese)")
        #expect(!japanese.contains("°C, mm"))
        let chinese = try Self.view("zh_cn", contents: .init(chartHours: 48))
        #expect(chinese.contains("°C，mm") && !chinese.contains("°C, mm"), "\(chinese)")
        let french = try Self.view("fr")
        #expect(french.contains("\u{00A0}: °C") || french.contains("\u{00A0}: "), "\(french)")
    }

    /// 6. A percentage as CLDR writes it in the locale (ICU's own formatting is the reference):
    /// `89 %` in German, French, Spanish and Russian, `89%` in Polish.
    @Test(arguments: ["de", "fr", "es", "ru", "pl", "ja"])
    func percentagesAreCLDRs(code: String) throws {
        let language = try #require(Language.named(code))
        let cldr = (0.89).formatted(.percent.locale(Locale(identifier: language.localeIdentifier)))
        let text = try Self.view(code)
        #expect(text.contains(cldr), "\(cldr) in\n\(text)")
    }

    /// 7. Word order: the zone inside the time phrase, the wind's direction before its speed in
    /// Japanese and Chinese, and an alert's days as the tables label them.
    @Test func wordOrderIsTheLanguages() throws {
        // London's rain, likely from 15:00 (UTC, its offset that spring): the zone is inside the
        // phrase, not glued after it.
        let london = try NarrowTerminalTests.londonReport()
        let japaneseOutlook = try Self.view("ja", report: london)
        #expect(japaneseOutlook.firstMatch(of: /[0-9]{2}:[0-9]{2}（UTC）/) != nil, "\(japaneseOutlook)")
        #expect(japaneseOutlook.firstMatch(of: /まで UTC|から UTC/) == nil, "\(japaneseOutlook)")
        let japanese = try Self.view("ja")
        #expect(japanese.firstMatch(of: /の風 \([0-9]+°\) [0-9.]+ m\/s/) != nil, "\(japanese)")
        #expect(japanese.firstMatch(of: /[0-9]+日\([日月火水木金土]\) [0-9]{2}:[0-9]{2}/) != nil, "\(japanese)")
        let chinese = try Self.view("zh_cn")
        #expect(chinese.firstMatch(of: /风 \([0-9]+°\) [0-9.]+ m\/s/) != nil, "\(chinese)")
        let german = try Self.view("de")
        #expect(german.firstMatch(of: /[A-Z][a-z]\. [0-9]+\. [0-9]{2}:[0-9]{2} –/) != nil, "\(german)")
    }

    /// 8. Each scale's own names: the EPA's in AirNow's Spanish, the UK's naming the pollution (Low
    /// is clean air) so that no language reads it as bad air.
    /// Berlin's PM2.5 of 22.1 µg/m³ is the EPA's Moderate (9.1 to 35.4, AirNow's `Moderado`), the
    /// UK's 2, Low (11 to 23, the pollution low), and London's recorded OpenWeatherMap index 1, Good.
    @Test(arguments: [
        ("es", AirQualityScale.epa, "Moderado"), ("ru", .uk, "низкое загрязнение"),
        ("uk", .uk, "низьке забруднення"), ("pt_br", .uk, "Poluição baixa"), ("de", .uk, "Niedrige Belastung"),
        ("en", .uk, "Low"), ("en", .epa, "Moderate"), ("pl", .owm, "Dobra"), ("uk", .owm, "добра"),
    ])
    func bandsAreEachScalesOwn(code: String, scale: AirQualityScale, band: String) throws {
        var report = try Self.berlin()
        if scale == .owm {
            report.air = try OpenWeatherMapData.airReadings(from: Fixtures.data(Fixtures.londonAir))
        }
        let text = try Self.view(code, airScale: scale, report: report)
        #expect(text.contains("): \(band)"), "\(text)")
    }

    /// 9. The weather's words stay whole before an index's words; the summaries under the daily
    /// table start in one column, after the widest day label.
    @Test func summariesStartInOneColumn() throws {
        var report = try OneCallTests.report()
        report.alerts = []
        let polish = try Self.view("pl", report: report)
        let starts = polish.split(separator: "\n").filter { $0.hasSuffix("Summary") }.map {
            String($0).displayWidth - "Summary".count
        }
        #expect(starts.count > 1 && Set(starts).count == 1, "\(polish)")
    }

    /// 10. No English left in the hint, `--matches`, the cached notice, and `PM2,5` with the
    /// language's decimal comma.
    @Test func theLastEnglishIsTheLanguages() throws {
        let german = try Self.view("de")
        #expect(german.contains("3 Orte passen zu \"Springfield\""), "\(german)")
        #expect(german.contains("zu viele Anfragen, HTTP 429"), "\(german)")
        #expect(german.contains("PM2,5") && !german.contains("PM2.5"), "\(german)")
        let matches = HumanView(style: DisplayStyle(language: .german)).renderMatches(
            [GeocodedPlace(name: "Springfield", state: nil, country: "US", latitude: 1, longitude: 2)],
            name: "Springfield")
        #expect(matches.hasPrefix("1 Ort passt zu \"Springfield\":\n"), "\(matches)")
    }
}
