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

    /// `--lang` picks the name from `local_names`, by ISO code; OpenWeatherMap's own codes map to it.
    @Test(arguments: [
        ("ru", "Лиссабон"), ("pt_br", "Lisboa"), ("PT", "Lisboa"), ("kr", "리스본"), ("en", "Lisbon"), ("xx", "Lisbon"),
    ])
    func localNamesFollowTheLanguage(language: String, name: String) throws {
        let places = try OpenWeatherMapData.places(
            from: Fixtures.data("geocoding/programmatordev_direct_lisbon-pt_many-local-names.json"))
        #expect(places.map(\.displayName) == ["Lisbon, PT"])
        #expect(places.first?.named(in: language).name == name)
        #expect(places.first?.named(in: nil).name == "Lisbon")
    }

    @Test(arguments: [#""local_names":{"ru":5,"de":"Lissabon"}"#, #""local_names":[1]"#, #""local_names":null"#])
    func oddLocalNamesNeverRefuseTheMatch(member: String) throws {
        let body = #"[{"name":"Lisbon","lat":38.7,"lon":-9.1,"country":"PT","# + member + "}]"
        let places = try OpenWeatherMapData.places(from: Data(body.utf8))
        #expect(places.first?.named(in: "ru").name == "Lisbon")
        #expect(places.first?.named(in: "de").name == (member.contains("Lissabon") ? "Lissabon" : "Lisbon"))
    }

    @Test func noMatchesIsAnEmptyList() throws {
        #expect(try OpenWeatherMapData.places(from: Data("[]".utf8)).isEmpty)
    }
}
