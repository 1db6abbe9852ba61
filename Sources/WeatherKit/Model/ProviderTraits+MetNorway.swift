extension ProviderTraits {
    /// MET Norway (https://api.met.no), the Norwegian Meteorological Institute: Locationforecast
    /// 2.0, without a key, anywhere on Earth. Its data is under CC BY 4.0 and its terms ask for
    /// its name beside it (never "Yr", which is a brand of its own). About 9 days, hourly for the
    /// first 2 to 3; no air quality of its own (Open-Meteo's, so the US EPA's index); no warnings
    /// in the forecast (MetAlerts is a service of its own). Its answers say when to ask again
    /// (`Expires`), which the cache keeps; its errors are a line of text.
    static let metNorway = ProviderTraits(
        name: "MET Norway", aliases: ["met"], credit: "MET Norway, CC BY 4.0",
        attribution: "MET Norway, CC BY 4.0 (https://api.met.no)", defaultCacheTTL: 600, forecastDays: 1...9,
        defaultAirScale: .epa, hasAlerts: false, acceptsKey: nil, baseURLVariable: .metNorwayBaseURL,
        baseURLMeaning: "MET Norway's base URL (/weatherapi/locationforecast/2.0)", refusal: .text,
        requestPerPart: false)
}
