import Testing

@testable import WeatherKit

/// The Magnus formula against an independent computation: the Arden Buck equation for the vapour
/// pressure over water (Buck 1996), solved for the dew point by bisection in Python, outside this
/// code. Each pair is (°C, % relative humidity, Buck's dew point °C).
@Suite struct DewPointTests {
    static let buck: [(Double, Double, Double)] = [
        (8.72, 87, 6.68), (-10, 60, -16.29), (30, 40, 14.94), (35, 90, 33.11), (0.5, 100, 0.5), (20, 5, -20.83),
        (-30, 80, -32.34), (45, 15, 12.39), (25, 65, 17.97),
    ]

    @Test(arguments: buck)
    func magnusIsWithinATenthOfADegreeOfBuck(celsius: Double, humidity: Double, expected: Double) throws {
        let dewPoint = try #require(Temperature.dewPoint(celsius: celsius, humidityPct: humidity))
        #expect(abs(dewPoint - expected) <= 0.1, "\(celsius) °C at \(humidity)%: \(dewPoint), Buck \(expected)")
    }

    @Test func dryAirHasNoDewPointAndSupersaturatedAirIsSaturated() {
        #expect(Temperature.dewPoint(celsius: 20, humidityPct: 0) == nil)
        #expect(Temperature.dewPoint(celsius: 20, humidityPct: -5) == nil)
        #expect(Temperature.dewPoint(celsius: 20, humidityPct: 104).map { abs($0 - 20) < 1e-9 } == true)
    }

    /// One Call's own dew point is shown as it came; without one it is worked out.
    @Test func theReportedDewPointWinsOverTheWorkedOutOne() {
        var readings = Readings(
            temperatureC: 8.72, feelsLikeC: nil, tempMinC: nil, tempMaxC: nil, humidityPct: 87, pressureHPa: nil,
            seaLevelHPa: nil, groundLevelHPa: nil)
        #expect(readings.dewPointC.map { abs($0 - 6.68) < 0.01 } == true)
        readings.reportedDewPointC = 1.5
        #expect(readings.dewPointC == 1.5)
        readings.reportedDewPointC = nil
        readings.humidityPct = nil
        #expect(readings.dewPointC == nil)
    }
}
