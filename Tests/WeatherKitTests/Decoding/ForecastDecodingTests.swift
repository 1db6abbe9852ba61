import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct ForecastDecodingTests {

    @Test(arguments: try Fixtures.names(in: "forecast"))
    func everyRealForecastDecodes(name: String) throws {
        let path = "forecast/" + name
        if Fixtures.isInOtherUnits(path) {
            let error = try #require(throws: ResponseError.self) {
                try OpenWeatherMapData.forecast(from: Fixtures.data(path))
            }
            #expect(error.description.contains("`list[0].main.temp` is "), "\(error)")
        }
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.isInOtherUnits(path) ? Fixtures.dataInKelvin(path) : Fixtures.data(path))
        #expect(!forecast.entries.isEmpty)
        #expect(forecast.daily.count == forecast.days.count)
    }

    @Test func mapsAnEntry() throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        #expect(forecast.entries.count == 40)
        #expect(forecast.timezoneOffsetSeconds == 0)
        let first = try #require(forecast.entries.first)
        #expect(first.time == Date(timeIntervalSince1970: 1_742_504_400))
        #expect(abs(first.readings.temperatureC - 14.87) < 1e-9)
        #expect(first.readings.humidityPct == 63 && first.readings.pressureHPa == 1017 && first.cloudsPct == 33)
        #expect(first.wind == Wind(speedMS: 3.01, gustMS: 9.8, degrees: 107))
        #expect(first.visibilityM == 10000 && first.popPct == 0)
        #expect(first.conditions == [Condition(id: 802, main: "Clouds", description: "scattered clouds", icon: "03n")])
    }

    /// 2014: `city.id` is a string when looked up by name and a number when looked up by id;
    /// no timezone, no visibility, no pop.
    @Test(arguments: [
        "forecast/coderhs_kochi-in_standard_legacy2014_city-id-is-string.json",
        "forecast/coderhs_cochin-in_by-id_standard_legacy2014_city-id-is-int.json",
    ])
    func legacyForecastKeepsMissingFieldsNil(fixture: String) throws {
        let forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(fixture))
        #expect(forecast.entries.count == 33)
        #expect(forecast.timezoneOffsetSeconds == nil)
        #expect(
            forecast.entries.allSatisfy { $0.visibilityM == nil && $0.popPct == nil && $0.readings.feelsLikeC == nil })
    }

    @Test func cntIsNotTrustedTheListIs() throws {
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.data("forecast/pyowm_bethnal-green-gb_standard_2013_TRIMMED-cnt25-list1.json"))
        #expect(forecast.entries.count == 1)
        #expect(forecast.entries.first?.rain3hMM == 0)
    }

    @Test func anEmptyListIsAnEmptyForecast() throws {
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.data(Fixtures.emptyForecast))
        #expect(forecast.entries.isEmpty && forecast.daily.isEmpty)
    }

    @Test func anEmptyForecastSaysSoInTheHumanView() throws {
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.data(Fixtures.emptyForecast))
        let current = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data(Fixtures.londonCurrent))
        var report = WeatherReport.of(current)
        report.forecast = forecast
        let text = HumanView(style: DisplayStyle(units: .metric)).render(report)
        #expect(text.hasSuffix("\n\nForecast: OpenWeatherMap sent no forecast steps for this place\n"))
    }

    @Test func polarForecastWithEmptyNamesDecodes() throws {
        let forecast = try OpenWeatherMapData.forecast(
            from: Fixtures.data(
                "forecast/dblock_PRO-forecast-hourly_arctic-82N_standard_cnt96_sunrise-0-sunset-0_2024.json"))
        #expect(forecast.entries.count == 96)
        #expect(forecast.timezoneOffsetSeconds == 32400)
        // The Pro endpoint reports rain per hour (`1h`), which is not the 3-hour total.
        #expect(forecast.entries.allSatisfy { $0.rain3hMM == nil })
    }

    @Test(arguments: [
        (#"{"cod":"200","list":[{"dt":1,"main":{}}]}"#, "missing key `list[0].main.temp`"),
        (#"{"cod":"200","list":[{"dt":1,"main":{"temp":1}},{"main":{"temp":1}}]}"#, "missing key `list[1].dt`"),
        (
            #"{"cod":"200","list":[{"dt":1,"main":{"temp":1},"pop":"often"}]}"#,
            #"`list[0].pop` is not a number (found "often")"#
        ),
        (#"{"cod":"200","list":{}}"#, "`list` is not an array (found an object)"),
        (#"{"cod":"200"}"#, "missing key `list`"),
    ])
    func malformedForecastNamesTheKeyPath(body: String, message: String) throws {
        let error = try #require(throws: ResponseError.self) { try OpenWeatherMapData.forecast(from: Data(body.utf8)) }
        #expect(error.description == "bad response from OpenWeatherMap: " + message)
    }

    @Test func fakeListEntryNamesTheMissingKey() throws {
        let body = try Fixtures.data("malformed/pyowm_SYNTHETIC_forecast_no-cod-no-cnt_fake-list-entry.json")
        let error = try #require(throws: ResponseError.self) { try OpenWeatherMapData.forecast(from: body) }
        #expect(error.problem == .missingKey(path: "list[0].dt"))
    }

    @Test func errorBodyWithStatus200IsAnAPIError() throws {
        let body = try Fixtures.data("errors/coderhs_404_forecast_empty-message_http200_legacy2014.json")
        let error = try #require(throws: APIError.self) { try OpenWeatherMapData.forecast(from: body) }
        #expect(error.exitCode == .notFound)
    }
}
