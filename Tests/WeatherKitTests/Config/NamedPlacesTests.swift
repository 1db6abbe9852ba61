import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// Config `places` as an object of aliases: how the file is read, which place a bare argument
/// becomes, what is fetched, and what `--places` lists.
@Suite struct NamedPlacesConfigTests {
    static func parse(_ text: String) throws -> Options { try ConfigFile.parse(text) }

    @Test func theObjectFormKeepsFileOrder() throws {
        let config = try Self.parse(
            #"{"places": {"work": "Paris,FR", "home": "51.5, -0.1", "mum\u0027s": "Leeds,GB", " gym ": "1,2"}}"#)
        #expect(config.places == [])
        #expect(
            config.aliases == [
                NamedPlace(name: "work", place: .city("Paris,FR")),
                NamedPlace(name: "home", place: .coordinates(Coordinates(latitude: 51.5, longitude: -0.1))),
                NamedPlace(name: "mum's", place: .city("Leeds,GB")),
                NamedPlace(name: "gym", place: .coordinates(Coordinates(latitude: 1, longitude: 2))),
            ])
    }

    @Test func theArrayFormStillReadsAsBefore() throws {
        let config = try Self.parse(#"{"places": ["London,GB", "51.5,-0.1"]}"#)
        #expect(config.places == [.city("London,GB"), .coordinates(Coordinates(latitude: 51.5, longitude: -0.1))])
        #expect(config.aliases == [])
    }

    /// Each bad entry, with the exact line and column: the value's for a bad place, the key's for a
    /// bad name.
    static let errors: [(String, String)] = [
        (
            "{\n  \"places\": {\n    \"home\": \"51.5,-0.1\",\n    \"work\": 42\n  }\n}",
            #"line 4, column 13: `places.work`: expected a place like "Paris,FR" or "51.5,-0.1" (found 42)"#
        ),
        (
            "{\"places\": {\n  \"home\": \"95,0\"}}",
            "line 2, column 11: `places.home`: expected a latitude from -90 to 90 (found \"95,0\")"
        ),
        (
            "{\"places\": {\"home\": \"\"}}",
            "line 1, column 21: `places.home`: expected a place name such as London"
        ),
        (
            "{\"places\": {\n  \"home\": \"1,2\",\n  \"Home\": \"3,4\"}}",
            "line 3, column 3: `places.Home`: the alias is given twice, ignoring case (`home` on line 2); keep one"
        ),
        (
            "{\"places\": {\"-home\": \"1,2\"}}",
            "line 1, column 13: `places.-home`: an alias cannot start with `-`"
        ),
        (
            "{\"places\": {\"\": \"1,2\"}}",
            "line 1, column 13: `places.`: expected an alias name, like \"home\" (found an empty name)"
        ),
        (
            "{\"places\": {\"1,2\": \"3,4\"}}",
            "line 1, column 13: `places.1,2`: an alias cannot be coordinates"
        ),
        (
            "{\"places\": {\"home\": [\"1,2\"]}}",
            "line 1, column 21: `places.home`: expected a place like \"Paris,FR\" or \"51.5,-0.1\" (found an array)"
        ),
        (#"{"places": {}}"#, "`places`: expected at least one alias, like {\"home\": \"51.5,-0.1\"}"),
        (#"{"places": {"home": "1,2", "home": "3,4"}}"#, "`places.home` is given twice on line 1; keep one"),
    ]

    @Test(arguments: errors)
    func aBadEntryIsNamedWithItsLineAndColumn(text: String, fragment: String) throws {
        let error = try #require(throws: ConfigError.self) { try Self.parse(text) }
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(error.description.hasPrefix("config file /etc/w.json"))
        #expect(!error.description.contains("\n"))
        #expect(error.exitCode == .config)
    }
}

@Suite struct NamedPlacesModeTests {
    static let paris = PlaceQuery.city("Paris,FR")
    static let point = PlaceQuery.coordinates(Coordinates(latitude: 51.5, longitude: -0.1))
    static let config = #"{"places": {"home": "51.5,-0.1", "work": "Paris,FR"}}"#

    static func mode(_ arguments: [String], config: String = config) throws -> Mode {
        try Request.resolve(
            flags: CommandLineParser.parse(arguments), environment: [:],
            config: ConfigFile.parse(Data(config.utf8), path: "c.json"), configPath: "c.json"
        ).mode
    }

    /// A bare argument that names an alias (in any case) is the alias, town or not; `--city` and
    /// an argument that is no alias are read as before.
    static let cases: [([String], [PlaceQuery])] = [
        (["home"], [.alias(name: "home", place: point)]),
        (["Home"], [.alias(name: "Home", place: point)]),
        (["WORK", "London"], [.alias(name: "WORK", place: paris), .city("London")]),
        (["--city", "home"], [.city("home")]),
        (["home,GB"], [.city("home,GB")]),
        (
            ["--lat", "1", "--lon", "2", "work"],
            [.coordinates(Coordinates(latitude: 1, longitude: 2)), .alias(name: "work", place: paris)]
        ),
    ]

    @Test(arguments: cases)
    func aBareArgumentThatIsAnAliasIsTheAlias(arguments: [String], places: [PlaceQuery]) throws {
        #expect(try Self.mode(arguments) == .weather(places))
    }

    /// With no place on the command line: a list is every place; an object is an address book, used
    /// only when there is no `location`.
    @Test func withNoPlaceTheObjectIsAnAddressBook() throws {
        let location = #""location": {"lat": 10, "lon": 20}"#
        #expect(
            try Self.mode([], config: #"{\#(location), "places": {"home": "1,2"}}"#)
                == .weather([.coordinates(Coordinates(latitude: 10, longitude: 20))]))
        #expect(
            try Self.mode([])
                == .weather([.alias(name: "home", place: Self.point), .alias(name: "work", place: Self.paris)]))
        #expect(
            try Self.mode([], config: #"{\#(location), "places": ["London"]}"#) == .weather([.city("London")]))
    }

    @Test func placesListsWhatTheConfigHas() throws {
        #expect(
            try Self.mode(["--places"])
                == .places([NamedPlace(name: "home", place: Self.point), NamedPlace(name: "work", place: Self.paris)]))
        #expect(
            try Self.mode(["--places"], config: #"{"places": ["London"]}"#)
                == .places([NamedPlace(name: nil, place: .city("London"))]))
        #expect(try Self.mode(["--places"], config: "{}") == .places([]))
        #expect(throws: CommandLineError.conflict("--places takes no place; drop home")) {
            try Self.mode(["--places", "home"])
        }
    }
}

/// The whole command in process, with a config file in a temporary folder.
@Suite struct NamedPlacesCommandTests {
    let clock = TestClock()

    func run(
        _ arguments: [String], config: String, server: InMemoryServer
    ) async throws -> (
        ExitCode, CapturedStreams
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.json")
        try Data(config.utf8).write(to: file)
        let streams = CapturedStreams()
        let environment = WeatherCommandTests.environment.merging(["WEATHER_CONFIG": file.path]) { $1 }
        let command = WeatherCommand(
            environment: environment, streams: streams.streams(), transport: server.transport, time: clock.time)
        let code = await command.run(["--cache-ttl", "0"] + arguments + ["--base-url", "https://owm.test"])
        return (code, streams)
    }

    func server() throws -> InMemoryServer {
        let matches = try Fixtures.data(Fixtures.londonMatches)
        let current = try Fixtures.data(Fixtures.londonCurrent)
        return InMemoryServer(clock: clock) { request in
            request.url.path.hasPrefix("/geo/") ? .json(matches) : .json(current)
        }
    }

    /// An alias of coordinates makes no geocoding request; JSON's `query` keeps what was typed.
    @Test func anAliasOfCoordinatesIsNeverGeocoded() async throws {
        let server = try server()
        let (code, streams) = try await run(
            ["Home", "--json"], config: #"{"places": {"home": "51.5,-0.1"}}"#, server: server)
        #expect(code == .success)
        #expect(server.paths == ["/data/2.5/weather"])
        #expect(server.requests.first?.query["lat"] == "51.5")
        #expect(streams.stdout.contains(#""query":{"alias":"Home","lat":51.5,"lon":-0.1}"#), "\(streams.stdout)")
        #expect(try SchemaCheck.report().problems(streams.stdout) == [])
    }

    /// An alias of a name sends the name, never the alias, to the geocoder.
    @Test func anAliasOfANameGeocodesTheNameOnly() async throws {
        let server = try server()
        let (code, streams) = try await run(
            ["london", "--json"], config: #"{"places": {"London": "London,GB"}}"#, server: server)
        #expect(code == .success)
        #expect(server.paths.first == "/geo/1.0/direct")
        #expect(server.requests.first?.query["q"] == "London,GB")
        #expect(streams.stdout.contains(#""query":{"alias":"london","city":"London,GB"}"#), "\(streams.stdout)")
    }

    /// A place the geocoder does not know names the alias too, so the user knows which entry to fix.
    @Test func aFailedAliasNamesTheAlias() async throws {
        let server = InMemoryServer(clock: clock, replies: [.json("[]")])
        let (code, streams) = try await run(["work"], config: #"{"places": {"work": "Nowhere,XX"}}"#, server: server)
        #expect(code == .notFound)
        #expect(
            streams.stderr
                == "weather: no place called \"Nowhere,XX\"; check the spelling, and that XX is the country's "
                + "two-letter code (alias \"work\" in the config's places)\n")
        #expect(server.requests.first?.query["q"] == "Nowhere,XX")
    }

    static let listings: [(String, [String], String, String)] = [
        (
            #"{"places": {"home": "51.5,-0.1", "the office": "Paris,FR"}}"#, [],
            "home        51.5,-0.1\nthe office  Paris,FR\n", ""
        ),
        (
            #"{"places": {"home": "51.5,-0.1", "the office": "Paris,FR"}}"#, ["--json"],
            #"[{"name":"home","query":"51.5,-0.1"},{"name":"the office","query":"Paris,FR"}]"# + "\n", ""
        ),
        (#"{"places": ["London,GB", "1,2"]}"#, [], "London,GB\n1,2\n", ""),
        (
            #"{"places": ["London,GB"]}"#, ["--json"], #"[{"name":null,"query":"London,GB"}]"# + "\n", ""
        ),
        ("{}", ["--json"], "[]\n", "weather: no places in the config file"),
        ("{}", [], "", "weather: no places in the config file"),
    ]

    /// `--places` in both forms and with none: no request, no key needed, exit 0.
    @Test(arguments: listings)
    func placesListsTheConfig(config: String, arguments: [String], stdout: String, stderr: String) async throws {
        let server = try server()
        let (code, streams) = try await run(["--places"] + arguments, config: config, server: server)
        #expect(code == .success)
        #expect(streams.stdout == stdout)
        #expect(stderr.isEmpty ? streams.stderr == "" : streams.stderr.hasPrefix(stderr), "\(streams.stderr)")
        #expect(server.requests.isEmpty)
    }
}
