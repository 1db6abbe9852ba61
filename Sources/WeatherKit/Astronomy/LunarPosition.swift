import FoundationEssentials

/// The moon seen from the Earth's centre, by Meeus's abridged ELP-2000/82 (*Astronomical
/// Algorithms*, ch. 47): all 60 terms in longitude and distance and 60 in latitude, good to about
/// 10″ in longitude and 4″ in latitude. The full list, not a 0.3° shortcut: near the Arctic
/// circle the moon climbs slowly and a small error in its place is a large one in its rise.
struct LunarPosition: Sendable, Equatable {
    /// Apparent ecliptic longitude of date, in degrees (nutation included).
    var longitude: Double
    /// Ecliptic latitude, in degrees.
    var latitude: Double
    /// Distance between the centres of the Earth and the moon, in kilometres.
    var distance: Double
    /// Apparent right ascension and declination of date.
    var equatorial: EquatorialPosition

    /// The equatorial horizontal parallax in degrees: how far the moon's place shifts between the
    /// Earth's centre and a point on its horizon (about 1°).
    var parallax: Double { asind(6_378.14 / distance) }

    /// Where the moon is at the UT instant `date`.
    init(at date: Date) {
        let t = AstronomicalTime.centuries(date)
        let meanLongitude = normalized(
            218.316_447_7 + 481_267.881_234_21 * t - 0.001_578_6 * t * t
                + t * t * t / 538_841 - t * t * t * t / 65_194_000)
        let arguments = LunarArguments(t)
        let eccentricity = 1 - 0.002_516 * t - 0.000_007_4 * t * t
        let a1 = 119.75 + 131.849 * t
        let a2 = 53.09 + 479_264.290 * t
        let a3 = 313.45 + 481_266.484 * t

        var sumLongitude = 3_958 * sind(a1) + 1_962 * sind(meanLongitude - arguments.f) + 318 * sind(a2)
        var sumDistance = 0.0
        for term in LunarTerms.longitudeAndDistance {
            let angle = arguments.angle(term.d, term.m, term.mPrime, term.f)
            let factor = Self.eccentricityFactor(term.m, eccentricity)
            sumLongitude += factor * Double(term.longitude) * sind(angle)
            sumDistance += factor * Double(term.distance) * cosd(angle)
        }
        var sumLatitude =
            -2_235 * sind(meanLongitude) + 382 * sind(a3)
            + 175 * sind(a1 - arguments.f) + 175 * sind(a1 + arguments.f)
            + 127 * sind(meanLongitude - arguments.mPrime) - 115 * sind(meanLongitude + arguments.mPrime)
        for term in LunarTerms.latitude {
            let angle = arguments.angle(term.d, term.m, term.mPrime, term.f)
            sumLatitude += Self.eccentricityFactor(term.m, eccentricity) * Double(term.coefficient) * sind(angle)
        }

        let nutation = Nutation(t)
        longitude = normalized(meanLongitude + sumLongitude / 1_000_000 + nutation.longitude)
        latitude = sumLatitude / 1_000_000
        distance = 385_000.56 + sumDistance / 1_000
        let obliquity = Obliquity.mean(t) + nutation.obliquity
        equatorial = EquatorialPosition(
            rightAscension: normalized(
                atan2d(
                    sind(longitude) * cosd(obliquity) - tand(latitude) * sind(obliquity),
                    cosd(longitude))),
            declination: asind(
                sind(latitude) * cosd(obliquity) + cosd(latitude) * sind(obliquity) * sind(longitude)))
    }

    /// Terms with the sun's anomaly M shrink as the Earth's orbit grows rounder: E for |M| = 1, E² for 2.
    private static func eccentricityFactor(_ m: Int8, _ eccentricity: Double) -> Double {
        switch abs(m) {
        case 1: eccentricity
        case 2: eccentricity * eccentricity
        default: 1
        }
    }
}

/// Meeus's four fundamental arguments of the moon's motion (47.2–47.5), in degrees.
struct LunarArguments: Sendable {
    /// The moon's mean elongation from the sun.
    var d: Double
    /// The sun's mean anomaly.
    var m: Double
    /// The moon's mean anomaly.
    var mPrime: Double
    /// The moon's argument of latitude (its mean distance from its ascending node).
    var f: Double

    init(_ t: Double) {
        let t2 = t * t
        let t3 = t2 * t
        let t4 = t3 * t
        d = normalized(297.850_192_1 + 445_267.111_403_4 * t - 0.001_881_9 * t2 + t3 / 545_868 - t4 / 113_065_000)
        m = normalized(357.529_109_2 + 35_999.050_290_9 * t - 0.000_153_6 * t2 + t3 / 24_490_000)
        mPrime = normalized(134.963_396_4 + 477_198.867_505_5 * t + 0.008_741_4 * t2 + t3 / 69_699 - t4 / 14_712_000)
        f = normalized(93.272_095_0 + 483_202.017_523_3 * t - 0.003_653_9 * t2 - t3 / 3_526_000 + t4 / 863_310_000)
    }

    /// One term's argument, the integer combination of the four.
    func angle(_ dCount: Int8, _ mCount: Int8, _ mPrimeCount: Int8, _ fCount: Int8) -> Double {
        Double(dCount) * d + Double(mCount) * m + Double(mPrimeCount) * mPrime + Double(fCount) * f
    }
}

/// The nutation's main terms (Meeus ch. 22, good to 0.5″ in longitude and 0.1″ in obliquity):
/// the wobble of the Earth's axis, which moves every body's apparent place by up to 17″.
struct Nutation: Sendable {
    /// In longitude, degrees.
    var longitude: Double
    /// In obliquity, degrees.
    var obliquity: Double

    init(_ t: Double) {
        let node = 125.044_52 - 1_934.136_261 * t
        let sun = 280.466_5 + 36_000.769_8 * t
        let moon = 218.316_5 + 481_267.881_3 * t
        longitude =
            (-17.20 * sind(node) - 1.32 * sind(2 * sun) - 0.23 * sind(2 * moon) + 0.21 * sind(2 * node)) / 3_600
        obliquity = (9.20 * cosd(node) + 0.57 * cosd(2 * sun) + 0.10 * cosd(2 * moon) - 0.09 * cosd(2 * node)) / 3_600
    }
}
