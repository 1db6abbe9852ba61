import Foundation

// The fuzzer compiles this file into one module with WeatherKit's sources (see Tests/Fuzz/run).
#if !FUZZING
    import WeatherKit
#endif

/// Feeds bytes to every parser `weather` has, and whatever parses to every view.
///
/// Shared by the mutation test in `swift test` and the libFuzzer target, so both check the same
/// contract: any input either parses or is refused with one of our typed errors. A crash fails
/// the fuzzer; any other error comes back as a description for the test to report. Every step
/// either runs or reports why not: nothing is skipped quietly.
public enum ParserWorkout {
    public enum Parser: String, CaseIterable, Sendable {
        case current, forecast, geocoding, zip, errorBody, config, template, air, oneCall
        case oneCall4Now, oneCall4Steps, oneCall4Days, oneCall4Minutes, oneCall4Alert
        case openMeteoWeather, openMeteoAir, openMeteoPlaces, openMeteoError
        case metNorwayWeather
        /// An Open-Meteo answer asked for the past (`--yesterday`): its forecast and this hour yesterday.
        case openMeteoPast
        /// A locator's answer, read by each of the four (`--here`).
        case locator
        /// A warning service's answer, read as the NWS's and as MetAlerts'.
        case warnings
    }

    /// What every input is rendered with: a template holding every placeholder (the numbers a
    /// second time with a precision) and a report with every field, to put parsed parts into.
    struct Fixture: Sendable {
        var everyPlaceholder: Template
        var sample: WeatherReport
    }

    static let fixture = Result<Fixture, any Error> {
        let slots = Template.Placeholder.allCases.map { placeholder in
            "{\(placeholder.rawValue)}" + (placeholder.isNumeric ? " {\(placeholder.rawValue):.2}" : "")
        }
        let body = #"""
            {"coord":{"lat":51.5,"lon":-0.1},"weather":[{"id":501,"main":"Rain","description":"rain","icon":"10d"}],
             "main":{"temp":281.9,"feels_like":277.2,"temp_min":280,"temp_max":283,"pressure":1000,"humidity":81},
             "visibility":10000,"wind":{"speed":4.6,"deg":350,"gust":9},"clouds":{"all":90},
             "rain":{"1h":1.2},"snow":{"3h":0.5},"dt":1588047748,"timezone":3600,"name":"Sample",
             "sys":{"country":"GB","sunrise":1588048633,"sunset":1588097906}}
            """#
        let current = try OpenWeatherMapData.currentWeather(from: Data(body.utf8))
        return Fixture(
            everyPlaceholder: try Template(slots.joined(separator: "|")),
            sample: WeatherReport(
                query: .input(path: "-"), place: nil, matchCount: 1, current: current, fetchedAt: nil,
                source: .openWeatherMap)
        )
    }

    /// `sample` with one answer's weather and forecast, as made when it was observed.
    static func report(of weather: PointWeather, in sample: WeatherReport) -> WeatherReport {
        var report = sample
        report.current = weather.current
        report.forecast = weather.forecast
        report.madeAt = weather.current.observedAt
        report.outlook = weather.forecast.outlook(at: weather.current.observedAt)
        report.rainSoon = weather.forecast.minutely.flatMap { RainSoon($0, now: weather.current.observedAt) }
        return report
    }

    /// Nil when `bytes` parsed (and rendered) or were refused with a typed error; else what went wrong.
    public static func run(_ parser: Parser, _ bytes: Data) -> String? {
        let fixture: Fixture
        do {
            fixture = try Self.fixture.get()
        } catch {
            return "the workout's own template or sample does not parse: \(error)"
        }
        do {
            switch parser {
            case .current:
                var report = fixture.sample
                report.current = try OpenWeatherMapData.currentWeather(from: bytes)
                renderEverywhere(report, fixture)
            case .forecast:
                var report = fixture.sample
                report.forecast = try OpenWeatherMapData.forecast(from: bytes)
                renderEverywhere(report, fixture)
            case .air:
                var report = fixture.sample
                report.air = try OpenWeatherMapData.airReadings(from: bytes)
                renderEverywhere(report, fixture)
            case .oneCall:
                let data = try OpenWeatherMapData.oneCall(from: bytes)
                var report = fixture.sample
                report.current = data.current
                report.forecast = data.forecast
                report.alerts = data.alerts
                report.madeAt = data.current.observedAt
                report.outlook = data.forecast.outlook(at: data.current.observedAt)
                report.rainSoon = data.forecast.minutely.flatMap { RainSoon($0, now: data.current.observedAt) }
                renderEverywhere(report, fixture)
            case .oneCall4Now:
                let now = try OpenWeatherMapData.oneCall4Now(from: bytes)
                var report = fixture.sample
                report.current = now.current
                report.alerts = []
                renderEverywhere(report, fixture)
            case .oneCall4Steps:
                let page = try OpenWeatherMapData.oneCall4Steps(from: bytes)
                var report = fixture.sample
                var forecast = Forecast(timezoneOffsetSeconds: page.timezoneOffsetSeconds, entries: page.items)
                forecast.stepHours = 1
                report.forecast = forecast
                report.madeAt = page.items.first?.time
                report.outlook = page.items.first.flatMap { forecast.outlook(at: $0.time) }
                renderEverywhere(report, fixture)
            case .oneCall4Days:
                let page = try OpenWeatherMapData.oneCall4Days(from: bytes)
                var report = fixture.sample
                var forecast = Forecast(timezoneOffsetSeconds: page.timezoneOffsetSeconds, entries: [])
                forecast.providedDaily = page.items
                report.forecast = forecast
                renderEverywhere(report, fixture)
            case .oneCall4Minutes:
                let page = try OpenWeatherMapData.oneCall4Minutes(from: bytes)
                var report = fixture.sample
                report.rainSoon = page.items.first.flatMap { RainSoon(page.items, now: $0.time) }
                renderEverywhere(report, fixture)
            case .oneCall4Alert:
                var report = fixture.sample
                report.alerts = [try OpenWeatherMapData.oneCall4Alert(from: bytes)]
                renderEverywhere(report, fixture)
            case .openMeteoWeather:
                renderEverywhere(Self.report(of: try OpenMeteoData.weather(from: bytes), in: fixture.sample), fixture)
            case .openMeteoPast:
                let weather = try OpenMeteoData.weather(from: bytes, past: true)
                var report = Self.report(of: weather, in: fixture.sample)
                report.dayBefore = weather.dayBefore
                renderEverywhere(report, fixture)
            case .locator:
                for locator in Locator.allCases {
                    do {
                        let place = try LocatorData.place(from: bytes, by: locator)
                        var report = fixture.sample
                        report.place = place
                        report.located = Located(place: place, locator: locator)
                        renderEverywhere(report, fixture)
                        _ = try LocatorData.kept(LocatorData.keep(Located(place: place, locator: locator)))
                    } catch let failure as any WeatherFailure {
                        renderFailure(failure)
                    }
                }
            case .warnings:
                for service in WarningService.allCases {
                    do {
                        var report = fixture.sample
                        report.alerts = try WarningsData.alerts(from: bytes, by: service)
                        report.alertsStatus = .ok
                        renderEverywhere(report, fixture)
                    } catch let failure as any WeatherFailure {
                        renderFailure(failure)
                    }
                }
            case .metNorwayWeather:
                let weather = try MetNorwayData.weather(from: bytes, offsetSeconds: nil)
                renderEverywhere(Self.report(of: weather, in: fixture.sample), fixture)
            case .openMeteoAir:
                var report = fixture.sample
                report.air = try OpenMeteoData.airReadings(from: bytes)
                renderEverywhere(report, fixture)
            case .openMeteoPlaces:
                renderPlaces(try OpenMeteoData.places(from: bytes), fixture)
            case .openMeteoError:
                _ = OpenMeteoData.errorReason(in: bytes)
            case .geocoding:
                renderPlaces(try OpenWeatherMapData.places(from: bytes), fixture)
            case .zip:
                renderPlaces([try OpenWeatherMapData.zipPlace(from: bytes)], fixture)
            case .errorBody:
                for status in [nil, 401, 429, 503] {
                    if let error = OpenWeatherMapData.apiError(in: bytes, httpStatus: status) { renderFailure(error) }
                }
            case .config:
                _ = try ConfigFile.parse(bytes, path: "config.json")
            case .template:
                // A template that does not parse is refused, which is fine; one that does must render.
                // (`Template.init` throws only `Template.ParseError`: the catch is that and no other.)
                let template: Template
                do throws(Template.ParseError) {
                    template = try Template(String(decoding: bytes, as: UTF8.self))
                } catch {
                    return nil
                }
                let forms: [any OutputForm] = [
                    TemplateForm(template: template, style: DisplayStyle()),
                    WaybarForm(template: template, style: DisplayStyle()),
                ]
                for form in forms { _ = form.report(fixture.sample) }
            }
            return nil
        } catch let failure as any WeatherFailure {
            renderFailure(failure)
            return nil
        } catch {
            return "\(parser): unexpected \(type(of: error)): \(error)"
        }
    }

    /// Every output form: the human view by days in metric and by hours in imperial (with local
    /// time, colour and icons), JSON, the template in both unit systems, and the Waybar line.
    private static func renderEverywhere(_ report: WeatherReport, _ fixture: Fixture) {
        let metric = DisplayStyle(units: .metric, color: true)
        let imperial = DisplayStyle(units: .imperial, color: true, localTime: true)
        let forms: [any OutputForm] = [
            HumanForm(view: HumanView(style: metric)),
            HumanForm(view: HumanView(style: imperial, contents: .init(hourly: true))),
            JSONForm(style: DisplayStyle()),
            TemplateForm(template: fixture.everyPlaceholder, style: metric),
            TemplateForm(template: fixture.everyPlaceholder, style: imperial),
            WaybarForm(template: fixture.everyPlaceholder, style: metric),
        ]
        for form in forms { _ = form.report(report) }
        // The forecast's table at its narrowest and the chart, in both character sets.
        for glyphs in [Glyphs.unicode, .ascii] {
            let style = DisplayStyle(units: .imperial, glyphs: glyphs, color: true, width: 60)
            _ = HumanView(style: style, contents: .init(chartHours: 48, fullAlerts: true))
                .render(Readout(report, style: style))
        }
    }

    /// A geocoder's answer reaches the output twice: as the `--matches` list, and as the name,
    /// state and country of a report (with the "several places match" notice).
    private static func renderPlaces(_ places: [GeocodedPlace], _ fixture: Fixture) {
        var report = fixture.sample
        report.query = .place(.city("x"))
        report.place = places.first
        report.matchCount = places.count
        renderEverywhere(report, fixture)
        let forms: [any ListingForm] = [
            HumanForm(view: HumanView(style: DisplayStyle(glyphs: .ascii))), JSONForm(style: DisplayStyle()),
        ]
        for form in forms { _ = form.matches(places, name: "x") }
    }

    private static func renderFailure(_ failure: any WeatherFailure) {
        let forms: [any OutputForm] = [
            JSONForm(style: DisplayStyle()), WaybarForm(template: WaybarLine.defaultTemplate, style: DisplayStyle()),
        ]
        for form in forms { _ = form.failure(failure, query: nil) }
    }
}
