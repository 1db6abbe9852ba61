extension Manual {
    /// PROVIDERS: where the weather comes from, each provider's terms, and what each does not give.
    static let providers: [ManualBlock] = [
        .paragraph(
            "weather asks OpenWeatherMap when it has a key (`--api-key`, `OPENWEATHERMAP_API_KEY`, `OWM_API_KEY` or "
                + "the config's `api_key`), and Open-Meteo, which needs none, when it has no key: a first run on a "
                + "new machine works. `--provider` (config `provider`) names one: `auto` (the default), "
                + "`openweathermap` (`owm`) or `open-meteo`. The key is never sent to Open-Meteo. JSON says which "
                + "answered in `source`; the human view and the bar's tooltip name Open-Meteo when it did."),
        .item(
            "OpenWeatherMap",
            "The main provider (https://openweathermap.org). A free key covers the current weather, the 5-day "
                + "forecast, air quality and the geocoder; `--onecall` (alerts, the next hour, 8 days) is a separate "
                + "subscription. Terms: https://openweathermap.org/terms."),
        .item(
            "Open-Meteo",
            "https://open-meteo.com: free for non-commercial use, about 10,000 requests a day, without a key; its "
                + "data is under CC BY 4.0, which asks for its name beside it, so weather shows it. Its answers are "
                + "kept 15 minutes, as its models change no faster. One forecast request gives the weather now, the "
                + "last hour's rain and snow and the next hour's by quarter hours (`{rain_soon}`, the Next hour "
                + "line), and with `--forecast`, `--hourly` or `--chart` hourly steps and 16 days (`--forecast DAYS` "
                + "keeps 1 to 16, with no `--onecall`). `--air` asks its air quality service, in µg/m³, shown on the "
                + "EPA's scale unless `--aqi-scale` chooses another (it has no 1-5 index of OpenWeatherMap's), with "
                + "pollen in Europe; with `--forecast`, its next 5 days by the hour give each day's worst. Names go "
                + "to its geocoder, which has no reverse lookup, so a place given by coordinates is called by them. "
                + "Its conditions are the WMO codes' words, in `--lang`'s language in the view (in English in JSON and "
                + "templates; its geocoder takes "
                + "the language). It has no weather alerts: `--onecall` says so once and goes on. "
                + "`OPEN_METEO_BASE_URL` (or `--base-url`) points its three services at one server: `/v1/forecast`, "
                + "`/v1/air-quality` and `/v1/search`."),
    ]
}
