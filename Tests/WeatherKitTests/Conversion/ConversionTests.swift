import Testing

@testable import WeatherKit

@Suite struct ConversionTests {
    @Test(arguments: [(273.15, 0.0), (0, -273.15), (281.87, 8.72), (373.15, 100)])
    func kelvinToCelsius(kelvin: Double, celsius: Double) {
        #expect(abs(Temperature.celsius(fromKelvin: kelvin) - celsius) < 1e-9)
    }

    @Test(arguments: [(0.0, 32.0), (100, 212), (-40, -40), (12, 53.6)])
    func celsiusToFahrenheit(celsius: Double, fahrenheit: Double) {
        #expect(abs(Temperature.fahrenheit(fromCelsius: celsius) - fahrenheit) < 1e-9)
    }

    /// 3 m/s ↔ 6.71 mph: the pair of Moscow fixtures recorded in metric and imperial.
    @Test func metresPerSecondToMilesPerHour() {
        #expect(abs(Speed.milesPerHour(fromMetresPerSecond: 3) - 6.71) < 0.01)
        #expect(abs(Speed.milesPerHour(fromMetresPerSecond: 1609.344 / 3600) - 1) < 1e-12)
    }

    @Test(arguments: [
        (0.0, CompassPoint.n), (11.24, .n), (11.25, .nne), (45, .ne), (90, .e), (135, .se), (180, .s),
        (240, .wsw), (270, .w), (313.001, .nw), (348.74, .nnw), (348.75, .n), (360, .n), (-22.5, .nnw),
        (720 + 90, .e), (1e12, .w), (-1e300, .n),
    ])
    func sixteenPointCompass(degrees: Double, point: CompassPoint) {
        #expect(CompassPoint(degrees: degrees) == point)
    }
}

@Suite struct ImperialLengthAndPressureTests {
    @Test func milesInchesAndInchesOfMercury() {
        #expect(abs(Length.miles(fromMetres: 1609.344) - 1) < 1e-12)
        #expect(abs(Length.miles(fromMetres: 16093) - 9.99973) < 1e-5)
        #expect(abs(Length.inches(fromMillimetres: 25.4) - 1) < 1e-12)
        #expect(abs(Pressure.inchesOfMercury(fromHectopascals: 1013.25) - 29.9213) < 1e-4)
    }

    @Test func theImperialViewShowsThem() {
        let text = DisplayStyle(units: .imperial, glyphs: .unicode).quantities
        #expect(text.visibility(10_000) == "6.2 mi")
        #expect(text.precipitation(1.27) == "0.05 in")
        #expect(text.pressure(1005) == "29.68 inHg")
        let metric = DisplayStyle(units: .metric, glyphs: .unicode).quantities
        #expect(metric.visibility(10_000) == "10.0 km" && metric.precipitation(1.27) == "1.27 mm")
        #expect(metric.pressure(1005) == "1005 hPa")
        #expect(DisplayStyle(units: .standard, glyphs: .unicode).quantities.pressure(1005) == "1005 hPa")
    }
}
