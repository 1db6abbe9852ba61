extension JSONKey {
    /// Every key of a report, an error object and a failed part, in the order the man page lists them.
    static let all: [JSONKey] =
        report + location + current + forecast + entries + daily + failedPart(of: "forecast", "the forecast") + air
        + failedPart(of: "air", "the air quality request") + oneCall + sky + [
            JSONKey(
                path: "fetched_at", type: "string or null",
                meaning:
                    "When the current weather was fetched from OpenWeatherMap, UTC ISO 8601 (earlier than now for a "
                    + "cached answer); null for `--input`."),
            JSONKey(
                path: "stale", type: "boolean",
                meaning:
                    "`true` when an old cached answer is shown because a fresh one could not be had (see Cache in "
                    + "DESCRIPTION)."),
            JSONKey(
                path: "source", type: "object",
                meaning:
                    "Who the weather came from (see PROVIDERS); in an error object too, once the provider is known "
                    + "(not for a usage error)."),
            JSONKey(
                path: "source.provider", type: "string",
                meaning:
                    Provider.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                    + ": the one that answered, as `--provider` (or `auto`) chose."),
            JSONKey(
                path: "source.fallback", type: "array",
                meaning:
                    "With several providers in turn (`--provider open-meteo,met-norway`), each one asked before "
                    + "`provider` that could not answer, in order: `{\"provider\": \"open-meteo\", \"reason\": "
                    + "\"server error, HTTP 503\"}`; empty when the first answered. Not in an error object."),
            JSONKey(path: "source.fallback[].provider", type: "string", meaning: "The provider passed over."),
            JSONKey(
                path: "source.fallback[].reason", type: "string",
                meaning: "Why, in a few words, with the HTTP status where there was one: `server error, HTTP 503`."),
            JSONKey(
                path: "source.also_from", type: "array",
                meaning:
                    "Each other provider whose data the report shows beside `provider`'s (Open-Meteo's place names "
                    + "and air beside MET Norway's weather, its hour yesterday beside OpenWeatherMap's), with its "
                    + "credit: `{\"provider\": \"open-meteo\", \"attribution\": \"...\"}`; empty for most runs. Not "
                    + "in an error object."),
            JSONKey(path: "source.also_from[].provider", type: "string", meaning: "The provider, as `provider`."),
            JSONKey(path: "source.also_from[].attribution", type: "string", meaning: "Its credit."),
            JSONKey(
                path: "source.attribution", type: "string",
                meaning: "The credit the data is given under (Open-Meteo's is CC BY 4.0, which asks for it)."),
            JSONKey(
                path: "error", type: "object",
                meaning:
                    "Instead of the report, when the place failed (or, alone with `schema_version`, when the whole "
                    + "command did)."),
        ] + errorFields(of: "error")

    private static let report = [
        JSONKey(path: "schema_version", type: "integer", meaning: "`1`."),
        JSONKey(
            path: "query", type: "object",
            meaning:
                "What was asked, one of the five forms below (coordinates or a name may carry `alias`); absent from the error object of a usage or config "
                + "error."),
        JSONKey(
            path: "query.alias", type: "string",
            meaning:
                "An alias from the config's `places`, exactly as typed (`Home`), beside the place it stands for; absent "
                + "otherwise."),
        JSONKey(path: "query.lat", type: "number", meaning: "Latitude asked for, degrees (with `query.lon`)."),
        JSONKey(path: "query.lon", type: "number", meaning: "Longitude asked for, degrees (with `query.lat`)."),
        JSONKey(path: "query.city", type: "string", meaning: "A name as given (`London,GB`)."),
        JSONKey(path: "query.zip", type: "string", meaning: "A postal code as given (`10018,US`)."),
        JSONKey(path: "query.input", type: "string", meaning: "The `--input` file's path (`-` for stdin)."),
        JSONKey(path: "query.here", type: "boolean", meaning: "`true`: where this machine is (`--here`)."),
    ]

    private static let location = [
        JSONKey(path: "location", type: "object", meaning: "The place the weather is for."),
        JSONKey(
            path: "location.name", type: "string or null",
            meaning:
                "Place name: the geocoder's when a name or zip was looked up, else OpenWeatherMap's (localised by "
                + "`--lang`); null at sea or at the poles."),
        JSONKey(
            path: "location.country", type: "string or null",
            meaning: "Country code (`GB`); very old responses give a full name."),
        JSONKey(
            path: "location.state", type: "string or null",
            meaning: "State or region, from the geocoder; null when it gives none or was not used."),
        JSONKey(
            path: "location.city_id", type: "integer or null",
            meaning: "OpenWeatherMap city id; null when the API sends 0 (zip queries, open sea)."),
        JSONKey(
            path: "location.lat", type: "number",
            meaning: "Latitude of the weather data (the response's `coord`), degrees."),
        JSONKey(
            path: "location.lon", type: "number",
            meaning: "Longitude of the weather data (the response's `coord`), degrees."),
        JSONKey(
            path: "location.timezone_offset_s", type: "integer or null",
            meaning: "The place's offset from UTC, seconds."),
        JSONKey(
            path: "location.located_by", type: "string or null",
            meaning:
                "`ip` when the place was found by this machine's IP address (`--here`, or config "
                + "`\"location\": \"auto\"`), approximately; null when it was named."),
        JSONKey(
            path: "location.locator", type: "string or null",
            meaning:
                "Which service found it: " + Locator.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                + "; null when it was named."),
    ]

    /// `current`: the members of ``Quantity/all``, in its order, and the fields of its objects.
    private static let current =
        [JSONKey(path: "current", type: "object", meaning: "The weather now.")]
        + Quantity.all.flatMap(\.json).filter { $0.value != nil }.flatMap { member -> [JSONKey] in
            let path = "current." + member.key
            return [JSONKey(path: path, type: member.type, meaning: member.meaning)] + fields(of: member, at: path)
        }

    /// The fields of a member that is an object or an array of them.
    private static func fields(of member: Quantity.Member, at path: String) -> [JSONKey] {
        switch member.key {
        case "conditions": conditionFields(of: path + "[]")
        case "wind": windFields(of: path)
        case "vs_yesterday": yesterdayFields(of: path)
        default: []
        }
    }

    /// `vs_yesterday`'s members: each comparing row's (``Quantity/comparisons``), the highs, the time.
    private static func yesterdayFields(of path: String) -> [JSONKey] {
        Quantity.comparisons.flatMap { quantity, comparison in
            [
                JSONKey(
                    path: "\(path).\(comparison.key)_delta_\(comparison.unit)", type: "number or null",
                    meaning: "The \(quantity.name) now minus at this hour yesterday, \(comparison.unitName)."),
                JSONKey(
                    path: "\(path).\(comparison.key)_yesterday_\(comparison.unit)", type: "number or null",
                    meaning: "The \(quantity.name) at this hour yesterday, \(comparison.unitName)."),
            ]
        } + [
            JSONKey(
                path: "\(path).high_delta_c", type: "number or null",
                meaning: "With a forecast, today's high minus yesterday's, °C; null without."),
            JSONKey(
                path: "\(path).high_yesterday_c", type: "number or null",
                meaning: "With a forecast, yesterday's high, °C; null without."),
            JSONKey(path: "\(path).at", type: "string", meaning: "This hour yesterday, UTC ISO 8601."),
            JSONKey(
                path: "\(path).error", type: "object",
                meaning: "Instead of the members above, when yesterday could not be had."),
        ] + errorFields(of: "\(path).error")
    }

    private static let forecast =
        [
            JSONKey(
                path: "forecast", type: "object or null",
                meaning:
                    "Null without `--forecast` (or `--hourly`, `--chart` or a forecast placeholder); `{\"error\": {...}}` "
                    + "(see `forecast.error`) when the forecast failed but the current weather came."),
            JSONKey(
                path: "forecast.step_hours", type: "integer",
                meaning:
                    "`3`, or `1` with One Call or Open-Meteo (its `entries` are then hourly, and `rain_3h_mm` and "
                    + "`snow_3h_mm` hold the hour's amount)."),
            JSONKey(
                path: "forecast.outlook", type: "object or null",
                meaning:
                    "\"Will it rain?\" (see Will it rain? in DESCRIPTION); null when no step is still to come."),
            JSONKey(path: "forecast.outlook.kind", type: "string", meaning: "`rain`, `snow` or `none`."),
            JSONKey(
                path: "forecast.outlook.from", type: "string or null",
                meaning: "When the spell starts, UTC ISO 8601; null for `none`."),
            JSONKey(
                path: "forecast.outlook.until", type: "string or null",
                meaning:
                    "When the spell ends, UTC ISO 8601; null for `none` and when it lasts to the end of the forecast."),
            JSONKey(
                path: "forecast.outlook.amount_mm", type: "number or null",
                meaning: "The spell's rain and snow, mm; null when no step reported an amount."),
            JSONKey(
                path: "forecast.outlook.pop_max_pct", type: "number or null",
                meaning: "The spell's highest chance of precipitation, %."),
            JSONKey(path: "forecast.outlook.text", type: "string", meaning: "The sentence the human view shows."),
            JSONKey(
                path: "forecast.air_forecast_error", type: "object or null",
                meaning:
                    "With `--air --forecast`, the error object when the air forecast failed (every `aqi_max` is then "
                    + "null); null otherwise."),
        ] + errorFields(of: "forecast.air_forecast_error") + [
            JSONKey(
                path: "forecast.index_scale", type: "string",
                meaning: "The scale of each day's `index_max`, as `--aqi-scale` chose it: `owm`, `epa`, `eu` or `uk`."),
            JSONKey(
                path: "forecast.minutely", type: "array or null",
                meaning: "One Call's next 60 minutes, one object a minute; null without One Call's minutes."),
            JSONKey(path: "forecast.minutely[].time", type: "string", meaning: "The minute, UTC ISO 8601."),
            JSONKey(
                path: "forecast.minutely[].precipitation_mm_h", type: "number",
                meaning: "Precipitation in that minute, mm/h."),
        ]

    private static let entries =
        [
            JSONKey(
                path: "forecast.entries", type: "array",
                meaning:
                    "The steps, in time order: all the API sent (40 three-hour steps), or those of the requested "
                    + "days with `--forecast DAYS`."),
            JSONKey(path: "forecast.entries[].time", type: "string", meaning: "The step's time, UTC ISO 8601."),
            JSONKey(
                path: "forecast.entries[].time_local", type: "string or null",
                meaning: "The step's time at the place's offset (`city.timezone`); null if the API sent none."),
        ]
        // A step's members, from the quantities' table, as `current`'s are.
        + Quantity.stepMembers.flatMap { member -> [JSONKey] in
            let path = "forecast.entries[]." + member.key
            return [JSONKey(path: path, type: member.type, meaning: member.stepMeaning ?? member.meaning)]
                + fields(of: member, at: path)
        }

    private static let daily =
        [
            JSONKey(
                path: "forecast.daily", type: "array",
                meaning: "One summary per local calendar day at the place (One Call's own days with `--onecall`)."),
            JSONKey(path: "forecast.daily[].date", type: "string", meaning: "The local date, `YYYY-MM-DD`."),
            JSONKey(
                path: "forecast.daily[].steps", type: "integer",
                meaning:
                    "How many 3-hour steps the row summarises: 8 for a whole day, fewer for a partial one (today, "
                    + "the last day); 8 for each of One Call's days."),
            JSONKey(
                path: "forecast.daily[].min_c", type: "number",
                meaning: "Lowest temperature of the day's steps, °C."),
            JSONKey(
                path: "forecast.daily[].max_c", type: "number",
                meaning: "Highest temperature of the day's steps, °C."),
            JSONKey(
                path: "forecast.daily[].conditions", type: "array",
                meaning:
                    "The day's condition as the Weather column shows it: the wettest when rain or snow is at "
                    + "least possible, else the most frequent (one object; empty if none)."),
        ] + conditionFields(of: "forecast.daily[].conditions[]")
        + [
            JSONKey(
                path: "forecast.daily[].pop_pct", type: "number or null",
                meaning: "The day's highest chance of precipitation, %."),
            JSONKey(
                path: "forecast.daily[].rain_mm", type: "number or null",
                meaning: "Total of the day's rain, mm; null when no step reported any."),
            JSONKey(
                path: "forecast.daily[].snow_mm", type: "number or null",
                meaning: "Total of the day's snow, mm; null when no step reported any."),
            JSONKey(
                path: "forecast.daily[].aqi_max", type: "integer or null",
                meaning:
                    "The day's worst hourly air quality index, 1 to 5, with `--air --forecast`; null otherwise and "
                    + "for days the air forecast does not reach."),
            JSONKey(
                path: "forecast.daily[].index_max", type: "integer or null",
                meaning:
                    "The day's worst hourly index on `forecast.index_scale` (the `--aqi-scale`), as the daily table's "
                    + "Air column shows it: `aqi_max` again on `owm`; null when `aqi_max` is, or when the readings "
                    + "hold none of the scale's pollutants."),
            JSONKey(
                path: "forecast.daily[].index_max_band", type: "string or null",
                meaning: "That index's band, as `air.band` words it (`Moderate`, `Unhealthy`)."),
            JSONKey(
                path: "forecast.daily[].uvi", type: "number or null",
                meaning: "One Call's UV index for the day; null without One Call."),
            JSONKey(
                path: "forecast.daily[].summary", type: "string or null",
                meaning: "One Call 3.0's sentence for the day; null without it (4.0 sends none)."),
        ]

    private static let air = [
        JSONKey(
            path: "air", type: "object or null",
            meaning:
                "Null without `--air` (or an air placeholder); `{\"error\": {...}}` (see `air.error`) when the air "
                + "request failed but the weather came (the run still exits 0)."),
        JSONKey(
            path: "air.aqi", type: "integer or null",
            meaning:
                "OpenWeatherMap's index, 1 (Good) to 5 (Very Poor), not the US EPA's AQI; null when the API sent no "
                + "reading or an index outside 1-5."),
        JSONKey(
            path: "air.aqi_label", type: "string or null",
            meaning: "`Good`, `Fair`, `Moderate`, `Poor` or `Very Poor`."),
        JSONKey(
            path: "air.index_scale", type: "string",
            meaning: "The scale of `air.index` and `air.band`, as `--aqi-scale` chose it: `owm`, `epa`, `eu` or `uk`."),
        JSONKey(
            path: "air.index", type: "integer or null",
            meaning:
                "The index on `air.index_scale`: `aqi` again for `owm`; the EPA's AQI 0-500, the European index's "
                + "band 1-6 or the UK's DAQI 1-10, worked out from the concentrations; null when they hold none of "
                + "the scale's pollutants."),
        JSONKey(
            path: "air.band", type: "string or null",
            meaning:
                "The band's name as the agency writes it: `Unhealthy for Sensitive Groups` (EPA), `Extremely poor` "
                + "(EU), `Very High` (UK); `aqi_label` for `owm`."),
        JSONKey(
            path: "air.dominant_pollutant", type: "string or null",
            meaning:
                "The pollutant that sets an agency's index, named as in `components_ugm3` (`pm2_5`, `o3`); null on "
                + "`owm`, which does not say."),
        JSONKey(
            path: "air.components_ugm3", type: "object",
            meaning:
                "The concentrations the API sent, µg/m³, by name: `co`, `no`, `no2`, `o3`, `so2`, `pm2_5`, `pm10`, "
                + "`nh3` (each only when sent; `{}` with no reading)."),
        JSONKey(path: "air.observed_at", type: "string or null", meaning: "The reading's time, UTC ISO 8601."),
        JSONKey(
            path: "air.pollen_grains_m3", type: "object",
            meaning:
                "Pollen, grains/m³, by species: `alder`, `birch`, `grass`, `mugwort`, `olive`, `ragweed` (each only when "
                + "sent: Open-Meteo's, in Europe; `{}` otherwise)."),
    ]

    private static let oneCall = [
        JSONKey(
            path: "alerts", type: "array or null",
            meaning:
                "The warnings in force (`[]` for none): the national service's where one covers the place (see "
                + "Warnings), and One Call's with `--onecall`, each once; null when none could be asked (see "
                + "`alerts_status`)."),
        JSONKey(path: "alerts[].sender", type: "string or null", meaning: "Who sent the alert."),
        JSONKey(path: "alerts[].event", type: "string or null", meaning: "The event's name."),
        JSONKey(path: "alerts[].start", type: "string or null", meaning: "When it starts, UTC ISO 8601."),
        JSONKey(path: "alerts[].end", type: "string or null", meaning: "When it ends, UTC ISO 8601."),
        JSONKey(
            path: "alerts[].description", type: "string or null",
            meaning: "The alert's whole text, with the sender's line breaks."),
        JSONKey(
            path: "alerts[].instruction", type: "string or null",
            meaning: "What to do, where the service says it apart; null from One Call."),
        JSONKey(
            path: "alerts[].severity", type: "string or null",
            meaning:
                "How serious, in CAP's words: `Extreme`, `Severe`, `Moderate`, `Minor`, `Unknown`; null from One Call."),
        JSONKey(
            path: "alerts[].source", type: "string",
            meaning:
                "Who published it: " + WarningService.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                + ", or the provider that relayed it (`openweathermap`)."),
        JSONKey(
            path: "alerts_status", type: "string or null",
            meaning:
                "`ok` (asked: `alerts` holds what is in force, maybe none), `unavailable` (the service failed: the "
                + "weather is shown all the same, with a notice), `unsupported` (no service covers the place); null "
                + "with `--no-warnings` and no One Call, or with `--input`."),
        JSONKey(path: "onecall", type: "object or null", meaning: "With `--onecall`, how it went; null without it."),
        JSONKey(
            path: "onecall.used", type: "boolean",
            meaning: "`true` when One Call answered; `false` when the free endpoints answered instead."),
        JSONKey(
            path: "onecall.fallback", type: "string or null",
            meaning:
                "Why One Call was not used: `budget`, `subscription`, `unavailable`, `no_counter` or `provider` (Open-Meteo answered); null when it "
                + "was."),
        JSONKey(
            path: "onecall.message", type: "string or null",
            meaning: "The message stderr got when One Call was not used; null when it was."),
        JSONKey(
            path: "onecall.version", type: "string or null",
            meaning: "`4.0` or `3.0`, the version that answered; null when none did."),
        JSONKey(
            path: "onecall.calls", type: "integer",
            meaning: "How many One Call requests this run sent for the place (0 when the cache answered)."),
        JSONKey(
            path: "next_hour", type: "object or null",
            meaning: "With One Call's minutes, the next hour in words; null otherwise."),
        JSONKey(
            path: "next_hour.text", type: "string",
            meaning: "The current block's `Next hour` row (`Rain starting in about 12 min, light.`)."),
    ]

    private static let sky: [JSONKey] = {
        func time(_ path: String, _ meaning: String) -> JSONKey {
            JSONKey(
                path: path, type: "string or null", meaning: meaning + " UTC ISO 8601; null when `sky.absent` says why."
            )
        }
        var keys = [
            JSONKey(
                path: "sky", type: "object or null",
                meaning:
                    "With `--sky` (or a sky placeholder), the place's local day worked out without a request (see "
                    + "The sky in DESCRIPTION); null otherwise."),
            JSONKey(
                path: "sky.date", type: "string",
                meaning: "The local date, `2026-11-25`, at `location.timezone_offset_s`."),
            time("sky.sunrise", "The upper limb of the sun at the horizon, refraction allowed for:"),
            time("sky.sunset", "As `sunrise`:"),
        ]
        for (level, degrees) in [("civil", "6"), ("nautical", "12"), ("astronomical", "18")] {
            keys.append(time("sky.\(level)_dawn", "The sun's centre \(degrees)° below the horizon in the morning:"))
            keys.append(time("sky.\(level)_dusk", "The same in the evening:"))
        }
        for (name, band) in [("golden_hour", "-4° to +6°"), ("blue_hour", "-6° to -4°")] {
            for part in ["morning", "evening"] {
                let path = "sky.\(name)_\(part)"
                keys.append(
                    JSONKey(
                        path: path, type: "object",
                        meaning: "The \(part)'s stretch with the sun's centre from \(band): `start` and `end`."))
                keys.append(time(path + ".start", "When it starts:"))
                keys.append(time(path + ".end", "When it ends:"))
            }
        }
        keys += [
            JSONKey(
                path: "sky.day_length_s", type: "number",
                meaning: "Seconds the sun is up on the local day: 86400 in polar day, 0 in polar night."),
            JSONKey(
                path: "sky.day_length_change_s", type: "number",
                meaning: "The day's length minus yesterday's, seconds: positive while days lengthen."),
            JSONKey(path: "sky.moon", type: "object", meaning: "The moon on the same day."),
            JSONKey(
                path: "sky.moon.phase", type: "string",
                meaning:
                    "`New Moon`, `Waxing Crescent`, `First Quarter`, `Waxing Gibbous`, `Full Moon`, `Waning Gibbous`, "
                    + "`Last Quarter` or `Waning Crescent`: a principal phase on the local day its instant falls."),
            JSONKey(
                path: "sky.moon.illumination_pct", type: "number",
                meaning: "How much of the disc is lit at local noon, percent, one decimal."),
            JSONKey(path: "sky.moon.waxing", type: "boolean", meaning: "Whether the lit part grows at local noon."),
            time("sky.moon.rise", "The moon's upper limb clearing the horizon:"),
            time("sky.moon.set", "As `rise`:"),
            JSONKey(
                path: "sky.absent", type: "object",
                meaning:
                    "Why each null time above has none, by its path within `sky` (`\"moon.rise\": \"not_this_day\"`): "
                    + "`stays_up` (above that level all day: polar day, a white night, a moon up all day), "
                    + "`stays_down` (below it all day) or `not_this_day` (it happens the other way only; the moon "
                    + "skips a rise or a set about once a month). `{}` when every time is there."),
        ]
        return keys
    }()

    /// The keys of a condition object, under each array of them.
    private static func conditionFields(of prefix: String) -> [JSONKey] {
        [
            JSONKey(
                path: prefix + ".id", type: "integer or null",
                meaning: "Weather condition code (openweathermap.org/weather-conditions)."),
            JSONKey(
                path: prefix + ".main", type: "string or null",
                meaning: "Condition group (`Rain`, `Clouds`); always English."),
            JSONKey(
                path: prefix + ".description", type: "string or null",
                meaning: "The condition in words, localised by `--lang`."),
            JSONKey(path: prefix + ".icon", type: "string or null", meaning: "Icon id (`10d` day, `10n` night)."),
        ]
    }

    /// The keys of a wind object, now and in each step.
    private static func windFields(of prefix: String) -> [JSONKey] {
        [
            JSONKey(path: prefix + ".speed_ms", type: "number or null", meaning: "Wind speed, m/s."),
            JSONKey(path: prefix + ".gust_ms", type: "number or null", meaning: "Gusts, m/s."),
            JSONKey(
                path: prefix + ".deg", type: "number or null",
                meaning: "Direction the wind blows from, degrees."),
            JSONKey(
                path: prefix + ".direction", type: "string or null",
                meaning: "16-point compass name of `deg` (`N`, `NNE`, ... `NNW`)."),
        ]
    }

    /// A part that failed while the weather came: `{"error": {...}}` in the part's place.
    private static func failedPart(of part: String, _ name: String) -> [JSONKey] {
        [JSONKey(path: part + ".error", type: "object", meaning: "Why \(name) failed, when it did.")]
            + errorFields(of: part + ".error")
    }

    /// The keys of an error object, wherever one stands.
    private static func errorFields(of prefix: String) -> [JSONKey] {
        [
            JSONKey(
                path: prefix + ".code", type: "integer", meaning: "The exit code the failure has (see EXIT STATUS)."),
            JSONKey(
                path: prefix + ".kind", type: "string",
                meaning:
                    "The exit code's name: `usage`, `bad_response`, `no_input`, `not_found`, `bad_request`, `io_error`, "
                    + "`temporary`, `tls`, `auth` or `config`."),
            JSONKey(
                path: prefix + ".message", type: "string",
                meaning: "What went wrong, in words, with no `weather:` in front."),
        ]
    }
}
