import FoundationEssentials

extension Quantity {
    /// Every quantity, in the order the human block, JSON's `current` and the man page list them.
    static let all: [Quantity] = [
        place, temperature, yesterday, range, conditions, humidity, dewPoint, pressure, wind, clouds, visibility, rain,
        snow, air,
        pollen, uvIndex,
        nextHour, sun, observed, source, forecast, alert, sky,
    ]

    private static let place = Quantity(
        name: "place",
        slots: [
            Slot(
                name: "city", isNumeric: false,
                meaning:
                    "The place's name; for a place with no name (at sea, or One Call's answer for coordinates), its "
                    + "coordinates.",
                // A place with no name is its coordinates, as the human view's first line.
                text: { $0.readout.report.location.name ?? HumanView.placeLine($0.readout.report.location) }),
            Slot(
                name: "country", isNumeric: false, meaning: "The country code (`GB`).",
                text: { $0.readout.report.location.country }),
        ])

    // Each quantity's value in an observation (the weather now, or a step): the one accessor its
    // forms and its comparison with yesterday read.
    private static let temperatureC: @Sendable (Observation) -> Double? = { $0.readings.temperatureC }
    private static let humidityPct: @Sendable (Observation) -> Double? = { $0.readings.humidityPct }
    private static let dewPointC: @Sendable (Observation) -> Double? = { $0.readings.dewPointC }
    private static let pressureHPa: @Sendable (Observation) -> Double? = { $0.readings.pressureHPa }
    private static let cloudsPct: @Sendable (Observation) -> Double? = { $0.cloudsPct }
    private static let visibilityM: @Sendable (Observation) -> Double? = { $0.visibilityM }

    private static let temperature = Quantity(
        name: "temperature", value: temperatureC,
        sinceYesterday: Comparison(
            key: "temperature", unit: "c", unitName: "°C", slot: "temp_vs_yesterday", more: .warmerThanYesterday,
            less: .coolerThanYesterday, same: .asWarmAsYesterday, worded: { $0.temperatureChange($1) },
            signed: { $0.temperatureChangeNumber($1, decimals: $2) }),
        slots: [
            Slot(
                name: "temp", isNumeric: true, meaning: "The temperature, with its unit (`8.7 °C`).",
                text: { $0.temperature(temperatureC($0.observation)) }),
            Slot(
                name: "feels", isNumeric: true, meaning: "The perceived temperature (`4.0 °C`).",
                text: { $0.temperature($0.current.readings.feelsLikeC) }),
        ],
        json: [
            Member(
                key: "temperature_c", type: "number", meaning: "Temperature, °C, 2 decimals.",
                observed: { JSONReport.temperature(temperatureC($0)) }),
            Member(
                key: "feels_like_c", type: "number or null", meaning: "Perceived temperature, °C.",
                observed: { JSONReport.temperature($0.readings.feelsLikeC) }),
        ],
        human: { readout, view in
            let readings = readout.current.readings
            var text = view.graded(readings.temperatureC)
            if let feelsLike = readings.feelsLikeC {
                text = view.say(.temperatureFeelsLike, ["temperature": text, "feelsLike": view.graded(feelsLike)])
            }
            return [(view.say(.temperature), text)]
        })

    /// How now compares with this hour yesterday (`--yesterday`), for each row that compares
    /// (``Quantity/comparisons``): a line of the block, and JSON's `current.vs_yesterday`; each
    /// row's template slot is made from its comparison.
    private static let yesterday = Quantity(
        name: "yesterday",
        json: [
            Member(
                key: "vs_yesterday", type: "object or null",
                meaning:
                    "With `--yesterday` (or a `_vs_yesterday` placeholder), now against this hour yesterday, both from "
                    + "one Open-Meteo answer: `{\"temperature_delta_c\": -3.1, \"temperature_yesterday_c\": 11.8, "
                    + "\"at\": \"...\"}`; `{\"error\": {...}}` when yesterday could not be had; null otherwise.",
                value: { JSONReport.sinceYesterday($0.report) })
        ],
        human: { readout, view in
            guard let dayBefore = readout.report.dayBefore else { return [] }
            var sentences = comparisons.compactMap { quantity, comparison in
                quantity.value.flatMap { dayBefore.difference($0) }.map { delta in
                    view.say(
                        change(delta, comparison.more, comparison.less, comparison.same, view.text, comparison.worded),
                        ["delta": comparison.worded(view.text, delta)])
                }
            }
            if let today = dayBefore.highToday, let before = dayBefore.highYesterday {
                let worded: @Sendable (QuantityText, Double) -> String = { $0.temperatureChange($1) }
                let delta = today - before
                sentences.append(
                    view.say(
                        change(delta, .highAboveYesterday, .highBelowYesterday, .highAsYesterday, view.text, worded),
                        ["delta": worded(view.text, delta)]))
            }
            return sentences.isEmpty
                ? [] : [(view.say(.yesterday), sentences.joined(separator: view.style.listSeparator))]
        })

    /// The sentence for a difference: no change when it is shown as none (`0.0 °C`).
    private static func change(
        _ delta: Double, _ more: Phrase, _ less: Phrase, _ same: Phrase, _ words: QuantityText,
        _ worded: (QuantityText, Double) -> String
    ) -> Phrase {
        worded(words, delta) == worded(words, 0) ? same : delta > 0 ? more : less
    }

    private static let range = Quantity(
        name: "range",
        slots: [
            Slot(
                name: "min", isNumeric: true, meaning: "The lowest temperature currently observed in the area.",
                text: { $0.temperature($0.current.readings.tempMinC) }),
            Slot(
                name: "max", isNumeric: true, meaning: "The highest temperature currently observed in the area.",
                text: { $0.temperature($0.current.readings.tempMaxC) }),
        ],
        json: [
            Member(
                key: "temp_min_c", type: "number or null",
                meaning: "Lowest temperature currently observed in the area, °C.",
                stepMeaning: "Lowest temperature in the area at the step, °C.",
                observed: { JSONReport.temperature($0.readings.tempMinC) }),
            Member(
                key: "temp_max_c", type: "number or null",
                meaning: "Highest temperature currently observed in the area, °C.",
                stepMeaning: "Highest temperature in the area at the step, °C.",
                observed: { JSONReport.temperature($0.readings.tempMaxC) }),
        ],
        human: { readout, view in
            switch (readout.current.readings.tempMinC, readout.current.readings.tempMaxC) {
            case let (min?, max?): [(view.say(.minMax), "\(view.graded(min)) / \(view.graded(max))")]
            case let (min?, nil): [(view.say(.min), view.graded(min))]
            case let (nil, max?): [(view.say(.max), view.graded(max))]
            case (nil, nil): []
            }
        })

    /// Shown on the human view's second line, under the place, not in its block.
    private static let conditions = Quantity(
        name: "conditions",
        slots: [
            Slot(
                name: "cond", isNumeric: false, meaning: "The condition group (`Rain`).",
                text: { $0.current.conditions.first?.main }),
            Slot(
                name: "desc", isNumeric: false,
                meaning:
                    "The condition in words (`moderate rain`): OpenWeatherMap's in `--lang`'s language, "
                    + "Open-Meteo's in English.",
                text: { $0.current.conditions.first.flatMap { $0.description ?? $0.main } }),
            Slot(
                name: "icon", isNumeric: false,
                meaning:
                    "An emoji for the condition, with day and night forms; empty in a locale that is not UTF-8.",
                text: { $0.style.glyphs.icon($0.current.conditions.first) }),
        ],
        json: [
            Member(
                key: "conditions", type: "array", meaning: "One object per condition, in the API's order.",
                stepMeaning: "The step's conditions, as in `current.conditions`.",
                observed: { .array($0.conditions.map(JSONReport.condition)) })
        ],
        waybarClass: { readout in
            [readout.current.conditions.first.map(WeatherIcon.group).flatMap { $0.isEmpty ? nil : $0 } ?? "clouds"]
        })

    private static let humidity = Quantity(
        name: "humidity", value: humidityPct,
        sinceYesterday: Comparison(
            key: "humidity", unit: "pct", unitName: "percentage points", slot: "humidity_vs_yesterday",
            more: .moreHumidThanYesterday, less: .lessHumidThanYesterday, same: .asHumidAsYesterday,
            worded: { $0.percent(abs($1)) }, signed: { $0.percentChangeNumber($1, decimals: $2) }),
        slots: [
            Slot(
                name: "humidity", isNumeric: true, meaning: "Relative humidity (`87%`).",
                text: { $0.number(humidityPct($0.observation), QuantityText.percent) })
        ],
        json: [
            Member(
                key: "humidity_pct", type: "number or null", meaning: "Relative humidity, %.",
                observed: { .number(humidityPct($0)) })
        ],
        human: { readout, view in
            humidityPct(readout.current.observation).map { [(view.say(.humidity), view.text.percent($0))] } ?? []
        })

    /// One Call's where it answered, else worked out from the temperature and the humidity
    /// (``Readings/dewPointC``).
    private static let dewPoint = Quantity(
        name: "dew point", value: dewPointC,
        slots: [
            Slot(
                name: "dew", isNumeric: true,
                meaning:
                    "The dew point, as `{temp}` (`6.7 °C`): One Call's with `--onecall`, else worked out from the "
                    + "temperature and the humidity (the Magnus formula, with Alduchov and Eskridge's constants).",
                text: { $0.temperature(dewPointC($0.observation)) })
        ],
        json: [
            Member(
                key: "dew_point_c", type: "number or null",
                meaning:
                    "Dew point, °C: One Call's when it answered, else worked out from `temperature_c` and "
                    + "`humidity_pct` (the Magnus formula); null when neither can be had (no humidity, or 0%).",
                observed: { JSONReport.temperature(dewPointC($0)) })
        ],
        human: { readout, view in
            dewPointC(readout.current.observation).map { [(view.say(.dewPoint), view.graded($0))] } ?? []
        },
        column: Column(
            header: .dewHeader,
            cell: { entry, words in dewPointC(entry.observation).map { words.temperatureNumber($0) } }))

    private static let pressure = Quantity(
        name: "pressure", value: pressureHPa,
        slots: [
            Slot(
                name: "pressure", isNumeric: true, meaning: "Pressure (`1005 hPa`, or `29.68 inHg` with `imperial`).",
                text: { $0.number(pressureHPa($0.observation), QuantityText.pressure) })
        ],
        json: [
            Member(
                key: "pressure_hpa", type: "number or null", meaning: "Pressure at sea level, hPa.",
                observed: { .number(pressureHPa($0)) }),
            Member(
                key: "sea_level_hpa", type: "number or null",
                meaning: "Pressure at sea level, when the API sends it separately, hPa.",
                observed: { .number($0.readings.seaLevelHPa) }),
            Member(
                key: "ground_level_hpa", type: "number or null", meaning: "Pressure at ground level, hPa.",
                observed: { .number($0.readings.groundLevelHPa) }),
        ],
        human: { readout, view in
            pressureHPa(readout.current.observation).map { [(view.say(.pressure), view.text.pressure($0))] } ?? []
        })

    private static let wind = Quantity(
        name: "wind",
        slots: [
            Slot(
                name: "wind", isNumeric: true,
                meaning: "Wind speed in `--wind-unit` (`5.7 m/s`, `12.8 mph`, `4 Bft, moderate breeze`).",
                text: { $0.number($0.current.wind?.speedMS, QuantityText.speed) }),
            Slot(
                name: "wind_dir", isNumeric: false, meaning: "The compass point the wind blows from (`E`).",
                text: { $0.current.wind?.direction?.rawValue }),
            Slot(
                name: "gust", isNumeric: true, meaning: "Gusts, as `{wind}`; empty when the API sent none.",
                text: { $0.number($0.current.wind?.gustMS, QuantityText.speed) }),
        ],
        json: [
            Member(
                key: "wind", type: "object", meaning: "The wind.",
                stepMeaning: "The step's wind, as in `current.wind`.",
                observed: { JSONReport.wind($0.wind) })
        ],
        human: { readout, view in
            readout.current.wind.flatMap(view.windText).map { [(view.say(.wind), $0)] } ?? []
        })

    private static let clouds = Quantity(
        name: "clouds", value: cloudsPct,
        slots: [
            Slot(
                name: "clouds", isNumeric: true, meaning: "Cloud cover (`75%`).",
                text: { $0.number(cloudsPct($0.observation), QuantityText.percent) })
        ],
        json: [
            Member(
                key: "clouds_pct", type: "number or null", meaning: "Cloud cover, %.",
                observed: { .number(cloudsPct($0)) })
        ],
        human: { readout, view in
            cloudsPct(readout.current.observation).map { [(view.say(.clouds), view.text.percent($0))] } ?? []
        })

    private static let visibility = Quantity(
        name: "visibility", value: visibilityM,
        slots: [
            Slot(
                name: "visibility", isNumeric: true, meaning: "Visibility (`8.0 km`, or miles with `imperial`).",
                text: { $0.number(visibilityM($0.observation), QuantityText.visibility) })
        ],
        json: [
            Member(
                key: "visibility_m", type: "number or null",
                meaning: "Visibility, metres (the API caps it at 10000; US stations send 16093).",
                stepMeaning: "Visibility, metres.",
                observed: { .number(visibilityM($0).map { NumberText.rounded($0, decimals: 0) }) })
        ],
        human: { readout, view in
            visibilityM(readout.current.observation).map { [(view.say(.visibility), view.text.visibility($0))] } ?? []
        })

    private static let rain = Quantity(
        name: "rain",
        slots: [
            Slot(
                name: "rain", isNumeric: true,
                meaning: "Rain in the last hour, else the last 3 hours (`1.27 mm`); empty when none was reported.",
                text: {
                    $0.number(
                        $0.current.rain?.lastHourMM ?? $0.current.rain?.lastThreeHoursMM, QuantityText.precipitation)
                })
        ],
        json: [
            Member(
                key: "rain_1h_mm", type: "number or null", meaning: "Rain in the last hour, mm.",
                value: { .number($0.current.rain?.lastHourMM) }),
            Member(
                key: "rain_3h_mm", type: "number or null", meaning: "Rain in the last 3 hours, mm.",
                stepMeaning: "Rain over the step's 3 hours (the hour, with One Call), mm.",
                observed: { JSONReport.millimetres($0.rain3hMM) }),
            Member(
                key: "pop_pct", type: "number or null", meaning: "Chance of precipitation, whole %, 0 to 100.",
                inCurrent: false, observed: { JSONReport.percent($0.popPct) }),
        ],
        human: { readout, view in readout.current.rain.map { [(view.say(.rain), view.precipitationText($0))] } ?? [] })

    private static let snow = Quantity(
        name: "snow",
        slots: [
            Slot(
                name: "snow", isNumeric: true, meaning: "Snow, as `{rain}`.",
                text: {
                    $0.number(
                        $0.current.snow?.lastHourMM ?? $0.current.snow?.lastThreeHoursMM, QuantityText.precipitation)
                })
        ],
        json: [
            Member(
                key: "snow_1h_mm", type: "number or null", meaning: "Snow in the last hour, mm.",
                value: { .number($0.current.snow?.lastHourMM) }),
            Member(
                key: "snow_3h_mm", type: "number or null", meaning: "Snow in the last 3 hours, mm.",
                stepMeaning: "Snow over the step's 3 hours (the hour, with One Call), mm.",
                observed: { JSONReport.millimetres($0.snow3hMM) }),
        ],
        human: { readout, view in readout.current.snow.map { [(view.say(.snow), view.precipitationText($0))] } ?? [] })

    /// JSON carries the air in its own object, `air` (``JSONReport/air(_:)``).
    private static let air = Quantity(
        name: "air",
        slots: [
            Slot(
                name: "aqi", isNumeric: false, needs: [.air],
                meaning:
                    "The air quality index on the `--aqi-scale` (OpenWeatherMap's 1 to 5 by default; fetched when "
                    + "used, without `--air`).",
                text: { $0.readout.air.map { String($0.value) } }),
            Slot(
                name: "aqi_label", isNumeric: false, needs: [.air],
                meaning: "The index's band (`Fair`, `Unhealthy`) on the same scale (fetched when used).",
                text: { $0.readout.air?.band }),
            Slot(
                name: "pm25", isNumeric: true, needs: [.air],
                meaning: "PM2.5, µg/m³ with one decimal and no unit (fetched when used).",
                text: { $0.number($0.readout.airReading?.components.pm2_5, QuantityText.concentration) }),
            Slot(
                name: "pm10", isNumeric: true, needs: [.air], meaning: "PM10, as `{pm25}` (fetched when used).",
                text: { $0.number($0.readout.airReading?.components.pm10, QuantityText.concentration) }),
            Slot(
                name: "o3", isNumeric: true, needs: [.air], meaning: "Ozone, as `{pm25}` (fetched when used).",
                text: { $0.number($0.readout.airReading?.components.o3, QuantityText.concentration) }),
            Slot(
                name: "no2", isNumeric: true, needs: [.air],
                meaning: "Nitrogen dioxide, as `{pm25}` (fetched when used).",
                text: { $0.number($0.readout.airReading?.components.no2, QuantityText.concentration) }),
        ],
        human: { readout, view in readout.report.air == nil ? [] : [(view.say(.air), view.airText(readout))] },
        waybarClass: { $0.air.map { [$0.className] } ?? [] })

    /// Where the air quality answer has pollen (Open-Meteo's, in Europe); in JSON it is in `air`.
    private static let pollen = Quantity(
        name: "pollen",
        human: { readout, view in
            guard let pollen = readout.airReading?.pollen else { return [] }
            // The species' JSON names are their phrases' names.
            let present = pollen.all.compactMap { name, value in value.map { (name, $0) } }.filter { $0.1 >= 0.5 }
            let text =
                present.isEmpty
                ? view.say(.noPollen)
                : present.map { "\(view.say(Phrase(rawValue: $0.0) ?? .pollen)) \(view.text.fixed($0.1, decimals: 0))" }
                    .joined(separator: " \(view.style.glyphs.separator) ") + " " + view.text.pollenPerCubicMetre
            return [(view.say(.pollen), text)]
        })

    private static let uvIndex = Quantity(
        name: "uv index",
        slots: [
            Slot(
                name: "uvi", isNumeric: true,
                meaning:
                    "The UV index, whole (`{uvi:.1}` for a decimal); with `--onecall` or Open-Meteo, empty without.",
                text: { $0.number($0.current.uvIndex, QuantityText.uvIndex) })
        ],
        json: [
            Member(
                key: "uvi", type: "number or null",
                meaning: "UV index, as sent (One Call or Open-Meteo; null from the free endpoints).",
                value: { .number($0.current.uvIndex) })
        ],
        human: { readout, view in readout.current.uvIndex.map { [(view.say(.uvIndex), view.text.uvRated($0))] } ?? [] })

    /// JSON carries it in its own object, `next_hour`.
    private static let nextHour = Quantity(
        name: "next hour",
        slots: [
            Slot(
                name: "rain_soon", isNumeric: false, needs: [.nextHour],
                meaning:
                    "`rain in 12 min`, `rain stops in 20 min`, `rain` or empty, from the next hour's minutes: One "
                    + "Call's with `--onecall`, Open-Meteo's quarter hours without a key; empty from the free endpoints.",
                text: { $0.readout.report.rainSoon?.brief })
        ],
        human: { readout, view in readout.report.rainSoon.map { [(view.say(.nextHour), view.style.sentence($0))] } ?? []
        })

    private static let sun = Quantity(
        name: "sun",
        slots: [
            Slot(
                name: "sunrise", isNumeric: false,
                meaning:
                    "Sunrise, `HH:MM` (`h:MM AM` with `--clock 12`): in UTC and marked so (`04:37 UTC`), or with "
                    + "`--local-time` at the place's offset, unmarked (still marked UTC when the offset is unknown). "
                    + "In a template an unmarked time is always the place's own clock.",
                text: { $0.time($0.current.sunrise) }),
            Slot(
                name: "sunset", isNumeric: false, meaning: "Sunset, as `{sunrise}`.",
                text: { $0.time($0.current.sunset) }),
        ],
        json: [
            Member(
                key: "sunrise", type: "string or null",
                meaning: "Sunrise, UTC ISO 8601; null during polar day or night.",
                value: { JSONReport.utc($0.current.sunrise) }),
            Member(
                key: "sunrise_local", type: "string or null",
                meaning: "Sunrise at the place's offset; null when the time or the offset is unknown.",
                value: { JSONReport.local($0.current.sunrise, offset: $0.report.location.timezoneOffsetSeconds) }),
            Member(
                key: "sunset", type: "string or null", meaning: "Sunset, UTC ISO 8601; null during polar day or night.",
                value: { JSONReport.utc($0.current.sunset) }),
            Member(
                key: "sunset_local", type: "string or null",
                meaning: "Sunset at the place's offset; null when the time or the offset is unknown.",
                value: { JSONReport.local($0.current.sunset, offset: $0.report.location.timezoneOffsetSeconds) }),
        ],
        human: { readout, view in view.sunRows(readout.current, offset: readout.report.location.timezoneOffsetSeconds) }
    )

    private static let observed = Quantity(
        name: "observed",
        slots: [
            Slot(
                name: "updated", isNumeric: false, meaning: "The observation time, as `{sunrise}`.",
                text: { $0.time($0.current.observedAt) })
        ],
        json: [
            Member(
                key: "observed_at", type: "string", meaning: "When the data was calculated, UTC ISO 8601 (`...Z`).",
                value: { JSONReport.utc($0.current.observedAt) }),
            Member(
                key: "observed_at_local", type: "string or null",
                meaning: "`observed_at` at the place's offset (`...+01:00`); null when the offset is unknown.",
                value: { JSONReport.local($0.current.observedAt, offset: $0.report.location.timezoneOffsetSeconds) }),
            Member(
                key: "observed_age_s", type: "number or null",
                meaning:
                    "Seconds from `observed_at` to when the report was made (0 or more); over 10800 (3 hours) the "
                    + "human view says it is not the weather now and Waybar gets the class `old`. Null for `--input`.",
                value: { $0.observedAge.map { .number($0.rounded()) } ?? .null }),
        ],
        human: { readout, view in
            [
                (
                    view.say(.observed),
                    view.observedText(readout.current.observedAt, offset: readout.report.location.timezoneOffsetSeconds)
                )
            ]
        },
        // An answer from the cache shown because a fresh one could not be had, and one observed so
        // long ago that it is not the weather now.
        waybarClass: { ($0.report.stale != nil ? ["stale"] : []) + ($0.isOld ? ["old"] : []) })

    /// Who the weather came from, named in the human view (and so the bar's tooltip) when it is not
    /// the main provider: Open-Meteo's data is given under CC BY 4.0, which asks for its name.
    /// JSON names it always, in `source` (``JSONReport``).
    private static let source = Quantity(
        name: "source",
        human: { readout, view in
            // Each credit its terms ask for, the weather's first (Open-Meteo's names and air beside
            // MET Norway's weather too).
            var credits = ([readout.report.source] + readout.report.alsoFrom).compactMap(\.traits.credit)
            // And each warning service whose warnings are shown.
            for service in WarningService.allCases
            where readout.report.alerts?.contains(where: { $0.source == service }) == true
                && !credits.contains(service.credit)
            {
                credits.append(service.credit)
            }
            return credits.isEmpty ? [] : [(view.say(.data), credits.joined(separator: "; "))]
        },
        // A chain's provider that could not answer, so the next one's data is shown.
        waybarClass: { $0.report.fallbacks.isEmpty ? [] : ["fallback"] })

    /// From the forecast, which a template that names one fetches by itself; the human view shows
    /// the forecast in its own tables (``ForecastView``) and JSON in `forecast`.
    private static let forecast = Quantity(
        name: "forecast",
        slots: [
            Slot(
                name: "rain_next", isNumeric: false, needs: [.forecast, .steps], stepHours: 48,
                meaning:
                    "`rain 15:00` (today at the place), `rain tomorrow 00:15`, `rain Thu 09:00`, `snow now`, or empty "
                    + "when none is expected in the next 24 h: the outlook's start on the place's own clock (`rain "
                    + "23:00 UTC` when its offset is unknown). The forecast is fetched when used.",
                text: { shown in
                    let report = shown.readout.report
                    guard let outlook = report.outlook, let now = report.madeAt else { return nil }
                    // The forecast's times are always the place's, as in the human view.
                    return OutlookText(style: shown.style)
                        .brief(outlook, now: now, placeOffset: report.wholeForecast?.timezoneOffsetSeconds)
                }),
            Slot(
                name: "today_min", isNumeric: true, needs: [.forecast, .days],
                meaning:
                    "The low of what is left of the place's local day, from the forecast's steps (fetched when used).",
                text: { $0.temperature($0.readout.today?.minC) }),
            Slot(
                name: "today_max", isNumeric: true, needs: [.forecast, .days],
                meaning: "The high of what is left of the place's local day, as `{today_min}`.",
                text: { $0.temperature($0.readout.today?.maxC) }),
            Slot(
                name: "tomorrow_min", isNumeric: true, needs: [.forecast, .days],
                meaning: "Tomorrow's low at the place, from the forecast's steps (fetched when used).",
                text: { $0.temperature($0.readout.tomorrow?.minC) }),
            Slot(
                name: "tomorrow_max", isNumeric: true, needs: [.forecast, .days],
                meaning: "Tomorrow's high, as `{tomorrow_min}`.", text: { $0.temperature($0.readout.tomorrow?.maxC) }),
            Slot(
                name: "pop_next", isNumeric: true, needs: [.forecast, .steps], stepHours: 1,
                meaning: "The chance of precipitation of the next 3-hour step (`40%`) (forecast fetched when used).",
                text: { $0.number($0.readout.nextStep?.popPct, QuantityText.percent) }),
        ])

    /// The human view shows alerts above its block (``AlertText``), and JSON in `alerts`.
    private static let alert = Quantity(
        name: "alert",
        slots: [
            Slot(
                name: "alert", isNumeric: false, needs: [.alerts],
                meaning:
                    "The first warning's event, the most serious first (see Warnings; One Call's with `--onecall`); "
                    + "empty when none is in force.",
                text: { $0.readout.report.alerts?.first?.event })
        ],
        // A service that failed is said on stderr, which a bar throws away: its class says it.
        waybarClass: {
            ($0.report.alerts?.isEmpty == false ? ["alert"] : [])
                + ($0.report.alertsStatus == .unavailable ? ["alerts-unavailable"] : [])
        })

    /// Worked out without a request (``Sky``); the human view shows it under its block
    /// (``SkyText``), and JSON in `sky`.
    private static let sky = Quantity(
        name: "sky",
        slots: [
            Slot(
                name: "moon", isNumeric: false, needs: [.sky],
                meaning:
                    "The moon's phase as a picture: one of the eight moon emoji, or in ASCII `[ ###]` (the lit "
                    + "quarters as `#`); worked out without a request, as all the sky placeholders.",
                text: { shown in
                    shown.readout.sky.map { SkyText(style: shown.style, offset: nil).moonPicture($0.moon.phase) }
                }),
            Slot(
                name: "moon_pct", isNumeric: true, needs: [.sky], meaning: "How much of the moon is lit, `78%`.",
                text: { $0.number($0.readout.sky.map { $0.moon.illumination * 100 }, QuantityText.percent) }),
            Slot(
                name: "dawn", isNumeric: false, needs: [.sky],
                meaning: "Civil dawn (the sun 6° below the horizon), as `{sunrise}`; empty on a day without one.",
                text: { $0.time($0.readout.sky?.civilDawn.date) }),
            Slot(
                name: "dusk", isNumeric: false, needs: [.sky], meaning: "Civil dusk, as `{dawn}`.",
                text: { $0.time($0.readout.sky?.civilDusk.date) }),
            Slot(
                name: "golden_hour", isNumeric: false, needs: [.sky],
                meaning:
                    "When the next golden hour starts, as `{sunrise}`: the morning's until it is over, then the "
                    + "evening's; empty when the day has none.",
                text: { shown in
                    let report = shown.readout.report
                    let now = report.madeAt ?? report.current.observedAt
                    return shown.time(
                        report.sky.flatMap { SkyText(style: shown.style, offset: nil).nextGoldenHour($0, now: now) })
                }),
        ])
}
