import FoundationEssentials

/// What a provider's source and place finder are made of: the run's HTTP and cache rules, and how
/// the settings reach the provider.
struct SourceWiring: Sendable {
    var http: HTTPClient
    var cache: CachedFetch
    /// The server to ask instead of each provider's own, where one is set, and where that came from.
    var servers: [Provider: ServerSetting]
    /// The server set for each warning service (`NWS_BASE_URL`, `MET_NORWAY_BASE_URL`).
    var warningServers: [WarningService: ServerSetting] = [:]
    /// The key, for a provider that takes one, and where it came from.
    var apiKey: String?
    var apiKeyOrigin: SettingOrigin
    var plan: FetchPlan
    var time: TimeSource
    /// Where One Call's calls are counted: the cache folder.
    var countFolder: URL?
}

extension Provider {
    /// The provider's source of weather and its place finder: the list every provider is on, as
    /// its row of traits is (``Provider/traits``).
    func sources(_ wiring: SourceWiring) -> (WeatherSource, PlaceFinder) {
        switch self {
        case .openWeatherMap: (.openWeatherMap(wiring), .openWeatherMap(wiring))
        case .openMeteo: (.openMeteo(wiring), .openMeteo(wiring))
        case .metNorway: (.metNorway(wiring), .metNorway(wiring))
        }
    }
}

extension SourceWiring {
    /// The HTTP client for `provider`'s server: a failure to reach it names where that was set.
    func http(for provider: Provider) -> HTTPClient {
        var http = http
        http.urlOrigin = servers[provider]?.origin ?? .builtIn
        return http
    }
}

/// How `--input` reads a provider's saved answer of the weather now.
struct SavedAnswer {
    /// Whether a body is this provider's; nil for the one that reads whatever no other claims (the
    /// main provider's), whose errors then say what the body holds.
    var recognizes: ((Data) -> Bool)?
    var read: (Data, ResponseError.Source) throws -> CurrentWeather
}

extension Provider {
    /// Its reader of saved answers: the list every provider is on.
    var savedAnswer: SavedAnswer {
        switch self {
        case .openWeatherMap:
            SavedAnswer(recognizes: nil) { body, source in
                try OpenWeatherMapData.currentWeather(from: body, source: source)
            }
        case .openMeteo:
            SavedAnswer(recognizes: OpenMeteoData.isWeather) { body, source in
                try OpenMeteoData.weather(from: body, source: source).current
            }
        case .metNorway:
            SavedAnswer(recognizes: MetNorwayData.isWeather) { body, source in
                try MetNorwayData.weather(from: body, offsetSeconds: nil, source: source).current
            }
        }
    }

    /// A saved answer's weather now and whose answer it is: the provider that recognizes it, else
    /// the one that reads the rest.
    static func readSaved(_ body: Data, source: ResponseError.Source) throws -> (CurrentWeather, Provider) {
        let claimed = allCases.first { $0.savedAnswer.recognizes?(body) == true }
        guard let provider = claimed ?? allCases.first(where: { $0.savedAnswer.recognizes == nil }) else {
            throw UnexpectedError(detail: "no provider reads saved answers")
        }
        return (try provider.savedAnswer.read(body, source), provider)
    }
}
