/// The man page's long-form parts: how each feature behaves, beyond one line per flag.
extension Manual {
    /// DESCRIPTION's subsections, in reading order.
    static let guide: [ManualSection] = [
        places, whereYouAre, savedResponses, forecast, comparedWithYesterday, warnings, airQuality, sky, chart, colour,
        oneCall,
        numbers, languages, statusBars, notifications, cache, networks, errors,
    ]

    private static let languages = ManualSection(
        title: "Languages",
        blocks: [
            .paragraph(
                "`--lang CODE` (config `lang`, which beats the locale: the locale is only the default) chooses the "
                    + "language of what a person reads; without either, the locale's (the first of `LC_ALL`, "
                    + "`LC_MESSAGES` and `LANG` that is set) when weather has it and it is UTF-8, else English (`LANG=C` "
                    + "too, and a locale whose terminal could not show the language's letters). The languages: "
                    + Language.all.map { "`\($0.code)` \($0.name)" }.joined(separator: ", ")
                    + ". A locale's name (`de-DE`, `ja_JP`), `pt`, `zh` and OpenWeatherMap's `ua` are read as `de`, "
                    + "`ja`, `pt_br`, `zh_cn` and `uk`; any other code is a usage error (exit 64) that lists them, "
                    + "and one in the config file a config error (exit 78). OpenWeatherMap's descriptions and "
                    + "place names follow the language, in JSON too: `--lang en` keeps them English under another "
                    + "locale."),
            .paragraph(
                "Translated: the current block's labels and values, the forecast tables' titles, headers and days, "
                    + "the outlook and next-hour sentences, the air line and each scale's own band names, Open-Meteo's "
                    + "conditions (from the WMO codes), the Beaufort forces' names, the sky block, the chart's labels, "
                    + "alerts' headings and notifications, the hint under a name that matches several places, "
                    + "`--matches`, the reason beside a cached answer, and so the bar's tooltip. OpenWeatherMap "
                    + "translates its own descriptions and place names, as `lang=`. Weekday names, the order of a "
                    + "day's label and the 12-hour clock's marks come from the locale data Foundation carries (CLDR): "
                    + "`So. 27.` in German, `niedz., 27` in Polish, the Japanese and Chinese marks before the time. "
                    + "Numbers in the human view and the tooltip take the language's decimal separator (`16,5 °C`, "
                    + "`PM2,5`) and percent sign (`89 %` in German), lists and labels its punctuation (full-width in "
                    + "Japanese and Chinese), and units its symbols (Cyrillic in Russian and Ukrainian; pollen in the "
                    + "language's word, `Pollen/m³`). "
                    + "Sources/WeatherKit/Language/SOURCES.md names where each set of words comes from."),
            .paragraph(
                "Not translated: JSON (its keys, values and sentences), templates and their values (a script reads "
                    + "them: `{temp}` stays `16.5 °C`), error messages, `--help` and this page, as git's are without "
                    + "its translations."),
            .paragraph(
                "Adding a language is one file and one line: copy `Sources/WeatherKit/Language/Languages/German.swift`, "
                    + "translate each phrase keeping its `{placeholders}`, give its plural rule, decimal separator and "
                    + "ICU locale, and add it to `Language.all`. The tests fail on a missing phrase, a placeholder "
                    + "that differs from English's, or a plural form the rule needs."),
        ])

    private static let notifications = ManualSection(
        title: "Notifications",
        blocks: [
            .paragraph(
                "`--notify` sends a desktop notification through notify-send (libnotify) for one place, once per "
                    + "event: from cron (which prints nothing on stdout, and on stderr only what went wrong) or beside "
                    + "`--watch` (on every refresh). The events:"),
            .bullets([
                "a warning (the national service's where one covers the place, see Warnings; One Call's with "
                    + "`--onecall`), with its event, its times on the place's clock and who sent it, urgent;",
                "rain or snow starting within `--notify-rain` minutes (30 unless given): from One Call's next hour "
                    + "when `--onecall` has it, else from the forecast's 3-hour steps (which the run then fetches). "
                    + "Sent when it comes near, and again only after a refresh has seen it gone;",
                "the air quality band reaching `--notify-air` (its position on the `--aqi-scale`, from 1 the "
                    + "cleanest; the run then fetches air quality), again only after it has dropped below.",
            ]),
            .paragraph(
                "What was sent is kept in the cache folder (`notified`, beside `notified.lock`), changed by one "
                    + "process at a time, so two bars and a cron job send each alert once. notify-send is run "
                    + "directly, never through a shell, the text after `--`, and `&`, `<` and `>` in the body "
                    + "escaped, as notification daemons read it as markup. Without notify-send on PATH, `--notify` "
                    + "says so and exits 69 (with `--watch` it says so once and goes on)."),
            .paragraph(
                "An event is recorded only once notify-send has sent it: when notify-send fails, the run says so "
                    + "on stderr (exit 0) and the next run tries again. Under cron, notify-send reaches the desktop "
                    + "only through the session bus, whose address cron does not pass on; without "
                    + "`DBUS_SESSION_BUS_ADDRESS` a failed send says so. Set it in the crontab (`crontab -e`), "
                    + "above the job; a systemd login's bus is `/run/user/` and the user's number, which `id -u` "
                    + "prints (1000 here):"),
            .literal([
                "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus",
                "*/10 * * * * weather --notify --onecall",
            ]),
        ])

    private static let sky = ManualSection(
        title: "The sky",
        blocks: [
            .paragraph(
                "`--sky` (config `\"sky\": true`) adds the sun's and the moon's day at the place, worked out here from "
                    + "its coordinates and the date: no request, no key needed beyond the weather's. The times are on the "
                    + "place's own clock (its offset from OpenWeatherMap), as the forecast's are, and follow `--clock`:"
            ),
            .literal([
                "Sky on 2026-12-21, local time (UTC+1)",
                "  Day length   none: the sun does not rise (polar night)",
                "  Dawn         civil 09:31, nautical 07:46, astronomical 06:28",
                "  Dusk         civil 13:53, nautical 15:37, astronomical 16:56",
                "  Golden hour  10:29-12:54, one stretch around noon",
                "  Blue hour    09:31-10:29 and 12:54-13:53",
                "  Moon         [ ###] Waxing Gibbous, 90% lit, up all day",
            ]),
            .bullets([
                "Sunrise and sunset are the sun's upper limb at the horizon with standard refraction (its centre at "
                    + "-0.833°); civil, nautical and astronomical dawn and dusk the centre at 6°, 12° and 18° below; the "
                    + "golden hour the centre between -4° and +6°, the blue hour between -6° and -4°, in the morning and "
                    + "the evening. The day's length is the time the sun is up, with its change since yesterday.",
                "The moon: its phase (a principal phase, New Moon, First Quarter, Full Moon or Last Quarter, on the "
                    + "local day it falls; else Waxing Crescent and so on), how much of it is lit at local noon, with a "
                    + "picture (an emoji, or in ASCII `[ ###]`, the lit quarters as `#`), and when its upper limb rises "
                    + "and sets, parallax and refraction allowed for.",
                "What does not happen is said: polar day and night, a twilight the sun never reaches (`astronomical "
                    + "none (never that dark)` in an English June), a moon that is up or down all day, and the day "
                    + "about once a month with no moonrise or no moonset (`no moonrise this day`). JSON has null for "
                    + "each such time, and the reason under `sky.absent`.",
                "The sun comes from the NOAA / Meeus low-precision formulas, the moon from Meeus's Astronomical "
                    + "Algorithms (chapter 47, its main periodic terms). Against an almanac computed from JPL's DE421 "
                    + "ephemeris (the test fixtures, checked with PyEphem too) for London, Tromsø in midwinter and "
                    + "midsummer, Quito and Sydney over a lunar month each, the worst errors seen are 6 s for sunrise, "
                    + "sunset and the twilights, 9 s for the golden and blue hours, 12 s for moonrise and moonset and "
                    + "0.01 percentage points of illumination: a minute either way is the honest claim, as the "
                    + "horizon, the air's refraction and the height of the place move real times by more.",
                "The day is the place's local day when the report was made; for a saved response (`--input`), the "
                    + "day it was observed. With `--forecast`, the daily table gains each day's moon (`Moon` column, "
                    + "the first column dropped on a narrow terminal).",
                "Templates: `{moon}`, `{moon_pct}`, `{dawn}` and `{dusk}` (civil), and `{golden_hour}` (the next "
                    + "one's start); their times are written like `{sunrise}`: on the place's clock with `--local-time`, "
                    + "else in UTC, marked. Any of them works out the sky without `--sky`.",
            ]),
        ])

    private static let places = ManualSection(
        title: "Places",
        blocks: [
            .paragraph("A place can be given as:"),
            .item(
                "`--lat DEG --lon DEG`",
                "`--lat 51.5 --lon -0.1`: used as is; `--lat` needs `--lon`, and `--lon` needs `--lat`."),
            .item(
                "two numbers joined by a comma",
                "`51.5,-0.1`, `-33.9,18.4`, `\"51.5, -0.1\"`: used as is. Spaces around the comma are fine, and "
                    + "`51.5, -0.1` unquoted (two arguments, the first ending in a comma, as a map site's copy lands "
                    + "in the shell) is joined back into one place."),
            .item(
                "`--city NAME[,STATE][,COUNTRY]`, or any other bare argument",
                "`London`, `\"New York,NY,US\"`, `Paris,FR`: looked up with the geocoder, `/geo/1.0/direct`; the "
                    + "first match is used."),
            .item("`--zip CODE[,COUNTRY]`", "`--zip 10018,US`: looked up with `/geo/1.0/zip`."),
            .paragraph("`--city` and `--zip` may be repeated, and mixed with the other forms."),
            .paragraph(
                "Country codes are ISO 3166 (`GB`, `US`); OpenWeatherMap accepts a state code only for the US. When "
                    + "a name matches several places, the human view says so under the place, in lines of at most "
                    + "80 columns, and suggests only what the name lacks: a country code (from the match shown) "
                    + "when none was typed, a US state code when the match is in the US and none was typed, and "
                    + "always `weather --matches \"NAME\"`. `--matches` lists the geocoder's best matches (up to 5 from "
                    + "OpenWeatherMap, its limit; up to 20 from Open-Meteo, whose own filter takes the country code, "
                    + "so `Hollywood,IE` finds Ireland's) with name, state, country, "
                    + "latitude, longitude, in columns aligned by display width, so a name of three CJK characters "
                    + "counts as 6 columns) "
                    + "instead of fetching the weather. A name or zip the geocoder does "
                    + "not know is exit 69."),
            .paragraph(
                "With `--lang`, a place found by name or zip is shown under the geocoder's name in that language "
                    + "when it has one (`weather Lisbon --lang ru` shows the Russian name, from `local_names.ru`); "
                    + "`pt_br`, `zh_cn` and `ua` map to its `pt`, `zh` and `uk`."),
            .paragraph(
                "Several places may be given at once, in any mix of forms: `weather London Paris 51.5,-0.1`. They "
                    + "are fetched concurrently, at most 4 at a time, and printed in the order given: one block "
                    + "each in the human view, a JSON array with `--json` (a single place still prints one "
                    + "object). A place that fails does not stop the others: its block is one line "
                    + "`PLACE: what went wrong` (also on stderr), its JSON slot is "
                    + "`{\"schema_version\": 1, \"query\": ..., \"error\": {...}}`, and the exit code is that of the "
                    + "first failed place in order (0 only if all succeeded)."),
            .paragraph(
                "Named places: config `places` may be an object of aliases instead of a list, "
                    + "`{\"home\": \"51.5,-0.1\", \"work\": \"Paris,FR\"}`. A bare argument that is an alias "
                    + "(ignoring case: `weather Home` is `home`) is the alias, even when a town has the same name; "
                    + "`--city home` or `home,GB` asks the geocoder for the town. The alias itself is never sent to "
                    + "the geocoder: coordinates are used as they are (no geocoding request), a name (`Paris,FR`) "
                    + "is looked up. Messages, a template's label and JSON's `query` keep what you typed: `query` is "
                    + "`{\"alias\": \"home\", \"lat\": 51.5, \"lon\": -0.1}`, `alias` exactly as typed beside "
                    + "what it stands for; a place the geocoder does not know names the alias too. A value is what a "
                    + "bare argument may be (coordinates or a name; a zip code needs `--zip`). An alias may not be "
                    + "empty, start with `-` or look like coordinates (none could be typed as one), and no two may "
                    + "differ only in case. `weather --places` lists them in file order, one a line "
                    + "(`home  51.5,-0.1`), or with `--json` as `[{\"name\": \"home\", \"query\": \"51.5,-0.1\"}]` "
                    + "(`name` null for a list's places); it needs no key and no network, and with none configured "
                    + "says how to add them on stderr and exits 0, as `git remote` does with no remote. "
                    + "`weather --place-names` prints the aliases alone, one a line (nothing when there are none): "
                    + "the completions for bash, zsh and fish read it, so `weather <TAB>` offers them (from the "
                    + "config that `--config` names on the line, in bash and zsh)."),
            .paragraph(
                "With no place on the command line, a `places` list is used (all of them), then `location`. An "
                    + "object of aliases is an address book: `location` is used, and only without one every alias "
                    + "in file order (so `--waybar`, which shows one place, refuses several)."),
            .paragraph(
                "A value follows its flag (`--lon -0.1`) or is joined with `=` (`--lon=-0.1`). If a flag is "
                    + "repeated, the last value wins. The fixed values of `--units`, `--wind-unit`, `--color`, "
                    + "`--onecall-version` and `--generate` are case-insensitive (`--units Imperial`). `--` ends the "
                    + "options: every argument after it is a place, even one that starts with `-`."),
        ])

    private static let savedResponses = ManualSection(
        title: "Saved responses",
        blocks: [
            .paragraph(
                "`--input FILE` decodes a saved current-weather response (`/data/2.5/weather`) instead of fetching "
                    + "one, with no key and no network; `--input -` reads it from standard input, so "
                    + "`curl ... | weather --input -` works too. It cannot be combined with a place, `--forecast`, "
                    + "`--chart`, `--air` or `--onecall`, so in a template its air and forecast placeholders are empty. "
                    + "An Open-Meteo `/v1/forecast` answer (one with `utc_offset_seconds`) is read as well: its "
                    + "`current` block, in the units it declares, named as Open-Meteo's."
            ),
            .paragraph(
                "Save it without `&units=`: weather reads the API's default units (Kelvin) and converts them "
                    + "itself. A temperature below 150 K cannot be Kelvin on Earth (the coldest ever measured is "
                    + "184 K), so such a file is refused with exit 65 and a message naming the key:"),
            .literal([
                "`main.temp` is 12.00, too cold for Kelvin; the data looks fetched",
                "with units=metric or units=imperial ...",
            ]),
            .paragraph(
                "Guessing between °C and °F is not safe (20 could be either), so weather does not convert. A file "
                    + "that holds an OpenWeatherMap error (`{\"cod\":429,\"message\":...}`) says so with its code and "
                    + "message, and a forecast, a geocoder answer or a One Call answer is named as such; all are "
                    + "exit 65. In JSON, `query` is `{\"input\": \"PATH\"}` and `fetched_at` is null."),
        ])

    private static let forecast = ManualSection(
        title: "Forecast",
        blocks: [
            .paragraph(
                "`--forecast [DAYS]` adds the 5-day, 3-hour forecast (`/data/2.5/forecast`), fetched concurrently "
                    + "with the current weather. The next argument is `DAYS` when it is a whole number or `all`."),
            .bullets([
                "Without `DAYS`, or with `all` (`--forecast all`, `--forecast=all`, `--hourly all`), every step the API sent is kept: 40 steps, 5 x 24 hours from now, which touch six "
                    + "local calendar days at the place when fetched after midnight (today and the sixth day are "
                    + "partial). Open-Meteo sends 16 days of hours, from the current one.",
                "With `DAYS` (1 to 5; 6 to 8 with `--onecall`; up to 16 with Open-Meteo), only the first `DAYS` local calendar days are kept, "
                    + "the first being today (often only partly covered).",
                "A day's low and high are the lowest and highest temperature of its steps (a step's own "
                    + "`temp_min` and `temp_max` in the 5-day forecast are the spread across a city at that moment, "
                    + "not a forecast low, so they are not used); a day with under 12 hours of steps left is marked "
                    + "`*` in the table, with a note under it, since its low and high are not the whole day's. "
                    + "`{today_min}`, `{today_max}` and JSON's `daily[].min_c` and `max_c` are the same values, and "
                    + "`daily[].steps` says how many steps each day has.",
            ]),
            .paragraph(
                "The human view adds a table of local days, within 80 columns (fewer when the terminal is "
                    + "narrower), its title naming the clock and the units, the numbers right-aligned and every "
                    + "column measured in terminal cells (an emoji or a CJK character takes two, as Unicode says an "
                    + "emoji shown as a picture does), so it stays aligned in any language. Here with `--units imperial` in a locale that is not "
                    + "UTF-8 (in UTF-8 each day's weather also has its emoji, and the range its en dash):"),
            .literal([
                #"Forecast by local day (UTC): F, in"#,
                #"  Rain likely tomorrow 21:00-Sat 21:00 UTC (about 0.30 in, up to 100%)."#,
                #"  Day       Low  High  Weather           Chance  Rain"#,
                #"  Thu 20*  58.8  58.8  scattered clouds      0%"#,
                #"  Fri 21   50.6  60.1  light rain           57%  0.01"#,
                #"  Sat 22   48.9  54.7  moderate rain       100%  0.29"#,
                #"  Sun 23   46.4  52.0  light rain           45%  0.01"#,
                #"  Mon 24   44.5  52.5  overcast clouds      20%  0.00"#,
                #"  Tue 25   39.4  55.0  clear sky             0%"#,
                #"  * part of the day only: not its whole low and high"#,
            ]),
            .paragraph(
                "Terminals disagree about one case: a symbol turned into an emoji by U+FE0F, like the cloud and "
                    + "the rain cloud. Most draw it two cells wide; tmux 3.3a draws it one, and there a row with "
                    + "such an icon sits one cell left of a row with the sun behind a cloud. A value too long for "
                    + "any real forecast, such as a broken server's `1e300`, is cut at 11 cells, and where two "
                    + "spaces between columns do not fit the terminal, one does. Narrower still, the UV and air index "
                    + "show as numbers alone, then whole columns are left out (daily: Air, UV, Chance, Snow, Rain; "
                    + "hourly: From, Wind, Chance, Snow, Rain), and the title, which names only the units of the "
                    + "columns shown, takes its short wording (`Every 3 h (UTC+1): °C, mm`); it is never cut. A line "
                    + "of the current block wider than the terminal goes on under its value, "
                    + "broken between phrases, never inside a time or a number and its unit."),
            .paragraph(
                "`Low` and `High` are the day's extremes over its steps, `Weather` its wettest condition when "
                    + "rain or snow is at least possible (a thunderstorm first, then the step with the most rain and "
                    + "snow, then the highest chance; a step counts from 30 % or when no chance is given), else its "
                    + "most frequent condition, always with the day's form of its icon (in `--lang`; cut with an "
                    + "ellipsis where the terminal is narrow), `Chance` the highest chance of "
                    + "precipitation, and `Rain` and `Snow` the day's totals (each column only when some day has a "
                    + "value). With `--air` a last column has the day's worst air index. In JSON each `daily` row "
                    + "says how many 3-hour `steps` it summarises (8 for a whole day), so a script can tell a "
                    + "partial day."),
            .paragraph(
                "`--hourly [DAYS]` shows every 3-hour step instead: local time, temperature, condition, chance, "
                    + "rain and snow over the 3 hours, and the wind's speed and the point it blows from. Units "
                    + "follow `--units`: °F, in and mph with `imperial`."),
            .paragraph(
                "The current block shows sunrise and sunset on both clocks, `04:37 UTC (05:37 local, UTC+1)` (with "
                    + "`--local-time`, local first), so nobody has to guess which one a time is in."),
            .paragraph(
                "A forecast that fails while the current weather comes does not throw the current weather away: "
                    + "it is printed, stderr says "
                    + "`weather: the forecast failed, so only the current weather is shown: ...`, JSON has "
                    + "`\"forecast\": {\"error\": {\"code\": ..., \"kind\": ..., \"message\": ...}}`, and the command "
                    + "exits with the forecast's exit code (so a script still sees that it did not get everything "
                    + "it asked for). If the current weather fails, the place fails."),
        ],
        subsections: [willItRain])

    private static let willItRain = ManualSection(
        title: "Will it rain?",
        blocks: [
            .paragraph(
                "The forecast (daily, `--hourly`, `--chart`, and the Waybar tooltip) starts with one sentence that "
                    + "answers it, one of:"),
            .literal([
                "Rain likely today 15:00-21:00 UTC+1 (about 4.20 mm, up to 90%).",
                "Snow possible tonight from 22:00 UTC+1 (up to 40%).",
                "Slight chance of rain tomorrow 06:00-09:00 UTC+1 (up to 20%).",
                "No rain expected in the next 24 h.",
            ]),
            .paragraph(
                "Times are at the place's own offset, labelled; `today`, `tonight` (from 18:00), `tomorrow` or the "
                    + "weekday say which day, and an end a day or more later has its weekday. The rules:"),
            .bullets([
                "A 3-hour step is wet when its chance of precipitation is at least 50 % or its rain and snow add "
                    + "up to at least 0.1 mm; each step stands for the 3 hours from its time, and a step that has "
                    + "ended is not counted.",
                "Consecutive wet steps make one spell; the outlook is the first spell that starts within 24 hours "
                    + "of now, for as long as it lasts . A spell that runs to the end of "
                    + "the forecast is worded `from 22:00`, and one already under way `now until 18:00`.",
                "It is snow when the spell brings more snow than rain (or, with no amounts at all, when most of "
                    + "its steps' conditions are snow), otherwise rain; the amount is the spell's rain and snow "
                    + "together, and the chance its highest.",
                "The sentence is no surer than that chance: likely from 60 %, possible from 30 %, slight chance "
                    + "below that, and `Rain forecast` when the forecast gave no chance at all.",
            ]),
            .paragraph(
                "The outlook is worked out on every step the API sent, even when `--forecast DAYS` shows fewer "
                    + "days. A forecast whose steps have all passed (an old cached answer) gets no sentence. In JSON "
                    + "it is `forecast.outlook`; templates have `{rain_next}`, `{pop_next}` and today's and "
                    + "tomorrow's low and high (see TEMPLATES). Where minutes come (One Call's, Open-Meteo's "
                    + "quarter hours), the next hour's row in the current block says the next hour; the sentence "
                    + "stays for the day after it, unless it would say no rain under rain within the hour."),
        ])

    private static let airQuality = ManualSection(
        title: "Air quality",
        blocks: [
            .paragraph(
                "`--air` (config `\"air\": true`) adds OpenWeatherMap's air quality (`/data/2.5/air_pollution`, "
                    + "free with the same key), fetched concurrently with the weather, on a connection of its own, "
                    + "and cached like it (10 minutes, one process fetching, stale answers on a network blip):"),
            .literal(["  Air          AQI 2 (OWM): Fair, PM2.5 4.5 · PM10 6.1 µg/m³"]),
            .bullets([
                "By default the index is OpenWeatherMap's own 1-5 scale: 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 "
                    + "Very Poor. It is not the US EPA's 0-500 AQI: OpenWeatherMap bands each pollutant "
                    + "(https://openweathermap.org/api/air-pollution lists the limits) and reports the worst band. "
                    + "Every scale is shown the same way: the index, its number, the scale in brackets, a colon and "
                    + "the band. The number is coloured by level when colour is on (green, yellow, orange, red, magenta).",
                "`--aqi-scale` (config `aqi_scale`) shows the index people know where they live, worked out from "
                    + "the concentrations by the agency's own breakpoints: `epa`, the US EPA's AQI (0-500, Technical "
                    + "Assistance Document of May 2024); `eu`, the European Environment Agency's European Air "
                    + "Quality Index (bands 1-6, Good to Extremely poor, its 2024 thresholds); `uk`, Defra's Daily "
                    + "Air Quality Index (1-10: Low, Moderate, High, Very High). The line names the scale and the "
                    + "pollutant that sets the index, `AQI 153 (EPA): Unhealthy, PM2.5`, in the agency's colour "
                    + "(behind black or white text, so it reads on light and dark terminals); the daily table's "
                    + "`Air` column, `{aqi}`, `{aqi_label}`, the Waybar class (`aqi-unhealthy`) and JSON's "
                    + "`air.index`, `air.band` and `air.dominant_pollutant` follow it, while `air.aqi` stays "
                    + "OpenWeatherMap's. Choose the scale of your country (`epa` in the US, `uk` in the UK, `eu` in "
                    + "the EU); the default stays `owm`. Typed on the command line, `--aqi-scale` also turns on "
                    + "`--air`; in the config file it only chooses the scale.",
                "The agencies average over hours (the EPA PM2.5 and PM10 over 24 hours, O3 and CO over 8; the UK "
                    + "PM over 24 hours and O3 over 8; the EEA PM over a running 24 hours) and OpenWeatherMap sends "
                    + "one value per hour: each value is taken as that average, so the index is what the agency "
                    + "would report had the hour's air held all day. It reads high after a short spike and is not "
                    + "the agency's official figure. Gases are converted to ppb at 25 °C and 1 atm for the EPA; the "
                    + "EPA reads O3 above 200 ppb on its 1-hour table; the EEA and the UK leave CO out.",
                "Concentrations are µg/m³, as sent: `co`, `no`, `no2`, `o3`, `so2`, `pm2_5`, `pm10`, `nh3`. The "
                    + "human line shows the particles, PM2.5 and PM10, with one decimal; JSON has every one the API "
                    + "sent.",
                "With `--forecast`, `--air` also fetches the hourly air forecast "
                    + "(`/data/2.5/air_pollution/forecast`, about four days), and the daily table gains each day's "
                    + "worst index (`Air` column; `aqi_max` in JSON). Days beyond the air forecast have none. "
                    + "(`--hourly` rows have no air column, so `--air --hourly` does not fetch it.) When it fails, "
                    + "stderr says so, `forecast.air_forecast_error` has the error, and the days have no index.",
                "An hour the API could not rate (it sends the odd `\"aqi\": 0`) has no index (`no index`, JSON "
                    + "`null`); a place with no reading at all says `no reading from OpenWeatherMap for this place`.",
                "A failed air request does not fail the weather. The weather is printed, stderr gets one line "
                    + "(`weather: air quality failed, so the weather is shown without it: ...`), JSON has "
                    + "`\"air\": {\"error\": {...}}` with the air request's own code, and the exit code stays 0. "
                    + "Air quality is an extra beside the weather, unlike `--forecast`, which a script asked for by "
                    + "name: a status bar must not go red because a secondary endpoint blinked, and a script that "
                    + "needs the index tests `.air.error` (or `.air.aqi`). A key refused for air although it just "
                    + "worked for the weather says exactly that (`OpenWeatherMap refused the key for air quality "
                    + "although it accepted it for the weather ...`).",
                "A template that uses `{aqi}`, `{aqi_label}`, `{pm25}`, `{pm10}`, `{o3}` or `{no2}` fetches air "
                    + "quality without `--air`. `weather London --format '{aqi_label} {rain_next}'` makes one "
                    + "geocoding, one weather, one air and one forecast request, and none on a second run within "
                    + "10 minutes.",
                "A forecast fetched only for a template's placeholders (`{rain_next}` ...) is an extra too: if it "
                    + "fails, those are empty, stderr says why, and the exit code stays 0. A forecast asked for by "
                    + "name (`--forecast`, `--hourly`, `--chart`) decides the exit code when it fails.",
            ]),
        ])

    private static let chart = ManualSection(
        title: "Chart",
        blocks: [
            .paragraph(
                "`--chart [DAYS]` draws the next `DAYS` (default 2, up to 5) of the forecast as a meteogram, from "
                    + "the real 3-hour steps: the temperature as a braille curve, the rain and snow of each step as "
                    + "bars, and the chance of precipitation as shades under them. In a UTF-8 locale the curve is "
                    + "braille, the bars are blocks and the shades shading characters. Here, at 66 columns, is the "
                    + "same chart in ASCII, as a locale that is not UTF-8 draws it:"),
            .literal([
                #"Next 48 h, local time (UTC): C, mm, % chance"#,
                #" 15.6 C +._             _|-'''|_"#,
                #"        | '-._        |-'       ''--..__"#,
                #"        |    '|_    ||                  '''---....--''---.__"#,
                #"  9.4 C +       ''-'                                        |.____"#,
                #"4.43 mm +                           ...::::###..........:::"#,
                #"      % |                           ===##########....===#######"#,
                #"        +-^-+------+-----+------+------+-----+------+------+------"#,
                #"            Fri    06    12     18     Sat   06     12     18"#,
            ]),
            .bullets([
                "Temperature: 4 rows of braille (2 x 4 dots a cell), linearly interpolated between the steps, so "
                    + "the curve never shows a value the data does not have; the axis is labelled with the lowest "
                    + "and highest step temperature of the window, in `--units`, each with its unit.",
                "Rain and snow: one bar per column for the mm (or in) of the step it falls in, scaled to the label "
                    + "beside it: the window's largest amount, and at least 1 mm so a drizzle does not look like a "
                    + "storm. Under it the chance of precipitation, in four shades for up to 25, 50, 75 and 100 %.",
                "Time: left to right at the place's local time, which the title names (`local time (UTC+1)`), from "
                    + "now (or the first step, if it has begun) to the last step of the window; a tick every 6 "
                    + "hours, each midnight labelled with the weekday, the others with the hour where they fit, and "
                    + "a triangle at now. `--forecast DAYS` trims the table, not the chart.",
                "Width: as wide as the terminal: `COLUMNS` when set, else the width of the terminal on stdout, else "
                    + "80. It needs at least 60 columns; narrower, one line says so instead "
                    + "(`(the chart needs 60 columns; this terminal has 50)`).",
                "Plain terminals: in a locale that is not UTF-8 (which makes the whole view ASCII), the same "
                    + "layout in ASCII: `_.-'` and `|` for the curve, `.:-=+*#` for the bars, "
                    + "`.:=#` for the shades.",
                "Colour only when colour is on (see Colour): the curve on the temperature scale, the bars blue. "
                    + "The chart reads the same without it.",
                "`--chart` with `--json` is a usage error (exit 64): the series are already in "
                    + "`forecast.entries`. So is `--chart` with `--format`; with `--waybar` the bar gets its error "
                    + "line.",
                "Without `--forecast` or `--hourly`, `--chart` shows the current weather, the outlook sentence and "
                    + "the chart; with them, the table and then the chart.",
            ]),
        ])

    private static let colour = ManualSection(
        title: "Colour",
        blocks: [
            .paragraph(
                "With colour on (`--color`), temperatures are graded on one fixed scale, in °C whatever `--units` "
                    + "says, so the same colour always means the same warmth (256-colour codes; condition words are "
                    + "never coloured):"),
            .item("below -10 °C", "deep blue"),
            .item("-10 to 0 °C", "blue"),
            .item("0 to 8 °C", "teal"),
            .item("8 to 16 °C", "the terminal's own colour (no colour at all)"),
            .item("16 to 24 °C", "dark yellow"),
            .item("24 to 32 °C", "orange"),
            .item("32 °C and above", "red"),
            .paragraph(
                "Each colour reads on light and dark backgrounds alike (a contrast of at least 3:1 against both "
                    + "black and white), which is why the mild band has none. The air index is coloured by level: "
                    + "green (Good), yellow, orange, red, magenta (Very Poor)."),
        ])

    private static let oneCall = ManualSection(
        title: "One Call",
        blocks: [
            .paragraph(
                "`--onecall` (config `\"onecall\": true`) uses OpenWeatherMap's One Call in place of the current "
                    + "weather and forecast requests, for alerts, UV, the next hour and 8 days. Without it, nothing "
                    + "changes and no One Call request is ever made."),
            .paragraph(
                "Which version. One Call comes in two versions, sold as one \"One Call by Call\" subscription, and "
                    + "an account holds one of them, not both:"),
            .item(
                "4.0",
                "`/data/4.0/onecall/...` (https://openweathermap.org/api/one-call-4), what OpenWeatherMap sells "
                    + "since mid-2026: an endpoint per part (the weather now, the next hour's minutes, 15-minute, "
                    + "hourly and daily timelines, each alert's text), the timelines in pages, each request a call."),
            .item(
                "3.0",
                "`/data/3.0/onecall`, one answer with everything, one call: still served to those who subscribed "
                    + "before, and closed to new subscribers."),
            .paragraph(
                "`--onecall-version auto|4|3` chooses. `auto` asks 4.0 first, and 3.0 when 4.0 answers that the key "
                    + "has no subscription to it; `4` or `3` asks only that one. A key subscribed to 4.0 gets from "
                    + "3.0 the very 401 a key without any subscription gets, so `auto` cannot learn the version from "
                    + "3.0's answer: it asks 4.0, which says which it is. JSON says which answered "
                    + "(`\"onecall\": {\"version\": \"4.0\", ...}`)."),
            .paragraph(
                "What 4.0 asks for. Only what the output shows, a call each: the weather now (first, because it is "
                    + "the cheapest way to learn that the key has no 4.0 subscription, and it names the alerts in "
                    + "force), then together the next hour's minutes (for the `Next hour` row and `{rain_soon}`), "
                    + "the days (for the daily table and today's and tomorrow's `{today_max}` ...), the hourly steps "
                    + "(for `--hourly`, `--chart` and `{rain_next}`, `{pop_next}`: 20 hours a page, so 48 hours take "
                    + "3 calls, and `--chart 1` or `--hourly 1` takes 2) and each alert's text (kept for 30 days "
                    + "like a place, since it does not change, so an alert costs one call however long it lasts). "
                    + "JSON shows everything, so it asks for everything. The next page is asked for by its `start`, "
                    + "never through the answer's `next` link, which is plain http:// and holds the key."),
            .paragraph(
                "Hourly steps, not 15-minute ones, feed the chart and the table, and 1-minute steps the next hour: "
                    + "in the answers other clients have recorded, the 15-minute timeline's steps carry no rain "
                    + "amounts (KatoCast saw none in 50 steps of heavy rain in Manila, where the hourly steps had "
                    + "them), and the chart's bars are amounts; 48 hours of it also take 4 pages, not 3. For rain in "
                    + "the next hour the 1-minute timeline says more than four 15-minute steps could: an amount each "
                    + "minute, in one call. Should 4.0's 15-minute steps carry amounts, the chart would gain from "
                    + "them at 2 pages a day."),
            .paragraph(
                "What it costs. The first 1,000 calls a day are free; after that each call costs money. A refresh "
                    + "costs, with nothing in the cache (calls on 3.0, calls on 4.0):"),
            .literal([
                "what is shown                                        3.0  4.0",
                "a template without {rain_soon} or {alert}              1    1",
                "the current block, or a Waybar line (with the next     1    2",
                "  hour in its tooltip)",
                "with --forecast (the daily table)                      1    3",
                "with --hourly or --chart (48 hours)                    1    5",
                "--json --forecast (everything)                         1    6",
            ]),
            .paragraph(
                "and an alert in force 1 more, once. With `auto` and a key that has 3.0 only, 4.0 is asked once a "
                    + "day (its refusal is believed for the day), 1 call a day. Answers are cached for 10 "
                    + "minutes and shared by every process, so a status bar that runs `weather` every 10 minutes "
                    + "(or every minute) refreshes 144 times a day: 144 calls a day on 3.0, 288 on 4.0 with the "
                    + "default Waybar line (720 with `--hourly` in its tooltip). `--watch` refreshes at its own "
                    + "interval, whatever the cache's: `--watch 1m --onecall` would make 1,440 calls a day, past "
                    + "the budget, and says so when it starts. weather guards the bill:"),
            .bullets([
                "A daily budget. Every One Call request this user's processes send, of either version, each retry "
                    + "and each page included, is counted per UTC day in the cache folder "
                    + "(`~/.cache/weather/onecall-usage`, with each version's share), under a lock, so bars starting "
                    + "together count correctly; a count that cannot be read lets no call through that day, and a "
                    + "lock held for more than 2 s means no call this run. At the limit (`--onecall-daily-limit`, "
                    + "default 900, under the free 1,000 with room for a day's retries; 0 means never call) the run "
                    + "uses the free endpoints instead, says so once on stderr (`weather: today's One Call budget "
                    + "of 900 calls is spent; using the free endpoints until 00:00 UTC`) and in JSON "
                    + "(`\"onecall\": {\"used\": false, \"fallback\": \"budget\", ...}`). The count starts again at "
                    + "midnight UTC, when the free 1,000 do. `--clear-cache` keeps it.",
                "`weather --onecall-usage` prints today's count, the limit and each version's share: "
                    + "`One Call requests today (2026-11-23 UTC): 17 of 900 (4.0: 15, 3.0: 2)`. A count that cannot "
                    + "be read is not a number: it says so on stderr and exits 74 (and `--onecall` makes no call "
                    + "until midnight UTC).",
                "No subscription. A key without it gets a 401 that says so; a key with 3.0 alone may get "
                    + "something else from 4.0 (nobody has recorded what), so any refusal of a version's first "
                    + "call, a 401 whatever its text, a 403 or a 404, means that version is not this key's: `auto` "
                    + "asks 3.0 next, and when every version refused, the free endpoints answer (exit 0 when they "
                    + "work; a key they refuse too is exit 77, as for any request), with one line that names the "
                    + "version and its page: "
                    + "`this API key has no One Call 4.0 subscription (\"One Call by Call\"); subscribe at "
                    + "https://openweathermap.org/api/one-call-4 ...`; for a key refused by both, "
                    + "`... no One Call subscription (neither 4.0 nor 3.0); subscribe to One Call 4.0 at ...`; and "
                    + "with `--onecall-version 3`, that 3.0 takes no new subscribers and where 4.0 is. A refused "
                    + "call counts against the daily budget like any other, since it is counted before it is sent "
                    + "(OpenWeatherMap does not bill a refusal, so the budget errs on the safe side), and "
                    + "`--onecall-usage` says so. The refusal is believed for a day, for each version (kept in the "
                    + "cache folder under a hash of the key, never the key), so a key with 3.0 alone asks 4.0 once "
                    + "a day; `--refresh` asks again at once, and an answer from a version (with `--refresh` or "
                    + "after the day) forgets its refusal, so a key that has just been subscribed is used from then "
                    + "on. The refusal is only checked for a request that would go out: an answer still fresh in "
                    + "the cache is used, and a daily limit of 0 is named as the reason whatever else is "
                    + "remembered.",
                "Without a cache folder (no HOME) nothing can be counted, so One Call is not used (the free "
                    + "endpoints answer, with a line on stderr).",
                "One Call busy or unreachable (HTTP 429 or 5xx on any of 4.0's calls, a page included, after the "
                    + "retries; a network error; or `--offline` with no answer cached): the free endpoints (or their "
                    + "cached answers) stand in, with `weather: One Call could not be had, so the free endpoints "
                    + "answer: ...` and `\"fallback\": \"unavailable\"`. The calls that did answer are cached, so the "
                    + "next run pays only for what failed. A place without minutes and an alert whose text 4.0 no "
                    + "longer has (404, seen for an id just listed) are answers of nothing, kept 10 minutes like the "
                    + "weather, so they are not paid for every run; the alert is left out. Any other answer 4.0 "
                    + "should not have given (a 404 elsewhere, a body that does not decode) lets the free endpoints "
                    + "answer too, as does a server that pays no heed to `start`: paging stops at a page that brings "
                    + "nothing new. A key One Call refuses as invalid (not a subscription matter) is exit 77, as for "
                    + "any request.",
            ]),
            .paragraph("What it adds:"),
            .bullets([
                "The place's name for coordinates: One Call names none, so the reverse geocoder "
                    + "(`/geo/1.0/reverse`, free, kept 30 days as names are) does, once One Call has answered; "
                    + "without its answer the coordinates stand as the name.",
                "Alerts under the place's name, inside its own block (so that with several places none reads as "
                    + "the one before's): the event, who sent it, when it runs at the place's local time, and "
                    + "the first two lines of its text (`--alerts` prints the whole text, its paragraphs wrapped to "
                    + "the terminal). An alert whose end has passed (in an answer from the cache) is not shown. The "
                    + "text comes from national weather services through the API: control characters are "
                    + "stripped, like all server text, and the event line is coloured by its level when colour is on "
                    + "(see Warnings). `{alert}` is "
                    + "the first event's name; Waybar gets the class `alert` and the alert at the top of its tooltip, "
                    + "under the name. "
                    + "Alerts are read field by field: a field of the wrong type (`\"event\": 5`) is left out, not "
                    + "the weather.",
                "UV index in the current block (`UV index     5 moderate`: the index whole, as weather services "
                    + "publish it, and the WHO's category: low 0-2, moderate 3-5, high 6-7, very high 8-10, extreme "
                    + "11+), the same in a `UV` column of the daily table; `{uvi}` (whole; `{uvi:.1}` for a "
                    + "decimal). JSON has the index as sent.",
                "The next hour, from One Call's 60 minutes of precipitation, as a row of the current block: "
                    + "`Rain starting in about 12 min, light.`, `Rain stopping in about 20 min.`, "
                    + "`Rain for the next hour, heavy.` or `No rain in the next hour.` (a minute counts from 0.1 "
                    + "mm/h; light under 2.5 mm/h, moderate under 7.6, heavy above). The outlook sentence under the "
                    + "forecast stays. `{rain_soon}` is `rain in 12 min`, `rain stops in 20 min`, `rain` or empty; JSON "
                    + "has `\"next_hour\": {\"text\": ...}`. When One Call sends no minutes still ahead, there is no "
                    + "row.",
                "Hourly steps: `--hourly` and `--chart` use One Call's 48 one-hour steps (`Forecast every hour`).",
                "8 days: `--forecast 8` (6 to 8 need `--onecall`), with 3.0 each with OpenWeatherMap's summary "
                    + "sentence under the table (4.0 sends none). These are One Call's own whole-day summaries "
                    + "(`daily[].steps` is 8 for each), not sums of steps; with `--air` they get the air forecast's "
                    + "worst index as well. 4.0's daily page has 10 days: `--forecast` without `DAYS` and JSON show "
                    + "all 10. If One Call falls back, the free forecast's 5 or 6 days are shown. One Call's answer "
                    + "has no place name: a name you looked up keeps the geocoder's, coordinates show as such.",
                "Both versions make the same report: the views and JSON (schema 1, whose `onecall` has `version` "
                    + "and `calls`) do not depend on which answered.",
            ]),
        ])

    private static let numbers = ManualSection(
        title: "Numbers",
        blocks: [
            .paragraph(
                "Each quantity has one rule, the same in the human view, the forecast lines, templates and the "
                    + "Waybar tooltip, so a value never changes width as it changes (`9.7 mph`, then `10.0 mph`, not "
                    + "`10 mph`):"),
            .item("temperature", "1 decimal, in `--units`: `8.7 °C`, `47.7 °F`, `281.9 K`."),
            .item(
                "wind speed and gusts",
                "1 decimal, in `--wind-unit` (m/s, or mph with `imperial`); Beaufort as the force and its name: "
                    + "`5.7 m/s`, `10.0 mph`, `20.5 km/h`, `4 Bft, moderate breeze`."),
            .item("visibility", "1 decimal, km (mi with `imperial`): `8.0 km`, `5.0 mi`."),
            .item(
                "rain and snow",
                "2 decimals, mm (the API's own precision; in with `imperial`): `1.27 mm`, `0.05 in`."),
            .item("humidity, clouds, chance of precipitation", "whole %: `87%`."),
            .item("pressure", "whole hPa; inHg with 2 decimals with `imperial`: `1005 hPa`, `29.68 inHg`."),
            .item("wind bearing", "whole degrees: `90°`."),
            .item("air pollutant concentration", "1 decimal, µg/m³: `4.5`, `0.0`."),
            .paragraph(
                "A template's `{name:.N}` overrides the decimals; JSON has its own rules (see JSON OUTPUT). In "
                    + "polar day or night OpenWeatherMap sends no sunrise and no sunset; the human view then says "
                    + "`(polar day)` on the `Sunrise` line, after a dash (or `polar night`, from the sun's declination at the place's "
                    + "latitude on that date) rather than leaving the lines out, and JSON has `null` for both."),
            .paragraph(
                "In a locale that is not UTF-8 (`LANG=C`, `POSIX`, none set), the human view is plain ASCII: no "
                    + "emoji, `8.7 C`, `90 deg`, `-` for the dash. Text the server sends (place names, descriptions "
                    + "in `--lang`) is printed as it came. The characters follow the locale alone: `TERM=dumb` (an "
                    + "Emacs shell buffer, say) turns colour off, not the degree sign."),
        ])

    private static let statusBars = ManualSection(
        title: "Status bars",
        blocks: [
            .paragraph(
                "Bars run weather every minute or so, often from several instances at once. The cache makes that "
                    + "cheap: answers are shared by every process for 10 minutes (15 with Open-Meteo), only one process fetches when "
                    + "several start together, and when the network blips the last answer is shown (marked stale) "
                    + "instead of an error."),
            .paragraph("Waybar (~/.config/waybar/config):"),
            .literal([
                #""custom/weather": {"#,
                #"    "exec": "weather --waybar","#,
                #"    "return-type": "json","#,
                #"    "interval": 300"#,
                "}",
            ]),
            .paragraph(
                "`--waybar` prints one line, "
                    + "`{\"text\": \"<icon> 9 °C\", \"tooltip\": \"<the full human view>\", \"class\": [\"rain\"]}`. "
                    + "`text` is the `--format` (config `format`) template, or `{icon} {temp:.0}`, without leading "
                    + "or trailing spaces (so an empty `{icon}` leaves no gap). The tooltip is the human view: with "
                    + "`--air` its air line, with `--forecast` the outlook sentence and the daily lines; it leaves "
                    + "out what is meant for a terminal (the hint about other matches, the pointer to `--alerts`), "
                    + "breaks no line to the terminal's width, and shows the start of an alert's text on one line, "
                    + "cut at a word with an ellipsis. `class` is "
                    + "an array (Waybar accepts one), so a bar can style each part:"),
            .bullets([
                "the condition group: `clear`, `clouds`, `rain`, `drizzle`, `thunderstorm`, `snow` or `mist`;",
                "with air quality, its level: `aqi-good`, `aqi-fair`, `aqi-moderate`, `aqi-poor`, "
                    + "`aqi-very-poor`; on another `--aqi-scale`, that agency's band (`aqi-unhealthy`, "
                    + "`aqi-very-high`);",
                "`stale` when the line shows a cached answer that could not be refreshed;",
                "`old` when the weather was observed more than 3 hours before the run (a server that kept an "
                    + "answer too long, or a clock far off): the human view says `(observed 4 d ago: not the weather "
                    + "now)` under the place, JSON has `current.observed_age_s`, and the forecast's days already "
                    + "past carry their month (`Sun 27 Jul`);",
                "`fallback` when a provider of a chain (`--provider open-meteo,met-norway`) could not answer and "
                    + "the next one did;",
                "`alert` when a warning is in force (see Warnings), and `alerts-unavailable` when the national "
                    + "service that covers the place could not be asked (its notice goes to stderr, which a bar "
                    + "does not show);",
                "or `[\"error\"]` alone: on failure the line still comes, with text `weather` after a warning sign (`! weather` in a "
                    + "locale that is not UTF-8) and the message as tooltip, and the exit code is 0 so the bar keeps "
                    + "running (stderr still gets the message). A failed forecast too: the bar shows the weather "
                    + "that came.",
            ]),
            .paragraph("Style them in style.css as `#custom-weather.rain`, `#custom-weather.aqi-poor`."),
            .paragraph(
                "Waybar reads `text` and `tooltip` as Pango markup. weather escapes `&`, `<` and `>` in everything "
                    + "it puts there (a place called `Saint-Jean & Co` stays whole), so do not set `\"escape\": true` "
                    + "in the module. The literal text of your own template is passed as it is, so it may hold markup "
                    + "(`--format '<b>{temp:.0}</b>'`); write a literal `&` there as `&amp;`."),
            .paragraph("i3blocks (~/.config/i3blocks/config):"),
            .literal(["[weather]", "command=weather --format '{icon} {temp:.0}'", "interval=300"]),
            .paragraph(
                "i3status has no command module; wrap it and prefix each line (with `output_format = \"none\"` in "
                    + "i3status's `general` section, so its lines are plain text):"),
            .literal([
                "i3status | while read -r line; do",
                "    echo \"$(weather --format '{temp:.0}') | $line\" || exit 1",
                "done",
            ]),
            .paragraph("tmux (~/.tmux.conf):"),
            .literal([
                "set -g status-interval 60",
                "set -g status-right '#(weather --format \"{icon} {temp:.0}\") %H:%M'",
            ]),
            .paragraph("polybar (~/.config/polybar/config.ini):"),
            .literal([
                "[module/weather]", "type = custom/script", "exec = weather --format '{icon} {temp:.0}'",
                "interval = 300",
            ]),
            .paragraph(
                "A place can come from the config file, so the bar's command needs no arguments; keep the key there "
                    + "too (chmod 600), not on the command line. `--waybar` shows one place: with a `places` list of "
                    + "several, it fails (the bar shows the error line), so give the bar its "
                    + "place on the command line (`\"exec\": \"weather --waybar London\"`) or keep one place in the "
                    + "config (`location`, or a `places` of one). `--format ''` in a bar means its default text, "
                    + "`{icon} {temp:.0}`."),
            .paragraph(
                "`--watch [INTERVAL]` keeps one process running instead of one per interval: it prints the line at "
                    + "once, then refreshes every INTERVAL (10 minutes by default, at least 1) and prints again only "
                    + "when the line changes or the data goes stale. It sleeps in between (a wake-up every 15 s to "
                    + "notice a resume from sleep, which refreshes at once), shares the cache, the single fetch and "
                    + "the One Call budget with every other weather, and keeps going through failures: the error "
                    + "line, retries after 30 s, 1, 2, 4 ... minutes up to INTERVAL, then the data again. `SIGUSR1` "
                    + "refreshes at once, bypassing the cache; `SIGTERM` and `SIGINT` end it, as does the bar closing "
                    + "the pipe (noticed within 15 s, though the line has not changed). A stale answer (the cache's, "
                    + "when a refresh failed) is retried as a failure is. Waybar, without `interval`:"),
            .literal([
                #""custom/weather": {"#,
                #"    "exec": "weather --watch --waybar London","#,
                #"    "return-type": "json","#,
                #"    "on-click": "pkill -USR1 -x weather""#,
                "}",
            ]),
            .paragraph(
                "Sway or i3 key for a refresh: `bindsym $mod+w exec pkill -USR1 -x weather` (every weather "
                    + "ignores SIGUSR1 but a watch, so a run in flight is not ended by it). i3blocks: `interval=persist` and "
                    + "`command=weather --watch --format '{icon} {temp:.0}'`. tmux shows the last line of a command "
                    + "that keeps running: `set -g status-right '#(weather --watch --format \"{icon} {temp:.0}\")'`."),
        ])

    private static let cache = ManualSection(
        title: "Cache",
        blocks: [
            .paragraph(
                "Successful answers are cached in `$XDG_CACHE_HOME/weather/` (usually `~/.cache/weather/`), one "
                    + "file per answer, shared by every weather process of the user."),
            .bullets([
                "What makes an entry: the base URL, the endpoint, the coordinates rounded to 3 decimals (about "
                    + "100 m) and `--lang`. Never the API key, which appears in no cache file.",
                "How long: weather and forecast answers are fresh for 10 minutes, 15 with Open-Meteo, whose models "
                    + "change no faster (`--cache-ttl SECONDS`; `0` turns the cache off); geocoding answers (place names, zips) for 30 days, but a name that found no place only "
                    + "as long as the weather. `--refresh` fetches even when an entry is fresh, and stores the new "
                    + "answer.",
                "Single flight: when several processes want the same entry at once, one fetches and the others "
                    + "wait on its lock file (up to `--timeout`), then read its answer.",
                "Safe writes: each entry is written to a temporary file, flushed to disk and renamed into place, "
                    + "so a reader never sees half an entry. A file that is empty, cut short or not ours is ignored "
                    + "and replaced. Ctrl-C, kill and a closed terminal delete the temporary file of a request in "
                    + "flight; one left by a process that died harder (kill -9) is removed by the next run that "
                    + "writes, once it is an hour old.",
                "Stale fallback: when a request fails for a temporary reason (the exit-75 cases: no network, "
                    + "timeout, dropped connection, HTTP 429 or 5xx), after its retries, and an answer up to 24 "
                    + "hours old is cached, that answer is shown and the command exits 0. Stderr says "
                    + "`weather: showing data from 23 min ago (could not connect)`, the human view says "
                    + "`(cached 23 min ago; could not refresh: ...)`, and JSON has `\"stale\": true`. Other errors (a "
                    + "rejected key, a place that does not exist) are reported as usual. With `--refresh`, an answer "
                    + "that stands in is marked stale even when it is younger than the TTL: you asked for a fresh "
                    + "one and did not get it.",
                "Offline: `--offline` never uses the network: it shows what is cached (marked stale if older than "
                    + "the TTL, up to 24 hours) and exits 75 if nothing usable is.",
                "Cleaning up: each entry records how long any run could still use it (24 hours for weather and "
                    + "forecasts, or the TTL if longer; 30 days for geocoding). At most once a day (noted in "
                    + "`.pruned` in the folder), a run that stores an answer deletes the entries past that age and "
                    + "their `.lock` files, and lock files whose entry is gone; a lock another process holds stays. "
                    + "`weather --clear-cache` deletes everything in the folder at once and prints "
                    + "`removed N cache files from DIR`; it keeps One Call's count.",
                "If the cache folder cannot be created or written, weather works without it and warns once, with "
                    + "the system's reason (`(Permission denied)`, `(Not a directory)`). With neither "
                    + "`XDG_CACHE_HOME` nor `HOME` set there is no cache folder: stderr says so once and the run "
                    + "goes on without a cache (`--cache-ttl 0` turns it off quietly).",
            ]),
        ])

    private static let networks = ManualSection(
        title: "Networks, proxies and TLS",
        blocks: [
            .paragraph(
                "Connections. A run uses one URLSession, so every request to a host after the first reuses its "
                    + "connection instead of paying a new TCP and TLS handshake. Each request of a place (weather, "
                    + "forecast, air, air forecast) has a connection of its own, so they go out together; a run never "
                    + "opens more than four, however many places and parts it fetches. When a name or zip has to be "
                    + "looked up, the second connection is opened while the geocoder answers, with a GET of the base "
                    + "URL that carries no key (a GET: some servers close the connection after answering a HEAD), "
                    + "so the requests that follow go out at once on warm connections. Over "
                    + "a link with round-trip time R, a fresh HTTPS request costs about three R (TCP, TLS 1.3, the "
                    + "request) and one on a warm connection one R: `weather 51.5,-0.1 --forecast` takes about three "
                    + "R, and `weather London --forecast` with an empty cache about four."),
            .paragraph(
                "Proxies. `https_proxy` (or `HTTPS_PROXY`), `http_proxy` for a plain http:// base URL, `all_proxy` "
                    + "and `no_proxy` work as they do for curl. When a proxy cannot be reached, the message names it "
                    + "and the variable that set it (without any password in it): "
                    + "`could not connect to the proxy http://proxy:3128 (set by https_proxy) ...`."),
            .paragraph(
                "Certificates. The server's certificate is checked against the system's trust store (on Debian and "
                    + "Ubuntu, /etc/ssl/certs/ca-certificates.crt, which update-ca-certificates builds from "
                    + "/usr/local/share/ca-certificates/). A certificate that is not accepted ends the command at "
                    + "once with exit 76 and says why: not trusted, expired, not yet valid, or for another host "
                    + "name. It is not retried, since asking again gets the same certificate, but an answer cached "
                    + "in the last 24 hours is shown instead (marked stale), as for a network failure: the usual "
                    + "cause on a laptop is a captive portal answering for the server until you log in."),
            .bullets([
                "`SSL_CERT_FILE` (a bundle) and `SSL_CERT_DIR` (a folder of hashed certificates) say what to "
                    + "trust, as OpenSSL's defaults read them, in both builds, and the bundle is read once a run, "
                    + "however many connections it makes: the release build's libcurl has no CA path of its own, "
                    + "and the build from source sets aside the paths compiled into the system's libcurl. One set "
                    + "alone leaves the other at OpenSSL's default (on Debian /usr/lib/ssl/cert.pem and "
                    + "/usr/lib/ssl/certs, the system's), as for curl; to trust a bundle alone, point `SSL_CERT_DIR` "
                    + "at an empty folder. `CURL_CA_BUNDLE` is curl's own and is ignored. When neither is set, "
                    + "weather reads the system's folder of hashed certificates, only those a connection needs "
                    + "(/etc/ssl/certs, or Fedora's /etc/pki/ca-trust/extracted/pem/directory-hash; it sets "
                    + "`SSL_CERT_DIR` to it and `SSL_CERT_FILE` to /dev/null, for itself only), else the first "
                    + "system bundle that exists: /etc/ssl/certs/ca-certificates.crt (Debian, Ubuntu, Arch, Alpine), "
                    + "/etc/pki/tls/certs/ca-bundle.crt (Fedora, RHEL), /etc/ssl/cert.pem, /etc/ssl/ca-bundle.pem "
                    + "(openSUSE). A bundle newer than the folder (a certificate appended to it by hand, without "
                    + "`update-ca-certificates`) is read instead of the folder. A CA file replaced in place under the "
                    + "same name leaves its hashed name stale until `update-ca-certificates --fresh`; until then set "
                    + "`SSL_CERT_FILE` to the bundle.",
                "The build from source uses the system's libcurl. If its TLS is not OpenSSL (a libcurl built with "
                    + "GnuTLS, say), that libcurl's own CA paths apply and both variables are ignored.",
                "The release build (the static binary of the release tarball) resolves names with glibc linked "
                    + "in, so for anything beyond /etc/hosts and DNS (NSS modules such as LDAP, systemd-resolved's "
                    + "resolve module or mDNS in /etc/nsswitch.conf) it needs the glibc version it was built with.",
            ]),
            .paragraph(
                "IPv6 addresses. A base URL with an IPv6 address (`http://[::1]:8080`) does not work with Swift "
                    + "6.3's FoundationNetworking, whose host check compares curl's `[::1]` with Foundation's `::1` "
                    + "(fixed upstream in swift-corelibs-foundation #5498, after 6.3). weather says so at once "
                    + "(exit 78) instead of retrying; use a host name that resolves to the address (for `::1`, "
                    + "usually `localhost`). Host names that resolve to IPv6 work."),
            .paragraph(
                "Nothing else on disk. Making a URLSession makes Foundation create folders for its URL cache "
                    + "(~/.cache/org.swift.foundation.URLCache/) and cookie store (`~/.local/share/<folder of the "
                    + "executable>/`), which weather does not use; it removes them again right away (only "
                    + "folders that did not exist before and are empty). After a run, the only new things in HOME "
                    + "are in `$XDG_CACHE_HOME/weather/`, and with `--cache-ttl 0` nothing at all."),
        ])

    private static let errors = ManualSection(
        title: "Errors",
        blocks: [
            .paragraph(
                "Errors are one line on stderr, `weather: <what went wrong and what to do>` (with several places, "
                    + "`weather: PLACE: ...` for each that failed). They name the flag and value, the config key, "
                    + "the file, the HTTP status or the JSON key path:"),
            .literal(["weather: bad response from OpenWeatherMap: missing key `main.temp`"]),
            .paragraph(
                "With `--json` the error is also a JSON object on stdout (see JSON OUTPUT), however early the "
                    + "mistake; with `--waybar`, the bar's error line. The exit code says what kind of failure it "
                    + "was (see EXIT STATUS)."),
            .paragraph("What a broken or hostile server gets:"),
            .bullets([
                "a body over 2 MiB, or one that never ends: reading stops at 2 MiB, exit 65 "
                    + "(`the body is larger than 2 MiB`); the process stays under 50 MiB resident;",
                "a `Content-Length` longer than the body: a dropped connection, retried, then exit 75;",
                "`Content-Encoding: gzip` that does not decompress: exit 65 "
                    + "(`the body's compression (Content-Encoding) is corrupt`), not retried;",
                "HTML, truncated JSON, or JSON nested 10,000 deep: exit 65 saying which (`got an HTML page`, "
                    + "`the JSON is truncated`, `not valid JSON`);",
                "`1e400` or `NaN`: exit 65, `1e400` named by key path (`main.temp is not a number`); `-0` prints "
                    + "as `0`;",
                "a reading beyond a million either way (`1e308` degrees, a humidity of `1.5e20`), which no "
                    + "weather answer carries: exit 65, named by key path (`main.temp`: `1e+308 is beyond any "
                    + "reading`);",
                "an input file or config file over 2 MiB (`--input /dev/zero`): refused at 2 MiB, exit 66 or 78;",
                "control characters (ESC, CR, BEL) in a name or description are stripped from the human view, "
                    + "`--format` and `--waybar`; `--json` escapes them (`\\u001b`).",
            ]),
            .paragraph(
                "Ctrl-C ends with 130 (kill with 143, a closed terminal with 129), as if by the signal, so a "
                    + "script's loop stops too, and no temporary file is left behind."),
            .paragraph(
                "The API key never appears in any output, message, `--json` error object, cache file or printed "
                    + "URL; if a server echoes it back (in a city name, a description, an error message), it is "
                    + "replaced by `[redacted]`. A key of 16 characters or more (OpenWeatherMap's have 32) is "
                    + "replaced wherever it appears; a shorter one only where it stands alone. In JSON only the "
                    + "insides of strings are touched, so the document stays valid. Two warnings go to stderr, once "
                    + "per run: the config file holds `api_key` but group or others can read it "
                    + "(`run: chmod 600 <file>`), and the key would travel over plain http:// to a host other than "
                    + "loopback (`the API key travels in clear text`)."),
        ])

    /// CONFIGURATION, before the list of keys: where the file is, and what stops a run.
    static let configNotes: [ManualBlock] = [
        .paragraph(
            "weather reads `$XDG_CONFIG_HOME/weather/config.json` (`~/.config/weather/config.json` when "
                + "`XDG_CONFIG_HOME` is unset or not absolute) if it exists, or the file named by `--config` or "
                + "`WEATHER_CONFIG`, which must exist. Every key is optional; a missing default file is fine, and "
                + "an empty one (or `--config /dev/null`) is an empty config. "
                + "`config.example.json`, installed beside the README (`~/.local/share/doc/weather/` from the "
                + "tarball), shows every key; copy it and delete what you do not want, since `format` makes a "
                + "plain run one line (its `places` are aliases, so a plain run uses `location`):"),
        .literal([
            "{",
            #"  "api_key": "0123456789abcdef0123456789abcdef","#,
            #"  "units": "metric","#,
            #"  "wind_unit": "ms","#,
            #"  "clock": 24,"#,
            #"  "lang": "en","#,
            #"  "location": { "lat": 51.5, "lon": -0.1 },"#,
            #"  "places": { "home": "51.5,-0.1", "work": "Paris,FR" },"#,
            #"  "timeout_s": 10,"#,
            #"  "retries": 2,"#,
            #"  "cache_ttl_s": 600,"#,
            #"  "format": "{icon} {temp:.0} {desc}","#,
            #"  "air": false,"#,
            #"  "onecall": false,"#,
            #"  "onecall_daily_limit": 900,"#,
            #"  "onecall_version": "auto","#,
            #"  "base_url": "https://api.openweathermap.org""#,
            "}",
        ]),
        .paragraph(
            "Keep a file that holds the key private: `chmod 600 ~/.config/weather/config.json`. If group or others "
                + "can read a file that holds `api_key`, every run warns on stderr (`run: chmod 600 <file>`)."),
        .paragraph(
            "A flag wins over an environment variable, which wins over the config file, which wins over the "
                + "built-in defaults."),
        .paragraph("These stop the command with exit 78 and a one-line message naming the file:"),
        .bullets([
            "a file named with `--config` or `WEATHER_CONFIG` that does not exist (the message says which named it);",
            "a file that exists but cannot be read (permissions), even at the default location;",
            "text that is not JSON, with the line and column of the first mistake "
                + "(`line 3, column 1: expected a key in double quotes` for a trailing comma);",
            "a key given twice (`units is given twice (lines 2 and 5); keep one`): JSON parsers disagree on which "
                + "one wins, so weather makes you choose;",
            "an unknown key (with a suggestion: `untis` -> `units`), a bad value (naming the key), or "
                + "`\"places\": []` (or `{}`);",
            "a bad entry of a `places` object, with its line and column (`line 7, column 13: `places.work`: "
                + "expected a place like \"Paris,FR\" or \"51.5,-0.1\" (found 42)`), and two aliases that differ "
                + "only in case;",
            "a bad template in `format` (on the command line it would be a usage error, exit 64).",
        ]),
    ]

    /// TEMPLATES, after the list of placeholders.
    static let templateNotes: [ManualBlock] = [
        .paragraph(
            "`--format TEMPLATE` (or config `format`) prints one line per place, built from the placeholders above. "
                + "A template shows the current weather only, so the command line never loses what it asked for to "
                + "the config: `--forecast` or `--hourly` use the full view even when the config has a `format`, "
                + "`--format ''` is the full view, and `--format` together with `--forecast` is a usage error "
                + "(exit 64; `--json` shows both). Air and forecast placeholders fetch what they need by themselves, "
                + "with no flag; `{uvi}` and `{rain_soon}` need `--onecall` (or Open-Meteo), `{alert}` a place a warning "
                + "service covers, or `--onecall`."),
        .bullets([
            "Units follow `--units` (and `--wind-unit`) and are part of the value: `{temp}` is `8.7 °C`; `{wind}` is "
                + "`5.7 m/s`, `12.8 mph` or `4 Bft, moderate breeze` (a Beaufort force takes no decimals).",
            "A number takes a precision: `{temp:.0}` is `9 °C`, `{rain:.1}` is `1.3 mm`. Without one, each quantity "
                + "has the same decimals as in the human view (see Numbers in DESCRIPTION): `{visibility}` is "
                + "`8.0 km` there and here.",
            "A value that is missing is empty (but `{city}` of a place with no name is its coordinates); `-0` is "
                + "never printed.",
            "A section, `{[` ... `]}`, is shown only when every placeholder in it has a value, so that an empty one "
                + "takes its words and spaces with it: `{temp:.0}{[, gusts {gust}]}{[ · {rain_soon}]}` prints "
                + "`9 °C` on a calm, dry hour and `9 °C, gusts 12.4 m/s` on a gusty one. Sections do not nest; each "
                + "needs a placeholder.",
            "`{{` and `}}` are literal braces. Anything else is copied as is: the template is not a format string, "
                + "and a `%` or `{` in a city name is printed as it is.",
            "An unknown placeholder (the message suggests the nearest, `{tmp}` -> `{temp}`, and lists the valid "
                + "ones), an unclosed `{` or `{[`, a lone `}` or `]}`, or a precision on text is a usage error (exit 64); in the config file's `format`, a config error (exit 78).",
            "With several places, a template that has no `{city}` gets each place, as you typed it, in front: "
                + "`weather London,GB 51.5,-0.1 --format '{temp:.0}'` prints `London,GB: 9 °C` and "
                + "`51.5,-0.1: 9 °C`, so the lines can be told apart (as a failed place's line is "
                + "`PLACE: what went wrong`). With `{city}` in it, or one place, the line is the template alone.",
        ]),
        .literal([
            "$ weather London --format '{city}: {temp:.0}, {desc}'",
            "London: 9 °C, moderate rain",
        ]),
    ]

    /// JSON OUTPUT, before the list of keys.
    static let jsonNotes: [ManualBlock] = [
        .paragraph(
            "`--json` prints one JSON document and a newline on stdout: an object for one place, an array of them "
                + "for several (see Places in DESCRIPTION). For `--places` it is an array of "
                + "`{\"name\", \"query\"}`; for `--matches`, an array of "
                + "`{\"name\", \"state\", \"country\", \"lat\", \"lon\"}`; for `--onecall-usage`, "
                + "`{\"schema_version\": 1, \"onecall_usage\": {\"date\": \"2026-11-23\", \"used\": 17, "
                + "\"limit\": 900, \"by_version\": {\"3.0\": 2, \"4.0\": 15}}}`; for `--clear-cache`, "
                + "`{\"schema_version\": 1, \"cache_cleared\": {\"folder\": ..., \"removed\": 3}}`."),
        .paragraph(
            "The schema is version 1: within a version, keys are only ever added, never removed or changed in "
                + "meaning. Every key is always present; a value that is not known is `null`. Units never depend on "
                + "`--units` (or `--wind-unit`): °C, m/s, hPa, mm, metres, µg/m³, times in UTC ISO 8601 (with "
                + "`_local` twins at the place's offset). The output is the same with One Call 3.0 and 4.0. A "
                + "single place's current weather, from `weather --input response.json --json` (the real output is on one line):"
        ),
        .literal(JSONExample.lines),
        .paragraph(
            "With `--forecast`, `forecast` is an object with `outlook`, `entries` and `daily`; with `--air` (or a "
                + "template that shows air quality), `air` is an object with the index and `components_ugm3`."),
        .paragraph(
            "When the command fails and `--json` was given, stdout gets an error object instead (stderr still gets "
                + "the message), with the `query` when the failure came after the place was known:"),
        .literal([
            #"{"schema_version": 1, "query": {"lat": 51.5, "lon": -0.1},"#,
            #" "error": {"code": 77, "kind": "auth","#,
            #"   "message": "OpenWeatherMap rejected the API key (HTTP 401: ...)"}}"#,
        ]),
        .paragraph(
            "A usage or config error has no `query`: `{\"schema_version\": 1, \"error\": {...}}`. `kind` is one of "
                + "`usage`, `bad_response`, `no_input`, `not_found`, `bad_request`, `io_error`, `temporary`, `tls`, `auth`, "
                + "`config`, matching the exit codes (see EXIT STATUS). A part that failed while the weather came "
                + "(`forecast`, `air`) holds `{\"error\": {...}}` of the same shape. The keys:"),
    ]
}
