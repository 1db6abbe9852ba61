import FoundationEssentials

/// Which One Call to ask (`--onecall-version`, config `onecall_version`).
public enum OneCallChoice: String, Sendable, CaseIterable {
    /// 4.0 first, and 3.0 when 4.0 answers that the key has no subscription to it.
    case auto
    case v3 = "3"
    case v4 = "4"

    /// The versions to ask, in turn.
    public var order: [OneCallVersion] {
        switch self {
        case .auto: [.v4, .v3]
        case .v3: [.v3]
        case .v4: [.v4]
        }
    }
}

/// A version of the One Call API.
public enum OneCallVersion: String, Sendable, CaseIterable {
    /// `/data/3.0/onecall`: one answer with everything; closed to new subscribers since 4.0.
    case v3 = "3.0"
    /// `/data/4.0/onecall/…`: an answer per part, the timelines in pages; each is a call.
    case v4 = "4.0"
}

/// One Call 4.0's `current`: the weather now, and the ids of the alerts in force (their text is
/// a call each).
public struct OneCall4Now: Sendable, Equatable {
    public var current: CurrentWeather
    public var alertIDs: [String]
}

/// One page of a One Call 4.0 timeline.
public struct TimelinePage<Item: Sendable & Equatable>: Sendable, Equatable {
    public var items: [Item]
    public var timezoneOffsetSeconds: Int?
    /// Whether the timeline goes on past this page.
    public var hasMore: Bool
}

/// What One Call gives beyond the free endpoints, in the model's units (3.0's one answer, or 4.0's
/// answers put together).
public struct OneCallData: Sendable, Equatable {
    public var current: CurrentWeather
    /// Hourly steps (`stepHours` 1), the 8 days and the minutes.
    public var forecast: Forecast
    public var alerts: [WeatherAlert]
}

/// A warning from a national weather service, as One Call relays it or as the service itself
/// publishes it (``WarningService``). Long free text from third parties: every view strips its
/// control characters.
public struct WeatherAlert: Sendable, Equatable {
    public var sender: String?
    public var event: String?
    public var start: Date?
    public var end: Date?
    public var description: String?
    /// What to do, where the service says it apart (NWS's and MetAlerts' `instruction`).
    public var instruction: String? = nil
    /// How serious, as the service words it (CAP's `Extreme`, `Severe`, `Moderate`, `Minor`), and
    /// as a level the views colour.
    public var severity: String? = nil
    public var level: AlertLevel? = nil
    /// Who published it, when a warning service did; nil for the provider's own (One Call's).
    public var source: WarningService? = nil

    public init(
        sender: String?, event: String?, start: Date?, end: Date?, description: String?, instruction: String? = nil,
        severity: String? = nil, level: AlertLevel? = nil, source: WarningService? = nil
    ) {
        self.sender = sender
        self.event = event
        self.start = start
        self.end = end
        self.description = description
        self.instruction = instruction
        self.severity = severity
        self.level = level
        self.source = source
    }

    /// The warnings in force at `now`, the most serious first (a relayed warning, which says no
    /// level, counts as minor; a tie keeps the order they came in, relayed first). A place covered
    /// twice shows each warning once, as the service's copy, which says its level and what to do.
    public static func merged(
        _ relayed: [WeatherAlert], _ published: [WeatherAlert], inForceAt now: Date
    ) -> [WeatherAlert] {
        let inForce = { (alert: WeatherAlert) in (alert.end ?? .distantFuture) > now }
        var alerts = relayed.filter(inForce)
        // Each relayed warning stands for one of the service's at most, and a service's warning never
        // stands in for another of its own (two winds of different levels are two warnings).
        var relayedLeft = Set(alerts.indices)
        var added: [WeatherAlert] = []
        for alert in published.filter(inForce) {
            let same = relayedLeft.sorted().filter { alerts[$0].isSame(as: alert) }
            if let index = same.first(where: { alerts[$0].end == alert.end }) ?? same.first {
                alerts[index] = alert
                relayedLeft.remove(index)
            } else {
                added.append(alert)
            }
        }
        return (alerts + added).enumerated().sorted {
            ($0.element.level ?? .minor, -$0.offset) > ($1.element.level ?? .minor, -$1.offset)
        }.map(\.element)
    }

    /// The same warning, however it reached us: the same event (ignoring case and punctuation) over
    /// times that overlap. One Call relays the services' warnings from the time they were issued,
    /// where the service's own copy starts at its onset, so equal times cannot be asked for; one
    /// that ends as the next begins is another.
    func isSame(as other: WeatherAlert) -> Bool {
        func key(_ text: String?) -> String { (text ?? "").lowercased().filter { $0.isLetter || $0.isNumber } }
        guard key(event) == key(other.event) else { return false }
        let (from, until) = (start ?? .distantPast, end ?? .distantFuture)
        return from < (other.end ?? .distantFuture) && (other.start ?? .distantPast) < until
    }
}

/// How serious a warning is, for its colour: CAP's severities, which MET's yellow, orange and red
/// are (moderate, severe, extreme).
public enum AlertLevel: Int, Sendable, Comparable, CaseIterable {
    case minor, moderate, severe, extreme

    /// CAP's word (`Severe`), or MetAlerts' colour (`yellow`); nil for `Unknown` and the rest.
    public init?(word: String?) {
        switch word?.lowercased() {
        case "minor", "green": self = .minor
        case "moderate", "yellow": self = .moderate
        case "severe", "orange": self = .severe
        case "extreme", "red": self = .extreme
        default: return nil
        }
    }

    public static func < (lhs: AlertLevel, rhs: AlertLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One minute of the next hour: precipitation in mm/h.
public struct MinutePrecipitation: Sendable, Equatable {
    public var time: Date
    public var millimetresPerHour: Double
}

/// The UV index's category, as the WHO names them (the index rounded to a whole number).
public enum UVCategory: String, Sendable, Equatable {
    case low, moderate, high
    case veryHigh = "very high"
    case extreme

    public init(index: Double) {
        switch index.rounded() {
        case ..<3: self = .low
        case ..<6: self = .moderate
        case ..<8: self = .high
        case ..<11: self = .veryHigh
        default: self = .extreme
        }
    }
}

/// How One Call went for a run that asked for it (`--onecall`): used, or why the free endpoints
/// stood in.
public struct OneCallUse: Sendable, Equatable {
    /// The version that answered; nil when none did.
    public var version: OneCallVersion?
    /// One Call requests this run sent for the place, retries and pages included (answers from the
    /// cache cost none).
    public var calls: Int
    /// Nil when One Call answered.
    public var fallback: OneCallFallback?

    public init(version: OneCallVersion?, calls: Int, fallback: OneCallFallback?) {
        self.version = version
        self.calls = calls
        self.fallback = fallback
    }
}

/// Why the free endpoints stood in for One Call. The words are in `Formatting/Notices.swift`.
public enum OneCallFallback: Sendable, Equatable {
    /// `onecall_daily_limit` is 0: One Call is never called.
    case limitZero
    /// Today's budget (`onecall_daily_limit`) is spent.
    case budgetSpent(limit: Int)
    /// The count on disk cannot be read, so no call is made until midnight UTC.
    case countUnreadable(path: String)
    /// The count cannot be kept now (its lock held too long, its folder not writable).
    case countUnavailable(path: String)
    /// There is no cache folder to count today's calls in.
    case noCounter
    /// The key has no subscription to these versions (a 401 that says so, now or within the hour).
    case noSubscription([OneCallVersion])
    /// One Call failed for a reason that may pass (busy, rate-limited, unreachable, `--offline`).
    case unavailable(reason: String)
    /// The weather comes from another provider (Open-Meteo), which has no One Call.
    case otherProvider(Provider)

    /// JSON's `onecall.fallback`: `budget`, `subscription`, `no_counter`, `unavailable` or `provider`.
    public var kind: String {
        switch self {
        case .limitZero, .budgetSpent, .countUnreadable, .countUnavailable: "budget"
        case .noCounter: "no_counter"
        case .noSubscription: "subscription"
        case .unavailable: "unavailable"
        case .otherProvider: "provider"
        }
    }
}
