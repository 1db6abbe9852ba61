import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The moon on one local day: when it rises and sets, how much of it is lit and its phase.
public struct MoonDay: Sendable, Equatable, Hashable {
    /// Its upper limb clears the horizon, refraction and parallax allowed for.
    public var rise: SkyEvent
    /// Its upper limb goes below the horizon (the first time, if it sets twice).
    public var set: SkyEvent
    /// The fraction of the disc lit, 0…1, at local noon (Meeus 48.2–48.3), as almanacs tabulate it.
    public var illumination: Double
    /// Whether the lit part grows at local noon: the moon is less than 180° east of the sun.
    public var isWaxing: Bool
    /// The day's phase, named by the almanac's rule (``MoonPhase``).
    public var phase: MoonPhase

    /// The moon's horizon for its centre, geocentric, in degrees (Meeus 15.1): its upper limb
    /// (a radius of 0.2725 parallax) at the 34′ of refraction the almanacs use, raised by the
    /// parallax that lowers it for an observer on the Earth's surface.
    static func horizon(_ position: LunarPosition) -> Double {
        0.7275 * position.parallax - 0.5667
    }

    /// The moon over the local day that starts at `start`.
    init(at coordinates: Coordinates, from start: Date) {
        let curve = AltitudeCurve(from: start) { date in
            let moon = LunarPosition(at: date)
            return moon.equatorial.altitude(at: coordinates, on: date) - Self.horizon(moon)
        }
        (rise, set) = curve.events(0)

        let noon = start.addingTimeInterval(12 * 3_600)
        let moon = LunarPosition(at: noon)
        let sun = SolarPosition(at: noon)
        illumination = Self.illumination(moon, sun)
        let elongation = normalized(moon.longitude - sun.longitude)
        isWaxing = elongation < 180
        phase = MoonPhase.during(
            elongationFrom: Self.elongation(at: start),
            to: Self.elongation(at: start.addingTimeInterval(24 * 3_600)))
    }

    /// How far east of the sun the moon is, in apparent longitude, 0..<360°.
    static func elongation(at date: Date) -> Double {
        normalized(LunarPosition(at: date).longitude - SolarPosition(at: date).longitude)
    }

    /// The lit fraction from the moon's phase angle, the Sun–Moon–Earth angle (Meeus 48.2, 48.3, 48.1).
    static func illumination(_ moon: LunarPosition, _ sun: SolarPosition) -> Double {
        let sunDistance = sun.distance * 149_597_870.7
        let cosElongation = cosd(moon.latitude) * cosd(moon.longitude - sun.longitude)
        let elongation = acos(max(-1, min(1, cosElongation)))
        let phaseAngle = atan2(sunDistance * sin(elongation), moon.distance - sunDistance * cosElongation)
        return (1 + cos(phaseAngle)) / 2
    }
}
