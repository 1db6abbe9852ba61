import FoundationEssentials

/// The default output: a short block a person reads at a prompt.
///
/// A pure function of the report: missing values are left out, never shown as `nil` or `0`,
/// and every string the server sent is stripped of control characters.
public struct HumanView: Sendable {
    public var units: Units
    /// Show times at the place's own UTC offset instead of UTC.
    public var localTime: Bool
    /// Show the forecast's 3-hour steps instead of one line per day.
    public var hourly: Bool
    /// ANSI colour for the place and the temperature (`--color`).
    public var color: Bool
    /// Weather emoji before the conditions (only where the locale is UTF-8).
    public var icons: Bool

    public init(units: Units, localTime: Bool = false, hourly: Bool = false, color: Bool = false, icons: Bool = false) {
        self.units = units
        self.localTime = localTime
        self.hourly = hourly
        self.color = color
        self.icons = icons
    }

    public func render(_ report: WeatherReport) -> String {
        let weather = report.current
        let offset = report.location.timezoneOffsetSeconds
        var lines: [String] = [paint(Self.placeLine(report.location), ANSI.bold)]
        if let stale = report.stale {
            lines.append("(cached \(StaleNotice.ageText(stale.age)) ago; could not refresh: \(stale.reason))")
        }
        if report.matchCount > 1, case .place(.city(let name)) = report.query {
            lines.append(Self.matchesNotice(name: name, count: report.matchCount, first: report.place))
        }
        let descriptions = weather.conditions.compactMap { $0.description ?? $0.main }
        if !descriptions.isEmpty {
            let icon =
                icons ? weather.conditions.first.map(WeatherIcon.emoji).map { $0.isEmpty ? "" : $0 + " " } ?? "" : ""
            lines.append(icon + clean(descriptions.joined(separator: ", ")))
        }
        lines.append("")

        var rows: [(String, String)] = []
        var temperature = paint(
            units.temperature(weather.readings.temperatureC), ANSI.temperature(weather.readings.temperatureC))
        if let feelsLike = weather.readings.feelsLikeC {
            temperature += ", feels like \(units.temperature(feelsLike))"
        }
        rows.append(("Temperature", temperature))
        switch (weather.readings.tempMinC, weather.readings.tempMaxC) {
        case let (min?, max?): rows.append(("Min / max", "\(units.temperature(min)) / \(units.temperature(max))"))
        case let (min?, nil): rows.append(("Min", units.temperature(min)))
        case let (nil, max?): rows.append(("Max", units.temperature(max)))
        case (nil, nil): break
        }
        if let humidity = weather.readings.humidityPct { rows.append(("Humidity", Self.percent(humidity))) }
        if let pressure = weather.readings.pressureHPa {
            rows.append(("Pressure", NumberText.fixed(pressure, decimals: 0) + " hPa"))
        }
        if let wind = weather.wind, let text = windText(wind) { rows.append(("Wind", text)) }
        if let clouds = weather.cloudsPct { rows.append(("Clouds", Self.percent(clouds))) }
        if let visibility = weather.visibilityM { rows.append(("Visibility", Self.distanceText(visibility))) }
        if let rain = weather.rain { rows.append(("Rain", Self.precipitationText(rain))) }
        if let snow = weather.snow { rows.append(("Snow", Self.precipitationText(snow))) }
        if let sunrise = weather.sunrise { rows.append(("Sunrise", time(sunrise, offset: offset))) }
        if let sunset = weather.sunset { rows.append(("Sunset", time(sunset, offset: offset))) }
        let observed = moment(weather.observedAt, offset: offset)
        rows.append(("Observed", "\(observed.date) \(time(weather.observedAt, offset: offset))"))
        lines += Self.table(rows)

        if let forecast = report.forecast {
            lines.append("")
            if forecast.entries.isEmpty {
                lines.append("Forecast: OpenWeatherMap sent no forecast steps for this place")
            } else {
                lines += hourly ? hourlyLines(forecast) : dailyLines(forecast)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--matches`: one line per match.
    public func renderMatches(_ places: [GeocodedPlace], name: String) -> String {
        let header = places.count == 1 ? "1 place matches \"\(name)\":" : "\(places.count) places match \"\(name)\":"
        let rows = places.map { place in
            (
                place.displayName,
                NumberText.fixed(place.latitude, decimals: 4) + ", " + NumberText.fixed(place.longitude, decimals: 4)
            )
        }
        return clean(header) + "\n" + Self.table(rows.map { (clean($0.0), $0.1) }).joined(separator: "\n") + "\n"
    }

    // MARK: forecast

    func dailyLines(_ forecast: Forecast) -> [String] {
        let offset = forecast.timezoneOffsetSeconds ?? 0
        var lines = ["Forecast (days at \(LocalTime(Date(timeIntervalSince1970: 0), offsetSeconds: offset).zoneLabel))"]
        for day in forecast.daily {
            var parts = ["\(units.temperature(day.minC)) to \(units.temperature(day.maxC))"]
            if let condition = day.condition?.main ?? day.condition?.description { parts.append(clean(condition)) }
            if let pop = day.popPct { parts.append("\(Self.percent(pop)) chance of precipitation") }
            if let rain = day.rainMM { parts.append("rain \(NumberText.trimmed(rain, maxDecimals: 1)) mm") }
            if let snow = day.snowMM { parts.append("snow \(NumberText.trimmed(snow, maxDecimals: 1)) mm") }
            lines.append("  \(Self.dayLabel(day.date))  " + parts.joined(separator: ", "))
        }
        return lines
    }

    func hourlyLines(_ forecast: Forecast) -> [String] {
        let offset = forecast.timezoneOffsetSeconds ?? 0
        var lines = [
            "Forecast (every 3 hours, \(LocalTime(Date(timeIntervalSince1970: 0), offsetSeconds: offset).zoneLabel))"
        ]
        for entry in forecast.entries {
            let local = LocalTime(entry.time, offsetSeconds: offset)
            var parts = [units.temperature(entry.readings.temperatureC)]
            if let condition = entry.conditions.first?.description ?? entry.conditions.first?.main {
                parts.append(clean(condition))
            }
            if let pop = entry.popPct { parts.append("\(Self.percent(pop)) chance of precipitation") }
            lines.append("  \(local.weekday) \(local.date) \(local.hoursMinutes)  " + parts.joined(separator: ", "))
        }
        return lines
    }

    /// `Sat 2025-03-22`
    static func dayLabel(_ date: String) -> String {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return date }
        return "\(LocalTime.weekday(year: parts[0], month: parts[1], day: parts[2])) \(date)"
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

    /// One line saying the name was ambiguous, and how to narrow it.
    static func matchesNotice(name: String, count: Int, first: GeocodedPlace?) -> String {
        let baseName = name.split(separator: ",").first.map(String.init) ?? name
        let example = "\"\(baseName),\(first?.country ?? "GB")\""
        return clean(
            "(\(count) places match \"\(name)\"; showing the first. Add a country code, like \(example), "
                + "and in the US a state code, like \"\(baseName),IL,US\"; --matches lists them all)")
    }

    /// `5.7 m/s from ENE (70°), gusts 9 m/s`
    func windText(_ wind: Wind) -> String? {
        var parts: [String] = []
        if let speed = wind.speedMS { parts.append(units.speed(speed)) }
        if let degrees = wind.degrees, let direction = wind.direction {
            parts.append("from \(direction.rawValue) (\(NumberText.fixed(degrees, decimals: 0))°)")
        }
        var text = parts.joined(separator: " ")
        if let gust = wind.gustMS {
            text += (text.isEmpty ? "" : ", ") + "gusts \(units.speed(gust))"
        }
        return text.isEmpty ? nil : text
    }

    /// `8 km`, `16.1 km`, `800 m`
    static func distanceText(_ metres: Double) -> String {
        metres >= 1000
            ? NumberText.trimmed(metres / 1000, maxDecimals: 1) + " km"
            : NumberText.fixed(metres, decimals: 0) + " m"
    }

    /// `1.27 mm in the last hour, 0.6 mm in 3 h`
    static func precipitationText(_ amount: Precipitation) -> String {
        var parts: [String] = []
        if let hour = amount.lastHourMM {
            parts.append(NumberText.trimmed(hour, maxDecimals: 2) + " mm in the last hour")
        }
        if let three = amount.lastThreeHoursMM {
            parts.append(NumberText.trimmed(three, maxDecimals: 2) + " mm in 3 h")
        }
        return parts.joined(separator: ", ")
    }

    static func percent(_ value: Double) -> String { NumberText.trimmed(value, maxDecimals: 0) + "%" }

    /// `04:37 UTC`, or with `--local-time` and a known offset, `05:37 UTC+1`.
    private func time(_ date: Date, offset: Int?) -> String {
        let local = moment(date, offset: offset)
        return local.hoursMinutes + " " + local.zoneLabel
    }

    private func moment(_ date: Date, offset: Int?) -> LocalTime {
        LocalTime(date, offsetSeconds: localTime ? (offset ?? 0) : 0)
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? code + text + ANSI.reset : text
    }

    /// Labels padded to one column, indented two spaces.
    private static func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { label, value in "  " + label + String(repeating: " ", count: width - label.count + 2) + value
        }
    }
}

private func clean(_ text: String) -> String { text.withoutControlCharacters }
