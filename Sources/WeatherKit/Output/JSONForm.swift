/// `--json`: one document on stdout, schema version 1 (``JSONReport``), also for a failure and
/// for the listings.
public struct JSONForm: ListingForm {
    /// The run's style: its `--aqi-scale` is the scale of `air.index` and `air.band` (`air.aqi` is
    /// always OpenWeatherMap's). Units are always metric, whatever it says.
    public var style: DisplayStyle
    /// Who the weather comes from, once the settings are resolved: an error object names it too.
    /// Nil before (a usage error).
    public var provider: Provider?

    public init(style: DisplayStyle, provider: Provider? = nil) {
        self.style = style
        self.provider = provider
    }

    public var flag: String? { "--json" }
    public var writesJSON: Bool { true }

    public func report(_ report: WeatherReport) -> String {
        JSONReport.text(JSONReport.object(Readout(report, style: style)))
    }

    /// An array: a report object, or `{"schema_version", "query", "error"}`, for each place in order.
    public func reports(_ outcomes: [PlaceOutcome]) -> String {
        JSONReport.text(
            .array(
                outcomes.map { place, result in
                    switch result {
                    case .success(let report): JSONReport.object(Readout(report, style: style))
                    case .failure(let failure): JSONReport.errorObject(failure, query: .place(place), source: provider)
                    }
                }))
    }

    public func failure(_ failure: any WeatherFailure, query: Query?) -> String? {
        JSONReport.text(JSONReport.errorObject(failure, query: query, source: provider))
    }

    public func matches(_ places: [GeocodedPlace], name: String) -> String {
        JSONReport.text(JSONReport.matches(places))
    }

    public func oneCallUsage(_ count: OneCallCount) -> String { JSONReport.text(JSONReport.oneCallUsage(count)) }

    public func cleared(_ cleared: ClearedCache) -> String { JSONReport.text(JSONReport.cleared(cleared)) }

    /// `["home", "work"]`.
    public func words(_ words: [String]) -> String { JSONReport.text(.array(words.map { .string($0) })) }

    /// `[{"name": "home", "query": "51.5,-0.1"}]`; `name` is null for a list's places.
    public func places(_ places: [NamedPlace]) -> String {
        JSONReport.text(
            .array(places.map { .object([("name", .string($0.name)), ("query", .string($0.place.label))]) }))
    }
}
