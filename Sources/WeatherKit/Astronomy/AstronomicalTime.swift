import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clocks the sky is computed on: Meeus's formulas (*Astronomical Algorithms*, 2nd ed.) take
/// Julian centuries of Terrestrial Time since J2000.0, and the Earth's rotation is reckoned in
/// Universal Time.
enum AstronomicalTime {
    /// TT − UT: 69 s from 2017 on (IERS); it drifts by well under a second a year now, and a
    /// second of it moves the moon by 0.5″, so a constant is plenty for a minute's accuracy.
    static let deltaT: Double = 69

    /// Julian centuries of TT since J2000.0 (2000-01-01 12:00 TT) at the UT instant `date`.
    static func centuries(_ date: Date) -> Double {
        (date.timeIntervalSince1970 + deltaT - 946_728_000) / (86_400 * 36_525)
    }

    /// Greenwich mean sidereal time in degrees, 0..<360 (Meeus 12.4; UTC is taken for UT1,
    /// which is within 0.9 s of it).
    static func greenwichSiderealTime(_ date: Date) -> Double {
        let days = (date.timeIntervalSince1970 - 946_728_000) / 86_400
        let t = days / 36_525
        return normalized(280.460_618_37 + 360.985_647_366_29 * days + 0.000_387_933 * t * t - t * t * t / 38_710_000)
    }
}

/// Degrees to 0..<360.
func normalized(_ degrees: Double) -> Double {
    let value = degrees.truncatingRemainder(dividingBy: 360)
    return value < 0 ? value + 360 : value
}

/// Trigonometry in degrees, as the formulas are published.
func sind(_ degrees: Double) -> Double { sin(degrees * .pi / 180) }
func cosd(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
func asind(_ value: Double) -> Double { asin(max(-1, min(1, value))) * 180 / .pi }
func tand(_ degrees: Double) -> Double { tan(degrees * .pi / 180) }
func atan2d(_ y: Double, _ x: Double) -> Double { atan2(y, x) * 180 / .pi }

/// A body's place on the sky seen from the Earth's centre, in the equator's frame of date.
struct EquatorialPosition: Sendable, Equatable {
    /// Right ascension in degrees.
    var rightAscension: Double
    /// Declination in degrees, north positive.
    var declination: Double

    /// The body's altitude in degrees above the horizon at `coordinates` at the UT instant `date`,
    /// geometric (no refraction) and geocentric (no parallax: the caller's horizon allows for it).
    func altitude(at coordinates: Coordinates, on date: Date) -> Double {
        let hourAngle = AstronomicalTime.greenwichSiderealTime(date) + coordinates.longitude - rightAscension
        let sine =
            sind(coordinates.latitude) * sind(declination)
            + cosd(coordinates.latitude) * cosd(declination) * cosd(hourAngle)
        return asind(sine)
    }
}
