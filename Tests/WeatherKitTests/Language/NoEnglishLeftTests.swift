import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Every human view, in every language, holds no phrase of the English table but those the
/// language declares to be its own words too (German `Wind`, the units most languages write as
/// English does). The English phrases are read from the English table, so a phrase added there is
/// checked at once; the views are rendered from recorded answers, and the server's own text (an
/// alert's, a place's name) is kept out of them.
@Suite struct NoEnglishLeftTests {
    /// Berlin's recorded answer (WMO codes, which every language words), moved to start an hour
    /// before it is read, with Enschede's pollen, the sky, an alert, a stale cache, old data and a
    /// name that matched three places.
    static func report() throws -> WeatherReport {
        let weather = try OpenMeteoData.weather(
            from: Fixtures.data("open-meteo/tpryan_forecast_berlin_celsius-kmh-gmt_current-hourly168-daily7.json"))
        var report = WeatherReport(
            query: .place(.city("Springfield")),
            place: GeocodedPlace(
                name: "Springfield", state: "Illinois", country: "US", latitude: 52.52, longitude: 13.42),
            matchCount: 3, current: weather.current, fetchedAt: nil, source: .openMeteo)
        let now = weather.current.observedAt.addingTimeInterval(5 * 3600)
        report.madeAt = now
        report.forecast = weather.forecast
        report.outlook = weather.forecast.outlook(at: weather.current.observedAt)
        report.rainSoon = .starting(inMinutes: 12, .heavy)
        var air = try OpenMeteoData.airReadings(
            from: Fixtures.data("open-meteo/frenck_airquality_enschede_current-hourly-pollen-3h.json"))
        air[0].pollen = Pollen(alder: 3, birch: 12, grass: 40)
        report.air = air
        report.alerts = [
            WeatherAlert(
                sender: "·", event: "·", start: now.addingTimeInterval(3600), end: now.addingTimeInterval(30 * 3600),
                description: "·\n·\n·\n·")
        ]
        report.stale = StaleNotice(age: 1500, reason: .rateLimited(status: 429))
        report.addSky(on: now)
        return report
    }

    /// Each view's text in `language`: the current block with the air and the sky, the daily and
    /// hourly tables with the chart, alerts whole, a 12-hour clock in Beaufort, `--matches`, and the
    /// notifications' words.
    static func views(in language: Language) throws -> [(String, String)] {
        let report = try report()
        let style = DisplayStyle(width: 120, language: language)
        let beaufort = DisplayStyle(windUnit: .bft, clock: .h12, width: 120, airScale: .epa, language: language)
        func human(_ style: DisplayStyle, _ contents: HumanView.Contents) -> String {
            HumanView(style: style, contents: contents).render(Readout(report, style: style))
        }
        var views = [
            ("--forecast --chart", human(style, .init(chartHours: 48))),
            ("--hourly --alerts", human(style, .init(hourly: true, fullAlerts: true))),
            ("Beaufort, 12-hour, EPA", human(beaufort, .init(hourly: true))),
            ("--matches", HumanView(style: style).renderMatches([report.place].compactMap { $0 }, name: "Springfield")),
        ]
        for scale in AirQualityScale.allCases {
            var scaled = style
            scaled.airScale = scale
            views.append(("--aqi-scale \(scale.rawValue)", human(scaled, .init())))
        }
        var notifying = report
        notifying.rainSoon = .starting(inMinutes: 0, .light)
        let notices = NotificationText(style: beaufort, rules: NotifyRules(rainMinutes: 30, airLevel: 1))
            .check(Readout(notifying, style: beaufort), now: notifying.madeAt ?? Date()).notices
        views.append(("notifications", notices.map { $0.summary + "\n" + $0.body }.joined(separator: "\n")))
        var narrow = style
        narrow.width = 40
        views.append(("a chart too narrow", human(narrow, .init(forecastTable: false, chartHours: 48))))
        return views
    }

    /// An English phrase's words: its text split at its placeholders, each piece trimmed of spaces
    /// and punctuation, kept when it has two letters or more.
    static func fragments(of phrase: Phrase) -> [String] {
        let text = Language.english(phrase)
        return text.split(separator: /\{[a-zA-Z]+\}/).map {
            $0.trimmingCharacters(in: CharacterSet.letters.inverted)
        }.filter { $0.filter(\.isLetter).count >= 2 }
    }

    @Test(arguments: Language.all.filter { $0 != .english }.map(\.code))
    func noEnglishPhraseIsLeft(code: String) throws {
        let language = try #require(Language.named(code))
        let checked = Phrase.allCases.filter { !language.sameAsEnglish.contains($0) }
        var left: [String] = []
        for (name, text) in try Self.views(in: language) {
            for phrase in checked {
                for fragment in Self.fragments(of: phrase) {
                    let pattern = "(?<![\\p{L}])" + NSRegularExpression.escapedPattern(for: fragment) + "(?![\\p{L}])"
                    if text.range(of: pattern, options: .regularExpression) != nil {
                        left.append("\(name): \(phrase.rawValue) `\(fragment)`")
                    }
                }
            }
        }
        #expect(left == [], "\(code):\n\(left.joined(separator: "\n"))")
    }

    /// A phrase declared to have English's words must have some of them (Portuguese's chart title
    /// its `chance`): the declaration hides nothing that was meant to be translated.
    @Test(arguments: Language.all.filter { $0 != .english }.map(\.code))
    func whatIsDeclaredEnglishIsEnglish(code: String) throws {
        let language = try #require(Language.named(code))
        for phrase in language.sameAsEnglish {
            #expect(
                Self.fragments(of: phrase).contains { language(phrase).contains($0) },
                "\(code).\(phrase.rawValue): \(language(phrase))")
        }
    }
}
