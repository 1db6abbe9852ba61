import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct GeocodingTests {
    @Test func directLookupKeepsOrderAndStates() throws {
        let places = try OpenWeatherMapData.places(
            from: Fixtures.data(Fixtures.londonMatches))
        #expect(
            places.map(\.displayName) == [
                "London, GB", "London, CA", "London, OH, US", "London, KY, US", "London, CA, US",
            ])
        #expect(places.first?.latitude == 51.5085)
    }

    @Test func zipLookupIsAnObjectNotAnArray() throws {
        let place = try OpenWeatherMapData.zipPlace(
            from: Fixtures.data("geocoding/programmatordev_zip_1000-001-pt.json"))
        #expect(
            place == GeocodedPlace(name: "Lisbon", state: nil, country: "PT", latitude: 38.7167, longitude: -9.1333))
    }

    @Test func manyLocalNamesAreIgnored() throws {
        let places = try OpenWeatherMapData.places(
            from: Fixtures.data("geocoding/programmatordev_direct_lisbon-pt_many-local-names.json"))
        #expect(places.map(\.displayName) == ["Lisbon, PT"])
    }

    @Test func noMatchesIsAnEmptyList() throws {
        #expect(try OpenWeatherMapData.places(from: Data("[]".utf8)).isEmpty)
    }
}
