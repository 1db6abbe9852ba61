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
