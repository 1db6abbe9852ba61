import FoundationEssentials

/// Fills a ``Template`` from a report: units follow `--units` and are part of the value
/// (`9 °C`), numbers have the human view's decimals (``QuantityText``) unless the template gives
/// its own, and a missing value is an empty string.
public struct TemplateRenderer: Sendable {
    /// Units, clock and characters (`{icon}` is empty in ASCII); never coloured.
    public var style: DisplayStyle

    public init(style: DisplayStyle = DisplayStyle()) {
        self.style = style
    }

    /// One line, without the newline; every value from the server is stripped of control characters.
    /// - Parameter escape: applied to each value and not to the template's own text, so a line that
    ///   is read as markup (Waybar's) can escape what the server sent and keep the user's tags.
    public func render(
        _ template: Template, _ report: WeatherReport, escapingValues escape: (String) -> String = { $0 }
    ) -> String {
        var line = ""
        for segment in template.segments {
            switch segment {
            case .literal(let text): line += text
            case .value(let placeholder, let precision):
                line += escape(value(placeholder, precision: precision, report).withoutControlCharacters)
            }
        }
        return line
    }

    func value(_ placeholder: Template.Placeholder, precision: Int?, _ report: WeatherReport) -> String {
        let weather = report.current
        let location = report.location
        let condition = weather.conditions.first
        let text = style.quantities
        func temperature(_ celsius: Double?) -> String {
            celsius.map { text.temperature($0, decimals: precision) } ?? ""
        }
        func show(_ value: Double?, _ format: (Double, Int?) -> String) -> String {
            value.map { format($0, precision) } ?? ""
        }
        // With `--local-time` the place's clock, else UTC, which is marked: a bar has room for
        // one clock, and an unmarked time reads as local.
        func time(_ date: Date?) -> String {
            date.map { style.time($0, placeOffset: style.localTime ? location.timezoneOffsetSeconds : nil) } ?? ""
        }
        let sky = report.sky?.first
        var airIndex: ShownAirIndex? { report.air?.first.flatMap { ShownAirIndex($0, scale: style.airScale) } }
        switch placeholder {
        // A place with no name (at sea, or One Call's answer for coordinates) is its coordinates.
        case .city: return location.name ?? HumanView.placeLine(location)
        case .country: return location.country ?? ""
        case .temp: return temperature(weather.readings.temperatureC)
        case .feels: return temperature(weather.readings.feelsLikeC)
        case .min: return temperature(weather.readings.tempMinC)
        case .max: return temperature(weather.readings.tempMaxC)
        case .cond: return condition?.main ?? ""
        case .desc: return condition?.description ?? condition?.main ?? ""
        case .icon: return style.glyphs.icon(condition)
        case .humidity: return show(weather.readings.humidityPct, text.percent)
        case .pressure: return show(weather.readings.pressureHPa, text.pressure)
        case .wind: return show(weather.wind?.speedMS, text.speed)
        case .windDirection: return weather.wind?.direction?.rawValue ?? ""
        case .gust: return show(weather.wind?.gustMS, text.speed)
        case .clouds: return show(weather.cloudsPct, text.percent)
        case .visibility: return show(weather.visibilityM, text.visibility)
        case .rain: return show(weather.rain?.lastHourMM ?? weather.rain?.lastThreeHoursMM, text.precipitation)
        case .snow: return show(weather.snow?.lastHourMM ?? weather.snow?.lastThreeHoursMM, text.precipitation)
        case .sunrise: return time(weather.sunrise)
        case .sunset: return time(weather.sunset)
        case .updated: return time(weather.observedAt)
        case .aqi: return airIndex.map { String($0.value) } ?? ""
        case .aqiLabel: return airIndex?.band ?? ""
        case .pm25: return show(report.air?.first?.components.pm2_5, text.concentration)
        case .pm10: return show(report.air?.first?.components.pm10, text.concentration)
        case .o3: return show(report.air?.first?.components.o3, text.concentration)
        case .no2: return show(report.air?.first?.components.no2, text.concentration)
        case .rainNext:
            guard let outlook = report.outlook, let now = report.madeAt else { return "" }
            // The forecast's times are always the place's, as in the human view.
            return OutlookText(style: style)
                .brief(outlook, now: now, placeOffset: report.wholeForecast?.timezoneOffsetSeconds)
        case .todayMin: return temperature(day(0, report)?.minC)
        case .todayMax: return temperature(day(0, report)?.maxC)
        case .tomorrowMin: return temperature(day(1, report)?.minC)
        case .tomorrowMax: return temperature(day(1, report)?.maxC)
        case .uvi: return show(weather.uvIndex, text.uvIndex)
        case .alert: return report.alerts?.first?.event ?? ""
        case .rainSoon: return report.rainSoon?.brief ?? ""
        case .moon: return sky.map { SkyText(style: style, offset: nil).moonPicture($0.moon.phase) } ?? ""
        case .moonPct: return show(sky.map { $0.moon.illumination * 100 }, text.percent)
        case .dawn: return time(sky?.civilDawn.date)
        case .dusk: return time(sky?.civilDusk.date)
        case .goldenHour:
            let now = report.madeAt ?? weather.observedAt
            return time(report.sky.flatMap { SkyText(style: style, offset: nil).nextGoldenHour($0, now: now) })
        case .popNext:
            guard let now = report.madeAt else { return "" }
            return show(report.wholeForecast?.upcoming(at: now).first?.popPct, text.percent)
        }
    }

    /// The forecast's summary of the place's local day `offset` days from the report's time
    /// (0 today, 1 tomorrow): what is left of today, so today's low may be higher than the night's.
    private func day(_ offset: Int, _ report: WeatherReport) -> DailyForecast? {
        guard let forecast = report.wholeForecast, let now = report.madeAt else { return nil }
        let date = LocalTime(
            now.addingTimeInterval(TimeInterval(offset * 86_400)), offsetSeconds: forecast.timezoneOffsetSeconds ?? 0
        ).date
        return forecast.daily.first { $0.date == date }
    }
}
