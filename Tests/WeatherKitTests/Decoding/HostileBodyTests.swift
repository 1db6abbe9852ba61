import Foundation
import Testing

@testable import WeatherKit

/// Bodies built to hurt a parser: each decodes or is refused with a typed error.
@Suite struct HostileBodyTests {
    @Test func jsonNestedTenThousandDeepIsABadResponse() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: ResponseError.self) { try OpenWeatherMapData.currentWeather(from: Data(deep.utf8)) }
    }

    /// Decoding this takes seconds in a debug build: off the cooperative pool, like the mutation test.
    @Test func aHundredThousandConditionsDecodeWithoutTrouble() async throws {
        let entries = Array(repeating: #"{"id":800,"main":"Clear"}"#, count: 100_000).joined(separator: ",")
        let body = #"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"weather":["# + entries + "]}"
        let count = await onOwnThread {
            Result { try OpenWeatherMapData.currentWeather(from: Data(body.utf8)).conditions.count }
        }
        #expect(try count.get() == 100_000)
    }

    @Test func megabyteStringsDecode() async throws {
        let name = String(repeating: "a", count: 1_500_000)
        let body = #"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"name":""# + name + #""}"#
        let length = await onOwnThread {
            Result { try OpenWeatherMapData.currentWeather(from: Data(body.utf8)).location.name?.count }
        }
        #expect(try length.get() == 1_500_000)
    }
}
