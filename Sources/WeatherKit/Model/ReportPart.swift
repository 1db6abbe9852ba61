/// A part of a report that has its own request (or, for the sky, is worked out for the place):
/// what a ``FetchPlan`` lists, what an output form shows or needs, and what can fail while the
/// current weather comes (``PartFailure``).
public enum ReportPart: Sendable, Equatable, CaseIterable {
    /// `/data/2.5/weather`: every report has it (or One Call's `current` in its place).
    case current
    /// `/data/2.5/forecast` (or One Call's hours and days in its place).
    case forecast
    /// `/data/2.5/air_pollution`.
    case air
    /// `/data/2.5/air_pollution/forecast`, for each day's worst index.
    case airForecast
    /// One Call, in place of the current weather and the forecast.
    case oneCall
    /// Of a forecast, its steps (hours) and its days: One Call 4.0 asks for each on its own.
    case steps
    case days
    /// One Call's next hour of rain, and its alerts.
    case nextHour
    case alerts
    /// The sun's and the moon's day (`--sky`): computed here from the coordinates, no request.
    case sky
    /// The weather at this hour yesterday (`--yesterday`): Open-Meteo's, in the weather's answer
    /// with Open-Meteo, else one request of its own.
    case yesterday
}
