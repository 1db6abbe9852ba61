extension Manual {
    /// PROVIDERS: where the weather comes from, each provider's terms, and what each does not give.
    static let providers: [ManualBlock] = [
        .paragraph(
            "weather asks OpenWeatherMap when it has a key (`--api-key`, `OPENWEATHERMAP_API_KEY`, `OWM_API_KEY` or "
                + "the config's `api_key`), and, when it has none, Open-Meteo, then MET Norway when Open-Meteo "
                + "cannot answer: a first run on a new machine works. `--provider` (config `provider`) names one, "
                + "or several in turn: `auto` (the default), `openweathermap` (`owm`), `open-meteo` or `met-norway` "
                + "(`met`), or a list like `met-norway,open-meteo`. The key is never sent to another provider. JSON "
                + "says which answered in `source` (and which could not, in `source.fallback`); the human view and "
                + "the bar's tooltip credit Open-Meteo and MET Norway, as their terms ask, wherever their data is "
                + "shown: Open-Meteo's names and air beside MET Norway's weather too."),
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
                + "the language). It has no weather alerts of its own (the national services' are asked beside it, "
                + "see Warnings): `--onecall` says so once and goes on. "
                + "`OPEN_METEO_BASE_URL` (or `--base-url`) points its three services at one server: `/v1/forecast`, "
                + "`/v1/air-quality` and `/v1/search`."),
        .item(
            "MET Norway",
            "The Norwegian Meteorological Institute's Locationforecast 2.0 (https://api.met.no), free without a "
                + "key, for any place on Earth; its data is under CC BY 4.0, credited as \"MET Norway, CC BY 4.0\". "
                + "Its terms (https://api.met.no/doc/TermsOfService), all kept: every request names weather, its "
                + "version and a contact (`--contact`, config `contact`; the maintainers' by default); coordinates "
                + "go with at most 4 decimals and the geocoder's height as `altitude`; an answer is not asked for "
                + "again before its `Expires` (whatever `--cache-ttl` and `--refresh` say), and then with "
                + "`If-Modified-Since`, so that an unchanged forecast costs a bodiless 304. Its 403 (a client that "
                + "breaks the terms) and 429 (too many requests) are exit 75 with what to do; a 203 says the "
                + "product is deprecated, and weather says so once. One answer gives the weather now, the next "
                + "hour's rain (its `next_1_hours`), hourly steps for 2 to 3 days and 6-hourly after, 9 days in all "
                + "(`--forecast DAYS` keeps 1 to 9). It sends no sunrise, sunset or feels-like: they are worked out "
                + "(the sun as in `--sky`; feels-like is the Australian apparent temperature, Steadman 1994, from "
                + "the temperature, humidity and wind), as is the dew point when it sends none. Its conditions "
                + "are its symbols read as the WMO codes, in `--lang`'s language. Names go to Open-Meteo's geocoder "
                + "and `--air` to Open-Meteo's air quality service, neither with a key; a place's time zone comes "
                + "from the geocoder, and a place given by coordinates keeps nautical time (its offset is its "
                + "longitude over 15, in whole hours), as MET answers in UTC. No warnings: MetAlerts is a service "
                + "of its own. `MET_NORWAY_BASE_URL` (or `--base-url`) points it at another server."),
    ]
}
