/// How much of the 5-day / 3-hour forecast to keep (`--forecast [DAYS]`).
public enum ForecastSpan: Sendable, Equatable {
    /// Every step the API sent (about 5 × 24 h from now), and every local day they touch: the
    /// last day is usually partial.
    case everything
    /// The first `count` local calendar days at the place (1…5), today included.
    case days(Int)
}

extension ForecastSpan {
    /// The days, when a number of them was asked for.
    public var days: Int? {
        if case .days(let count) = self { return count }
        return nil
    }
}
