extension ProviderTraits {
    /// Open-Meteo (https://open-meteo.com): no key; its data is given under CC BY 4.0, which asks
    /// for its name beside it. Its models change at most every 15 minutes and its free service
    /// asks to be used politely; 16 days of forecast; no index of its own for the air, so the US
    /// EPA's; no weather alerts (open-meteo#828).
    static let openMeteo = ProviderTraits(
        name: "Open-Meteo", credit: "Open-Meteo.com, CC BY 4.0",
        attribution: "Open-Meteo.com, CC BY 4.0 (https://open-meteo.com)", defaultCacheTTL: 900,
        forecastDays: 1...16, defaultAirScale: .epa, hasAlerts: false, acceptsKey: nil,
        baseURLVariable: .openMeteoBaseURL,
        baseURLMeaning: "one server for all of Open-Meteo's services, /v1/forecast, /v1/air-quality and /v1/search",
        refusal: .errorAndReason, requestPerPart: false)
}
