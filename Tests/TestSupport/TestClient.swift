import Foundation
import WeatherKit

extension OpenWeatherMapClient {
    /// The one way the unit tests build a client: in memory, on the test clock, with no retries,
    /// no jitter and no cache unless asked for.
    public static func testing(
        _ server: InMemoryServer, clock: TestClock, baseURL: String = "https://owm.test",
        apiKey: String = "test-key-123",
        timeout: Double = 10, retries: Int = 0, jitter: Double = 1, cacheDirectory: URL? = nil,
        policy: CachePolicy = CachePolicy(ttl: 0)
    ) -> OpenWeatherMapClient {
        let time = clock.time
        let deadline = Deadline(seconds: timeout, from: time)
        return OpenWeatherMapClient(
            baseURL: URL(string: baseURL) ?? OpenWeatherMapClient.defaultBaseURL, apiKey: apiKey,
            http: HTTPClient(
                transport: server.transport, deadline: deadline, retry: RetryPolicy(retries: retries), time: time,
                jitter: { jitter }),
            cache: CachedFetch(
                cache: cacheDirectory.map { ResponseCache(directory: $0) }, policy: policy,
                deadline: deadline, time: time))
    }
}

extension OpenMeteoClient {
    /// Open-Meteo's client as the unit tests build it: every service at `baseURL`, in memory, on the
    /// test clock, with no retries, no jitter and no cache unless asked for.
    public static func testing(
        _ server: InMemoryServer, clock: TestClock, baseURL: String = "https://om.test", timeout: Double = 10,
        retries: Int = 0, jitter: Double = 1
    ) -> OpenMeteoClient {
        let time = clock.time
        let deadline = Deadline(seconds: timeout, from: time)
        return OpenMeteoClient(
            baseURL: URL(string: baseURL),
            http: HTTPClient(
                transport: server.transport, deadline: deadline, retry: RetryPolicy(retries: retries), time: time,
                jitter: { jitter }),
            cache: CachedFetch(cache: nil, policy: CachePolicy(ttl: 0), deadline: deadline, time: time))
    }
}
