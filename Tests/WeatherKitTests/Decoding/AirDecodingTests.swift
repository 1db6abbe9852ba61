import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// `/data/2.5/air_pollution` and its forecast, from real recorded bodies and the documented one.
@Suite struct AirDecodingTests {
    @Test(arguments: try Fixtures.names(in: "air"))
    func everyRecordedBodyDecodes(name: String) throws {
        let readings = try OpenWeatherMapData.airReadings(from: Fixtures.data("air/" + name))
        let expected =
            name.contains("empty-list")
            ? 0 : Int(name.split(separator: "_list").last?.prefix { $0.isNumber } ?? "1") ?? 1
        #expect(readings.count == expected)
        #expect(readings.allSatisfy { $0.components.all.allSatisfy { $0.value != nil } })
    }

    /// The documentation's `coord` is an array and its `aqi` the float `4.0`; live answers have an
    /// object and an integer. Both decode alike.
    @Test func theDocumentedFormAndTheLiveFormBothDecode() throws {
        let documented = try OpenWeatherMapData.airReadings(
            from: Fixtures.data("air/owmdocs_air-pollution-current_example_coord-array.json"))
        #expect(documented.first?.index == .poor)
        #expect(documented.first?.components.pm10 == 92.214)
        #expect(documented.first?.time == Date(timeIntervalSince1970: 1_606_147_200))
        let live = try OpenWeatherMapData.airReadings(from: Fixtures.data(Fixtures.londonAir))
        #expect(live.first?.index == .good)
        #expect(live.first?.components.pm2_5 == 3.15)
    }

    /// Real forecasts hold the odd `"aqi": 0`: that hour has no index, and the others are kept.
    @Test func anIndexOutsideOneToFiveIsAnHourWithoutOne() throws {
        let hours = try OpenWeatherMapData.airReadings(from: Fixtures.data(Fixtures.lisbonAirForecast))
        #expect(hours.count == 96)
        #expect(hours.filter { $0.index == nil }.count == 2)
        #expect(hours.compactMap(\.index).max() == .poor)
    }

    @Test func anEmptyListIsNoReading() throws {
        #expect(try OpenWeatherMapData.airReadings(from: Data(#"{"coord":[1,2],"list":[]}"#.utf8)).isEmpty)
    }

    @Test(arguments: [
        (#"{"list":[{"dt":1,"main":{}}]}"#, "missing key `list[0].main.aqi`"),
        (#"{"list":[{"dt":1,"main":{"aqi":"bad"}}]}"#, "`list[0].main.aqi` is not"),
        (#"{"list":[{"main":{"aqi":1}}]}"#, "missing key `list[0].dt`"),
        (#"{"coord":{"lon":1,"lat":2}}"#, "missing key `list`"),
        (#"{"list":[{"dt":1,"main":{"aqi":1},"components":{"pm2_5":"x"}}]}"#, "`list[0].components.pm2_5` is not"),
    ])
    func aBadBodyNamesTheKeyPath(body: String, fragment: String) {
        #expect {
            try OpenWeatherMapData.airReadings(from: Data(body.utf8))
        } throws: { error in
            (error as? ResponseError)?.description.contains(fragment) == true
        }
    }

    /// Days are the place's local dates: at UTC-4, 02:00 UTC is still the day before.
    @Test func theWorstIndexIsCountedOnTheLocalDay() throws {
        var forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.adelphiForecast))
        #expect(forecast.timezoneOffsetSeconds == -14_400)
        // 2025-03-21T02:00Z is 22:00 on the 20th at the place.
        forecast.airReadings = [
            AirReading(time: Date(timeIntervalSince1970: 1_742_522_400), index: .veryPoor, components: Pollutants())
        ]
        #expect(forecast.daily.first { $0.date == "2025-03-20" }?.air.compactMap(\.index).max() == .veryPoor)
        #expect(forecast.daily.first { $0.date == "2025-03-21" }?.air.compactMap(\.index).max() == nil)
    }

    /// Each forecast day's worst index, by the place's local date; an hour without one is skipped.
    @Test func eachDayGetsItsWorstIndex() throws {
        var forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        let start = try #require(forecast.entries.first?.time)
        forecast.airReadings = [
            AirReading(time: start, index: .fair, components: Pollutants()),
            AirReading(time: start.addingTimeInterval(3600), index: nil, components: Pollutants()),
            AirReading(time: start.addingTimeInterval(86_400), index: .poor, components: Pollutants()),
            AirReading(time: start.addingTimeInterval(90_000), index: .moderate, components: Pollutants()),
        ]
        let daily = forecast.daily
        #expect(daily.map { $0.air.compactMap(\.index).max() } == [.fair, .poor, nil, nil, nil, nil])
    }
}
