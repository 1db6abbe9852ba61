import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `weather` binary as a user would, with a throwaway HOME and XDG folders,
/// against our loopback server, and checks stdout, stderr and the exit code.
@Suite struct EndToEndTests {
    static let key = WeatherRunner.key
    static let london = Fixtures.londonCurrent

    let runner: WeatherRunner
    var sandbox: SandboxHome { runner.sandbox }

    init() throws { runner = try WeatherRunner() }

    /// `weather arguments…` with no key unless `environment` gives one.
    func run(
        _ arguments: [String], _ environment: [String: String] = [:], stdin: Data = Data()
    ) async throws -> ProcessResult {
        try await runner.run(arguments, environment, withKey: false, stdin: stdin)
    }

    func against(_ server: LoopbackServer, _ extra: [String] = [], json: Bool = false) async throws -> ProcessResult {
        try await runner.run(
            ["--lat", "51.5", "--lon", "-0.1", "--base-url", server.baseURL] + extra + (json ? ["--json"] : []))
    }

    // MARK: success

    @Test func humanViewOnSuccess() async throws {
        let server = try LoopbackServer(always: .json(Fixtures.observed(Self.london)))
        let result = try await against(server)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("London, GB\n🌧️ moderate rain\n"))
        #expect(result.stdout.contains("Temperature  8.7 °C, feels like 4.0 °C"))
        #expect(result.stdout.contains("Sunrise      04:37 UTC"))
        #expect(!result.stdout.contains("not the weather now"))
        let request = try #require(server.requests.first)
        #expect(request.query["appid"] == Self.key)
        #expect(request.query["lat"] == "51.5" && request.query["lon"] == "-0.1")
    }

    @Test func jsonOnSuccessIsAlwaysMetric() async throws {
        let server = try LoopbackServer(always: .json(Fixtures.data(Self.london)))
        let result = try await against(server, ["--units", "imperial"], json: true)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["schema_version"] as? Int == 1)
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["temperature_c"] as? Double == 8.72)
        #expect((object["query"] as? [String: Double]) == ["lat": 51.5, "lon": -0.1])
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test func inputFileAndStandardInputNeedNoKeyAndNoNetwork() async throws {
        let path = Fixtures.url(Self.london).path
        let fromFile = try await run(["--input", path, "--json"])
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout.contains(#""query":{"input":"\#(path)"}"#))
        let fromStdin = try await run(["--input", "-"], stdin: try Fixtures.data(Self.london))
        #expect(fromStdin.status == 0)
        #expect(fromStdin.stdout.hasPrefix("London, GB\n"))
    }

    @Test func helpAndVersion() async throws {
        let help = try await run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--lat DEG") && help.stdout.contains("--base-url URL"))
        let version = try await run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("weather ") && version.stdout.hasSuffix("\n"))
    }

    // MARK: every row of the exit-code table

    @Test(arguments: [
        (["--frobnicate"], "weather: unknown option `--frobnicate`; see weather --help\n"),
        (["--lat", "91", "--lon", "0"], "weather: `--lat 91`: expected a latitude from -90 to 90\n"),
        (["--lat", "abc", "--lon", "0"], "weather: `--lat abc`: expected a number\n"),
        (
            [String](),
            "weather: no place given: name one (weather London, --lat DEG --lon DEG, or --here to locate by IP "
                + "address), "
                + "or set `places` or `location` in the config file\n"
        ),
    ])
    func exit64ForMisuse(arguments: [String], stderr: String) async throws {
        let result = try await run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
        #expect(result.stdout == "")
    }

    @Test func exit65ForAResponseThatIsNotWeather() async throws {
        let server = try LoopbackServer(always: .json(#"{"coord":{"lat":1,"lon":2},"main":{"temp":"warm"},"dt":1}"#))
        let result = try await against(server)
        #expect(result.status == 65)
        #expect(
            result.stderr == "weather: bad response from OpenWeatherMap: `main.temp` is not a number (found \"warm\")\n"
        )
    }

    @Test func exit65ForBadInput() async throws {
        let result = try await run(["--input", "-"], stdin: Data("{\"coord\":".utf8))
        #expect(result.status == 65)
        #expect(result.stderr == "weather: bad input on stdin: the JSON is truncated (it ends after 9 bytes)\n")
    }

    /// A body saved with `&units=metric` (the usual curl URL) would print -261 °C: it is refused,
    /// naming the key and the fix.
    @Test func aSavedBodyInOtherUnitsIsRefused() async throws {
        let path = Fixtures.url("current/dblock_moscow-ru_lang-ru_metric_2020.json").path
        let result = try await run(["--input", path])
        #expect(result.status == 65 && result.stdout == "")
        #expect(
            result.stderr
                == "weather: bad input in \(path): `main.temp` is 12.00, too cold for Kelvin; the data looks fetched "
                + "with units=metric or units=imperial, and weather reads the API's default units (Kelvin): fetch it "
                + "without units=\n")
    }

    /// A saved error body is the file's content, not the server's mood: no "try again".
    @Test func aSavedErrorOrForecastSaysWhatTheFileHolds() async throws {
        let limited = try await run(
            ["--input", "-"], stdin: Data(#"{"cod":429,"message":"Your account is temporarily blocked"}"#.utf8))
        #expect(limited.status == 65)
        #expect(
            limited.stderr
                == "weather: bad input on stdin: it holds an OpenWeatherMap error, not weather: code 429, "
                + "\"Your account is temporarily blocked\"\n")
        let forecast = try await run(["--input", "-"], stdin: try Fixtures.data(Fixtures.londonForecast))
        #expect(forecast.status == 65)
        #expect(
            forecast.stderr
                == "weather: bad input on stdin: it holds a 5-day forecast (/data/2.5/forecast), not current weather "
                + "(/data/2.5/weather)\n")
    }

    @Test func exit66ForAnUnreadableInputFile() async throws {
        let missing = sandbox.home.appendingPathComponent("nope.json").path
        let result = try await run(["--input", missing])
        #expect(result.status == 66)
        #expect(result.stderr == "weather: cannot read --input \(missing): no such file\n")
        let folder = try await run(["--input", sandbox.home.path])
        #expect(folder.status == 66)
        #expect(folder.stderr.hasSuffix(": it is a folder, not a file\n"))
        let config = try await run(["London", "--config", sandbox.home.path])
        #expect(config.status == 78)
        #expect(
            config.stderr
                == "weather: config file \(sandbox.home.path) is a folder, not a file; name the file in it, e.g. "
                + "\(sandbox.home.path)/config.json\n")
    }

    @Test func exit69WhenNotFound() async throws {
        let server = try LoopbackServer(always: .json(#"{"cod":"404","message":"city not found"}"#, status: 404))
        let result = try await against(server)
        #expect(result.status == 69)
        #expect(result.stderr == "weather: OpenWeatherMap found nothing for this request (HTTP 404: city not found)\n")
    }

    @Test func exit69ForAnErrorBodyWithStatus200() async throws {
        let body = try Fixtures.data("errors/coderhs_404_weather_error-not-found-city_http200_legacy2014.json")
        let result = try await against(try LoopbackServer(always: .json(body)))
        #expect(result.status == 69)
    }

    @Test(arguments: [
        LoopbackServer.Reply.json(#"{"cod":503,"message":"busy"}"#, status: 503),
        .json(#"{"cod":429,"message":"slow down"}"#, status: 429),
        .dropConnection,
    ])
    func exit75WhenTemporary(reply: LoopbackServer.Reply) async throws {
        let result = try await against(try LoopbackServer(always: reply))
        #expect(result.status == 75)
        #expect(result.stderr.hasPrefix("weather: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// An endless input (`/dev/zero`, a pipe that never ends) is refused at 2 MiB, on stdin as from a
    /// file, with exit 66 and in bounded memory, not read until the machine kills the process.
    @Test func anEndlessInputIsRefusedAtTwoMiB() async throws {
        let file = try runner.start(["--input", "/dev/zero"], measuringMemory: true)
        let result = try await file.result()
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "weather: cannot read --input /dev/zero: it is larger than 2 MiB, the most an answer may be\n")
        #expect(result.peakResidentBytes < 200 * 1024 * 1024, "\(result.peakResidentBytes)")
        let piped = try await run(["--input", "-"], stdin: Data(repeating: 32, count: 3 * 1024 * 1024))
        #expect(piped.status == 66 && piped.stderr.contains("--input -: it is larger than 2 MiB"))
    }

    @Test func exit75WithinTheTimeoutWhenTheServerIsSilent() async throws {
        let server = try LoopbackServer(always: .neverAnswer)
        defer { server.stop() }
        let result = try await against(server, ["--timeout", "1"])
        #expect(result.status == 75)
        // The server would hold the connection for an hour: the process must end on its deadline.
        #expect(result.seconds < 1 + ProcessResult.busyMachineSlack, "it took \(result.seconds) s")
        #expect(
            result.stderr == "weather: no answer from 127.0.0.1 within 1 s; try again, or allow longer with --timeout\n"
        )
    }

    @Test func exit77WhenTheKeyIsRejectedEvenIfTheServerEchoesIt() async throws {
        let body = #"{"cod":401,"message":"Invalid API key \#(Self.key). Please see https://openweathermap.org/faq"}"#
        let result = try await against(try LoopbackServer(always: .json(body, status: 401)), json: true)
        #expect(result.status == 77)
        // Where the key came from, so the user knows what to mend.
        #expect(
            result.stderr.hasPrefix(
                "weather: OpenWeatherMap rejected the API key from OPENWEATHERMAP_API_KEY (HTTP 401: Invalid API key "
                    + "[redacted]."))
        #expect(result.stdout.contains(#""code":77,"kind":"auth""#))
    }

    /// A key that cannot be OpenWeatherMap's (pasted from the README, or the example config's) is
    /// refused before any request, naming where it came from; a short one mangles no word of the
    /// message (`k` in "key").
    @Test(arguments: [
        (["--api-key", "k"], [:], "the API key from --api-key is not an OpenWeatherMap key"),
        (
            [], ["OPENWEATHERMAP_API_KEY": "your-key"],
            "the API key from OPENWEATHERMAP_API_KEY is not an OpenWeatherMap key"
        ),
        (
            [], ["OWM_API_KEY": "0123456789ABCDEF0123456789ABCDEG"],
            "the API key from OWM_API_KEY is not an OpenWeatherMap key"
        ),
        (
            ["--config", "EXAMPLE"], [:],
            "the API key from api_key in config file EXAMPLE is the example config's placeholder"
        ),
    ])
    func aKeyThatCannotBeOneIsRefusedBeforeAnyRequest(
        arguments: [String], environment: [String: String], message: String
    ) async throws {
        let server = try LoopbackServer(always: .json(Fixtures.data(Self.london)))
        // The shipped example, copied as the README says (readable by its owner alone).
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("config.example.json")
        let example = try sandbox.writeConfig(
            String(contentsOf: shipped, encoding: .utf8), relativePath: "example.json"
        )
        .path
        chmod(example, 0o600)
        let result = try await runner.run(
            ["51.5,-0.1"] + arguments.map { $0 == "EXAMPLE" ? example : $0 }, server: server, environment,
            withKey: false)
        #expect(result.status == 78)
        #expect(
            result.stderr
                == "weather: " + message.replacing("EXAMPLE", with: example)
                + (message.hasSuffix("placeholder")
                    ? ", not a key; put yours there (from https://home.openweathermap.org/api_keys), or delete "
                        + "`api_key` to use Open-Meteo, which needs none"
                    : ", which is 32 hexadecimal digits; copy yours from https://home.openweathermap.org/api_keys")
                + "\n")
        #expect(server.requests.isEmpty)
    }

    /// The example config copied as the README says, then `api_key` deleted as the message says:
    /// a keyless run, which Open-Meteo answers.
    @Test func theExampleWithoutItsKeyRunsKeyless() async throws {
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("config.example.json")
        let lines = try String(contentsOf: shipped, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let keyless = lines.filter { !$0.contains("\"api_key\"") }.joined(separator: "\n")
        let config = try sandbox.writeConfig(keyless)
        chmod(config.path, 0o600)
        let forecast = try Fixtures.data(
            "open-meteo/tpryan_forecast_berlin_celsius-kmh_EDITED-cest-current-daily1.json")
        let server = try LoopbackServer(always: .json(forecast))
        let result = try await runner.run(
            ["52.52,13.42", "--json"], server: server, ["OPEN_METEO_BASE_URL": server.baseURL], withKey: false)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""provider":"open-meteo""#), "\(result.stdout)")
        #expect(server.requests.map(\.path) == ["/v1/forecast"])
    }

    /// A server that refuses the connection: its host and port, and where its URL came from, with
    /// `--base-url` suggested only when that is where it came from.
    @Test func aRefusedConnectionNamesThePortAndWhereTheURLCameFrom() async throws {
        let refusing = try RefusingPort()
        let place = ["--lat", "1", "--lon", "2"]
        let flag = try await runner.run(place + ["--base-url", refusing.baseURL])
        #expect(flag.status == 75)
        #expect(
            flag.stderr
                == "weather: could not connect to 127.0.0.1 port \(refusing.port) (connection refused); check the "
                + "server, or --base-url\n")
        let variable = try await runner.run(place, ["OPENWEATHERMAP_BASE_URL": refusing.baseURL], withKey: true)
        #expect(
            variable.stderr
                == "weather: could not connect to 127.0.0.1 port \(refusing.port) (connection refused); the URL is from "
                + "OPENWEATHERMAP_BASE_URL: check the server, or that variable\n")
        let config = try sandbox.writeConfig(#"{"base_url": "\#(refusing.baseURL)"}"#)
        let fromConfig = try await runner.run(place, withKey: true)
        #expect(
            fromConfig.stderr
                == "weather: could not connect to 127.0.0.1 port \(refusing.port) (connection refused); the URL is from "
                + "base_url in config file \(config.path): check the server, or that setting\n")
        #expect(!variable.stderr.contains("--base-url") && !fromConfig.stderr.contains("--base-url"))
    }

    /// OpenWeatherMap asked for by name, without a key (without a name, Open-Meteo answers).
    @Test func exit78WithoutAKey() async throws {
        let result = try await run(["--lat", "1", "--lon", "2", "--provider", "openweathermap"])
        #expect(result.status == 78)
        #expect(result.stderr.hasPrefix("weather: no API key: set OPENWEATHERMAP_API_KEY or `api_key` in "))
        #expect(result.stderr.contains(sandbox.configHome.path + "/weather/config.json"))
    }

    @Test func exit78ForABadConfigFile() async throws {
        let path = try sandbox.writeConfig(#"{"untis": "metric"}"#).path
        let result = try await run(["--lat", "1", "--lon", "2"], ["OPENWEATHERMAP_API_KEY": Self.key])
        #expect(result.status == 78)
        #expect(result.stderr.hasPrefix("weather: config file \(path): unknown key `untis` (did you mean `units`?)"))
        let missing = try await run(["--config", "/nonexistent/weather.json", "--lat", "1", "--lon", "2"])
        #expect(missing.status == 78)
        #expect(missing.stderr.contains("/nonexistent/weather.json (from --config) does not exist"))
        let named = try await run(["--lat", "1", "--lon", "2"], ["WEATHER_CONFIG": "/nonexistent/weather.json"])
        #expect(named.status == 78)
        #expect(named.stderr.contains("(from WEATHER_CONFIG) does not exist"), "\(named.stderr)")
        #expect(named.stderr.contains("unset WEATHER_CONFIG") && !named.stderr.contains("--config"))
    }

    @Test func devNullIsAnEmptyConfig() async throws {
        let result = try await run(["--config", "/dev/null", "--lat", "1", "--lon", "2", "--provider", "owm"])
        #expect(result.status == 78)
        #expect(result.stderr.hasPrefix("weather: no API key"), "\(result.stderr)")
    }

    // MARK: JSON errors

    @Test(arguments: [
        (["--lat", "1", "--lon", "2", "--json", "--provider", "owm"], 78, "config"),
        (["--bogus", "--json"], 64, "usage"),
        (["--input", "/nonexistent", "--json"], 66, "no_input"),
    ])
    func jsonErrorObjectOnStdout(arguments: [String], code: Int, kind: String) async throws {
        let result = try await run(arguments)
        #expect(result.status == Int32(code))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["schema_version"] as? Int == 1)
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["code"] as? Int == code)
        #expect(error["kind"] as? String == kind)
        #expect("weather: \(error["message"] as? String ?? "")\n" == result.stderr)
    }

    // MARK: configuration precedence

    @Test func configFileSuppliesKeyLocationUnitsAndBaseURL() async throws {
        let server = try LoopbackServer(always: .json(Fixtures.data(Self.london)))
        try sandbox.writeConfig(
            """
            {"api_key": "\(Self.key)", "units": "imperial", "lang": "de", "location": {"lat": 10, "lon": 20},
             "base_url": "\(server.baseURL)", "timeout_s": 5}
            """)
        let result = try await run([])
        #expect(result.status == 0)
        #expect(result.stdout.contains("°F"))
        let request = try #require(server.requests.first)
        #expect(request.query == ["lat": "10", "lon": "20", "appid": Self.key, "lang": "de"])
    }

    @Test func flagBeatsEnvironmentBeatsConfig() async throws {
        let server = try LoopbackServer(always: .json(Fixtures.data(Self.london)))
        let unused = try LoopbackServer(always: .json("{}", status: 500))
        let (config, owm, env, flag) = (
            "c0f1c0f1c0f1c0f1c0f1c0f1c0f1c0f1", "0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a", "e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0",
            "f1a9f1a9f1a9f1a9f1a9f1a9f1a9f1a9"
        )
        try sandbox.writeConfig(#"{"api_key": "\#(config)", "base_url": "\#(unused.baseURL)"}"#)
        // --refresh: each run must reach the server, not the previous run's cache entry.
        let location = ["--lat", "1", "--lon", "2", "--refresh"]

        _ = try await run(location, ["OPENWEATHERMAP_BASE_URL": server.baseURL])
        _ = try await run(location, ["OPENWEATHERMAP_BASE_URL": server.baseURL, "OWM_API_KEY": owm])
        _ = try await run(
            location, ["OPENWEATHERMAP_BASE_URL": server.baseURL, "OWM_API_KEY": owm, "OPENWEATHERMAP_API_KEY": env])
        _ = try await run(
            location + ["--api-key", flag], ["OPENWEATHERMAP_BASE_URL": server.baseURL, "OPENWEATHERMAP_API_KEY": env])
        #expect(server.requests.map { $0.query["appid"] } == [config, owm, env, flag])
        #expect(unused.requests.isEmpty)

        let explicit = try sandbox.writeConfig(#"{"units": "standard"}"#, relativePath: "other.json")
        let viaVariable = try await run(["--input", Fixtures.url(Self.london).path], ["WEATHER_CONFIG": explicit.path])
        #expect(viaVariable.stdout.contains(" K, feels like"))
    }
}
