import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a place has no sunrise or sunset today: the sun stays up (polar day) or down (polar
/// night). OpenWeatherMap sends 0 for both then, and says neither which.
public enum PolarLight: String, Sendable, Equatable {
    case day = "polar day"
    case night = "polar night"

    /// Which one it is at `latitude` on `date`: the sun's declination (its latitude) has the
    /// place's sign in polar day, the other sign in polar night. The declination comes from the
    /// sun's ecliptic longitude (the Astronomical Almanac's low-precision formula, good to 0.01°,
    /// far more than its sign needs). Nil at the equator, which has neither.
    public static func at(latitude: Double, on date: Date) -> PolarLight? {
        guard latitude != 0 else { return nil }
        let days = (date.timeIntervalSince1970 - 946_728_000) / 86_400  // since J2000.0
        let radians = Double.pi / 180
        let meanLongitude = 280.460 + 0.985_647_4 * days
        let meanAnomaly = (357.528 + 0.985_600_3 * days) * radians
        let eclipticLongitude =
            (meanLongitude + 1.915 * sin(meanAnomaly) + 0.020 * sin(2 * meanAnomaly)) * radians
        // sin(declination) = sin(obliquity) · sin(ecliptic longitude); the obliquity's sine is positive.
        let sunIsNorth = sin(eclipticLongitude) > 0
        return (latitude > 0) == sunIsNorth ? .day : .night
    }
}
