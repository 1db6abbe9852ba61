/// What a run fetches for each place: built once, by ``Settings``, from the flags, the config file
/// and what the chosen output shows; carried out by ``ReportAssembler``, which decides nothing.
///
/// A new endpoint is one new part here (and in ``ReportPart``), one branch where the fetcher
/// carries it out, and its words in `Formatting/Notices.swift`.
public struct FetchPlan: Sendable, Equatable {
    /// The forecast to fetch.
    public struct Forecast: Sendable, Equatable {
        /// How much of it to keep.
        public var span: ForecastSpan
        /// Asked for by name (`--forecast`, `--hourly`, `--chart`): its failure decides the exit
        /// code. Not when only a template's placeholders need it.
        public var askedByName: Bool

        public init(span: ForecastSpan, askedByName: Bool = true) {
            self.span = span
            self.askedByName = askedByName
        }
    }

    /// One Call, in place of the current weather and the forecast.
    public struct OneCall: Sendable, Equatable {
        /// Calls allowed per UTC day, for all the user's processes and both versions together.
        public var dailyLimit: Int
        /// Ask again at once even when a "no subscription" answer is remembered (`--refresh`).
        public var askAgain: Bool
        /// Which version to ask (`--onecall-version`).
        public var version: OneCallChoice
        /// What the output shows of it: One Call 4.0 asks for only these, a call each (3.0's one
        /// answer has them all).
        public var sections: Sections

        /// The parts of One Call 4.0 a view needs.
        public struct Sections: Sendable, Equatable {
            /// `timeline/1min`: the next hour's rain.
            public var minutes: Bool
            /// `timeline/1h`: how many hours of steps (at most 48), 20 a page.
            public var hours: Int
            /// `timeline/1day`: the days.
            public var days: Bool
            /// `alert/{id}`: each alert's text.
            public var alerts: Bool

            public init(minutes: Bool = true, hours: Int = 48, days: Bool = true, alerts: Bool = true) {
                self.minutes = minutes
                self.hours = min(max(0, hours), Self.maximumHours)
                self.days = days
                self.alerts = alerts
            }

            /// One Call's hourly forecast reaches 48 hours ahead.
            public static let maximumHours = 48
        }

        public init(
            dailyLimit: Int, askAgain: Bool = false, version: OneCallChoice = .auto, sections: Sections = Sections()
        ) {
            self.dailyLimit = dailyLimit
            self.askAgain = askAgain
            self.version = version
            self.sections = sections
        }
    }

    /// Sent as `lang=`; nil sends none.
    public var language: String?
    public var forecast: Forecast?
    /// The air quality now.
    public var air: Bool
    /// The hourly air forecast, for each forecast day's worst index.
    public var airForecast: Bool
    public var oneCall: OneCall?
    /// The sky (`--sky`, or a template's `{moon}` …): worked out for the place, no request.
    public var sky: Bool
    /// This hour yesterday (`--yesterday`, or a template's `{temp_vs_yesterday}`).
    public var yesterday: Bool
    /// The official warnings of the service that covers the place, beside the weather.
    public var warnings = false

    public init(
        language: String? = nil, forecast: Forecast? = nil, air: Bool = false, airForecast: Bool = false,
        oneCall: OneCall? = nil, sky: Bool = false, yesterday: Bool = false
    ) {
        self.language = language
        self.forecast = forecast
        self.air = air
        // Each day's worst index needs days to put it on.
        self.airForecast = airForecast && forecast != nil
        self.oneCall = oneCall
        self.sky = sky
        self.yesterday = yesterday
    }

    /// The parts, each one request (or, for One Call, the requests it stands in for).
    public var parts: [ReportPart] {
        var parts: [ReportPart] = [.current]
        if forecast != nil { parts.append(.forecast) }
        if air { parts.append(.air) }
        if airForecast { parts.append(.airForecast) }
        if oneCall != nil { parts.append(.oneCall) }
        return parts
    }

    /// The connections one place wants open at once: one per request, so the weather, the
    /// forecast and air quality go out together rather than in turn (with the CPU spin of
    /// FoundationNetworking gone from the release build, a second handshake costs little; on a 50 ms
    /// link two requests in parallel take 3 round trips where one connection takes 4). One Call
    /// takes the place of the current weather and the forecast, which stand in for it when it
    /// cannot be had, so it needs none of its own.
    public var connectionsPerPlace: Int {
        parts.filter { $0 != .oneCall }.count
    }
}
