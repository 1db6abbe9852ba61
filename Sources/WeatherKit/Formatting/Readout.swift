import FoundationEssentials

/// What a report shows, worked out once from the report and the run's ``DisplayStyle``: the air
/// index on the chosen scale, each day's worst air, today's sky, today's and tomorrow's summary,
/// the next step, and the clock a template's times are on.
///
/// Every form (the human view, JSON, a template, the Waybar line, notifications) is handed one and
/// lays it out; none works a shown value out of the raw report again, so none can disagree about
/// the scale or the clock. Each shown quantity's value is read from here by its row of
/// ``Quantity/all``.
public struct Readout: Sendable {
    /// The report, for what is shown as it came (the place, the readings, the alerts).
    public let report: WeatherReport
    /// `--aqi-scale`: the scale ``air`` and ``worstAir`` are on.
    let airScale: AirQualityScale
    /// The air quality reading now, and its index on ``airScale`` (nil when there is nothing to show).
    let airReading: AirReading?
    let air: ShownAirIndex?
    /// Each forecast day's worst air, by local date (`2026-11-25`): on ``airScale``, and on
    /// OpenWeatherMap's own 1 to 5 (JSON's `aqi_max`).
    let worstAir: [String: ShownAirIndex]
    let worstOwnIndex: [String: ShownAirIndex]
    /// Today's sky, with `--sky`.
    let sky: Sky?
    /// The offset a template's time (a line with room for one clock) is shown at: the place's
    /// with `--local-time` (nil when unknown), else nil, which is UTC, marked. A notification's
    /// time is always the place's.
    let clockOffset: Int?
    /// The forecast's summary of what is left of the place's local day, and of tomorrow.
    let today: DailyForecast?
    let tomorrow: DailyForecast?
    /// The forecast step that covers the report's time, or the next one.
    let nextStep: ForecastEntry?
    /// How long before the report was made its weather was observed, in seconds (never below 0);
    /// nil for a saved answer (`--input`), which is not the weather now by choice.
    let observedAge: Double?

    /// Past this age an answer is ``isOld``: three hours, many times any provider's update interval
    /// (OpenWeatherMap's 10 minutes, Open-Meteo's 15) and past the cache's lifetime, so only an
    /// answer a server kept too long, or a clock far off, gets there.
    static let oldAfterSeconds = 3 * 3600.0

    /// Whether the weather shown was observed so long ago that it is not the weather now: the human
    /// view says so, Waybar gets the class `old`, and the forecast's days are labelled with their
    /// month.
    var isOld: Bool { (observedAge ?? 0) > Self.oldAfterSeconds }

    public init(_ report: WeatherReport, style: DisplayStyle) {
        self.report = report
        airScale = style.airScale
        airReading = report.air?.first
        air = airReading.flatMap { ShownAirIndex($0, scale: style.airScale) }
        let days = report.forecast?.daily ?? []
        worstAir = Self.worst(days, scale: style.airScale)
        worstOwnIndex = Self.worst(days, scale: .owm)
        sky = report.sky?.first
        clockOffset = style.localTime ? report.location.timezoneOffsetSeconds : nil
        let whole = report.wholeForecast
        func day(_ offset: Int) -> DailyForecast? {
            guard let whole, let now = report.madeAt else { return nil }
            let date = LocalTime(
                now.addingTimeInterval(TimeInterval(offset * 86_400)), offsetSeconds: whole.timezoneOffsetSeconds ?? 0
            ).date
            return whole.daily.first { $0.date == date }
        }
        today = day(0)
        tomorrow = day(1)
        nextStep = report.madeAt.flatMap { whole?.upcoming(at: $0).first }
        observedAge = report.madeAt.map { max(0, $0.timeIntervalSince(report.current.observedAt)) }
    }

    private static func worst(_ days: [DailyForecast], scale: AirQualityScale) -> [String: ShownAirIndex] {
        var worst: [String: ShownAirIndex] = [:]
        for day in days { worst[day.date] = ShownAirIndex.worst(of: day.air, scale: scale) }
        return worst
    }

    /// The current weather.
    var current: CurrentWeather { report.current }
}
