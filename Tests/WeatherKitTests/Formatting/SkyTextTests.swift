import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The sky in words: missing events said, spans left open, durations, the moon's picture, and
/// the templates' and the daily table's share of it. The events are made by hand here; that the
/// times are right is `AstronomyAlmanacTests`' and `SkyEndToEndTests`' business.
@Suite struct SkyTextTests {
    static let midnight = Date(timeIntervalSince1970: 1_798_243_200)  // 2026-12-26T00:00:00Z
    static func at(_ hour: Double) -> SkyEvent { .at(midnight.addingTimeInterval(hour * 3600)) }

    /// An ordinary London winter day, UTC+0, with an invented moon.
    static func sky(
        sunrise: SkyEvent = at(8.1), sunset: SkyEvent = at(15.9), moonRise: SkyEvent = at(13.1),
        moonSet: SkyEvent = at(2.7)
    ) -> Sky {
        var sky = Sky(at: Coordinates(latitude: 51.5, longitude: -0.1), on: midnight, utcOffset: 0)
        sky.sunrise = sunrise
        sky.sunset = sunset
        sky.civilDawn = at(7.5)
        sky.nauticalDawn = at(6.8)
        sky.astronomicalDawn = at(6.1)
        sky.civilDusk = at(16.5)
        sky.nauticalDusk = at(17.2)
        sky.astronomicalDusk = at(17.9)
        sky.morningBlueHour = SkySpan(start: at(7.5), end: at(7.75))
        sky.morningGoldenHour = SkySpan(start: at(7.75), end: at(9))
        sky.eveningGoldenHour = SkySpan(start: at(15), end: at(16.25))
        sky.eveningBlueHour = SkySpan(start: at(16.25), end: at(16.5))
        sky.dayLength = 7 * 3600 + 48 * 60
        sky.dayLengthChange = 130
        sky.moon.rise = moonRise
        sky.moon.set = moonSet
        sky.moon.illumination = 0.784
        sky.moon.phase = .waxingGibbous
        return sky
    }

    static let words = SkyText(style: DisplayStyle(units: .metric), offset: 0)

    @Test func anOrdinaryDayInRows() {
        let rows = Dictionary(uniqueKeysWithValues: Self.words.rows(Self.sky()))
        #expect(rows["Day length"] == "7 h 48 min, 2 min 10 s longer than yesterday")
        #expect(rows["Dawn"] == "civil 07:30, nautical 06:48, astronomical 06:06")
        #expect(rows["Dusk"] == "civil 16:30, nautical 17:12, astronomical 17:54")
        #expect(rows["Golden hour"] == "07:45–09:00 and 15:00–16:15")
        #expect(rows["Blue hour"] == "07:30–07:45 and 16:15–16:30")
        #expect(rows["Moon"] == "🌔 Waxing Gibbous, 78% lit, rises 13:06, sets 02:42")
        #expect(Self.words.title(Self.sky()) == "Sky on 2026-12-26, local time (UTC)")
        #expect(SkyText(style: DisplayStyle(), offset: nil).title(Self.sky()) == "Sky on 2026-12-26, in UTC")
    }

    @Test func whatDoesNotHappenIsSaid() {
        var white = Self.sky()
        white.astronomicalDawn = .staysUp
        white.astronomicalDusk = .staysUp
        let rows = Dictionary(uniqueKeysWithValues: Self.words.rows(white))
        #expect(rows["Dawn"] == "civil 07:30, nautical 06:48, astronomical none (never that dark)")

        var polarDay = Self.sky(sunrise: .staysUp, sunset: .staysUp)
        for level in [
            \Sky.civilDawn, \.civilDusk, \.nauticalDawn, \.nauticalDusk, \.astronomicalDawn, \.astronomicalDusk,
        ] {
            polarDay[keyPath: level] = .staysUp
        }
        let day = Dictionary(uniqueKeysWithValues: Self.words.rows(polarDay))
        #expect(day["Day length"] == "24 h: the sun does not set (polar day)")
        #expect(day["Dawn"] == "none: the sun does not set (polar day)")

        var deepNight = Self.sky(sunrise: .staysDown, sunset: .staysDown)
        deepNight.morningGoldenHour = SkySpan(start: .staysDown, end: .staysDown)
        deepNight.eveningGoldenHour = SkySpan(start: .staysDown, end: .staysDown)
        let night = Dictionary(uniqueKeysWithValues: Self.words.rows(deepNight))
        #expect(night["Day length"] == "none: the sun does not rise (polar night)")
        #expect(night["Golden hour"] == "none: the sun stays lower")

        let noRise = Self.words.moon(Self.sky(moonRise: .notThisDay).moon)
        #expect(noRise.hasSuffix("lit, no moonrise this day, sets 02:42"))
        #expect(Self.words.moon(Self.sky(moonRise: .staysUp, moonSet: .staysUp).moon).hasSuffix("lit, up all day"))
        #expect(
            Self.words.moon(Self.sky(moonRise: .staysDown, moonSet: .staysDown).moon).hasSuffix(
                "lit, below the horizon all day"))
    }

    @Test func spansWithAnEndTheSunNeverReaches() {
        var arctic = Self.sky()
        arctic.morningGoldenHour = SkySpan(start: Self.at(10.5), end: .staysDown)
        arctic.eveningGoldenHour = SkySpan(start: .staysDown, end: Self.at(12.9))
        let rows = Dictionary(uniqueKeysWithValues: Self.words.rows(arctic))
        #expect(rows["Golden hour"] == "10:30–12:54, one stretch around noon")
        var summer = Self.sky()
        summer.morningGoldenHour = SkySpan(start: .staysUp, end: Self.at(2.9))
        summer.eveningGoldenHour = SkySpan(start: Self.at(22.5), end: .staysUp)
        #expect(
            Dictionary(uniqueKeysWithValues: Self.words.rows(summer))["Golden hour"] == "until 02:54 and from 22:30")
    }

    @Test(arguments: [
        (28_080.0, false, "7 h 48 min"), (130, true, "2 min 10 s"), (40, true, "40 s"), (0, true, "0 s"),
        (3600, true, "1 h"), (86_400, false, "24 h"), (0, false, "0 min"),
    ])
    func durations(seconds: Double, withSeconds: Bool, text: String) {
        #expect(SkyText(style: DisplayStyle(), offset: nil).duration(seconds, seconds: withSeconds) == text)
    }

    @Test func asciiHasItsOwnMoonAndDashes() {
        let ascii = SkyText(style: DisplayStyle(units: .metric, glyphs: .ascii), offset: 0)
        let rows = Dictionary(uniqueKeysWithValues: ascii.rows(Self.sky()))
        #expect(rows["Moon"]?.hasPrefix("[ ###] Waxing Gibbous") == true)
        #expect(rows["Golden hour"] == "07:45-09:00 and 15:00-16:15")
        #expect(MoonPhase.allCases.map(\.ascii).allSatisfy { $0.count == 6 && $0.allSatisfy(\.isASCII) })
    }

    @Test func theNextGoldenHourIsTheMorningsUntilItIsOverThenTheEveningsThenTomorrows() {
        let sky = Self.sky()
        var tomorrow = Self.sky()
        tomorrow.morningGoldenHour = SkySpan(start: Self.at(31.8), end: Self.at(33))
        let days = [sky, tomorrow]
        #expect(Self.words.nextGoldenHour(days, now: Self.midnight) == sky.morningGoldenHour.start.date)
        #expect(
            Self.words.nextGoldenHour(days, now: Self.midnight.addingTimeInterval(8 * 3600))
                == sky.morningGoldenHour.start.date)
        #expect(
            Self.words.nextGoldenHour(days, now: Self.midnight.addingTimeInterval(9.5 * 3600))
                == sky.eveningGoldenHour.start.date)
        #expect(
            Self.words.nextGoldenHour(days, now: Self.midnight.addingTimeInterval(22 * 3600))
                == tomorrow.morningGoldenHour.start.date)
        #expect(Self.words.nextGoldenHour([sky], now: Self.midnight.addingTimeInterval(22 * 3600)) == nil)
    }

    @Test func templatesWriteSkyTimesLikeSunrise() throws {
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        report.sky = [Self.sky()]
        report.madeAt = Self.midnight.addingTimeInterval(12 * 3600)
        let template = try Template("{moon} {moon_pct} {dawn} {dusk} {golden_hour}")
        #expect(
            TemplateRenderer(style: DisplayStyle(units: .metric)).render(template, report)
                == "🌔 78% 07:30 UTC 16:30 UTC 15:00 UTC")
        // London's offset in the fixture is UTC+1 (April); with --local-time the place's clock.
        #expect(
            TemplateRenderer(style: DisplayStyle(units: .metric, clock: .h12, localTime: true)).render(template, report)
                == "🌔 78% 8:30 AM 5:30 PM 4:00 PM")
        #expect(try Template("{moon}").needs(.sky) && !(try Template("{temp}").needs(.sky)))
    }

    @Test func theSkyIsPlannedWhenAskedOrWhenATemplateShowsIt() throws {
        #expect(try Settings.of([]).plan.sky == false)
        #expect(try Settings.of(["--sky"]).plan.sky == true)
        #expect(try Settings.of([], config: #"{"sky": true}"#).plan.sky == true)
        #expect(try Settings.of(["--format", "{moon}"]).plan.sky == true)
        // A template that shows no sky does not work it out, though the config says `sky`.
        #expect(try Settings.of(["--format", "{temp}"], config: #"{"sky": true}"#).plan.sky == false)
    }

    @Test func theDailyTableShowsEachDaysMoon() throws {
        var report = WeatherReport.of(
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        report.forecast = forecast
        let first = try #require(forecast.entries.first?.time)
        report.addSky(on: first)
        let days = forecast.daily.count
        #expect(report.sky?.count == max(2, days + 1))
        let text = HumanView(style: DisplayStyle(units: .metric)).render(report)
        let header = try #require(text.split(separator: "\n").first { $0.contains("Day ") && $0.contains("Low") })
        #expect(header.hasSuffix("Moon"), "\(text)")
        let moons = ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]
        let rows = text.split(separator: "\n").filter { line in moons.contains { line.hasSuffix($0) } }
        #expect(rows.count >= days, "\(text)")
    }
}
