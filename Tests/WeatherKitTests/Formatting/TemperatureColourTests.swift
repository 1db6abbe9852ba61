import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The temperature scale as a terminal draws it: every colour must read on a dark background and
/// on a light one, and the mild band is in the terminal's own colour.
@Suite struct TemperatureColourTests {
    /// The human view's `Temperature` value for `celsius`, with colour on, escapes and all.
    static func shown(_ celsius: Double) throws -> String {
        var weather = try OpenWeatherMapData.currentWeather(from: Fixtures.data(Fixtures.londonCurrent))
        weather.readings = Readings(temperatureC: celsius)
        let text = HumanView(style: DisplayStyle(units: .metric, color: true)).render(.of(weather))
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("  Temperature  ") })
        return String(line.dropFirst("  Temperature  ".count))
    }

    /// The 256-colour code of `\e[38;5;Nm` at the start of `text`, or nil when it starts uncoloured.
    static func colourCode(_ text: String) -> Int? {
        guard text.hasPrefix("\u{1B}[38;5;"), let end = text.firstIndex(of: "m") else { return nil }
        return Int(text[text.index(text.startIndex, offsetBy: 7)..<end])
    }

    /// xterm's colour for a 256-colour code, kept here apart from the program's scale: 0–15 the
    /// basic colours (at their xterm values), 16–231 the 6×6×6 cube, 232–255 the greys.
    static func rgb(_ code: Int) -> (Double, Double, Double) {
        let basic: [(Double, Double, Double)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
            (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        if code < 16 { return basic[max(0, code)] }
        if code >= 232 {
            let grey = Double(8 + 10 * (code - 232))
            return (grey, grey, grey)
        }
        let levels: [Double] = [0, 95, 135, 175, 215, 255]
        let cube = code - 16
        return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }

    /// WCAG's relative luminance, 0 (black) to 1 (white).
    static func luminance(_ code: Int) -> Double {
        func linear(_ value: Double) -> Double {
            let v = value / 255
            return v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = rgb(code)
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// From deep cold to great heat, every half degree, and each band's edges.
    static let temperatures: [Double] =
        Array(stride(from: -40.0, through: 50.0, by: 0.5)) + [-10.01, 7.99, 8, 15.99, 16, 23.99, 24, 31.99, 32]

    @Test func everyColourReadsOnADarkAndOnALightTerminal() throws {
        var unreadable: [String] = []
        for celsius in Self.temperatures {
            let text = try Self.shown(celsius)
            guard let code = Self.colourCode(text) else {
                if text.contains("\u{1B}") { unreadable.append("\(celsius) °C: \(text.debugDescription)") }
                continue
            }
            // Near black and near white: black, the light grey, white, the cube's corners, the greys.
            let extreme = [0, 7, 15, 16, 231].contains(code) || (232...255).contains(code)
            let luminance = Self.luminance(code)
            let onBlack = (luminance + 0.05) / 0.05
            let onWhite = 1.05 / (luminance + 0.05)
            if extreme || onBlack < 3 || onWhite < 3 {
                unreadable.append("\(celsius) °C in \(code): \(onBlack):1 on black, \(onWhite):1 on white")
            }
        }
        #expect(unreadable.isEmpty, "\(unreadable.count) unreadable, such as \(unreadable.prefix(4))")
    }

    /// 8 to 16 °C, where a white or a black would vanish on one background or the other, keep the
    /// terminal's own colour: no escape at all around the number.
    @Test(arguments: [(8.0, "8.0 °C"), (12.0, "12.0 °C"), (15.9, "15.9 °C")])
    func theMildBandIsInTheTerminalsOwnColour(celsius: Double, expected: String) throws {
        let text = try Self.shown(celsius)
        #expect(text == expected, "\(text.debugDescription)")
    }

    /// Colder and warmer than mild are still coloured, so the scale still grades.
    @Test(arguments: [-20.0, -5, 4, 20, 28, 40])
    func outsideTheMildBandIsColoured(celsius: Double) throws {
        let text = try Self.shown(celsius)
        #expect(Self.colourCode(text) != nil, "\(text.debugDescription)")
        #expect(text.hasSuffix(" °C\u{1B}[0m"))
    }

    /// The forecast's table agrees: 12 °C is a plain number there too.
    @Test func theForecastTableLeavesTheMildBandUncoloured() {
        func entry(_ hour: Int, _ celsius: Double) -> ForecastEntry {
            ForecastEntry(
                time: Date(timeIntervalSince1970: TimeInterval(hour * 3600)), readings: Readings(temperatureC: celsius),
                conditions: [])
        }
        let forecast = Forecast(timezoneOffsetSeconds: 0, entries: [entry(0, 12), entry(3, 25)])
        let lines = ForecastView(style: DisplayStyle(units: .metric, color: true)).daily(forecast, outlook: nil)
        let row = lines.first { $0.hasPrefix("  Thu  1") } ?? ""
        #expect(row.contains("  12.0  \u{1B}[38;5;"), "\(row.debugDescription)")
    }
}
