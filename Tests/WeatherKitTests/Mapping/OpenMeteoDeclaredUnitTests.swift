import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Amounts an Open-Meteo answer declares in inches, and speeds it declares in knots, in the
/// model's millimetres and metres per second. The factors are the definitions, not the code's:
/// the international inch is 25.4 mm exactly, and a knot is one nautical mile (1852 m) an hour,
/// 1852/3600 m/s. Every expected number is worked out by hand from the fixture's values.
@Suite struct OpenMeteoDeclaredUnitTests {
    static let anchorageDays = "open-meteo/orinks_forecast-daily_anchorage_fahrenheit-mph-inch_7days.json"
    static let berlinInKnots =
        "open-meteo/tpryan_forecast_berlin_celsius-kn_EDITED-cest-current-daily1-wind-in-knots.json"

    static func close(_ value: Double?, _ expected: Double) -> Bool {
        value.map { abs($0 - expected) <= 0.000_000_001 } ?? false
    }

    /// Anchorage's daily answer (`precipitation_sum` in `inch`, no snow) with the `current` block
    /// every answer to the forecast endpoint needs, which this recording asked not to have.
    static func anchorage() throws -> PointWeather {
        let body = String(decoding: try Fixtures.data(anchorageDays), as: UTF8.self)
        let edited = body.replacingOccurrences(
            of: #""elevation":34.0,"#,
            with: #""elevation":34.0,"current_units":{"time":"iso8601","temperature_2m":"°F"},"#
                + #""current":{"time":"2026-01-20T12:00","temperature_2m":20.0},"#)
        #expect(edited != body)
        return try OpenMeteoData.weather(from: Data(edited.utf8))
    }

    /// 0.008 inch is 0.2032 mm and 0.063 inch 1.6002 mm (× 25.4); 0.000 is nothing.
    @Test(arguments: [("2026-01-23", 0.0), ("2026-01-24", 0.2032), ("2026-01-25", 1.6002)])
    func aDaysSumInInchesIsMillimetres(date: String, millimetres: Double) throws {
        let day = try #require(try Self.anchorage().forecast.providedDaily?.first { $0.date == date })
        #expect(Self.close(day.rainMM, millimetres), "\(String(describing: day.rainMM))")
        #expect(day.snowMM == nil)
    }

    /// 1.7 kn is 1.7 × 1852 / 3600 = 3148.4 / 3600 = 0.874 555… m/s; gusts of 3.3 kn are
    /// 6111.6 / 3600 = 1.697 666… m/s. (Statute miles would make them 0.76 and 1.48.)
    @Test func aSpeedInKnotsIsNauticalMilesAnHour() throws {
        let wind = try #require(try OpenMeteoData.weather(from: Fixtures.data(Self.berlinInKnots)).current.wind)
        #expect(Self.close(wind.speedMS, 3148.4 / 3600), "\(String(describing: wind.speedMS))")
        #expect(Self.close(wind.gustMS, 6111.6 / 3600), "\(String(describing: wind.gustMS))")
        #expect(wind.degrees == 291)
    }

    /// One of each, by the definitions: an inch is 25.4 mm, a knot 0.514 444… m/s (1852 m an hour).
    @Test(arguments: [(1.0, 25.4), (0.5, 12.7), (2.0, 50.8)])
    func anInchIsTwentyFivePointFourMillimetres(inches: Double, millimetres: Double) {
        #expect(Self.close(DeclaredUnit.millimetres(inches, from: "inch"), millimetres))
    }

    @Test(arguments: [(1.0, 0.514_444_444_444), (10.0, 5.144_444_444_444), (36.0, 18.52)])
    func aKnotIsANauticalMileAnHour(knots: Double, metresPerSecond: Double) {
        let converted = DeclaredUnit.metresPerSecond(knots, from: "kn")
        #expect(Self.close(converted, metresPerSecond), "\(String(describing: converted))")
    }
}
