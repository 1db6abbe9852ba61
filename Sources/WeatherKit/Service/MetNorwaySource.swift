import FoundationEssentials

extension SourceWiring {
    /// MET Norway's client: its server, or the one set for it (`MET_NORWAY_BASE_URL`).
    func metNorwayClient() -> MetNorwayClient {
        MetNorwayClient(baseURL: servers[.metNorway]?.url, http: http(for: .metNorway), cache: cache)
    }
}

extension WeatherSource {
    /// MET Norway's: one Locationforecast answer holds the weather now, the next hour and the
    /// forecast, read at the place's time zone (from the geocoder's match; bare coordinates keep
    /// nautical time) and asked at its height. It has no air quality and no past hours: Open-Meteo's
    /// answer them, as for a run without a key (no key is ever sent there).
    static func metNorway(_ wiring: SourceWiring) -> WeatherSource {
        let client = wiring.metNorwayClient()
        let openMeteo = wiring.openMeteoClient()
        let plan = wiring.plan
        let time = wiring.time
        return WeatherSource(
            provider: .metNorway,
            weather: { place in
                let zone = place.match?.timeZone.flatMap { TimeZone(identifier: $0) }
                let weather = try await client.weather(
                    at: place.point, altitude: place.match?.elevationM,
                    offsetSeconds: zone.map { $0.secondsFromGMT(for: time.now()) })
                return SourceWeather(
                    current: weather.with(weather.value.current),
                    forecast: plan.forecast != nil ? .success(weather.with(weather.value.forecast)) : nil,
                    minutes: weather.value.forecast.minutely,
                    oneCall: plan.oneCall.map { _ in
                        OneCallUse(version: nil, calls: 0, fallback: .otherProvider(.metNorway))
                    })
            },
            air: { point in try await openMeteo.fetch(.openMeteoAir(at: point), from: .airQuality) },
            airForecast: { point in try await openMeteo.fetch(.openMeteoAirForecast(at: point), from: .airQuality) },
            airFrom: .openMeteo
        ).yesterdayFromOpenMeteo(wiring)
    }
}

extension PlaceFinder {
    /// MET Norway has no geocoder: Open-Meteo's finds the place, with its height and time zone.
    static func metNorway(_ wiring: SourceWiring) -> PlaceFinder { .openMeteo(wiring) }
}
