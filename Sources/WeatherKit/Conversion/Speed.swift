/// Speed arithmetic. The model holds metres per second.
public enum Speed {
    /// One international mile is exactly 1609.344 m.
    public static func milesPerHour(fromMetresPerSecond metresPerSecond: Double) -> Double {
        metresPerSecond * 3600 / 1609.344
    }

    public static func kilometresPerHour(fromMetresPerSecond metresPerSecond: Double) -> Double {
        metresPerSecond * 3.6
    }

    /// One knot is one nautical mile, exactly 1852 m, an hour.
    public static func knots(fromMetresPerSecond metresPerSecond: Double) -> Double {
        metresPerSecond * 3600 / 1852
    }

    /// The Beaufort force, 0 to 12, by the WMO's table of mean speeds at 10 m (the upper bound of
    /// each force, in m/s to one decimal); nil for a speed that is not a number or below 0.
    public static func beaufort(fromMetresPerSecond metresPerSecond: Double) -> Int? {
        guard metresPerSecond.isFinite, metresPerSecond >= 0 else { return nil }
        let tenths = (metresPerSecond * 10).rounded() / 10
        return beaufortUpperBounds.firstIndex { tenths <= $0 } ?? beaufortUpperBounds.count
    }

    /// Force `n`'s highest mean speed, m/s; force 12 is anything above the last.
    static let beaufortUpperBounds = [0.2, 1.5, 3.3, 5.4, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6]
}

/// The unit wind speeds are shown in (`--wind-unit`, config `wind_unit`).
public enum SpeedUnit: String, Sendable, CaseIterable {
    /// Metres per second.
    case ms
    /// Kilometres per hour.
    case kmh
    /// Miles per hour.
    case mph
    /// Knots.
    case kn
    /// The Beaufort scale's force, 0 to 12.
    case bft

    /// The unit that goes with `units` when none is asked for: mph for imperial, m/s otherwise.
    public static func following(_ units: Units) -> SpeedUnit { units == .imperial ? .mph : .ms }

    /// `metresPerSecond` in this unit (the force, for Beaufort; nil only there, for no number).
    public func value(_ metresPerSecond: Double) -> Double? {
        switch self {
        case .ms: metresPerSecond
        case .kmh: Speed.kilometresPerHour(fromMetresPerSecond: metresPerSecond)
        case .mph: Speed.milesPerHour(fromMetresPerSecond: metresPerSecond)
        case .kn: Speed.knots(fromMetresPerSecond: metresPerSecond)
        case .bft: Speed.beaufort(fromMetresPerSecond: metresPerSecond).map(Double.init)
        }
    }
}
