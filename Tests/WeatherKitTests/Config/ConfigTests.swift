import Foundation
import Testing

@testable import WeatherKit

@Suite struct ConfigFileTests {
    static func parse(_ text: String) throws -> Options { try ConfigFile.parse(text) }

    @Test func everyKeyParses() throws {
        let config = try Self.parse(
            """
            {"api_key": "abc123", "units": "imperial", "lang": "pt_br", "location": {"lat": 51.5, "lon": -0.1},
             "timeout_s": 2.5, "base_url": "http://127.0.0.1:8080/owm"}
            """)
        #expect(config.apiKey == "abc123")
        #expect(config.units == .imperial)
        #expect(config.language == "pt_br")
        #expect(config.latitude == 51.5 && config.longitude == -0.1)
        #expect(config.timeoutSeconds == 2.5)
        #expect(config.baseURL?.absoluteString == "http://127.0.0.1:8080/owm")
    }

    /// `config.example.json` shows every key, and each one lands in its own field with the
    /// example's value. The example is read a second time with JSONSerialization, and the field
    /// each key fills is listed here by hand, not taken from the option table the parser uses: a
    /// key read into the wrong field, or dropped, fails.
    @Test func theShippedExampleIsValid() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("config.example.json")
        let data = try Data(contentsOf: url)
        let config = try ConfigFile.parse(data, path: "config.example.json")
        let example = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let missing = ConfigFile.keys.filter { example[$0] == nil }
        #expect(missing == [], "config.example.json lacks \(missing)")
        for key in ConfigFile.keys {
            guard let value = example[key] else { continue }
            switch key {
            case "api_key": #expect(config.apiKey == value as? String, "\(key)")
            case "units": #expect(config.units?.rawValue == value as? String, "\(key)")
            case "wind_unit": #expect(config.windUnit?.rawValue == value as? String, "\(key)")
            case "clock": #expect(config.clock?.rawValue == (value as? Int).map(String.init), "\(key)")
            case "lang": #expect(config.language == value as? String, "\(key)")
            case "location":
                let point = value as? [String: Any]
                #expect(config.latitude == point?["lat"] as? Double, "\(key).lat")
                #expect(config.longitude == point?["lon"] as? Double, "\(key).lon")
            case "places":
                // An object of aliases (as shipped) or a list; the file's order is checked elsewhere.
                if let aliases = value as? [String: String] {
                    let read = config.aliases.map { ($0.name ?? "", $0.place.label) }
                    #expect(Dictionary(uniqueKeysWithValues: read) == aliases, "\(key)")
                } else {
                    #expect(config.places.map(\.label) == value as? [String], "\(key)")
                }
            case "timeout_s": #expect(config.timeoutSeconds == value as? Double, "\(key)")
            case "retries": #expect(config.retries == value as? Int, "\(key)")
            case "cache_ttl_s": #expect(config.cacheTTL == value as? Double, "\(key)")
            case "format":
                let template = try (value as? String).map { try Template($0) }
                #expect(template != nil && config.template == template, "\(key)")
            case "air": #expect(config.air == value as? Bool, "\(key)")
            case "aqi_scale": #expect(config.aqiScale?.rawValue == value as? String, "\(key)")
            case "sky": #expect(config.sky == value as? Bool, "\(key)")
            case "yesterday": #expect(config.yesterday == value as? Bool, "\(key)")
            case "warnings": #expect(config.warnings == value as? Bool, "\(key)")
            case "locate_ttl_s": #expect(config.locateTTL == value as? Double, "\(key)")
            case "onecall": #expect(config.oneCall == value as? Bool, "\(key)")
            case "onecall_daily_limit": #expect(config.oneCallLimit == value as? Int, "\(key)")
            case "onecall_version": #expect(config.oneCallVersion?.rawValue == value as? String, "\(key)")
            case "base_url":
                // Each provider's own (as shipped, OpenWeatherMap's alone, so that a keyless run never
                // sends Open-Meteo's requests there), or a string for the provider in use.
                if let own = value as? [String: String] {
                    let read = config.providerBaseURLs.map { ($0.key.rawValue, $0.value.absoluteString) }
                    #expect(Dictionary(uniqueKeysWithValues: read) == own && config.baseURL == nil, "\(key)")
                } else {
                    #expect(config.baseURL?.absoluteString == value as? String, "\(key)")
                }
            case "contact": #expect(config.contact == value as? String, "\(key)")
            case "provider":
                #expect(config.provider == (value as? String).flatMap(ProviderChoice.init(named:)), "\(key)")
            default: Issue.record("no check for the config key `\(key)`: add one here")
            }
        }
    }

    static let errors: [(String, String)] = [
        (#"{"untis": "metric"}"#, "unknown key `untis` (did you mean `units`?)"),
        (#"{"colour": true}"#, "unknown key `colour`;"),
        (#"{"units": "kelvin"}"#, #"`units`: expected one of metric, imperial, standard (found "kelvin")"#),
        (#"{"units": 1}"#, "`units`: expected a string (found 1)"),
        (#"{"timeout_s": 0}"#, "`timeout_s`: expected a number of seconds above 0 and at most 600 (found 0)"),
        (#"{"timeout_s": "10"}"#, #"`timeout_s`: expected a number (found "10")"#),
        (#"{"base_url": "ftp://x"}"#, "`base_url`: expected an http:// or https:// URL"),
        (#"{"base_url": {"open-meteo": "ftp://x"}}"#, "`base_url.open-meteo`: expected an http:// or https:// URL"),
        (
            #"{"base_url": {"openmeteo": "http://x"}}"#,
            "unknown key `base_url.openmeteo` (did you mean `base_url.open-meteo`?)"
        ),
        (#"{"base_url": {"owm": 1}}"#, "unknown key `base_url.owm`"),
        (#"{"base_url": {"openweathermap": 1}}"#, "`base_url.openweathermap`: expected a string (found 1)"),
        (#"{"base_url": 8080}"#, #"`base_url`: expected a string, or an object by provider like {"openweathermap": "#),
        (#"{"lang": "en us"}"#, "`lang`: expected one of the languages " + Language.codes),
        (#"{"location": {"lat": 95, "lon": 0}}"#, "`location.lat`: expected a latitude from -90 to 90 (found 95)"),
        (#"{"location": {"lat": 1}}"#, "`location.lon`: expected a number (found nothing)"),
        (#"{"location": {"lat": 1, "lng": 2}}"#, "unknown key `location.lng`; valid keys: location.lat, location.lon"),
        (#"{"location": {"lat": 1, "long": 2}}"#, "unknown key `location.long` (did you mean `location.lon`?)"),
        (#"{"location": "London"}"#, "`location`: expected an object like"),
        (#"{"api_key": 12345}"#, "`api_key`: expected a string (found 12345)"),
        (
            #"{"api_key": "has space"}"#,
            "`api_key`: expected a non-empty key of printable ASCII characters (found a malformed key)"
        ),
        (#"["units"]"#, "must hold a JSON object"),
        (#"{"units": "metric""#, "is not valid JSON: line 1, column 19: expected `,` or `}`"),
        ("{\n  \"units\": \"metric\",\n}", "is not valid JSON: line 3, column 1: expected a key in double quotes"),
        (#"{"units": "metric", "units": "imperial"}"#, "`units` is given twice on line 1; keep one"),
        ("{\"units\": \"metric\",\n \"units\": \"imperial\"}", "`units` is given twice (lines 1 and 2); keep one"),
        (#"{"places": []}"#, "`places`: expected a list of at least one place"),
        (#"{"format": "{temp"}"#, "`format`: expected a `}` to close `{temp`"),
        (#"{"air": "yes"}"#, #"`air`: expected true or false (found "yes")"#),
    ]

    @Test(arguments: errors)
    func badConfigNamesTheKey(text: String, fragment: String) throws {
        let error = try #require(throws: ConfigError.self) { try Self.parse(text) }
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(error.description.contains("/etc/w.json"))
        #expect(error.exitCode == .config)
    }

    @Test func anEmptyFileIsAnEmptyConfig() throws {
        #expect(try Self.parse("") == Options())
        #expect(try Self.parse(" \n\t\n") == Options())
    }

    /// `air` in the config is `--air`; the flag and the config decide, and a template that shows air
    /// quality asks for it by itself. The air forecast comes only with a forecast asked for by flag.
    @Test func airComesFromTheFlagTheConfigOrTheTemplate() throws {
        #expect(try Settings.of([]).plan.air == false)
        #expect(try Settings.of(["--air"]).plan.air == true)
        #expect(try Settings.of([], config: #"{"air": true}"#).plan.air == true)
        #expect(try Settings.of([], config: #"{"air": false}"#).plan.air == false)
        #expect(try Settings.of(["--format", "{aqi}"]).plan.air == true)
        #expect(try Settings.of(["--format", "{aqi}"]).plan.airForecast == false)
        #expect(try Settings.of(["--air", "--forecast"]).plan.airForecast == true)
        // `--aqi-scale` typed is a request to see air quality; in the config it only picks the scale.
        #expect(try Settings.of(["--aqi-scale", "epa"]).plan.air == true)
        #expect(try Settings.of(["--aqi-scale", "epa"]).style.airScale == .epa)
        #expect(try Settings.of([], config: #"{"aqi_scale": "uk"}"#).plan.air == false)
        #expect(try Settings.of([], config: #"{"aqi_scale": "uk"}"#).style.airScale == .uk)
        #expect(try Settings.of(["--aqi-scale", "eu"], config: #"{"aqi_scale": "uk"}"#).style.airScale == .eu)
        #expect(try Settings.of(["--provider", "owm"]).style.airScale == .owm)
        // Open-Meteo has no index of its own: the EPA's, unless one is chosen.
        #expect(try Settings.of([]).style.airScale == .epa)
        #expect(try Settings.of([], config: #"{"aqi_scale": "uk"}"#).style.airScale == .uk)
        let forPlaceholders = FetchPlan.Forecast(span: .everything, askedByName: false)
        #expect(try Settings.of(["--format", "{rain_next}"]).plan.forecast == forPlaceholders)
        #expect(try Settings.of(["--waybar", "--format", "{today_max}"]).plan.forecast == forPlaceholders)
        #expect(try Settings.of(["--format", "{temp}"]).plan.forecast == nil)
        // A template that shows no air quality does not fetch it, though the config says `air`.
        #expect(try Settings.of(["--format", "{temp}"], config: #"{"air": true}"#).plan.air == false)
    }

    /// Each provider's days: OpenWeatherMap's free 5, One Call's 8, Open-Meteo's 16; and its
    /// cache lifetime: Open-Meteo's models change no faster than every 15 minutes.
    @Test func daysAndFreshnessFollowTheProvider() throws {
        #expect(try Settings.of(["--forecast", "16"]).plan.forecast?.span == .days(16))
        let key = ["--api-key", "e2e5ec2e7a0b1c2d3e4f5a6b7c8d9e0f"]
        #expect(
            throws: CommandLineError.conflict(
                "--forecast 7: OpenWeatherMap's forecast has 5 days; 6 to 8 need --onecall (One Call)")
        ) {
            try Settings.of(key + ["--forecast", "7"])
        }
        #expect(
            throws: CommandLineError.conflict(
                "--forecast 9: OpenWeatherMap's forecast has 5 days (8 with --onecall); 9 days need --provider open-meteo or --provider met-norway"
            )
        ) {
            try Settings.of(key + ["--forecast", "9"])
        }
        #expect(
            throws: CommandLineError.conflict(
                "--forecast 12: OpenWeatherMap's forecast has 8 days with One Call; 12 days need --provider open-meteo")
        ) { try Settings.of(key + ["--onecall", "--forecast", "12"]) }
        #expect(try Settings.of(key + ["--onecall", "--forecast", "8"]).plan.forecast?.span == .days(8))
        #expect(try Settings.of([]).network.cache.ttl == 900)
        #expect(try Settings.of(key).network.cache.ttl == 600)
        #expect(try Settings.of(["--cache-ttl", "60"]).network.cache.ttl == 60)
    }

    /// Some editors start UTF-8 files with a byte order mark; JSONDecoder skips it, and so do we.
    @Test func aByteOrderMarkIsSkipped() throws {
        let options = try ConfigFile.parse(Data([0xEF, 0xBB, 0xBF] + Array(#"{"units": "imperial"}"#.utf8)), path: "c")
        #expect(options.units == .imperial)
    }

    /// A read error half way is not an empty (or partial) file: the kernel refuses /proc/self/mem at 0.
    @Test func aReadErrorIsUnreadableNotEmpty() {
        #expect(FileContents.read("/proc/self/mem") == .unreadable(reason: "input/output error"))
    }

    /// An endless file is refused once it passes what an answer may be, not read until memory
    /// runs out; a file of exactly that size is read whole.
    @Test func aFileOverTheLimitIsRefusedAtTheLimit() throws {
        #expect(FileContents.read("/dev/zero") == .tooLarge(limit: 2 * 1024 * 1024))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("weather-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(repeating: 32, count: 2 * 1024 * 1024).write(to: file)
        #expect(FileContents.read(file.path) == .data(Data(repeating: 32, count: 2 * 1024 * 1024)))
        #expect(
            ConfigError.tooLarge(path: "/dev/zero", limit: 2 * 1024 * 1024).description
                == "config file /dev/zero is larger than 2 MiB; is it the config file?")
    }

    /// `"location": "auto"` in any case locates; a name there says where names go.
    @Test func locationAutoInAnyCaseAndANameSaysWhereNamesGo() throws {
        #expect(try Self.parse(#"{"location": "Auto"}"#).locateHere == true)
        #expect(try Self.parse(#"{"location": "AUTO"}"#).locateHere == true)
        let error = try #require(throws: ConfigError.self) { try Self.parse(#"{"location": "London"}"#) }
        #expect(error.description.contains(#"a place by name goes in "places": ["London"]"#), "\(error.description)")
        let number = try #require(throws: ConfigError.self) { try Self.parse(#"{"location": 5}"#) }
        #expect(!number.description.contains("places"), "\(number.description)")
    }

    /// The example's placeholder key is undone where it was set: the variable, the flag, the file.
    @Test func thePlaceholderKeySaysHowToUndoItWhereItWasSet() {
        let cases: [(SettingOrigin, String)] = [
            (.environment("OPENWEATHERMAP_API_KEY"), "or unset OPENWEATHERMAP_API_KEY to use Open-Meteo"),
            (.flag("--api-key"), "or drop --api-key to use Open-Meteo"),
            (.configFile(key: "api_key", path: "/c.json"), "or delete `api_key` to use Open-Meteo"),
        ]
        for (origin, advice) in cases {
            let text = ConfigError.badAPIKey(origin: origin, placeholder: true).description
            #expect(text.contains(advice), "\(text)")
        }
    }

    @Test func aMalformedKeyIsNeverEchoed() throws {
        let error = try #require(throws: ConfigError.self) { try Self.parse(#"{"api_key": "sec ret"}"#) }
        #expect(!error.description.contains("sec ret"))
    }
}

@Suite struct ConfigLocationTests {
    @Test func precedenceIsFlagThenVariableThenXDGThenHome() {
        let environment = ["WEATHER_CONFIG": "/env.json", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"]
        #expect(ConfigLocation.find(flag: "/flag.json", environment: environment)?.path == "/flag.json")
        #expect(
            ConfigLocation.find(flag: nil, environment: environment)
                == ConfigLocation(path: "/env.json", namedBy: "WEATHER_CONFIG"))
        #expect(
            ConfigLocation.find(flag: nil, environment: ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"])
                == ConfigLocation(path: "/xdg/weather/config.json"))
        #expect(
            ConfigLocation.find(flag: nil, environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"])?.path
                == "/home/u/.config/weather/config.json")
        #expect(ConfigLocation.find(flag: nil, environment: [:]) == nil)
    }

    @Test func aMissingDefaultFileIsFineButAMissingNamedFileIsNot() throws {
        let missing: (String) -> FileContents = { _ in .missing }
        #expect(try ConfigLocation(path: "/x").load(read: missing) == Options())
        #expect(throws: ConfigError.fileNotFound(path: "/x", source: "--config")) {
            try ConfigLocation(path: "/x", namedBy: "--config").load(read: missing)
        }
        #expect(throws: ConfigError.unreadable(path: "/x", reason: "denied")) {
            try ConfigLocation(path: "/x").load(read: { _ in .unreadable(reason: "denied") })
        }
    }

    /// `--config` given the config's folder: said to be a folder, with the file meant, not a
    /// question of permissions.
    @Test func aFolderIsSaidToBeAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-config-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileContents.read(folder.path) == .folder)
        let error = try #require(throws: ConfigError.self) {
            try ConfigLocation(path: folder.path, namedBy: "--config").load()
        }
        #expect(
            error.description
                == "config file \(folder.path) is a folder, not a file; name the file in it, e.g. \(folder.path)/config.json"
        )
        #expect(error.exitCode.rawValue == 78)
    }

    @Test func aMissingFileNamesWhatNamedIt() {
        let fromVariable = ConfigError.fileNotFound(path: "/nonexistent", source: "WEATHER_CONFIG").description
        #expect(fromVariable.contains("unset WEATHER_CONFIG"), "\(fromVariable)")
        #expect(!fromVariable.contains("--config"), "\(fromVariable)")
        let fromFlag = ConfigError.fileNotFound(path: "/nonexistent", source: "--config").description
        #expect(fromFlag.contains("drop --config"), "\(fromFlag)")
    }
}

@Suite struct SettingsTests {
    static let fileConfig: Options = {
        var config = Options()
        config.apiKey = "file-key"
        config.units = .imperial
        config.language = "de"
        config.latitude = 10
        config.longitude = 20
        config.timeoutSeconds = 3
        config.baseURL = URL(string: "http://file.example")
        return config
    }()

    /// The config's `base_url`, per provider: a string is the provider in use's, as `--base-url` is
    /// (Open-Meteo's too); an object gives each its own, and a URL for one never reaches another.
    /// The provider's variable beats both.
    @Test func theConfigsBaseURLIsThePerProviderOne() throws {
        let place = try CommandLineParser.parse(["51.5,-0.1"])
        func network(_ config: String, _ environment: [String: String] = [:]) throws -> Settings.Network {
            try Settings.resolve(
                flags: place, environment: environment, config: ConfigFile.parse(config), configPath: "/c.json"
            ).network
        }
        let string = try network(#"{"base_url": "http://mirror.example/om"}"#)
        #expect(string.provider == .openMeteo && string.baseURL?.absoluteString == "http://mirror.example/om")
        #expect(string.baseURLOrigin == .configFile(key: "base_url", path: "/c.json"))
        let own = #"{"base_url": {"openweathermap": "http://owm.example", "open-meteo": "http://om.example"}}"#
        #expect(try network(own).baseURL?.absoluteString == "http://om.example")
        #expect(
            try network(own).baseURLOrigin == .configFile(key: "base_url.open-meteo", path: "/c.json"))
        let keyed = try network(own, ["OPENWEATHERMAP_API_KEY": "k"])
        #expect(keyed.provider == .openWeatherMap && keyed.baseURL?.absoluteString == "http://owm.example")
        // A provider whose services another borrows keeps its own entry; the string form is the one in use's.
        #expect(keyed.servers[.openMeteo]?.url.absoluteString == "http://om.example")
        let mirror = try network(#"{"base_url": "http://mirror.example"}"#, ["OPENWEATHERMAP_API_KEY": "k"])
        #expect(mirror.baseURL?.absoluteString == "http://mirror.example" && mirror.servers[.openMeteo] == nil)
        // As shipped in config.example.json: OpenWeatherMap's alone, so a keyless run asks Open-Meteo's own hosts.
        let shipped = try network(#"{"base_url": {"openweathermap": "https://api.openweathermap.org"}}"#)
        #expect(shipped.provider == .openMeteo && shipped.baseURL == nil)
        let variable = try network(own, ["OPEN_METEO_BASE_URL": "http://variable.example"])
        #expect(variable.baseURL?.absoluteString == "http://variable.example")
    }

    @Test func flagsBeatEnvironmentBeatConfigBeatDefaults() throws {
        var options = try CommandLineParser.parse(["--api-key", "flag-key", "--base-url", "http://flag.example"])
        let environment = [
            "OPENWEATHERMAP_API_KEY": "env-key", "OWM_API_KEY": "owm-key",
            "OPENWEATHERMAP_BASE_URL": "http://env.example",
        ]
        var settings = try Settings.resolve(
            flags: options, environment: environment, config: Self.fileConfig, configPath: nil)
        #expect(settings.network.apiKey == "flag-key")
        #expect(settings.network.baseURL?.absoluteString == "http://flag.example")

        options = Options()
        settings = try Settings.resolve(
            flags: options, environment: environment, config: Self.fileConfig, configPath: nil)
        #expect(settings.network.apiKey == "env-key")
        #expect(settings.network.baseURL?.absoluteString == "http://env.example")
        #expect(settings.mode == .weather([.coordinates(Coordinates(latitude: 10, longitude: 20))]))
        #expect(settings.style.units == .imperial && settings.plan.language == "de")
        #expect(settings.network.timeoutSeconds == 3)

        settings = try Settings.resolve(
            flags: options, environment: ["OWM_API_KEY": "owm-key"], config: Self.fileConfig, configPath: nil)
        #expect(settings.network.apiKey == "owm-key")
        #expect(settings.network.baseURL?.absoluteString == "http://file.example")

        settings = try Settings.resolve(flags: options, environment: [:], config: Self.fileConfig, configPath: nil)
        #expect(settings.network.apiKey == "file-key")

        options.latitude = 1
        options.longitude = 2
        settings = try Settings.resolve(flags: options, environment: [:], config: Options(), configPath: nil)
        #expect(settings.network.apiKey == nil)
        #expect(settings.network.baseURL == nil)
        #expect(settings.style.units == .metric && settings.plan.language == nil)
        #expect(settings.network.timeoutSeconds == 10)
        #expect(settings.mode == .weather([.coordinates(Coordinates(latitude: 1, longitude: 2))]))
    }

    /// `--format ''` is "no template": the full view at a prompt, and the default text in a bar
    /// (an empty bar would look broken).
    /// Whatever the config's template: `--waybar --format ''` is the default text, as documented.
    @Test(arguments: ["", "{city}"])
    func anEmptyFormatWithWaybarIsTheBarsDefault(configTemplate: String) throws {
        var config = Options()
        config.template = try Template(configTemplate)
        let flags = try CommandLineParser.parse(["--waybar", "--format", "", "London"])
        let form = try Settings.resolve(flags: flags, environment: [:], config: config, configPath: nil).form
        #expect((form as? WaybarForm)?.template == WaybarLine.defaultTemplate)
    }

    @Test func aBadEnvironmentVariableIsAConfigErrorNamingIt() throws {
        let error = try #require(throws: ConfigError.self) {
            try Settings.resolve(
                flags: Options(), environment: ["OPENWEATHERMAP_BASE_URL": "not a url"], config: Self.fileConfig,
                configPath: nil)
        }
        #expect(error.description.hasPrefix("environment variable: `OPENWEATHERMAP_BASE_URL`: expected an http://"))
        #expect(error.description.contains("like https://api.openweathermap.org"))
        // Another service's variable is not offered OpenWeatherMap's address as its model.
        let nws = try #require(throws: ConfigError.self) {
            try Settings.resolve(
                flags: Options(), environment: ["NWS_BASE_URL": "not a url"], config: Self.fileConfig, configPath: nil)
        }
        #expect(nws.description.hasPrefix("environment variable: `NWS_BASE_URL`: expected an http://"))
        #expect(!nws.description.contains("openweathermap"), "\(nws.description)")
    }

    @Test(arguments: [
        (["--lat", "1"], "--lat needs --lon as well"),
        (["--lon", "1"], "--lon needs --lat as well"),
        (["--input", "x", "--lat", "1", "--lon", "2"], "--input cannot be combined with a place"),
        (["--input", "x", "London"], "--input cannot be combined with a place"),
        (["--input", "x", "--forecast"], "--forecast and --hourly need a place; --input holds current weather only"),
        (
            ["--matches", "London", "Paris"],
            "--matches needs exactly one place name, e.g. weather --matches Springfield"
        ),
        (["--matches", "51.5,-0.1"], "--matches needs exactly one place name, e.g. weather --matches Springfield"),
        // A template that shows none of what a flag adds: the flag would be lost.
        (
            ["London", "--sky", "--format", "{temp}"],
            "--format prints one line of current weather and cannot show --sky; drop one (--json shows both)"
        ),
        (
            ["London", "--yesterday", "--format", "{temp}"],
            "--format prints one line of current weather and cannot show --yesterday; drop one (--json shows both)"
        ),
        // --notify alone prints nothing: an output asked for beside it would vanish.
        (
            ["London", "--notify-rain", "90", "--format", "{temp}"],
            "--notify (which --notify-rain and --notify-air turn on) prints nothing on its own, so --format would "
                + "print nothing either; add --watch to print on each refresh, or drop one"
        ),
        (
            ["London", "--notify", "--json"],
            "--notify (which --notify-rain and --notify-air turn on) prints nothing on its own, so --json would "
                + "print nothing either; add --watch to print on each refresh, or drop one"
        ),
        // A level the scale never reaches: OpenWeatherMap's has 5 bands, the UK's 4.
        (
            ["London", "--notify-air", "6", "--aqi-scale", "owm"],
            "`--notify-air 6`: the owm scale has bands 1-5, so it never reaches 6; pick 2-5, or another --aqi-scale"
        ),
        (
            ["London", "--notify-air", "5", "--aqi-scale", "uk"],
            "`--notify-air 5`: the uk scale has bands 1-4, so it never reaches 5; pick 2-4, or another --aqi-scale"
        ),
        (
            [],
            "no place given: name one (weather London, --lat DEG --lon DEG, or --here to locate by IP address), "
                + "or set `places` or `location` in the config file"
        ),
    ])
    func locationMistakesAreUsageErrors(arguments: [String], message: String) throws {
        let options = try CommandLineParser.parse(arguments)
        let error = try #require(throws: CommandLineError.self) {
            try Settings.resolve(flags: options, environment: [:], config: Options(), configPath: nil)
        }
        #expect(error.description == message)
        #expect(error.exitCode == .usage)
    }

    /// Each format as `kind template`; the config's `format` is `{city}`.
    @Test(arguments: [
        (["--json"], "json", "json"), (["--waybar"], "waybar {city}", "waybar {icon} {temp:.0}"),
        (["--format", "{temp}"], "template {temp}", "template {temp}"), ([], "template {city}", "human"),
        (["--waybar", "--format", "{temp}"], "waybar {temp}", "waybar {temp}"),
        // A view asked for on the command line beats the config's template.
        (["--forecast"], "human", "human"), (["--hourly", "2"], "human", "human"),
        (["--air"], "human", "human"), (["--chart"], "human", "human"),
        (["--format", ""], "human", "human"), (["--format="], "human", "human"),
        (["--waybar", "--forecast"], "waybar {city}", "waybar {icon} {temp:.0}"),
    ])
    func theOutputIsDecidedOnceFromFlagsAndConfig(arguments: [String], withConfig: String, without: String) throws {
        /// A template written back as its source, from its segments (not by the parser under test).
        func source(_ template: Template) -> String { source(template.segments) }
        func source(_ segments: [Template.Segment]) -> String {
            segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .value(let placeholder, let precision):
                    "{" + placeholder.rawValue + (precision.map { ":.\($0)" } ?? "") + "}"
                case .section(let inner): "{[" + source(inner) + "]}"
                }
            }.joined()
        }
        /// `kind template`, as the arguments write it.
        func describe(_ form: any OutputForm) -> String {
            switch form {
            case is JSONForm: "json"
            case is HumanForm: "human"
            case let bar as WaybarForm: "waybar \(source(bar.template))"
            case let line as TemplateForm: "template \(source(line.template))"
            default: "unknown"
            }
        }
        var config = Options()
        config.template = try Template("{city}")
        let flags = try CommandLineParser.parse(arguments + ["London"])
        let configured = try Settings.resolve(flags: flags, environment: [:], config: config, configPath: nil)
        #expect(describe(configured.form) == withConfig)
        let plain = try Settings.resolve(flags: flags, environment: [:], config: Options(), configPath: nil)
        #expect(describe(plain.form) == without)
    }

    /// A template shows one line of current weather: with --forecast it would silently show less.
    @Test(arguments: [["--forecast"], ["--hourly"], ["--forecast", "2"]])
    func anExplicitTemplateWithAForecastIsAUsageError(arguments: [String]) throws {
        let flags = try CommandLineParser.parse(arguments + ["--format", "{temp}", "London"])
        let error = try #require(throws: CommandLineError.self) {
            try Settings.resolve(flags: flags, environment: [:], config: Options(), configPath: nil)
        }
        #expect(error.description.hasPrefix("--format prints one line of current weather and cannot show --"))
        #expect(error.description.contains(arguments[0]))
        #expect(error.exitCode == .usage)
    }

    @Test(arguments: [["--json", "--format", "{temp}"], ["--json", "--waybar"]])
    func jsonWithAnotherOutputIsAUsageError(arguments: [String]) throws {
        let flags = try CommandLineParser.parse(arguments + ["London"])
        let error = try #require(throws: CommandLineError.self) {
            try Settings.resolve(flags: flags, environment: [:], config: Options(), configPath: nil)
        }
        #expect(error.description == "--json cannot be combined with --format or --waybar; pick one output")
    }
}

/// `--provider` and config `provider` as providers in turn.
@Suite struct ProviderChainChoiceTests {
    static func chain(
        _ arguments: [String], config: String = "{}", environment: [String: String] = [:]
    ) throws
        -> [Provider]
    {
        try Settings.resolve(
            flags: CommandLineParser.parse(arguments + ["1,2"]), environment: environment,
            config: ConfigFile.parse(config), configPath: nil
        ).network.chain
    }

    @Test func providersInTurnFromTheFlagOrTheConfig() throws {
        #expect(try Self.chain(["--provider", "open-meteo,met"]) == [.openMeteo, .metNorway])
        #expect(try Self.chain([], config: #"{"provider": ["met-norway", "open-meteo"]}"#) == [.metNorway, .openMeteo])
        #expect(try Self.chain([], config: #"{"provider": "met"}"#) == [.metNorway])
        // auto: OpenWeatherMap with a key, else every provider that needs none, in turn.
        #expect(try Self.chain([]) == [.openMeteo, .metNorway])
        #expect(
            try Self.chain([], environment: ["OPENWEATHERMAP_API_KEY": "e2e5ec2e7a0b1c2d3e4f5a6b7c8d9e0f"])
                == [.openWeatherMap])
    }

    @Test(arguments: ["met,met-norway", "auto,met", "open-meteo,", "open-meteo,nowhere"])
    func aBadChainIsRefusedNamingTheFlag(value: String) throws {
        let error = try #require(throws: (any Error).self) { try Self.chain(["--provider", value]) }
        #expect("\(error)".contains("--provider") && "\(error)".contains("none twice"), "\(error)")
    }

    @Test func aConfigListOfNonStringsIsRefused() throws {
        let error = try #require(throws: (any Error).self) { try ConfigFile.parse(#"{"provider": ["met", 3]}"#) }
        #expect("\(error)".contains("a string, or a list of strings"), "\(error)")
    }
}
