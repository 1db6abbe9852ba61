import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct PlaceQueryTests {
    @Test(arguments: [
        ("51.5,-0.1", PlaceQuery.coordinates(Coordinates(latitude: 51.5, longitude: -0.1))),
        ("-33.9,18.4", .coordinates(Coordinates(latitude: -33.9, longitude: 18.4))),
        ("London", .city("London")),
        ("New York,NY,US", .city("New York,NY,US")),
        ("Paris,FR", .city("Paris,FR")),
        ("  Oslo ", .city("Oslo")),
        ("51.5, -0.1", .coordinates(Coordinates(latitude: 51.5, longitude: -0.1))),
        (" 51.5 ,\t-0.1 ", .coordinates(Coordinates(latitude: 51.5, longitude: -0.1))),
    ])
    func bareArguments(text: String, query: PlaceQuery) throws {
        #expect(try PlaceQuery.parse(text) == query)
    }

    /// `weather 51.5, -0.1` as a map site's copy lands in the shell: two words, the first ending in a comma.
    @Test func coordinatesSplitByTheShellAreJoined() throws {
        let options = try CommandLineParser.parse(["51.5,", "-0.1", "--json"])
        #expect(options.places == [.coordinates(Coordinates(latitude: 51.5, longitude: -0.1))])
        #expect(options.json)
    }

    @Test func aDoubleDashEndsTheOptions() throws {
        let options = try CommandLineParser.parse(["--json", "--", "-33.9,18.4", "--help"])
        #expect(options.json && !options.showHelp)
        #expect(options.places.count == 2)
        #expect(options.places.first == .coordinates(Coordinates(latitude: -33.9, longitude: 18.4)))
        #expect(options.places.last == .city("--help"))
    }

    @Test func argumentsKeepTheirOrder() throws {
        let options = try CommandLineParser.parse(["London", "--zip", "10018,US", "-33.9,18.4", "--city", "Paris"])
        #expect(
            options.places == [
                .city("London"), .zip("10018,US"), .coordinates(Coordinates(latitude: -33.9, longitude: 18.4)),
                .city("Paris"),
            ])
    }

    @Test func forecastTakesAnOptionalNumberOfDays() throws {
        #expect(try CommandLineParser.parse(["--forecast"]).forecast == .everything)
        #expect(try CommandLineParser.parse(["--forecast", "2", "London"]).forecast == .days(2))
        let placeAfter = try CommandLineParser.parse(["--forecast", "London"])
        #expect(placeAfter.forecast == .everything && placeAfter.places == [.city("London")])
        let hourly = try CommandLineParser.parse(["--hourly", "1"])
        #expect(hourly.hourly && hourly.forecast == .days(1) && hourly.places.isEmpty)
    }

    @Test func configPlacesAreUsedWhenTheCommandLineNamesNone() throws {
        let config = try ConfigFile.parse(Data(#"{"places": ["London", "51.5,-0.1"]}"#.utf8), path: "c.json")
        let settings = try Settings.resolve(flags: Options(), environment: [:], config: config, configPath: nil)
        #expect(
            settings.mode == .weather([.city("London"), .coordinates(Coordinates(latitude: 51.5, longitude: -0.1))]))
        let error = try #require(throws: ConfigError.self) {
            try ConfigFile.parse(Data(#"{"places": ["London", "95,0"]}"#.utf8), path: "c.json")
        }
        #expect(
            error.description == "config file c.json: `places[1]`: expected a latitude from -90 to 90 (found \"95,0\")")
    }
}
