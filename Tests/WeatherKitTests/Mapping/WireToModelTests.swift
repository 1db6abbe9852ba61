import Foundation
import Testing

@testable import WeatherKit

/// The one mapping from the wire into the model: the only place units change.
@Suite struct WireToModelTests {
    static func current(_ json: String) throws -> CurrentWeather {
        try WireToModel.currentWeather(
            JSONDecoder().decode(CurrentWeatherDTO.self, from: Data(json.utf8)), source: .server)
    }

    @Test func kelvinBecomesCelsiusInEveryTemperature() throws {
        let weather = try Self.current(
            #"{"coord":{"lat":1,"lon":2},"dt":1,"main":{"temp":273.15,"feels_like":283.15,"temp_min":263.15,"temp_max":293.15}}"#
        )
        #expect(weather.readings.temperatureC == 0)
        #expect(weather.readings.feelsLikeC == 10)
        #expect(abs((weather.readings.tempMinC ?? 0) + 10) < 1e-9)
        #expect(abs((weather.readings.tempMaxC ?? 0) - 20) < 1e-9)
    }

    @Test func aForecastStepConvertsTheSameWayAndItsChanceBecomesPercent() throws {
        let dto = try JSONDecoder().decode(
            ForecastDTO.self,
            from: Data(#"{"list":[{"dt":3600,"main":{"temp":283.15,"temp_min":273.15},"pop":0.07}]}"#.utf8))
        let entry = try #require(try WireToModel.forecast(dto, source: .server).entries.first)
        #expect(abs(entry.readings.temperatureC - 10) < 1e-9)
        #expect(entry.readings.tempMinC == 0)
        #expect(abs((entry.popPct ?? 0) - 7) < 1e-9)
        #expect(entry.time == Date(timeIntervalSince1970: 3600))
    }

    @Test func zeroesThatMeanNothingBecomeNil() throws {
        let weather = try Self.current(
            #"{"coord":{"lat":1,"lon":2},"dt":1,"main":{"temp":280},"id":0,"name":"","sys":{"country":"","sunrise":0,"sunset":0}}"#
        )
        #expect(weather.location.cityID == nil && weather.location.name == nil && weather.location.country == nil)
        #expect(weather.sunrise == nil && weather.sunset == nil)
    }

    @Test func aTimeNoFormatterCouldPrintIsOutOfRange() {
        #expect(
            throws: ResponseError(
                source: .server, problem: .outOfRange(path: "dt", found: "99999999999999"), provider: .openWeatherMap)
        ) {
            try Self.current(#"{"coord":{"lat":1,"lon":2},"dt":99999999999999,"main":{"temp":280}}"#)
        }
    }
}
