import FoundationEssentials

/// The default output: a short block a person reads at a prompt.
///
/// A pure function of the ``Readout``: missing values are left out, never shown as `nil` or `0`,
/// and every string the server sent is stripped of control characters.
public struct HumanView: Sendable {
    /// What the view shows beyond the current weather, from the flags.
    public struct Contents: Sendable, Equatable {
        /// `--hourly`: the forecast's steps instead of one line per day.
        public var hourly: Bool
        /// The forecast's table (false when only `--chart` asked for the forecast).
        public var forecastTable: Bool
        /// `--chart`: hours of meteogram to draw under the forecast.
        public var chartHours: Int?
        /// `--alerts`: each alert's whole text, not its first lines.
        public var fullAlerts: Bool

        public init(hourly: Bool = false, forecastTable: Bool = true, chartHours: Int? = nil, fullAlerts: Bool = false)
        {
            self.hourly = hourly
            self.forecastTable = forecastTable
            self.chartHours = chartHours
            self.fullAlerts = fullAlerts
        }
    }

    public var style: DisplayStyle
    public var contents: Contents

    public init(style: DisplayStyle = DisplayStyle(), contents: Contents = Contents()) {
        self.style = style
        self.contents = contents
    }

    var text: QuantityText { style.quantities }

    /// A phrase in the style's language.
    func say(_ phrase: Phrase, _ values: KeyValuePairs<String, String> = [:]) -> String { style.say(phrase, values) }
    private var glyphs: Glyphs { style.glyphs }

    /// The terminal's width: the widest any line of the block may be before it is broken (a
    /// tooltip's are never broken).
    private var width: Int { style.textWidth }

    /// A line of text, broken at spaces into lines of at most ``width`` when it is wider.
    private func fitted(_ line: String) -> [String] {
        line.displayWidth <= width ? [line] : line.wrapped(width: width)
    }

    /// Whether the view shows `part` when it comes: a forecast's steps only in the hourly table or
    /// the chart, its days only in the daily table; everything else always.
    public func shows(_ part: ReportPart) -> Bool {
        switch part {
        case .steps: contents.hourly || contents.chartHours != nil
        case .days: contents.forecastTable && !contents.hourly
        default: true
        }
    }

    public func render(_ readout: Readout) -> String {
        let report = readout.report
        let weather = report.current
        let offset = report.location.timezoneOffsetSeconds
        // The place first, then its alerts: with several places, an alert must not sit under the
        // block before it, where it reads as that place's.
        var lines = fitted(Self.placeLine(report.location)).map { paint($0, ANSI.bold) }
        if let located = report.located {
            // Found by IP address: say so, and by whom, for it may be a town away or a VPN's exit.
            lines += fitted(say(.locatedByIP, ["locator": located.locator.rawValue]))
            if let stale = located.stale {
                lines += fitted(
                    say(
                        .locatedLongAgo,
                        [
                            "age": StaleNotice.ageText(stale.age, in: style.language),
                            "reason": stale.reason(in: style.language),
                        ]))
            }
        }
        lines += AlertText(style: style, whole: contents.fullAlerts).lines(report.alerts ?? [], offsetSeconds: offset)
        // Asked for warnings whole (`--alerts`), and there are none: who said so, or that no one covers
        // the place. (A service that failed has its notice.)
        if contents.fullAlerts, report.alerts?.isEmpty ?? true {
            switch report.alertsStatus {
            case .ok?: lines += fitted(say(.noWarningsInForce, ["service": report.warningsFrom?.label ?? "One Call"]))
            case .unsupported?: lines += fitted(say(.noWarningService))
            case .unavailable?, nil: break
            }
        }
        if let stale = report.stale {
            lines += fitted(
                say(
                    .cached,
                    [
                        "age": StaleNotice.ageText(stale.age, in: style.language),
                        "reason": stale.reason(in: style.language),
                    ]))
        }
        if readout.isOld, let age = readout.observedAge {
            lines += fitted(say(.observedLongAgo, ["age": StaleNotice.ageText(age, in: style.language)]))
        }
        if !style.tooltip, report.matchCount > 1, case .place(let place) = report.query,
            case .city(let name) = place.target
        {
            lines += AmbiguityHint.lines(
                name: clean(name), count: report.matchCount, first: report.place,
                width: min(AmbiguityHint.maximumWidth, style.width), language: style.language)
        }
        let descriptions = weather.conditions.compactMap(style.words)
        if !descriptions.isEmpty {
            let icon = glyphs.icon(weather.conditions.first)
            lines += fitted(
                (icon.isEmpty ? "" : icon + " ") + clean(descriptions.joined(separator: style.listSeparator)))
        }
        lines.append("")

        // The block's rows, in the order of the quantities' table.
        let rows = Quantity.all.flatMap { $0.human?(readout, self) ?? [] }
        lines += Self.table(rows, width: width)

        if let sky = readout.sky {
            let words = SkyText(style: style, offset: offset)
            lines.append("")
            lines += fitted(words.title(sky))
            lines += Self.table(words.rows(sky), width: width)
        }

        if let forecast = report.forecast {
            lines.append("")
            if forecast.entries.isEmpty, forecast.providedDaily?.isEmpty ?? true {
                lines += fitted(say(.noForecast, ["provider": report.source.name]))
            } else {
                var sentence: String?
                // Beside the next hour's row (minutes from One Call or Open-Meteo), which says only the
                // next hour, the outlook says the day after it; but "no rain expected" under "rain
                // starting in 12 min" would contradict the minutes, which know the next hour better.
                let contradicted = report.outlook?.kind == Outlook.Kind.none && (report.rainSoon ?? .dry) != .dry
                if !contradicted, let outlook = report.outlook, let now = report.madeAt {
                    sentence = OutlookText(style: style)
                        .sentence(outlook, now: now, offsetSeconds: forecast.timezoneOffsetSeconds ?? 0)
                }
                var view = ForecastView(style: style, worstAir: readout.worstAir)
                // The place's today, so that a day outside this week is labelled with its month.
                view.today = report.madeAt.map {
                    LocalTime($0, offsetSeconds: forecast.timezoneOffsetSeconds ?? 0).date
                }
                // Each sky's date on the clock it was worked out on (the place's), as `Sky+Report` did.
                view.moons = SkyText(style: style, offset: offset).moons(report.sky ?? [])
                if contents.forecastTable {
                    lines +=
                        contents.hourly
                        ? view.hourly(forecast, outlook: sentence) : view.daily(forecast, outlook: sentence)
                } else if let sentence {
                    lines += sentence.wrapped(width: view.width)
                }
                if let hours = contents.chartHours, let now = report.madeAt {
                    if contents.forecastTable { lines.append("") }
                    // The chart's own DAYS, whatever `--forecast DAYS` kept for the table.
                    lines += Meteogram(style: style, hours: hours).lines(report.wholeForecast ?? forecast, now: now)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--matches`: one line per match.
    public func renderMatches(_ places: [GeocodedPlace], name: String) -> String {
        let header = say(
            .matchesHeader, ["matches": style.language.counting(.placesMatch, places.count), "name": name])
        let rows = places.map { place in
            (
                clean(place.displayName),
                NumberText.fixed(place.latitude, decimals: 4) + ", " + NumberText.fixed(place.longitude, decimals: 4)
            )
        }
        return clean(header) + "\n" + Self.table(rows).joined(separator: "\n") + "\n"
    }

    // MARK: pieces

    /// `London, GB`, or the coordinates when the place has no name (at sea, at the poles).
    static func placeLine(_ location: Location) -> String {
        let parts = [location.name, location.state, location.country].compactMap { $0 }
        if parts.isEmpty {
            return NumberText.trimmed(location.latitude, maxDecimals: 4) + ", "
                + NumberText.trimmed(location.longitude, maxDecimals: 4)
        }
        return clean(parts.joined(separator: ", "))
    }

    /// `5.7 m/s from ENE (70°), gusts 9.0 m/s`
    func windText(_ wind: Wind) -> String? {
        let speed = wind.speedMS.map { text.speed($0) }
        let from = wind.degrees.flatMap { degrees in
            wind.direction.map { direction in
                let point = Phrase(rawValue: "compass" + direction.rawValue).map { say($0) } ?? direction.rawValue
                return say(.windFrom, ["direction": point, "bearing": text.bearing(degrees)])
            }
        }
        // The speed and where it comes from in the language's order: `北北東の風 2.5 m/s` in Japanese.
        var line =
            switch (speed, from) {
            case let (speed?, from?): say(.windSpeedFrom, ["speed": speed, "from": from])
            case let (speed?, nil): speed
            case let (nil, from?): from
            case (nil, nil): ""
            }
        if let gust = wind.gustMS {
            // A gust's force alone: the force's name is the mean wind's (`порывы до 2 Бфт`).
            line += (line.isEmpty ? "" : style.listSeparator) + say(.windGusts, ["speed": text.gust(gust)])
        }
        return line.isEmpty ? nil : line
    }

    /// `AQI 2 (OWM): Fair, PM2.5 4.5 · PM10 6.1 µg/m³` on OpenWeatherMap's scale; on an agency's,
    /// the pollutant that sets the index after it, `AQI 153 (EPA): Unhealthy, PM2.5 60.1 · PM10 6.1
    /// µg/m³` (a particle that sets it comes first, with its reading, so it is named once), or
    /// `AQI 120 (EPA): Unhealthy for sensitive groups, O₃ · PM2.5 4.5 · PM10 6.1 µg/m³`. The
    /// index is coloured by its band.
    func airText(_ readout: Readout) -> String {
        guard let now = readout.airReading else { return say(.airNoReading, ["provider": readout.report.source.name]) }
        let shown = readout.air
        // `PM2,5` where the language writes a decimal comma.
        func named(_ label: String) -> String { label.replacing(".", with: style.language.decimalSeparator) }
        var particles = [("PM2.5", now.components.pm2_5), ("PM10", now.components.pm10)].compactMap { name, value in
            value.map { (name, "\(named(name)) \(text.concentration($0))") }
        }
        let unit = particles.isEmpty ? "" : " " + text.microgramsPerCubicMetre
        let separator = " \(glyphs.separator) "
        guard let shown else { return ([say(.airNoIndex)] + particles.map(\.1)).joined(separator: separator) + unit }
        // One shape on every scale: `AQI 3 (OWM): Moderate, PM2.5 …`, `AQI 95 (EPA): Moderate, PM2.5 …`.
        let index = paint(
            say(.airIndex, ["value": String(shown.value), "scale": shown.scaleLabel, "band": style.band(shown)]),
            ANSI.air(shown))
        guard let dominant = shown.dominant else {
            return index
                + (particles.isEmpty ? "" : style.listSeparator + particles.map(\.1).joined(separator: separator))
                + unit
        }
        if let setting = particles.firstIndex(where: { $0.0 == dominant.label }) {
            particles.insert(particles.remove(at: setting), at: 0)
            return index + style.listSeparator + particles.map(\.1).joined(separator: separator) + unit
        }
        return ([index + style.listSeparator + named(dominant.label)] + particles.map(\.1)).joined(separator: separator)
            + unit
    }

    /// `1.27 mm in the last hour, 0.60 mm in 3 h`
    func precipitationText(_ amount: Precipitation) -> String {
        var parts: [String] = []
        if let hour = amount.lastHourMM { parts.append(say(.rainLastHour, ["amount": text.precipitation(hour)])) }
        if let three = amount.lastThreeHoursMM {
            parts.append(say(.rainLastThreeHours, ["amount": text.precipitation(three)]))
        }
        return parts.joined(separator: style.listSeparator)
    }

    /// `Sunrise  04:37 UTC (05:37 local, UTC+1)`; in polar day or night, `Sunrise  —  (polar day)`;
    /// nothing when the server sent no time.
    func sunRows(_ weather: CurrentWeather, offset: Int?) -> [(String, String)] {
        if let polar = weather.polarLight {
            let none = glyphs.none + "  (\(say(polar == .day ? .polarDay : .polarNight)))"
            return [(say(.sunrise), none), (say(.sunset), none)]
        }
        var rows: [(String, String)] = []
        if let sunrise = weather.sunrise { rows.append((say(.sunrise), bothClocks(sunrise, offset: offset))) }
        if let sunset = weather.sunset { rows.append((say(.sunset), bothClocks(sunset, offset: offset))) }
        return rows
    }

    /// Both clocks, so nobody has to guess: `04:37 UTC (05:37 local, UTC+1)`, or with
    /// `--local-time` `05:37 local, UTC+1 (04:37 UTC)`; `04:37 UTC (same as local)` where the place
    /// keeps UTC, and UTC alone when its offset is unknown.
    func bothClocks(_ date: Date, offset: Int?) -> String {
        let utc = style.time(LocalTime(date)) + " UTC"
        guard let offset else { return utc }
        let local = LocalTime(date, offsetSeconds: offset)
        if local.offsetSeconds == 0 { return say(.clockSameAsLocal, ["utc": utc]) }
        let localText = say(.clockLocal, ["time": style.time(local), "zone": local.zoneLabel])
        return style.localTime ? "\(localText) (\(utc))" : "\(utc) (\(localText))"
    }

    /// `2020-04-28 04:22 UTC`, or with `--local-time` and a known offset, `2020-04-28 05:22 UTC+1`.
    func observedText(_ date: Date, offset: Int?) -> String {
        let local = LocalTime(date, offsetSeconds: style.localTime ? (offset ?? 0) : 0)
        return "\(local.date) \(style.time(local)) \(local.zoneLabel)"
    }

    /// A temperature, coloured on the scale when colour is on.
    func graded(_ celsius: Double) -> String { paint(text.temperature(celsius), ANSI.temperature(celsius)) }

    /// `text` in `code`'s colour when colour is on; as it is when off, or when `code` is nil (the
    /// terminal's own colour).
    private func paint(_ text: String, _ code: String?) -> String {
        guard style.color, let code else { return text }
        return code + text + ANSI.reset
    }

    /// Labels padded to one column (by display width: `東京都` takes 6), indented two spaces.
    /// A value too wide for what `width` leaves it goes on under itself, broken between its
    /// phrases (``phrases(_:)``), so a time keeps its zone and a number its unit.
    private static func table(_ rows: [(String, String)], width: Int = .max) -> [String] {
        let labelWidth = rows.map(\.0.displayWidth).max() ?? 0
        let room = width - 2 - labelWidth - 2
        let hanging = String(repeating: " ", count: 2 + labelWidth + 2)
        return rows.flatMap { label, value in
            let first = "  " + label.padded(to: labelWidth + 2)
            guard value.displayWidth > room else { return [first + value] }
            return phrases(value).packed(width: room).enumerated().map { ($0 == 0 ? first : hanging) + $1 }
        }
    }

    /// A value's phrases, the places it may break: after a comma or a separator (`·`) and before a
    /// parenthesis, outside parentheses. `04:37 UTC (05:37 local, UTC+1)` is `04:37 UTC` and
    /// `(05:37 local, UTC+1)`; `8.7 °C, feels like 4.0 °C` is `8.7 °C,` and `feels like 4.0 °C`.
    static func phrases(_ value: String) -> [String] {
        var phrases: [String] = []
        var phrase: [Substring] = []
        var depth = 0
        for word in value.split(separator: " ") {
            if depth == 0, word.hasPrefix("("), !phrase.isEmpty {
                phrases.append(phrase.joined(separator: " "))
                phrase = []
            }
            phrase.append(word)
            depth = max(0, depth + word.filter { $0 == "(" }.count - word.filter { $0 == ")" }.count)
            let separator = word == Glyphs.unicode.separator || word == Glyphs.ascii.separator
            if depth == 0, word.hasSuffix(",") || separator {
                phrases.append(phrase.joined(separator: " "))
                phrase = []
            }
        }
        if !phrase.isEmpty { phrases.append(phrase.joined(separator: " ")) }
        return phrases
    }
}

private func clean(_ text: String) -> String { text.withoutControlCharacters }
