import Foundation

/// The default output: a short block a person reads at a prompt.
///
/// A pure function of the report: missing values are left out, never shown as `nil` or `0`,
/// and every string the server sent is stripped of control characters.
public enum HumanView {
    public static func render(_ weather: CurrentWeather, units: Units) -> String {
        var lines: [String] = []
        lines.append(placeLine(weather.location))
        let descriptions = weather.conditions.compactMap { $0.description ?? $0.main }
        if !descriptions.isEmpty {
            lines.append(clean(descriptions.joined(separator: ", ")))
        }
        lines.append("")

        var rows: [(String, String)] = []
        var temperature = units.temperature(weather.temperatureC)
        if let feelsLike = weather.feelsLikeC {
            temperature += ", feels like \(units.temperature(feelsLike))"
        }
        rows.append(("Temperature", temperature))
        switch (weather.tempMinC, weather.tempMaxC) {
        case let (min?, max?): rows.append(("Min / max", "\(units.temperature(min)) / \(units.temperature(max))"))
        case let (min?, nil): rows.append(("Min", units.temperature(min)))
        case let (nil, max?): rows.append(("Max", units.temperature(max)))
        case (nil, nil): break
        }
        if let humidity = weather.humidityPct {
            rows.append(("Humidity", NumberText.trimmed(humidity, maxDecimals: 0) + "%"))
        }
        if let pressure = weather.pressureHPa {
            rows.append(("Pressure", NumberText.fixed(pressure, decimals: 0) + " hPa"))
        }
        if let wind = weather.wind, let text = windText(wind, units: units) { rows.append(("Wind", text)) }
        if let clouds = weather.cloudsPct { rows.append(("Clouds", NumberText.trimmed(clouds, maxDecimals: 0) + "%")) }
        if let visibility = weather.visibilityM { rows.append(("Visibility", distanceText(visibility))) }
        if let rain = weather.rain { rows.append(("Rain", precipitationText(rain))) }
        if let snow = weather.snow { rows.append(("Snow", precipitationText(snow))) }
        if let sunrise = weather.sunrise { rows.append(("Sunrise", UTCTime(sunrise).hoursMinutes + " UTC")) }
        if let sunset = weather.sunset { rows.append(("Sunset", UTCTime(sunset).hoursMinutes + " UTC")) }
        let observed = UTCTime(weather.observedAt)
        rows.append(("Observed", "\(observed.date) \(observed.hoursMinutes) UTC"))

        let width = rows.map(\.0.count).max() ?? 0
        for (label, value) in rows {
            lines.append("  " + label + String(repeating: " ", count: width - label.count + 2) + value)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `London, GB`, or the coordinates when the place has no name (at sea, at the poles).
    static func placeLine(_ location: Location) -> String {
        let parts = [location.name, location.state, location.country].compactMap { $0 }
        if parts.isEmpty {
            return NumberText.trimmed(location.latitude, maxDecimals: 4) + ", "
                + NumberText.trimmed(location.longitude, maxDecimals: 4)
        }
        return clean(parts.joined(separator: ", "))
    }

    /// `5.7 m/s from ENE (70°), gusts 9 m/s`
    static func windText(_ wind: Wind, units: Units) -> String? {
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

    private static func clean(_ text: String) -> String { text.withoutControlCharacters }
}
