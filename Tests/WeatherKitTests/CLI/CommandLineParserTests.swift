import Foundation
import Testing

@testable import WeatherKit

@Suite struct CommandLineParserTests {
    @Test func everyFlagParses() throws {
        let options = try CommandLineParser.parse([
            "--lat", "51.5", "--lon", "-0.1", "--json", "--units", "imperial", "--lang", "de", "--api-key", "k",
            "--config", "/c.json", "--base-url", "http://127.0.0.1:1", "--timeout", "2.5",
        ])
        #expect(options.latitude == 51.5 && options.longitude == -0.1)
        #expect(options.json && options.units == .imperial && options.language == "de" && options.apiKey == "k")
        #expect(options.configPath == "/c.json" && options.baseURL?.port == 1 && options.timeoutSeconds == 2.5)
    }

    @Test func equalsFormAndLastValueWins() throws {
        let options = try CommandLineParser.parse(["--lon=-0.1", "--lat=1", "--lat", "2", "-h"])
        #expect(options.longitude == -0.1 && options.latitude == 2 && options.showHelp)
    }

    /// `--here` said twice is one place, while a name said twice is asked for twice.
    @Test func hereTwiceIsOnePlace() throws {
        #expect(try CommandLineParser.parse(["--here", "--here"]).places == [.here])
        #expect(
            try CommandLineParser.parse(["Oslo", "--here", "Oslo"]).places == [.city("Oslo"), .here, .city("Oslo")])
    }

    /// A switch the config file can set has its opposite, so a flag beats the config either way.
    @Test func eachConfigSwitchHasItsOpposite() throws {
        let off = try CommandLineParser.parse(["--no-air", "--no-sky", "--no-yesterday", "--no-onecall", "--warnings"])
        #expect(off.air == false && off.sky == false && off.yesterday == false && off.oneCall == false)
        #expect(off.warnings == true)
        #expect(try CommandLineParser.parse(["--air", "--no-air"]).air == false)
        #expect(try CommandLineParser.parse(["--no-air", "--air"]).air == true)
        #expect(try CommandLineParser.parse(["--no-warnings"]).warnings == false)
        #expect(throws: CommandLineError.unexpectedValue(flag: "--no-air")) {
            try CommandLineParser.parse(["--no-air=yes"])
        }
        #expect(throws: CommandLineError.unknownOption("--no-ari", suggestion: "--no-air")) {
            try CommandLineParser.parse(["--no-ari"])
        }
        // Only switches with a config key: `--json` is not one.
        #expect(throws: CommandLineError.self) { try CommandLineParser.parse(["--no-json"]) }
    }

    @Test func aBareColorMeansAlwaysAndChoicesIgnoreCase() throws {
        #expect(try CommandLineParser.parse(["--color"]).color == .always)
        #expect(try CommandLineParser.parse(["--color", "London"]).places == [.city("London")])
        #expect(try CommandLineParser.parse(["--color", "NEVER"]).color == .never)
        #expect(try CommandLineParser.parse(["--color=Auto"]).color == .auto)
        #expect(try CommandLineParser.parse(["--units", "Imperial"]).units == .imperial)
        #expect(try CommandLineParser.parse(["--generate", "BASH"]).generate == .bash)
    }

    /// A word or number after a flag whose value may be left out is a place, unless it is close
    /// to one of the flag's values.
    static let placesAfterAnOptionalValue: [([String], PlaceQuery)] = [
        (["--color", "London"], .city("London")),
        (["--color", "Ayr"], .city("Ayr")),
        (["--color", "Nan"], .city("Nan")),
        (["--color", "a"], .city("a")),
        (["--forecast", "Paris"], .city("Paris")),
        (["--forecast", "Nan"], .city("Nan")),
        (["--hourly", "Inf"], .city("Inf")),
        (["--chart", "-33.9,18.4"], .coordinates(Coordinates(latitude: -33.9, longitude: 18.4))),
        // After --watch, coordinates and a town that starts with a digit are places, not intervals.
        (["--watch", "51.5,-0.1"], .coordinates(Coordinates(latitude: 51.5, longitude: -0.1))),
        (["--watch", "29 Palms"], .city("29 Palms")),
        (["--watch", "London"], .city("London")),
    ]

    /// `all` is every day the answer has, in both spellings and any case; never a second place.
    @Test(arguments: [
        ["Berlin", "--forecast", "all"], ["Berlin", "--forecast=all"], ["--forecast", "ALL", "Berlin"],
        ["Berlin", "--hourly", "all"], ["--hourly=All", "Berlin"],
    ])
    func allIsEveryDayNotAPlace(arguments: [String]) throws {
        let options = try CommandLineParser.parse(arguments)
        #expect(options.places == [.city("Berlin")])
        let hourly = arguments.contains { $0.hasPrefix("--hourly") }
        // `--hourly` alone asks for every day: it leaves `forecast` unset, as `all` does.
        #expect(options.forecast == (hourly ? nil : .everything))
        #expect(options.hourly == hourly)
    }

    @Test(arguments: placesAfterAnOptionalValue)
    func aPlaceAfterAnOptionalValueStaysAPlace(arguments: [String], place: PlaceQuery) throws {
        #expect(try CommandLineParser.parse(arguments).places == [place])
    }

    /// The next argument looked like the flag's value gone wrong: a usage error, not a place to
    /// look up.
    static let failedOptionalValues: [([String], String)] = [
        (
            ["--color", "nevr"],
            "`--color nevr`: expected one of auto, always, never (did you mean `never`?); a place goes before --color"
        ),
        (["--color", "Allways"], "`--color Allways`: expected one of auto, always, never (did you mean `always`?)"),
        (["--color", "alwyas"], "`--color alwyas`: expected one of auto, always, never (did you mean `always`?)"),
        (["--color", "atuo"], "`--color atuo`: expected one of auto, always, never (did you mean `auto`?)"),
        (["--color", "nev"], "`--color nev`: expected one of auto, always, never (did you mean `never`?)"),
        (["--color", "al", "London"], "`--color al`: expected one of auto, always, never (did you mean `always`?)"),
        (["--color=nevr"], "`--color nevr`: expected one of auto, always, never (did you mean `never`?)"),
        // Words other tools take for a choice: a slip, with the choice meant.
        (["--color", "sometimes"], "`--color sometimes`: expected one of auto, always, never (did you mean `auto`?)"),
        (["--color", "yes", "London"], "`--color yes`: expected one of auto, always, never (did you mean `always`?)"),
        (["--color", "OFF"], "`--color OFF`: expected one of auto, always, never (did you mean `never`?)"),
        (
            ["--forecast", "17"],
            "`--forecast 17`: expected a number of days from 1 to 5 (8 with --onecall, 16 with Open-Meteo, 9 with MET Norway)"
        ),
        (
            ["--forecast", "-3"],
            "`--forecast -3`: expected a number of days from 1 to 5 (8 with --onecall, 16 with Open-Meteo, 9 with MET Norway)"
        ),
        (
            ["--forecast", "2.5"],
            "`--forecast 2.5`: expected a number of days from 1 to 5 (8 with --onecall, 16 with Open-Meteo, 9 with MET Norway)"
        ),
        (["--hourly", "-1", "London"], "`--hourly -1`: expected a number of days from 1 to 5"),
        (["--chart", "0"], "`--chart 0`: expected a number of days from 1 to 5"),
        (["--chart", "-2"], "`--chart -2`: expected a number of days from 1 to 5"),
        (["--chart", "1.5"], "`--chart 1.5`: expected a number of days from 1 to 5"),
        (["--watch", "5x"], "`--watch 5x`: expected an interval from 1 minute to 24 hours"),
        (["--watch", "10min", "London"], "`--watch 10min`: expected an interval from 1 minute to 24 hours"),
    ]

    @Test(arguments: failedOptionalValues)
    func aFailedOptionalValueIsAUsageErrorNotAPlace(arguments: [String], message: String) throws {
        let error = try #require(throws: CommandLineError.self) { try CommandLineParser.parse(arguments) }
        #expect(error.description.hasPrefix(message), "\(error.description)")
        #expect(error.exitCode == .usage)
    }

    static let errors: [([String], String)] = [
        (["--untis", "metric"], "unknown option `--untis` (did you mean `--units`?); see weather --help"),
        (["--frobnicate"], "unknown option `--frobnicate`; see weather --help"),
        (["-x"], "unknown option `-x`; see weather --help"),
        (["--lat"], "option `--lat` needs a value; see weather --help"),
        (["--json=yes"], "option `--json` takes no value"),
        (["--lat", "north"], "`--lat north`: expected a number"),
        (["--lat", "91"], "`--lat 91`: expected a latitude from -90 to 90"),
        (["--lon", "-180.5"], "`--lon -180.5`: expected a longitude from -180 to 180"),
        (["--lat", "nan"], "`--lat nan`: expected a number"),
        (["--lat", "0x1p3"], "`--lat 0x1p3`: expected a number"),
        (["--units", "kelvin"], "`--units kelvin`: expected one of metric, imperial, standard"),
        (["--timeout", "0"], "`--timeout 0`: expected a number of seconds above 0 and at most 600"),
        (["--timeout", "-1"], "`--timeout -1`: expected a number of seconds above 0 and at most 600"),
        (["--base-url", "api.example.com"], "`--base-url api.example.com`: expected an http:// or https:// URL"),
        (["--lang", "../x"], "`--lang ../x`: expected one of the languages " + Language.codes),
        (["--api-key", ""], "`--api-key ...`: expected a non-empty key of printable ASCII characters"),
        (["95,0"], "`95,0`: expected a latitude from -90 to 90"),
        (["1,-181"], "`1,-181`: expected a longitude from -180 to 180"),
        (["--city", " "], "`--city  `: expected a place name such as London or \"New York,NY,US\""),
        (["--forecast=17"], "`--forecast 17`: expected a number of days from 1 to 5"),
        (
            ["--forecast=every"],
            "`--forecast every`: expected a number of days from 1 to 5 (8 with --onecall, 16 with Open-Meteo, 9 with MET Norway), or all"
        ),
        (["--zip", ""], "`--zip `: expected a postal code such as 10018 or 10018,US"),
        (["nan,0"], "`nan,0`: expected coordinates as two finite numbers, like 51.5,-0.1"),
        // Numbers and commas that are not two numbers are coordinates gone wrong, not a name to look up.
        (["52.5, "], "`52.5, `: expected coordinates as two numbers, like 51.5,-0.1 (a postal code goes with --zip)"),
        (["52.5,13.4,7"], "`52.5,13.4,7`: expected coordinates as two numbers, like 51.5,-0.1"),
        ([",13.4"], "`,13.4`: expected coordinates as two numbers"),
        (["51.5", "-0.1"], "`51.5 -0.1`: expected coordinates as one argument, like 51.5,-0.1"),
        (["--units", "metric", "-0.1"], "unknown option `-0.1`; see weather --help"),
        // Two numbers apart are one pair; a lone number is no place; a name goes before its country.
        (["44.4", "26.1"], "`44.4 26.1`: expected coordinates as one argument, like 44.4,26.1"),
        (["-33.9", "151.2"], "`-33.9 151.2`: expected coordinates as one argument, like -33.9,151.2"),
        (["44.4"], "`44.4`: expected a place name, or coordinates as one LAT,LON argument like 51.5,-0.1"),
        ([",GB"], "`,GB`: expected a place name before the comma, like London,GB"),
        ([","], "`,`: expected a place name before the comma"),
        (["--city", ",FR"], "`--city ,FR`: expected a place name before the comma, like London,GB"),
    ]

    @Test(arguments: errors)
    func mistakesNameTheFlagAndValue(arguments: [String], message: String) throws {
        let error = try #require(throws: CommandLineError.self) { try CommandLineParser.parse(arguments) }
        #expect(error.description.hasPrefix(message), "\(error.description)")
        #expect(error.exitCode == .usage)
    }
}

@Suite struct CompletionsTests {
    /// What bash offers for the words typed so far (the last one is being completed).
    static func bashCompletes(_ words: [String]) throws -> [String] {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("weather-\(UUID().uuidString).bash")
        try GeneratedFile.bash.contents.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            "source '\(script.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _weather; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\"",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesFlagsAfterAnOptionalValueAndValuesAfterAnEquals() throws {
        #expect(try Self.bashCompletes(["weather", "--forecast", "--j"]) == ["--json"])
        // The days come from `weather --forecast-days` (CompletionsEndToEndTests); the flags are here.
        #expect(try Self.bashCompletes(["weather", "--forecast", ""]).contains("--json"))
        #expect(try Self.bashCompletes(["weather", "--units=im"]) == ["--units=imperial"])
        // bash's default COMP_WORDBREAKS splits `--units=im` into three words.
        #expect(try Self.bashCompletes(["weather", "--units", "=", "im"]) == ["imperial"])
        #expect(try Self.bashCompletes(["weather", "--color", "--of"]) == ["--offline"])
        #expect(try Self.bashCompletes(["weather", "--units", ""]) == ["metric", "imperial", "standard"])
    }

}
