extension ProviderTraits {
    /// OpenWeatherMap (https://openweathermap.org/api): the main provider, with a key. Its current
    /// weather changes about every 10 minutes; the free forecast has 5 days, One Call's 8, and One
    /// Call carries the weather alerts. Its own 1 to 5 air index is the default.
    static let openWeatherMap = ProviderTraits(
        name: "OpenWeatherMap", aliases: ["owm"], credit: nil, attribution: "OpenWeatherMap (openweathermap.org)",
        defaultCacheTTL: 600, forecastDays: 1...5, oneCallForecastDays: 1...8, defaultAirScale: .owm,
        hasAlerts: true,
        // 32 hexadecimal digits, as every key it issues.
        acceptsKey: { key in key.count == 32 && key.allSatisfy(\.isHexDigit) },
        baseURLVariable: .baseURL, baseURLMeaning: "OpenWeatherMap's base URL", refusal: .codAndMessage,
        requestPerPart: true,
        keyHelp:
            "check it at https://home.openweathermap.org/api_keys (a new key can take a couple of hours to work)",
        limitsHelp: "check your plan's limits at https://home.openweathermap.org",
        keyVariables: [.openWeatherMapAPIKey, .owmAPIKey])
}
