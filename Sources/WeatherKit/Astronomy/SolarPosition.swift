import FoundationEssentials

/// The sun seen from the Earth's centre, by Meeus's low-precision theory (*Astronomical
/// Algorithms*, ch. 25, the formulas of NOAA's solar calculator): good to 0.01°, which moves a
/// sunrise by a few seconds at mid-latitudes. The one piece of code for the sun: `PolarLight`
/// asks it too.
struct SolarPosition: Sendable, Equatable {
    /// Apparent ecliptic longitude of date, in degrees (nutation and aberration included).
    var longitude: Double
    /// Distance from the Earth in astronomical units.
    var distance: Double
    /// Apparent right ascension and declination of date.
    var equatorial: EquatorialPosition

    /// Where the sun is at the UT instant `date`.
    init(at date: Date) {
        let t = AstronomicalTime.centuries(date)
        let meanLongitude = 280.466_46 + 36_000.769_83 * t + 0.000_303_2 * t * t
        let meanAnomaly = 357.529_11 + 35_999.050_29 * t - 0.000_153_7 * t * t
        let eccentricity = 0.016_708_634 - 0.000_042_037 * t - 0.000_000_126_7 * t * t
        let center =
            (1.914_602 - 0.004_817 * t - 0.000_014 * t * t) * sind(meanAnomaly)
            + (0.019_993 - 0.000_101 * t) * sind(2 * meanAnomaly) + 0.000_289 * sind(3 * meanAnomaly)
        let trueLongitude = meanLongitude + center
        let trueAnomaly = meanAnomaly + center
        distance = 1.000_001_018 * (1 - eccentricity * eccentricity) / (1 + eccentricity * cosd(trueAnomaly))
        let node = 125.04 - 1_934.136 * t
        longitude = normalized(trueLongitude - 0.005_69 - 0.004_78 * sind(node))
        let obliquity = Obliquity.mean(t) + 0.002_56 * cosd(node)
        equatorial = EquatorialPosition(
            rightAscension: normalized(atan2d(cosd(obliquity) * sind(longitude), cosd(longitude))),
            declination: asind(sind(obliquity) * sind(longitude)))
    }
}

/// The tilt of the Earth's axis to the ecliptic.
enum Obliquity {
    /// The mean obliquity in degrees, `t` Julian centuries of TT since J2000.0 (Meeus 22.2).
    static func mean(_ t: Double) -> Double {
        23.439_291_111 - (46.815_0 * t + 0.000_59 * t * t - 0.001_813 * t * t * t) / 3_600
    }
}
