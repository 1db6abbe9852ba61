import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `--json` against its documented schema (`Fixtures/schema/weather-report-v1.schema.json`).
@Suite struct JSONSchemaTests {
    static func london() throws -> WeatherReport {
        .of(try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent)))
    }

    /// The check can fail: a missing key, a wrong type, a key the schema does not know.
    @Test func theCheckFindsWhatIsWrong() throws {
        let schema = try SchemaCheck.report()
        let good = JSONForm(style: DisplayStyle()).report(try Self.london())
        #expect(schema.problems(good) == [])
        let broken =
            good.replacingOccurrences(of: #""stale":false"#, with: #""stale":"no""#)
            .replacingOccurrences(of: #""fetched_at":null,"#, with: #""fetched_at":null,"extra":1,"#)
            .replacingOccurrences(of: #""uvi":null"#, with: #""uv":null"#)
        let problems = schema.problems(broken)
        #expect(problems.contains(#".stale: "no" is not boolean"#), "\(problems)")
        #expect(problems.contains(".extra: not in the schema"))
        #expect(problems.contains(".current.uvi: missing") && problems.contains(".current.uv: not in the schema"))
    }

    /// Every part present, failed parts, several places and a failure: all within the schema.
    @Test func everyShapeOfTheReportHolds() throws {
        let schema = try SchemaCheck.report()
        var full = try Self.london()
        full.forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        full.madeAt = full.forecast?.entries.first?.time
        full.outlook = full.madeAt.flatMap { full.forecast?.outlook(at: $0) }
        full.air = try OpenWeatherMapData.airReadings(from: Fixtures.data(Fixtures.londonAir))
        full.oneCall = OneCallUse(version: nil, calls: 1, fallback: .noSubscription([.v4, .v3]))
        full.alerts = [try OpenWeatherMapData.oneCall4Alert(from: Fixtures.data(Fixtures.oneCall4Alert))]
        full.rainSoon = .dry
        #expect(schema.problems(JSONForm(style: DisplayStyle()).report(full)) == [])
        #expect(schema.problems(JSONForm(style: DisplayStyle(airScale: .epa)).report(full)) == [])
        // The sky of a day with times, and of the polar night, where most are null with a reason.
        for latitude in [51.5, 69.65] {
            var sky = full
            sky.current.location.latitude = latitude
            sky.addSky(on: Date(timeIntervalSince1970: 1_798_459_200))  // 2026-12-28 12:00 UTC
            let text = JSONForm(style: DisplayStyle()).report(sky)
            #expect(schema.problems(text) == [])
            #expect(text.contains(#""sky":{"date":"2026-12-28","#))
            #expect(latitude < 60 || text.contains(#""sunrise":"stays_down""#), "\(text)")
        }
        var failed = try Self.london()
        failed.failures = [
            PartFailure(.forecast, APIError(httpStatus: 503, code: 503, message: nil, provider: .openWeatherMap)),
            PartFailure(
                .air, APIError(httpStatus: 401, code: 401, message: "Invalid API key", provider: .openWeatherMap)),
        ]
        #expect(schema.problems(JSONForm(style: DisplayStyle()).report(failed)) == [])
        let several = JSONForm(style: DisplayStyle()).reports([
            (.city("London"), .success(full)), (.city("Nowhere"), .failure(PlaceError(query: .city("Nowhere")))),
        ])
        #expect(schema.problems(several) == [])
        let failure =
            JSONForm(style: DisplayStyle()).failure(PlaceError(query: .city("X")), query: .place(.city("X"))) ?? ""
        #expect(schema.problems(failure) == [])
    }
}
