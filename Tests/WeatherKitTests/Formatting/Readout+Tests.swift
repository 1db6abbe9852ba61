import Foundation

@testable import WeatherKit

// Tests hand a view a report, as the forms do: each builds the report's ``Readout`` in the
// view's own style first. Production code has no such shortcut; the forms build the readout.

extension HumanView {
    func render(_ report: WeatherReport) -> String { render(Readout(report, style: style)) }
}

extension TemplateRenderer {
    func render(_ template: Template, _ report: WeatherReport) -> String {
        render(template, Readout(report, style: style))
    }

    func value(_ placeholder: Template.Placeholder, precision: Int?, _ report: WeatherReport) -> String {
        value(placeholder, precision: precision, Readout(report, style: style))
    }
}

extension NotificationText {
    func check(_ report: WeatherReport, now: Date) -> NoticeCheck { check(Readout(report, style: style), now: now) }
}

extension JSONReport {
    /// The report's document with the air index on `airScale`.
    static func object(_ report: WeatherReport, airScale: AirQualityScale = .owm) -> JSONOutput {
        object(Readout(report, style: DisplayStyle(airScale: airScale)))
    }
}

extension Template.Placeholder {
    /// The placeholder called `name`; a test names only real ones.
    static func named(_ name: String) -> Template.Placeholder {
        guard let placeholder = Template.Placeholder(rawValue: name) else {
            preconditionFailure("no placeholder {\(name)}")
        }
        return placeholder
    }

    static let city = named("city")
    static let temp = named("temp")
    static let rain = named("rain")
    static let visibility = named("visibility")
    static let windDirection = named("wind_dir")
    static let rainNext = named("rain_next")
    static let popNext = named("pop_next")
    static let aqi = named("aqi")
    static let aqiLabel = named("aqi_label")
    static let pm25 = named("pm25")
    static let pm10 = named("pm10")
    static let o3 = named("o3")
    static let no2 = named("no2")
    static let todayMin = named("today_min")
    static let todayMax = named("today_max")
    static let tomorrowMin = named("tomorrow_min")
    static let tomorrowMax = named("tomorrow_max")
}

extension WaybarLine {
    static func success(
        _ report: WeatherReport, text: String, tooltip: String, airScale: AirQualityScale = .owm
    ) -> String {
        success(Readout(report, style: DisplayStyle(airScale: airScale)), text: text, tooltip: tooltip)
    }
}
