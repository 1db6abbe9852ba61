/// Speed arithmetic. The model holds metres per second.
public enum Speed {
    /// One international mile is exactly 1609.344 m.
    public static func milesPerHour(fromMetresPerSecond metresPerSecond: Double) -> Double {
        metresPerSecond * 3600 / 1609.344
    }
}
