import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct CurrentWeatherDecodingTests {

    /// Payloads fetched in the API's default units decode; those fetched with `units=metric` or
    /// `units=imperial` are refused by name (their temperatures are impossible in Kelvin), and
    /// decode once converted.
    @Test(arguments: try Fixtures.names(in: "current"))
    func everyRealCurrentPayloadDecodes(name: String) throws {
        let path = "current/" + name
        if Fixtures.isInOtherUnits(path) {
            let error = try #require(throws: ResponseError.self) {
                try OpenWeatherMapData.currentWeather(from: Fixtures.data(path))
            }
            guard case .notKelvin(path: "main.temp", _) = error.problem else {
                Issue.record("\(error)")
                return
            }
            #expect(error.exitCode == .badResponse)
        }
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.isInOtherUnits(path) ? Fixtures.dataInKelvin(path) : Fixtures.data(path))
        #expect((-90...90).contains(weather.location.latitude))
        #expect(weather.location.name != "")
        #expect(weather.location.cityID != 0)
    }

    @Test func mapsEveryFieldOfARealPayload() throws {
        let weather = try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent))
        #expect(
            weather.location
                == Location(
                    name: "London", country: "GB", state: nil, cityID: 2_643_743, latitude: 51.51, longitude: -0.13,
                    timezoneOffsetSeconds: 3600))
        #expect(weather.observedAt == Date(timeIntervalSince1970: 1_588_047_748))
        #expect(weather.sunrise == Date(timeIntervalSince1970: 1_588_048_633))
        #expect(weather.sunset == Date(timeIntervalSince1970: 1_588_101_506))
        #expect(weather.conditions == [Condition(id: 501, main: "Rain", description: "moderate rain", icon: "10n")])
        #expect(abs(weather.readings.temperatureC - 8.72) < 1e-9)
        #expect(abs((weather.readings.feelsLikeC ?? 0) - 3.96) < 1e-9)
        #expect(abs((weather.readings.tempMinC ?? 0) - 7.78) < 1e-9)
        #expect(abs((weather.readings.tempMaxC ?? 0) - 10.0) < 1e-9)
        #expect(weather.readings.humidityPct == 87)
        #expect(weather.readings.pressureHPa == 1005)
        #expect(weather.readings.seaLevelHPa == nil)
        #expect(weather.readings.groundLevelHPa == nil)
        #expect(weather.visibilityM == 8000)
        #expect(weather.cloudsPct == 75)
        #expect(weather.wind == Wind(speedMS: 5.7, gustMS: nil, degrees: 90))
        #expect(weather.rain == Precipitation(lastHourMM: 1.27, lastThreeHoursMM: nil))
        #expect(weather.snow == nil)
    }

    @Test func cityIDZeroMeansNoCity() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data("current/dblock_zip-10018-us_standard_city-id-0_wind-without-deg_2020.json"))
        #expect(weather.location.cityID == nil)
        #expect(weather.location.name == "New York")
    }

    @Test func windWithoutDegreesHasNoDirection() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data("current/dblock_new-york-us_standard_wind-without-deg_visibility16093_2020.json"))
        #expect(weather.wind == Wind(speedMS: 2.1, gustMS: nil, degrees: nil))
        #expect(weather.wind?.direction == nil)
        #expect(weather.visibilityM == 16093)
        #expect(weather.location.timezoneOffsetSeconds == -14400)
    }

    @Test func legacyPayloadKeepsMissingFieldsNil() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data("current/coderhs_kochi-in_standard_legacy2014_country-full-name_no-timezone.json"))
        #expect(weather.location.timezoneOffsetSeconds == nil)
        #expect(weather.visibilityM == nil)
        #expect(weather.readings.feelsLikeC == nil)
        #expect(weather.location.country == "India")
        #expect(weather.readings.pressureHPa == 1020.95)
        #expect(weather.readings.seaLevelHPa == 1021.19)
        #expect(weather.readings.groundLevelHPa == 1020.95)
        #expect(weather.wind?.degrees == 313.001)
    }

    @Test func rainAndSnowBothWithOneAndThreeHours() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.dataInKelvin(Fixtures.minskCurrent))
        #expect(weather.rain == Precipitation(lastHourMM: 0.1, lastThreeHoursMM: 0.6))
        #expect(weather.snow == Precipitation(lastHourMM: 0.2, lastThreeHoursMM: 0.7))
        #expect(weather.wind?.gustMS == 2.44)
        #expect(weather.conditions.first?.description == "небольшой снег")
    }

    @Test func integerTemperatureAndNonASCIIName() throws {
        let moscow = try OpenWeatherMapData.currentWeather(
            from: Fixtures.dataInKelvin("current/dblock_moscow-ru_lang-ru_metric_2020.json"))
        #expect(abs(moscow.readings.temperatureC - 12) < 1e-9)
        #expect(moscow.location.name == "Москва")
        let whole = try OpenWeatherMapData.currentWeather(
            from: Data(#"{"coord":{"lat":1,"lon":2},"main":{"temp":285},"dt":1}"#.utf8))
        #expect(abs(whole.readings.temperatureC - 11.85) < 1e-9)
        let ernakulam = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data("current/coderhs_ernakulam-in_standard_legacy2014_non-ascii-name.json"))
        #expect(ernakulam.location.name == "Ernākulam")
    }

    @Test(arguments: [
        (
            #"{"cod":401,"message":"Invalid API key"}"#,
            "it holds an OpenWeatherMap error, not weather: code 401, \"Invalid API key\""
        ),
        (#"{"cod":"404"}"#, "it holds an OpenWeatherMap error, not weather: code 404"),
        (#"{"cod":"200","cnt":0,"list":[]}"#, "it holds a 5-day forecast (/data/2.5/forecast)"),
        (
            #"{"coord":[50,50],"list":[{"dt":1,"main":{"aqi":4},"components":{"co":203.6}}]}"#,
            "it holds air quality (/data/2.5/air_pollution)"
        ),
        (#"{"coord":{"lon":1,"lat":2},"list":[]}"#, "it holds air quality (/data/2.5/air_pollution)"),
        (#"{"coord":{"lon":1,"lat":2},"main":{}}"#, "missing key `main.temp`"),
        (#"[{"name":"X","lat":1,"lon":2}]"#, "it holds a list of places from the geocoder"),
        (#"{"zip":"90210","name":"Beverly Hills","lat":34.09,"lon":-118.41}"#, "it holds a place from the postal code"),
        (#"{"lat":1,"lon":2,"timezone":"UTC","current":{"dt":1}}"#, "it holds a One Call answer"),
        (
            #"{"coord":{"lat":1,"lon":2},"main":{"temp":20,"feels_like":19},"dt":1}"#,
            "`main.temp` is 20.00, too cold for Kelvin"
        ),
        (
            #"{"coord":{"lat":1,"lon":2},"main":{"temp":290,"temp_min":-3},"dt":1}"#,
            "`main.temp_min` is -3.00, too cold"
        ),
    ])
    func aSavedBodyThatIsNotKelvinWeatherSaysWhatItIs(body: String, message: String) throws {
        let error = try #require(throws: ResponseError.self) {
            try OpenWeatherMapData.currentWeather(from: Data(body.utf8), source: .file("saved.json"))
        }
        #expect(error.description.hasPrefix("bad input in saved.json: " + message), "\(error.description)")
        #expect(error.exitCode == .badResponse)
    }

    /// From the server an error body is still the API's error, with its own exit code.
    @Test func fromTheServerAnErrorBodyIsAnAPIError() throws {
        let error = try #require(throws: APIError.self) {
            try OpenWeatherMapData.currentWeather(from: Data(#"{"cod":429,"message":"slow down"}"#.utf8))
        }
        #expect(error.exitCode == .temporary)
    }

    @Test func windDegreeZeroIsNorthNotMissing() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.dataInKelvin("current/coderhs_muenchen-de_metric_legacy2014_wind-deg-0.json"))
        #expect(weather.wind?.degrees == 0)
        #expect(weather.wind?.direction == .n)
    }

    @Test func nineDigitCityIDAndLegacySysMessage() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data("current/prominence_mountain-view-us_standard_owm-docs-example-2019_sys-message.json"))
        #expect(weather.location.cityID == 420_006_353)
        #expect(weather.location.timezoneOffsetSeconds == -25200)
    }

    /// Berlin 2014 asked for metric but got Kelvin-sized values and undocumented `wind.var_beg`/`var_end`.
    /// We never send `units`, so we always read Kelvin, and unknown keys are ignored.
    @Test func undocumentedKeysAreIgnoredAndKelvinIsAssumed() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data(
                "current/coderhs_berlin-de_units-metric-but-temps-look-kelvin_legacy2014_wind-var-beg-end.json"))
        #expect(abs(weather.readings.temperatureC - 22.87) < 1e-9)
        #expect(weather.wind == Wind(speedMS: 2.6, gustMS: nil, degrees: 280))
        #expect(weather.location.country == "Germany")
        #expect(weather.visibilityM == nil && weather.location.timezoneOffsetSeconds == nil)
    }

    @Test func gustBeforeDegreesAndNoSysIDs() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data("current/pyowm_london-gb_standard_2013_gust_gdps-stations.json"))
        #expect(weather.wind == Wind(speedMS: 1.54, gustMS: 2.57, degrees: 31))
        #expect(weather.location.latitude == 51.50853)
    }

    @Test func numbersSentAsStringsDecode() throws {
        let body = """
            {"coord":{"lat":"51.5","lon":"-0.1"},"main":{"temp":"282.5","humidity":"81"},"dt":"1588047748",
             "id":"2643743","cod":"200","weather":[{"id":"800","main":"Clear"}],"sys":{"sunrise":"0"}}
            """
        let weather = try OpenWeatherMapData.currentWeather(from: Data(body.utf8))
        #expect(weather.location.latitude == 51.5)
        #expect(abs(weather.readings.temperatureC - 9.35) < 1e-9)
        #expect(weather.location.cityID == 2_643_743)
        #expect(weather.conditions.first?.id == 800)
        #expect(weather.readings.humidityPct == 81)
        #expect(weather.sunrise == nil)
    }

    @Test func polarDayAndEmptyNamesBecomeNil() throws {
        let body = """
            {"coord":{"lat":82.7,"lon":3.9},"main":{"temp":250},"dt":1700000000,"id":0,"name":"",
             "sys":{"country":"","sunrise":0,"sunset":0},"weather":[{"id":800,"main":"Clear","description":"","icon":""}]}
            """
        let weather = try OpenWeatherMapData.currentWeather(from: Data(body.utf8))
        #expect(weather.location.name == nil)
        #expect(weather.location.country == nil)
        #expect(weather.location.cityID == nil)
        #expect(weather.sunrise == nil && weather.sunset == nil)
        #expect(weather.conditions == [Condition(id: 800, main: "Clear", description: nil, icon: nil)])
    }

    @Test func onlyTheFourRequiredKeysAreNeeded() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Data(#"{"coord":{"lat":1,"lon":2},"main":{"temp":273.15},"dt":0}"#.utf8))
        #expect(weather.readings.temperatureC == 0)
        #expect(weather.conditions.isEmpty)
        #expect(weather.wind == nil && weather.rain == nil && weather.readings.humidityPct == nil)
    }

    @Test func fakeWeatherEntryIsIgnoredNotInvented() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Fixtures.data("malformed/pyowm_SYNTHETIC_current_weather-entry-replaced-by-fake-object.json"))
        #expect(weather.conditions.isEmpty)
        #expect(weather.location.name == "London")
    }
}

@Suite struct DecodingErrorTests {
    static let required = #""coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1"#

    /// Each malformed body, and the exact line the user sees.
    static let cases: [(String, String)] = [
        (#"{"coord":{"lat":1,"lon":2},"main":{},"dt":1}"#, "missing key `main.temp`"),
        (#"{"coord":{"lat":1},"main":{"temp":1},"dt":1}"#, "missing key `coord.lon`"),
        (#"{"coord":{"lat":1,"lon":2},"main":{"temp":1}}"#, "missing key `dt`"),
        (#"{"main":{"temp":1},"dt":1}"#, "missing key `coord`"),
        ("{\(required),\"wind\":{\"speed\":\"breezy\"}}", #"`wind.speed` is not a number (found "breezy")"#),
        ("{\(required),\"weather\":[{\"id\":true}]}", "`weather[0].id` is not a whole number (found true)"),
        ("{\(required),\"weather\":[{\"id\":800},{\"main\":7}]}", "`weather[1].main` is not a string (found 7)"),
        ("{\(required),\"name\":{\"en\":\"x\"}}", "`name` is not a string (found an object)"),
        ("{\(required),\"weather\":{}}", "`weather` is not an array (found an object)"),
        (#"{"coord":{"lat":1,"lon":2},"main":[],"dt":1}"#, "`main` is not an object (found an array)"),
        (#"{"coord":{"lat":1,"lon":2},"main":{"temp":null},"dt":1}"#, "`main.temp` is not a number (found null)"),
        (
            #"{"coord":{"lat":1,"lon":2},"main":{"temp":"1e400"},"dt":1}"#,
            #"`main.temp` is not a number (found "1e400")"#
        ),
        (
            #"{"coord":{"lat":1,"lon":2},"main":{"temp":1},"dt":99999999999999}"#,
            "`dt` is out of range (found 99999999999999)"
        ),
        // No place and no clock on Earth: refused rather than shown (or its sky worked out).
        (#"{"coord":{"lat":91,"lon":2},"main":{"temp":1},"dt":1}"#, "`coord.lat` is out of range (found 91)"),
        (#"{"coord":{"lat":1,"lon":-180.5},"main":{"temp":1},"dt":1}"#, "`coord.lon` is out of range (found -180.5)"),
        ("{\(required),\"timezone\":1000000000}", "`timezone` is out of range (found 1000000000)"),
        // JSONDecoder refuses 1e400 at the value, so the path survives.
        (#"{"coord":{"lat":1,"lon":2},"main":{"temp":1e400},"dt":1}"#, "`main.temp` is not a number"),
        ("", "the body is empty"),
        ("  \n", "the body is empty"),
        ("<html><body>502 Bad Gateway</body></html>", "got an HTML page, not JSON (is the base URL right?)"),
        (#"{"coord":{"lat":1,"lon":2},"main":{"te"#, "the JSON is truncated (it ends after 38 bytes)"),
        ("[1,2", "the JSON is truncated (it ends after 4 bytes)"),
        ("[1,2]", "`(top level)` is not an object (found an array)"),
        ("weather", "the body is not valid JSON"),
    ]

    @Test(arguments: cases)
    func malformedBodyNamesTheProblem(body: String, expected: String) {
        #expect(throws: ResponseError.self) { try OpenWeatherMapData.currentWeather(from: Data(body.utf8)) }
        do {
            _ = try OpenWeatherMapData.currentWeather(from: Data(body.utf8))
        } catch let error as ResponseError {
            #expect(error.description == "bad response from OpenWeatherMap: " + expected)
            #expect(error.exitCode == .badResponse)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func inputFileErrorsNameTheFile() throws {
        let error = try #require(throws: ResponseError.self) {
            try OpenWeatherMapData.currentWeather(from: Data(), source: .file("saved.json"))
        }
        #expect(error.description == "bad input in saved.json: the body is empty")
    }

    @Test func syntheticInvalidJSONFixtureIsRefused() throws {
        let body = try Fixtures.data("malformed/prominence_SYNTHETIC_current_minsk_invalid-json-missing-comma.json")
        let error = try #require(throws: ResponseError.self) { try OpenWeatherMapData.currentWeather(from: body) }
        #expect(error.problem == .invalidJSON)
    }

    @Test func forecastShapedBodyIsNotCurrentWeather() throws {
        let body = try Fixtures.data(Fixtures.emptyForecast)
        let error = try #require(throws: ResponseError.self) { try OpenWeatherMapData.currentWeather(from: body) }
        #expect(error.problem == .missingKey(path: "coord"))
    }
}

@Suite struct APIErrorBodyTests {
    /// Error bodies that arrive with HTTP 200, and the exit code each must produce.
    static let cases: [(String, ExitCode, String)] = [
        (
            "errors/coderhs_404_weather_error-not-found-city_http200_legacy2014.json", .notFound,
            "OpenWeatherMap found nothing for this request (cod 404: Error: Not found city)"
        ),
        (
            "errors/coderhs_404_forecast_empty-message_http200_legacy2014.json", .notFound,
            "OpenWeatherMap found nothing for this request (cod 404)"
        ),
        (
            "errors/coderhs_404_history-api_error-key-only_http200_legacy2014.json", .notFound,
            "OpenWeatherMap found nothing for this request (cod 404)"
        ),
        (
            "errors/coderhs_500_find_limit-exception_http200_legacy2015.json", .temporary,
            "OpenWeatherMap is having trouble (cod 500: exception: limit must be >=0); try again later"
        ),
        (
            "errors/dblock_400_onecall3-timemachine_out-of-range_cod-string_2020.json", .badRequest,
            "OpenWeatherMap refused the request as malformed (cod 400: requested time is out of allowed range of 5 "
                + "days back): a bug in weather (please report it, with this message) or a base URL that leads elsewhere"
        ),
        (
            "errors/dblock_401_invalid-api-key_http401_2020.json", .auth,
            "OpenWeatherMap rejected the API key (cod 401: Invalid API key. Please see "
                + "http://openweathermap.org/faq#error401 for more info.); check it at "
                + "https://home.openweathermap.org/api_keys (a new key can take a couple of hours to work)"
        ),
    ]

    @Test(arguments: cases)
    func errorObjectWithStatus200IsAnAPIError(fixture: String, exitCode: ExitCode, message: String) throws {
        let error = try #require(throws: APIError.self) {
            try OpenWeatherMapData.currentWeather(from: Fixtures.data(fixture))
        }
        #expect(error.exitCode == exitCode)
        #expect(error.description == message)
    }

    @Test func weatherWithANon200CodIsAnError() {
        let body = #"{"coord":{"lat":1,"lon":2},"main":{"temp":1},"dt":1,"cod":"404"}"#
        #expect(throws: APIError(httpStatus: nil, code: 404, message: nil, provider: .openWeatherMap)) {
            try OpenWeatherMapData.currentWeather(from: Data(body.utf8))
        }
    }

    @Test(arguments: [
        (401, ExitCode.auth), (403, .auth), (400, .badRequest), (404, .notFound), (429, .temporary),
        (500, .temporary), (503, .temporary), (418, .notFound),
    ])
    func statusDecidesTheExitCode(status: Int, exitCode: ExitCode) {
        #expect(
            APIError(httpStatus: status, code: status, message: nil, provider: .openWeatherMap).exitCode == exitCode)
    }

    @Test func serverMessageCannotBreakTheErrorLine() {
        let error = APIError(httpStatus: 404, code: 404, message: "city\nnot\u{1B}[2Jfound", provider: .openWeatherMap)
        #expect(!error.description.contains("\n"))
        #expect(!error.description.contains("\u{1B}"))
    }
}
