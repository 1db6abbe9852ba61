import FoundationEssentials

/// What a provider's source and place finder are made of: the run's HTTP and cache rules, and how
/// the settings reach the provider.
struct SourceWiring: Sendable {
    var http: HTTPClient
    var cache: CachedFetch
    /// The server to ask instead of the provider's own, and where that came from.
    var baseURL: URL?
    var baseURLOrigin: SettingOrigin
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
        var http = wiring.http
        http.urlOrigin = wiring.baseURLOrigin
        switch self {
        case .openWeatherMap:
            var client = OpenWeatherMapClient(
                baseURL: wiring.baseURL ?? OpenWeatherMapClient.defaultBaseURL, apiKey: wiring.apiKey ?? "",
                http: http, cache: wiring.cache)
            client.keyOrigin = wiring.apiKeyOrigin
            return (
                .openWeatherMap(
                    client: client, plan: wiring.plan, oneCallCountFolder: wiring.countFolder, time: wiring.time),
                .openWeatherMap(client: client, language: wiring.plan.language)
            )
        case .openMeteo:
            var client = OpenMeteoClient(baseURL: wiring.baseURL, http: http, cache: wiring.cache)
            client.baseURLOrigin = wiring.baseURLOrigin
            return (
                .openMeteo(client: client, plan: wiring.plan),
                .openMeteo(client: client, language: wiring.plan.language)
            )
        }
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
