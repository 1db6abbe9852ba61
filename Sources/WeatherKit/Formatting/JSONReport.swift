import FoundationEssentials

/// The `--json` document, schema version 1 (documented in the man page, JSON OUTPUT).
///
/// Every key is always present; a missing value is `null`. Units are always metric,
/// whatever `--units` says, so scripts never misread them. Keys are only ever added.
public enum JSONReport {
    public static let schemaVersion = 1

    /// One report object, from the ``Readout`` every form is handed (`air.index` and each day's
    /// `index_max` are on its scale).
    public static func object(_ readout: Readout) -> JSONOutput {
        let report = readout.report
        let offset = report.location.timezoneOffsetSeconds
        let forecastMember: JSONOutput =
            report.forecast.map { forecast($0, outlook: outlook(report), readout: readout, airError: airError(report)) }
            ?? report.failure(of: .forecast).map(failedPart) ?? .null
        let airMember: JSONOutput =
            report.air == nil ? report.failure(of: .air).map(failedPart) ?? .null : air(readout)
        let nextHour: JSONOutput = report.rainSoon.map { .object([("text", .string($0.sentence))]) } ?? .null
        return .object([
            ("schema_version", .number(Double(schemaVersion))),
            ("query", query(report.query)),
            ("location", location(report.location, located: report.located)),
            ("current", current(readout)),
            ("forecast", forecastMember),
            ("air", airMember),
            ("alerts", report.alerts.map { .array($0.map { alert($0, relayedBy: report.source) }) } ?? .null),
            ("alerts_status", .string(report.alertsStatus?.rawValue)),
            ("onecall", report.oneCall.map(oneCall) ?? .null),
            ("next_hour", nextHour),
            ("sky", readout.sky.map { sky($0, offset: offset) } ?? .null),
            ("fetched_at", utc(report.fetchedAt)),
            ("stale", .bool(report.stale != nil)),
            ("source", source(report.source, fallbacks: report.fallbacks, alsoFrom: report.alsoFrom)),
        ])
    }

    /// Why the air forecast failed, when it did: `daily[].aqi_max` is then null everywhere.
    private static func airError(_ report: WeatherReport) -> JSONOutput {
        report.failure(of: .airForecast).map { error(code: $0.underlyingCode, message: $0.reason) } ?? .null
    }

    /// `{"schema_version": 1, ["query": …,] "error": {"code": 69, "kind": "not_found", "message": "…"}}`
    /// - Parameter source: the provider the run asked, when it is known; `source` is left out before.
    public static func errorObject(
        _ failure: any WeatherFailure, query: Query? = nil, source: Provider? = nil
    )
        -> JSONOutput
    {
        var members: [(String, JSONOutput)] = [("schema_version", .number(Double(schemaVersion)))]
        if let query { members.append(("query", Self.query(query))) }
        members.append(("error", error(code: failure.exitCode, message: failure.description)))
        if let source { members.append(("source", Self.source(source))) }
        return .object(members)
    }

    /// `{"provider": "open-meteo", "attribution": "…"}`.
    static func source(_ provider: Provider) -> JSONOutput {
        .object([("provider", .string(provider.rawValue)), ("attribution", .string(provider.traits.attribution))])
    }

    /// A report's `source`: who answered, and each provider of a chain passed over before it
    /// (`{"provider": "open-meteo", "reason": "server error, HTTP 503"}`), none for most runs.
    /// - Parameter alsoFrom: whose data is shown beside `provider`'s (a geocoder's names, the air,
    ///   this hour yesterday), each with its credit.
    static func source(_ provider: Provider, fallbacks: [ProviderFallback], alsoFrom: [Provider] = []) -> JSONOutput {
        let passedOver = fallbacks.map {
            JSONOutput.object([
                ("provider", .string($0.provider.rawValue)), ("reason", .string($0.reason.words(in: .english))),
            ])
        }
        return .object([
            ("provider", .string(provider.rawValue)), ("attribution", .string(provider.traits.attribution)),
            ("fallback", .array(passedOver)),
            (
                "also_from",
                .array(
                    alsoFrom.map {
                        .object([("provider", .string($0.rawValue)), ("attribution", .string($0.traits.attribution))])
                    })
            ),
        ])
    }

    /// `{"code": 69, "kind": "not_found", "message": "…"}`
    static func error(code: ExitCode, message: String) -> JSONOutput {
        .object([
            ("code", .number(Double(code.rawValue))), ("kind", .string(code.kind)), ("message", .string(message)),
        ])
    }

    /// `"forecast": {"error": {…}}` (or `"air"`) when that part failed but the current weather
    /// came: the code is the part's own (77 for a refused key), whatever the run's exit code.
    static func failedPart(_ failure: PartFailure) -> JSONOutput {
        .object([("error", error(code: failure.underlyingCode, message: failure.reason))])
    }

    /// `{"aqi": 2, "aqi_label": "Fair", "index_scale": "epa", "index": 153, "band": "Unhealthy",
    /// "dominant_pollutant": "pm2_5", "components_ugm3": {…}, "observed_at": …}`; every member null
    /// (components empty) when the API sent no reading; `aqi` null when it sent an index outside
    /// 1…5. `aqi` is always OpenWeatherMap's own; `index` is on `index_scale`.
    static func air(_ readout: Readout) -> JSONOutput {
        let now = readout.airReading
        let shown = readout.air
        return .object([
            ("aqi", .number((now?.index?.rawValue).map(Double.init))),
            ("aqi_label", .string(now?.index?.label)),
            ("index_scale", .string(readout.airScale.rawValue)),
            ("index", .number(shown.map { Double($0.value) })),
            ("band", .string(shown?.band)),
            ("dominant_pollutant", .string(shown?.dominant?.rawValue)),
            (
                "components_ugm3",
                .object(
                    (now?.components.all ?? []).compactMap { name, value in
                        value.map { (name, .number(NumberText.rounded($0, decimals: 2))) }
                    })
            ),
            ("observed_at", utc(now?.time)),
            (
                "pollen_grains_m3",
                .object(
                    (now?.pollen?.all ?? []).compactMap { name, value in
                        value.map { (name, .number(NumberText.rounded($0, decimals: 1))) }
                    })
            ),
        ])
    }

    /// `{"date", "sunrise", …, "moon": {…}, "absent": {…}}`: every time UTC ISO 8601, or null with
    /// the reason under `absent`, by the key's path within `sky` (`"moon.rise": "not_this_day"`).
    static func sky(_ sky: Sky, offset: Int?) -> JSONOutput {
        var absent: [(String, JSONOutput)] = []
        func event(_ path: String, _ event: SkyEvent) -> JSONOutput {
            switch event {
            case .at(let date): return utc(date)
            case .staysUp: absent.append((path, .string("stays_up")))
            case .staysDown: absent.append((path, .string("stays_down")))
            case .notThisDay: absent.append((path, .string("not_this_day")))
            }
            return .null
        }
        func span(_ name: String, _ span: SkySpan) -> (String, JSONOutput) {
            (name, .object([("start", event(name + ".start", span.start)), ("end", event(name + ".end", span.end))]))
        }
        var members: [(String, JSONOutput)] = [
            ("date", .string(LocalTime(sky.start, offsetSeconds: offset ?? 0).date)),
            ("sunrise", event("sunrise", sky.sunrise)), ("sunset", event("sunset", sky.sunset)),
            ("civil_dawn", event("civil_dawn", sky.civilDawn)), ("civil_dusk", event("civil_dusk", sky.civilDusk)),
            ("nautical_dawn", event("nautical_dawn", sky.nauticalDawn)),
            ("nautical_dusk", event("nautical_dusk", sky.nauticalDusk)),
            ("astronomical_dawn", event("astronomical_dawn", sky.astronomicalDawn)),
            ("astronomical_dusk", event("astronomical_dusk", sky.astronomicalDusk)),
            span("golden_hour_morning", sky.morningGoldenHour), span("golden_hour_evening", sky.eveningGoldenHour),
            span("blue_hour_morning", sky.morningBlueHour), span("blue_hour_evening", sky.eveningBlueHour),
            ("day_length_s", .number(sky.dayLength.rounded())),
            ("day_length_change_s", .number(sky.dayLengthChange.rounded())),
        ]
        members.append(
            (
                "moon",
                .object([
                    ("phase", .string(sky.moon.phase.name)),
                    ("illumination_pct", .number(NumberText.rounded(sky.moon.illumination * 100, decimals: 1))),
                    ("waxing", .bool(sky.moon.isWaxing)),
                    ("rise", event("moon.rise", sky.moon.rise)), ("set", event("moon.set", sky.moon.set)),
                ])
            ))
        members.append(("absent", .object(absent)))
        return .object(members)
    }

    /// `{"sender", "event", "start", "end", "description", "instruction", "severity", "source"}`,
    /// times in UTC; `source` the service that published it, or the provider that relayed it.
    static func alert(_ alert: WeatherAlert, relayedBy provider: Provider) -> JSONOutput {
        .object([
            ("sender", .string(alert.sender)), ("event", .string(alert.event)), ("start", utc(alert.start)),
            ("end", utc(alert.end)), ("description", .string(alert.description)),
            ("instruction", .string(alert.instruction)), ("severity", .string(alert.severity)),
            ("source", .string(alert.source?.rawValue ?? provider.rawValue)),
        ])
    }

    /// `{"used": true, "fallback": null, "message": null, "version": "4.0", "calls": 3}`, or why the
    /// free endpoints stood in.
    static func oneCall(_ use: OneCallUse) -> JSONOutput {
        .object([
            ("used", .bool(use.fallback == nil)), ("fallback", .string(use.fallback?.kind)),
            ("message", .string(use.fallback?.message)), ("version", .string(use.version?.rawValue)),
            ("calls", .number(use.calls)),
        ])
    }

    /// `--onecall-usage --json`: `{"schema_version": 1, "onecall_usage": {"date", "used", "limit",
    /// "by_version": {"3.0", "4.0"}}}`; `used` and `by_version` are null when no count is kept.
    public static func oneCallUsage(_ count: OneCallCount) -> JSONOutput {
        .object([
            ("schema_version", .number(Double(schemaVersion))),
            (
                "onecall_usage",
                .object([
                    ("date", .string(count.day)), ("used", .number(count.used?.total)), ("limit", .number(count.limit)),
                    (
                        "by_version",
                        count.used.map { used in
                            .object(OneCallVersion.allCases.map { ($0.rawValue, .number(used.byVersion[$0] ?? 0)) })
                        } ?? .null
                    ),
                ])
            ),
        ])
    }

    /// `--clear-cache --json`: `{"schema_version": 1, "cache_cleared": {"folder", "removed"}}`;
    /// `folder` is null when there is none.
    public static func cleared(_ cleared: ClearedCache) -> JSONOutput {
        .object([
            ("schema_version", .number(Double(schemaVersion))),
            ("cache_cleared", .object([("folder", .string(cleared.folder)), ("removed", .number(cleared.removed))])),
        ])
    }

    /// The outlook and its sentence (always metric and Unicode, like the rest of the document).
    private static func outlook(_ report: WeatherReport) -> JSONOutput {
        guard let outlook = report.outlook else { return .null }
        let text = OutlookText(style: .json)
        return .object([
            ("kind", .string(outlook.kind.rawValue)),
            ("from", utc(outlook.from)),
            ("until", utc(outlook.until)),
            ("amount_mm", millimetres(outlook.amountMM)),
            ("pop_max_pct", percent(outlook.popMaxPct)),
            (
                "text",
                .string(
                    text.sentence(
                        outlook, now: report.madeAt ?? Date(timeIntervalSince1970: 0),
                        offsetSeconds: report.forecast?.timezoneOffsetSeconds ?? 0))
            ),
        ])
    }

    /// `--matches --json`: an array of `{"name", "state", "country", "lat", "lon"}`.
    public static func matches(_ places: [GeocodedPlace]) -> JSONOutput {
        .array(
            places.map { place in
                .object([
                    ("name", .string(place.name)), ("state", .string(place.state)), ("country", .string(place.country)),
                    ("lat", .number(place.latitude)), ("lon", .number(place.longitude)),
                ])
            })
    }

    /// The document and a newline.
    public static func text(_ value: JSONOutput) -> String { JSONWriter.render(value) + "\n" }

    static func query(_ query: Query) -> JSONOutput {
        switch query {
        case .place(.coordinates(let point)):
            .object([("lat", .number(point.latitude)), ("lon", .number(point.longitude))])
        case .place(.city(let name)): .object([("city", .string(name))])
        case .place(.zip(let code)): .object([("zip", .string(code))])
        case .place(.here): .object([("here", .bool(true))])
        case .input(let path): .object([("input", .string(path))])
        case .place(.alias(let name, let place)):
            // Exactly what was typed, beside what it stands for in the keys a script already reads.
            switch Self.query(.place(place)) {
            case .object(let members): .object([("alias", .string(name))] + members)
            case let other: other
            }
        }
    }

    /// - Parameter located: who found the place by IP address (`--here`), when one did.
    static func location(_ location: Location, located: Located? = nil) -> JSONOutput {
        .object([
            ("name", .string(location.name)),
            ("country", .string(location.country)),
            ("state", .string(location.state)),
            ("city_id", .number(location.cityID)),
            ("lat", .number(location.latitude)),
            ("lon", .number(location.longitude)),
            ("timezone_offset_s", .number(location.timezoneOffsetSeconds)),
            ("located_by", .string(located.map { _ in "ip" })),
            ("locator", .string(located?.locator.rawValue)),
        ])
    }

    /// The members of ``Quantity/all``, in its order.
    static func current(_ readout: Readout) -> JSONOutput {
        .object(Quantity.all.flatMap(\.json).compactMap { member in member.value.map { (member.key, $0(readout)) } })
    }

    /// `current.vs_yesterday`: each comparing row's difference and yesterday's value, today's high
    /// against yesterday's, and when yesterday's hour was; the part's error when it failed.
    static func sinceYesterday(_ report: WeatherReport) -> JSONOutput {
        if let failure = report.failure(of: .yesterday) { return failedPart(failure) }
        guard let dayBefore = report.dayBefore else { return .null }
        let rounded = { (value: Double?) in JSONOutput.number(value.map { NumberText.rounded($0, decimals: 2) }) }
        var members: [(String, JSONOutput)] = Quantity.comparisons.flatMap { quantity, comparison in
            let value = quantity.value
            return [
                ("\(comparison.key)_delta_\(comparison.unit)", rounded(value.flatMap { dayBefore.difference($0) })),
                ("\(comparison.key)_yesterday_\(comparison.unit)", rounded(value.flatMap { dayBefore.yesterday($0) })),
            ]
        }
        let highs = dayBefore.highToday.flatMap { today in dayBefore.highYesterday.map { (today, $0) } }
        members += [
            ("high_delta_c", rounded(highs.map { $0.0 - $0.1 })),
            ("high_yesterday_c", rounded(dayBefore.highYesterday)),
            ("at", utc(dayBefore.at)),
        ]
        return .object(members)
    }

    /// - Parameter readout: each day's worst air, and the scale of `index_max` (`index_scale`).
    static func forecast(
        _ forecast: Forecast, outlook: JSONOutput, readout: Readout, airError: JSONOutput = .null
    ) -> JSONOutput {
        let offset = forecast.timezoneOffsetSeconds
        let members: [(String, JSONOutput)] = [
            ("step_hours", .number(Double(forecast.stepHours))),
            ("outlook", outlook),
            // Why `daily[].aqi_max` is null everywhere, when the air forecast failed.
            ("air_forecast_error", airError),
            ("index_scale", .string(readout.airScale.rawValue)),
            ("minutely", forecast.minutely.map(minutely) ?? .null),
            ("entries", .array(forecast.entries.map { entry($0, offset: offset) })),
            ("daily", .array(forecast.daily.map { day($0, readout: readout) })),
        ]
        return .object(members)
    }

    /// One Call's next hour: `[{"time", "precipitation_mm_h"}]`.
    static func minutely(_ minutes: [MinutePrecipitation]) -> JSONOutput {
        .array(
            minutes.map { minute -> JSONOutput in
                .object([("time", utc(minute.time)), ("precipitation_mm_h", .number(minute.millimetresPerHour))])
            })
    }

    static func entry(_ entry: ForecastEntry, offset: Int?) -> JSONOutput {
        let time: [(String, JSONOutput)] = [
            ("time", utc(entry.time)), ("time_local", local(entry.time, offset: offset)),
        ]
        // The rows' members a step has, read from it as from the weather now.
        let observation = entry.observation
        return .object(
            time + Quantity.stepMembers.compactMap { member in member.step.map { (member.key, $0(observation)) } })
    }

    static func day(_ day: DailyForecast, readout: Readout) -> JSONOutput {
        let worst = readout.worstAir[day.date]
        let members: [(String, JSONOutput)] = [
            ("date", .string(day.date)),
            ("steps", .number(Double(day.steps))),
            ("min_c", temperature(day.minC)),
            ("max_c", temperature(day.maxC)),
            ("conditions", .array(day.condition.map { [condition($0)] } ?? [])),
            ("pop_pct", percent(day.popPct)),
            ("rain_mm", millimetres(day.rainMM)),
            ("snow_mm", millimetres(day.snowMM)),
            ("aqi_max", .number(readout.worstOwnIndex[day.date].map { Double($0.value) })),
            ("index_max", .number(worst.map { Double($0.value) })),
            ("index_max_band", .string(worst?.band)),
            ("uvi", .number(day.uvIndex)),
            ("summary", .string(day.summary)),
        ]
        return .object(members)
    }

    static func condition(_ condition: Condition) -> JSONOutput {
        .object([
            ("id", .number(condition.id)),
            ("main", .string(condition.main)),
            ("description", .string(condition.description)),
            ("icon", .string(condition.icon)),
        ])
    }

    /// `wind` is always an object; its members are null when the server sent no wind.
    static func wind(_ wind: Wind?) -> JSONOutput {
        .object([
            // Two decimals: a speed converted from km/h or mp/h (Open-Meteo's) is no more precise.
            ("speed_ms", .number(wind?.speedMS.map { NumberText.rounded($0, decimals: 2) })),
            ("gust_ms", .number(wind?.gustMS.map { NumberText.rounded($0, decimals: 2) })),
            ("deg", .number(wind?.degrees)),
            ("direction", .string(wind?.direction?.rawValue)),
        ])
    }

    static func utc(_ date: Date?) -> JSONOutput { .string(date.map { LocalTime($0).iso8601 }) }

    /// With offset (`+01:00`); null when the time or the place's offset is unknown.
    static func local(_ date: Date?, offset: Int?) -> JSONOutput {
        guard let date, let offset else { return .null }
        return .string(LocalTime(date, offsetSeconds: offset).iso8601WithOffset)
    }

    static func temperature(_ celsius: Double?) -> JSONOutput {
        .number(celsius.map { NumberText.rounded($0, decimals: 2) })
    }

    /// Whole percent: `pop` 0.07 is 7, not 7.000000000000001.
    static func percent(_ value: Double?) -> JSONOutput {
        .number(value.map { NumberText.rounded($0, decimals: 0) })
    }

    /// Sums of 3-hour amounts carry float noise (0.1 + 0.2); two decimals is the API's own precision.
    static func millimetres(_ value: Double?) -> JSONOutput {
        .number(value.map { NumberText.rounded($0, decimals: 2) })
    }
}
