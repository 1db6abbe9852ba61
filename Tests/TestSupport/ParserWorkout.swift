import Foundation

// The fuzzer compiles this file into one module with WeatherKit's sources (see Tests/Fuzz/run).
#if !FUZZING
    import WeatherKit
#endif

/// Feeds bytes to every parser `weather` has, and whatever parses to every view.
///
/// Shared by the mutation test in `swift test` and the libFuzzer target, so both check the same
/// contract: any input either parses or is refused with one of our typed errors. A crash fails
/// the fuzzer; any other error comes back as a description for the test to report.
public enum ParserWorkout {
    public enum Parser: String, CaseIterable, Sendable {
        case current, forecast, geocoding, zip, errorBody, config, template
    }

    /// Every placeholder in one template, with and without a precision.
    static let everyPlaceholder: Template? = try? Template(
        Template.Placeholder.allCases.map { "{\($0.rawValue)} {\($0.rawValue):.2}" }.joined(separator: "|"))

    /// Nil when `bytes` parsed (and rendered) or were refused with a typed error; else what went wrong.
    public static func run(_ parser: Parser, _ bytes: Data) -> String? {
        do {
            switch parser {
            case .current:
                render(current: try OpenWeatherMapData.currentWeather(from: bytes), forecast: nil)
            case .forecast:
                render(current: nil, forecast: try OpenWeatherMapData.forecast(from: bytes))
            case .geocoding:
                let places = try OpenWeatherMapData.places(from: bytes)
                _ = JSONReport.text(JSONReport.matches(places))
                _ = HumanView(units: .metric).renderMatches(places, name: "x")
            case .zip:
                _ = JSONReport.text(JSONReport.matches([try OpenWeatherMapData.zipPlace(from: bytes)]))
            case .errorBody:
                for status in [nil, 401, 429, 503] {
                    if let error = OpenWeatherMapData.apiError(in: bytes, httpStatus: status) {
                        _ = JSONReport.text(JSONReport.errorObject(error))
                        _ = WaybarLine.failure(error)
                    }
                }
            case .config:
                _ = try ConfigFile(data: bytes, path: "config.json")
            case .template:
                let template = try Template(String(decoding: bytes, as: UTF8.self))
                if let sample { _ = TemplateRenderer(units: .metric).render(template, sample) }
            }
            return nil
        } catch let failure as any WeatherFailure {
            _ = JSONReport.text(JSONReport.errorObject(failure))
            return nil
        } catch is Template.ParseError {
            return nil
        } catch {
            return "\(parser): unexpected \(type(of: error)): \(error)"
        }
    }

    private static func render(current: CurrentWeather?, forecast: Forecast?) {
        guard var report = sample else { return }
        if let current { report.current = current }
        report.forecast = forecast
        for units in [Units.metric, .imperial] {
            _ = HumanView(units: units, localTime: true, hourly: true, color: true, icons: true).render(report)
            if let everyPlaceholder {
                let line = TemplateRenderer(units: units, localTime: true).render(everyPlaceholder, report)
                _ = WaybarLine.success(report, text: line, tooltip: line)
            }
        }
        _ = JSONReport.text(JSONReport.object(report))
    }

    /// A report to render templates and forecasts with, every field present.
    static let sample: WeatherReport? = {
        let body = #"""
            {"coord":{"lat":51.5,"lon":-0.1},"weather":[{"id":501,"main":"Rain","description":"rain","icon":"10d"}],
             "main":{"temp":281.9,"feels_like":277.2,"temp_min":280,"temp_max":283,"pressure":1000,"humidity":81},
             "visibility":10000,"wind":{"speed":4.6,"deg":350,"gust":9},"clouds":{"all":90},
             "rain":{"1h":1.2},"snow":{"3h":0.5},"dt":1588047748,"timezone":3600,"name":"Sample",
             "sys":{"country":"GB","sunrise":1588048633,"sunset":1588097906}}
            """#
        guard let current = try? OpenWeatherMapData.currentWeather(from: Data(body.utf8)) else { return nil }
        return WeatherReport(query: .input(path: "-"), place: nil, matchCount: 1, current: current, fetchedAt: nil)
    }()
}
