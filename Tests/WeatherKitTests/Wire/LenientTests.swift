import Foundation
import Testing

@testable import WeatherKit

/// Numbers that OpenWeatherMap sometimes sends as strings.
@Suite struct LenientTests {
    struct Box: Decodable {
        let value: LenientDouble
        let count: LenientInt
    }

    @Test(arguments: [#"{"value":282.5,"count":200}"#, #"{"value":"282.5","count":"200"}"#])
    func aNumberOrANumericStringDecodes(json: String) throws {
        let box = try JSONDecoder().decode(Box.self, from: Data(json.utf8))
        #expect(box.value.value == 282.5 && box.count.value == 200)
    }

    @Test(arguments: [
        #"{"value":"NaN","count":1}"#, #"{"value":"1e400","count":1}"#, #"{"value":true,"count":1}"#,
        #"{"value":1,"count":"1.5"}"#, #"{"value":"warm","count":1}"#,
    ])
    func anythingElseIsATypeMismatchAtItsKey(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Box.self, from: Data(json.utf8)) }
    }
}
