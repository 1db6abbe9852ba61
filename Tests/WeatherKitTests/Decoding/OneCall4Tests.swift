import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// One Call 4.0's answers, decoded: the documentation's examples, live captures from public
/// clients, and the quirks those captures show.
@Suite struct OneCall4Tests {
    @Test func theDocumentedCurrentAnswerIsTheWeatherNowAndItsAlertIDs() throws {
        let now = try OpenWeatherMapData.oneCall4Now(from: Fixtures.data(Fixtures.oneCall4Now))
        #expect(abs(now.current.readings.temperatureC - 13.27) < 0.001)
        #expect(now.current.uvIndex == 1.55)
        #expect(now.current.location.timezoneOffsetSeconds == 3600)
        #expect(now.current.location.latitude == 51.5 && now.current.location.name == nil)
        #expect(now.current.conditions.first?.description == "sky is clear")
        #expect(now.alertIDs == ["8B46C632-DCA7-44D7-8BDF-02445621BAFF", "29F58A35-BB91-4A73-9F46-9FC64BDF604F"])
    }

    @Test func theDocumentedTimelinesAreStepsDaysAndMinutes() throws {
        let steps = try OpenWeatherMapData.oneCall4Steps(from: Fixtures.data(Fixtures.oneCall4Step))
        #expect(steps.items.count == 1 && steps.hasMore)
        #expect(steps.items.first?.popPct == 0 && steps.items.first?.wind?.speedMS == 7.41)
        let days = try OpenWeatherMapData.oneCall4Days(from: Fixtures.data(Fixtures.oneCall4Day))
        let day = try #require(days.items.first)
        #expect(abs(day.minC - 7.55) < 0.001 && abs(day.maxC - 16.9) < 0.001)
        #expect(day.uvIndex == 4.82 && day.summary == nil && days.hasMore)
        let minutes = try OpenWeatherMapData.oneCall4Minutes(from: Fixtures.data(Fixtures.oneCall4Minute))
        #expect(minutes.items.map(\.millimetresPerHour) == [0] && !minutes.hasMore)
    }

    @Test func theDocumentedAlertHasItsText() throws {
        let alert = try OpenWeatherMapData.oneCall4Alert(from: Fixtures.data(Fixtures.oneCall4Alert))
        #expect(alert.event == "Heat Advisory" && alert.sender == "NWS Tulsa (Eastern Oklahoma)")
        #expect(alert.description?.hasPrefix("...HEAT ADVISORY REMAINS IN EFFECT") == true)
        #expect(alert.start == Date(timeIntervalSince1970: 1_597_341_600))
        // Some answers wrap the fields in `data`, an object or a list of one.
        let object = try #require(
            try JSONSerialization.jsonObject(with: Fixtures.data(Fixtures.oneCall4Alert)) as? [String: Any])
        for wrapped in [["data": object], ["data": [object]]] as [[String: Any]] {
            let body = try JSONSerialization.data(withJSONObject: wrapped)
            #expect(try OpenWeatherMapData.oneCall4Alert(from: body).event == "Heat Advisory")
        }
    }

    /// A live Meteoalarm alert: the text a list of translations, the event empty, the tags naming it.
    @Test func aLiveAlertIsNamedByItsTagAndReadInEnglish() throws {
        let alert = try OpenWeatherMapData.oneCall4Alert(
            from: Fixtures.data(
                "onecall4/meteotracker_onecall4_alert_meteoalarm-it_live-2026-09-03_TRIMMED_EDITED-python-dict-to-json.json"
            ))
        #expect(alert.event == "Extreme high temperature")
        #expect(alert.description == "Moderate intensity expected")
        #expect(alert.sender == "Italian Air Force National Meteorological Service")
    }

    static let tokyoDays =
        "onecall4/weathercalendarapp_onecall4_1day_tokyo_metric_lang-ja_2026-09-19_rain-is-a-number.json"
    static let tokyoHours =
        "onecall4/weathercalendarapp_onecall4_1h_tokyo_metric_lang-ja_2026-09-19_TRIMMED-2-steps.json"
    static let denverNow = "onecall4/progstrength_onecall4_current_denver_metric_live-2026-08-09_alert-id-scrubbed.json"

    /// Live answers (fetched in metric, read here as they would come in Kelvin): a day's rain as a
    /// number, a step's as `{"1h": …}`, Japanese descriptions.
    @Test func liveAnswersKeepTheirAmountsWhateverTheirShape() throws {
        let days = try OpenWeatherMapData.oneCall4Days(from: Fixtures.oneCall4InKelvin(Self.tokyoDays))
        #expect(days.items.first?.rainMM == 0.46)
        #expect(days.items.first.map { abs($0.maxC - 26.42) < 0.001 } == true)
        let hours = try OpenWeatherMapData.oneCall4Steps(from: Fixtures.oneCall4InKelvin(Self.tokyoHours))
        #expect(hours.items.map(\.rain3hMM) == [nil, 0.21])
        #expect(hours.items.last?.conditions.first?.description == "小雨" && hours.hasMore)
        let now = try OpenWeatherMapData.oneCall4Now(from: Fixtures.oneCall4InKelvin(Self.denverNow))
        #expect(now.alertIDs == ["urn:oid:2.49.0.1.840.0.SCRUBBED.001.1:SCRUBBED"])
        #expect(now.current.wind?.gustMS == 1.79)
    }

    /// An answer in °C is refused, naming the key: `weather` asks for Kelvin.
    @Test func anAnswerInOtherUnitsIsRefusedByItsKeyPath() throws {
        let error = try #require(throws: ResponseError.self) {
            try OpenWeatherMapData.oneCall4Now(from: Fixtures.data(Self.denverNow))
        }
        #expect(error.description.contains("`data[0].temp` is 31.80, too cold for Kelvin"), "\(error.description)")
    }

    /// An id that would name another path is not an id.
    @Test func idsThatAreDotsAreLeftOut() throws {
        let body = #"{"lat":1,"lon":2,"data":[{"dt":1,"temp":280,"alerts":[".","..","","ok",7]}]}"#
        #expect(try OpenWeatherMapData.oneCall4Now(from: Data(body.utf8)).alertIDs == ["ok"])
    }

    @Test func anEmptyCurrentAnswerIsAMissingKey() throws {
        let error = try #require(throws: ResponseError.self) {
            try OpenWeatherMapData.oneCall4Now(from: Data(#"{"lat":1,"lon":2,"data":[]}"#.utf8))
        }
        #expect(error.description == "bad response from OpenWeatherMap: missing key `data[0]`")
    }

    @Test func requestsNameTheirPartAndPage() throws {
        let base = try #require(URL(string: "https://owm.test/prefix"))
        let point = Coordinates(latitude: 51.5, longitude: -0.1)
        let page = Endpoint.oneCall4Hours(at: point, language: "de", from: Date(timeIntervalSince1970: 1_777_460_400))
        #expect(
            page.url(base: base, apiKey: "k").absoluteString
                == "https://owm.test/prefix/data/4.0/onecall/timeline/1h?lat=51.5&lon=-0.1&lang=de&start=1777460400&appid=k"
        )
        // An id can reach no other path: only unreserved characters pass unescaped.
        let alert = Endpoint.oneCall4Alert(id: "urn:oid:2.49/../x y")
        #expect(
            alert.url(base: base, apiKey: "k").absoluteString
                == "https://owm.test/prefix/data/4.0/onecall/alert/urn%3Aoid%3A2.49%2F..%2Fx%20y?appid=k")
    }
}
