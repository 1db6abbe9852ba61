import FoundationEssentials

/// The sky over one place on one local calendar day, computed from the coordinates and the date
/// with no request: the sun's rise and set, the twilights, the golden and blue hours, the day's
/// length, and the moon.
///
/// The day runs from local midnight to local midnight at the place's UTC offset (OpenWeatherMap's
/// `timezone`), the way an almanac tabulates a day in one time zone. Times agree with an almanac
/// (Skyfield on JPL's DE421, the committed fixture) within 10 s for the sun and 12 s for the moon,
/// from London to Tromsø; see the tests for the worst cases. One call takes about 0.2 ms
/// optimized (2 ms in a debug build): 25 hourly altitudes of the sun for the day and the day
/// before, 25 of the moon, and a bisection to the second for each crossing.
public struct Sky: Sendable, Equatable, Hashable {
    /// Local midnight at the start of the day.
    public var start: Date
    /// The upper limb of the sun at the horizon with standard refraction (its centre at −0.833°).
    /// `.staysUp` in polar day, `.staysDown` in polar night.
    public var sunrise: SkyEvent
    public var sunset: SkyEvent
    /// The sun's centre at −6°: the dawn and dusk of civil twilight.
    public var civilDawn: SkyEvent
    public var civilDusk: SkyEvent
    /// At −12°.
    public var nauticalDawn: SkyEvent
    public var nauticalDusk: SkyEvent
    /// At −18°: full night is between astronomical dusk and dawn.
    public var astronomicalDawn: SkyEvent
    public var astronomicalDusk: SkyEvent
    /// The sun's centre between −4° and +6°, the band photographers' planners (PhotoPills and
    /// others) call the golden hour; in the morning from −4° up to +6°.
    public var morningGoldenHour: SkySpan
    /// From +6° down to −4°.
    public var eveningGoldenHour: SkySpan
    /// The sun's centre between −6° and −4°: in the morning from −6° up to −4°.
    public var morningBlueHour: SkySpan
    /// From −4° down to −6°.
    public var eveningBlueHour: SkySpan
    /// How long the sun is up within the day, in seconds: sunset − sunrise on an ordinary day,
    /// 86 400 in polar day, 0 in polar night (and the part of the day it is up on the days
    /// either side of them).
    public var dayLength: TimeInterval
    /// The day's length minus the previous local day's, in seconds: positive while days lengthen.
    public var dayLengthChange: TimeInterval
    /// The moon on the same day.
    public var moon: MoonDay

    /// The altitudes of the sun's centre, in degrees, that the events are crossings of.
    enum Level {
        static let sunrise = -0.8333
        static let civil = -6.0
        static let nautical = -12.0
        static let astronomical = -18.0
        static let blueGolden = -4.0
        static let golden = 6.0
    }

    /// The sky at `coordinates` over the local day that contains `date`.
    /// - Parameters:
    ///   - utcOffset: the place's offset from UTC in seconds (OpenWeatherMap's `timezone`): the
    ///     day runs from midnight to midnight in it.
    public init(at coordinates: Coordinates, on date: Date, utcOffset: Int) {
        let local = date.timeIntervalSince1970 + Double(utcOffset)
        let midnight = (local / 86_400).rounded(.down) * 86_400 - Double(utcOffset)
        start = Date(timeIntervalSince1970: midnight)

        let sun = Self.sunCurve(coordinates, from: start)
        (sunrise, sunset) = sun.events(Level.sunrise)
        (civilDawn, civilDusk) = sun.events(Level.civil)
        (nauticalDawn, nauticalDusk) = sun.events(Level.nautical)
        (astronomicalDawn, astronomicalDusk) = sun.events(Level.astronomical)
        let blueGolden = sun.events(Level.blueGolden)
        let golden = sun.events(Level.golden)
        morningGoldenHour = SkySpan(start: blueGolden.rise, end: golden.rise)
        eveningGoldenHour = SkySpan(start: golden.set, end: blueGolden.set)
        morningBlueHour = SkySpan(start: civilDawn, end: blueGolden.rise)
        eveningBlueHour = SkySpan(start: blueGolden.set, end: civilDusk)
        dayLength = sun.timeAbove(Level.sunrise)
        let yesterday = Self.sunCurve(coordinates, from: start.addingTimeInterval(-86_400))
        dayLengthChange = dayLength - yesterday.timeAbove(Level.sunrise)
        moon = MoonDay(at: coordinates, from: start)
    }

    /// The sun's geometric altitude over the day from `start`.
    private static func sunCurve(_ coordinates: Coordinates, from start: Date) -> AltitudeCurve {
        AltitudeCurve(from: start) { date in
            SolarPosition(at: date).equatorial.altitude(at: coordinates, on: date)
        }
    }
}
