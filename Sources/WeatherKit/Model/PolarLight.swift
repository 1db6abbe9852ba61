import FoundationEssentials

/// Why a place has no sunrise or sunset today: the sun stays up (polar day) or down (polar
/// night). OpenWeatherMap sends 0 for both then, and says neither which.
public enum PolarLight: String, Sendable, Equatable {
    case day = "polar day"
    case night = "polar night"

    /// Which one it is at `latitude` on `date`: the sun's declination (its latitude) has the
    /// place's sign in polar day, the other sign in polar night. The declination comes from
    /// `SolarPosition` (Meeus's low-precision theory, good to 0.01°, far more than its sign
    /// needs), the one piece of code for the sun. Nil at the equator, which has neither.
    public static func at(latitude: Double, on date: Date) -> PolarLight? {
        guard latitude != 0 else { return nil }
        let sunIsNorth = SolarPosition(at: date).equatorial.declination > 0
        return (latitude > 0) == sunIsNorth ? .day : .night
    }
}
