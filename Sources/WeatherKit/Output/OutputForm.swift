/// One place's outcome, in the order the places were given.
public typealias PlaceOutcome = (place: PlaceQuery, result: PlaceResult)

/// What stdout gets, and how the run's exit code is read: the human view (``HumanForm``), JSON
/// (``JSONForm``), one line from a template (``TemplateForm``) or a Waybar line (``WaybarForm``).
/// Chosen once, by ``OutputForms/decide(_:)``; every byte it makes is written
/// by ``OutputWriter``.
public protocol OutputForm: Sendable {
    /// The flag that chose it (`--json`, `--format`, `--waybar`), for messages; nil for the human view.
    var flag: String? { get }
    /// Whether stdout carries JSON (the key is then redacted inside its strings only).
    var writesJSON: Bool { get }
    /// One place's report.
    func report(_ report: WeatherReport) -> String
    /// Several places, in the order given, a failed place in its slot.
    func reports(_ outcomes: [PlaceOutcome]) -> String
    /// What stdout gets when the run fails (stderr gets the message in every form); nil for nothing.
    func failure(_ failure: any WeatherFailure, query: Query?) -> String?
    /// The run's exit code, from the command's.
    func exitCode(_ code: ExitCode) -> ExitCode
    /// Whether it shows `part` when it is fetched: the human view, JSON and the bar's tooltip show
    /// everything; a template only what its placeholders name.
    func shows(_ part: ReportPart) -> Bool
    /// Whether it needs `part` though no flag asked for it: a template's placeholders.
    func needs(_ part: ReportPart) -> Bool
    /// Hours of forecast steps it needs though no flag asked for them (a template's `{rain_next}`).
    var stepHoursNeeded: Int { get }
}

extension OutputForm {
    public var writesJSON: Bool { false }
    public func shows(_ part: ReportPart) -> Bool { true }
    public func needs(_ part: ReportPart) -> Bool { false }
    public var stepHoursNeeded: Int { 0 }
    public func failure(_ failure: any WeatherFailure, query: Query?) -> String? { nil }
    public func exitCode(_ code: ExitCode) -> ExitCode { code }
}

/// A form that also prints the listings: `--matches`, `--onecall-usage`, `--clear-cache`, `--places`,
/// `--place-names` and `--forecast-days`. The human view and JSON are; a template and a Waybar line
/// show weather only.
public protocol ListingForm: OutputForm {
    /// `--matches`: every place a name matches.
    func matches(_ places: [GeocodedPlace], name: String) -> String
    /// `--onecall-usage`: today's One Call count.
    func oneCallUsage(_ count: OneCallCount) -> String
    /// `--clear-cache`: what went.
    func cleared(_ cleared: ClearedCache) -> String
    /// `--places`: the config's places, in file order.
    func places(_ places: [NamedPlace]) -> String
    /// `--place-names` and `--forecast-days`: words for the completions, in order, and nothing else.
    func words(_ words: [String]) -> String
}
