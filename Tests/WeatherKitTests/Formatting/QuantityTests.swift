import Foundation
import Testing

@testable import WeatherKit

/// The table of shown quantities (``Quantity/all``) that the template, JSON's `current`, the human
/// block and the man page read.
@Suite struct QuantityTests {
    @Test func noTwoSlotsOrMembersShareAName() {
        let slots = Quantity.all.flatMap(\.slots).map(\.name)
        #expect(Set(slots).count == slots.count, "\(slots)")
        let keys = Quantity.all.flatMap(\.json).map(\.key)
        #expect(Set(keys).count == keys.count, "\(keys)")
        let names = Quantity.all.map(\.name)
        #expect(Set(names).count == names.count)
    }

    /// A quantity the table does not carry is not shown: the human block of a report with every
    /// value but the wind has no Wind row, JSON's wind members are null, and `{wind}` is empty.
    @Test func aQuantityWithoutAValueIsLeftOutEverywhere() throws {
        let weather = try OpenWeatherMapData.currentWeather(
            from: Data(#"{"coord":{"lat":1,"lon":2},"main":{"temp":280,"humidity":50},"dt":1}"#.utf8))
        let report = WeatherReport.of(weather)
        let style = DisplayStyle()
        let readout = Readout(report, style: style)
        let text = HumanView(style: style).render(readout)
        #expect(text.contains("  Humidity     50%\n") && !text.contains("Wind"), "\(text)")
        #expect(TemplateRenderer(style: style).render(try Template("[{wind}|{humidity}]"), readout) == "[|50%]")
        #expect(JSONReport.text(JSONReport.object(readout)).contains(#""wind":{"speed_ms":null,"#))
    }
}
