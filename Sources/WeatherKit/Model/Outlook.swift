import FoundationEssentials

/// "Will it rain?": the first wet spell of the forecast that starts within the next 24 hours.
///
/// The rules (the man page's "Will it rain?" says the same):
/// - a 3-hour step is **wet** when its chance of precipitation is at least 50 % or its rain and
///   snow add up to at least 0.1 mm;
/// - each step stands for the 3 hours from its time, and a step that has ended is not counted;
/// - consecutive wet steps make one spell; the first spell that starts within 24 h of now is the
///   outlook, and it runs as long as it lasts (to the end of the forecast, if it does);
/// - the sentence says how sure: "likely" from 60 %, "possible" from 30 %, a "slight chance"
///   below (wet by its amount alone), by the spell's highest chance;
/// - the spell is **snow** when it brings more snow than rain (or, with no amounts at all, when
///   most of its steps' conditions are snow, ids 600–699), otherwise **rain**.
public struct Outlook: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case rain, snow, none
    }

    public var kind: Kind
    /// When the spell starts (its first step's time, which may be just past); nil for none.
    public var from: Date?
    /// When it ends (its last step's time + 3 h); nil for none, and when it lasts to the end of
    /// the forecast, so its end is not known.
    public var until: Date?
    /// The spell's rain and snow, in mm; nil when no step reported an amount.
    public var amountMM: Double?
    /// The spell's highest chance of precipitation, 0…100; nil when no step had one.
    public var popMaxPct: Double?

    /// How sure the forecast is of the spell, from its highest chance of precipitation, in the
    /// words forecasters use: a spell can be wet by its amount alone at a low chance, and "likely"
    /// must not be said of 20 %.
    public enum Likelihood: Sendable, Equatable {
        /// At least ``likelyFromPct``.
        case likely
        /// From ``possibleFromPct`` to below ``likelyFromPct``.
        case possible
        /// Below ``possibleFromPct``: wet by its amount, but unlikely.
        case slight
        /// No step gave a chance: only the amount is known.
        case unstated

        public static let likelyFromPct = 60.0
        public static let possibleFromPct = 30.0

        init(popMaxPct: Double?) {
            guard let pop = popMaxPct, !pop.isNaN else {
                self = .unstated
                return
            }
            self = pop >= Self.likelyFromPct ? .likely : pop >= Self.possibleFromPct ? .possible : .slight
        }
    }

    /// How sure the forecast is of the spell.
    public var likelihood: Likelihood { Likelihood(popMaxPct: popMaxPct) }

    /// No spell in the next 24 hours. (Not `none`, which an `Outlook?` would read as nil.)
    public static let dry = Outlook(kind: .none)

    public init(kind: Kind, from: Date? = nil, until: Date? = nil, amountMM: Double? = nil, popMaxPct: Double? = nil) {
        self.kind = kind
        self.from = from
        self.until = until
        self.amountMM = amountMM
        self.popMaxPct = popMaxPct
    }

    /// How far ahead a spell may start.
    public static let horizonHours = 24
    /// A step at least this likely to bring precipitation is wet.
    public static let likelyPopPct = 50.0
    /// A step that brings at least this much is wet.
    public static let measurableMM = 0.1
}

extension Forecast {
    /// The steps that have not ended at `now`, in time order.
    public func upcoming(at now: Date) -> [ForecastEntry] {
        let step = TimeInterval(stepHours * 3600)
        return entries.sorted { $0.time < $1.time }.filter { $0.time.addingTimeInterval(step) > now }
    }

    /// The outlook at `now` (see ``Outlook`` for the rules); nil when no step is still to come
    /// (an old answer), since "no rain expected" would then be a guess.
    public func outlook(at now: Date) -> Outlook? {
        let step = TimeInterval(stepHours * 3600)
        let steps = upcoming(at: now)
        guard !steps.isEmpty else { return nil }
        let horizon = now.addingTimeInterval(TimeInterval(Outlook.horizonHours * 3600))
        guard let start = steps.firstIndex(where: { $0.time < horizon && $0.isWet }) else { return .dry }
        var end = start
        while end + 1 < steps.count, steps[end + 1].isWet,
            steps[end + 1].time.timeIntervalSince(steps[end].time) <= step
        {
            end += 1
        }
        let spell = steps[start...end]
        let rain = spell.compactMap(\.rain3hMM)
        let snow = spell.compactMap(\.snow3hMM)
        let rainTotal = rain.reduce(0, +)
        let snowTotal = snow.reduce(0, +)
        let snowy: Bool
        if rainTotal > 0 || snowTotal > 0 {
            snowy = snowTotal > rainTotal
        } else {
            let snowSteps = spell.filter { ($0.conditions.first?.id).map { (600..<700).contains($0) } ?? false }
            snowy = snowSteps.count * 2 > spell.count
        }
        return Outlook(
            kind: snowy ? .snow : .rain,
            from: spell.first?.time,
            until: end == steps.count - 1 ? nil : spell.last.map { $0.time.addingTimeInterval(step) },
            amountMM: rain.isEmpty && snow.isEmpty ? nil : rainTotal + snowTotal,
            popMaxPct: spell.compactMap(\.popPct).max())
    }
}

extension ForecastEntry {
    /// At least 50 % likely, or at least 0.1 mm of rain and snow.
    var isWet: Bool {
        (popPct ?? 0) >= Outlook.likelyPopPct || (rain3hMM ?? 0) + (snow3hMM ?? 0) >= Outlook.measurableMM
    }
}
