/// Where official warnings come from beside any provider's weather: the warning service that
/// covers a place (``WarningService/covering(country:point:)``), asked while the weather is. A
/// value, so that a test hands in its own.
public struct WarningSource: Sendable {
    /// The warnings `service` has for a point, those ended included.
    public var alerts: @Sendable (WarningService, Coordinates) async throws -> Fetched<[WeatherAlert]>

    public init(alerts: @escaping @Sendable (WarningService, Coordinates) async throws -> Fetched<[WeatherAlert]>) {
        self.alerts = alerts
    }
}

extension WarningSource {
    /// Each service's client on the run's HTTP and cache rules, at the server set for it.
    static func services(_ wiring: SourceWiring) -> WarningSource {
        WarningSource { service, point in
            var http = wiring.http
            http.urlOrigin = wiring.warningServers[service]?.origin ?? .builtIn
            let client = WarningClient(
                service: service, baseURL: wiring.warningServers[service]?.url, http: http, cache: wiring.cache,
                language: wiring.plan.language)
            return try await client.alerts(at: point)
        }
    }
}
