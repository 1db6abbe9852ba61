import FoundationEssentials

/// Fills a ``Template`` from a report: units follow `--units` and are part of the value
/// (`9 °C`); a missing value is an empty string.
public struct TemplateRenderer: Sendable {
    public var units: Units
    public var localTime: Bool

    public init(units: Units, localTime: Bool = false) {
        self.units = units
        self.localTime = localTime
    }

    /// One line, without the newline; every value from the server is stripped of control characters.
    public func render(_ template: Template, _ report: WeatherReport) -> String {
        var line = ""
        for segment in template.segments {
            switch segment {
            case .literal(let text): line += text
            case .value(let placeholder, let precision):
                line += value(placeholder, precision: precision, report).withoutControlCharacters
            }
        }
        return line
    }

    func value(_ placeholder: Template.Placeholder, precision: Int?, _ report: WeatherReport) -> String {
        let weather = report.current
        let location = report.location
        let condition = weather.conditions.first
        func temperature(_ celsius: Double?) -> String {
            celsius.map { units.temperature($0, decimals: precision ?? 1) } ?? ""
        }
        func number(_ value: Double?, defaultDecimals: Int, unit: String) -> String {
            value.map { NumberText.fixed($0, decimals: precision ?? defaultDecimals) + unit } ?? ""
        }
        func time(_ date: Date?) -> String {
            date.map {
                LocalTime($0, offsetSeconds: localTime ? (location.timezoneOffsetSeconds ?? 0) : 0).hoursMinutes
            }
                ?? ""
        }
        switch placeholder {
        case .city: return location.name ?? ""
        case .country: return location.country ?? ""
        case .temp: return temperature(weather.readings.temperatureC)
        case .feels: return temperature(weather.readings.feelsLikeC)
        case .min: return temperature(weather.readings.tempMinC)
        case .max: return temperature(weather.readings.tempMaxC)
        case .cond: return condition?.main ?? ""
        case .desc: return condition?.description ?? condition?.main ?? ""
        case .icon: return condition.map(WeatherIcon.emoji) ?? ""
        case .humidity: return number(weather.readings.humidityPct, defaultDecimals: 0, unit: "%")
        case .pressure: return number(weather.readings.pressureHPa, defaultDecimals: 0, unit: " hPa")
        case .wind: return weather.wind?.speedMS.map { units.speed($0, decimals: precision ?? 1) } ?? ""
        case .windDirection: return weather.wind?.direction?.rawValue ?? ""
        case .gust: return weather.wind?.gustMS.map { units.speed($0, decimals: precision ?? 1) } ?? ""
        case .clouds: return number(weather.cloudsPct, defaultDecimals: 0, unit: "%")
        case .visibility: return number(weather.visibilityM.map { $0 / 1000 }, defaultDecimals: 1, unit: " km")
        case .rain:
            return number(weather.rain?.lastHourMM ?? weather.rain?.lastThreeHoursMM, defaultDecimals: 1, unit: " mm")
        case .snow:
            return number(weather.snow?.lastHourMM ?? weather.snow?.lastThreeHoursMM, defaultDecimals: 1, unit: " mm")
        case .sunrise: return time(weather.sunrise)
        case .sunset: return time(weather.sunset)
        case .updated: return time(weather.observedAt)
        }
    }
}
