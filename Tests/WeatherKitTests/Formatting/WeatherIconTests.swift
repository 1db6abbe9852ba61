import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct WeatherIconTests {
    @Test(arguments: [
        (211, "thunderstorm"), (301, "drizzle"), (501, "rain"), (600, "snow"), (741, "mist"), (800, "clear"),
        (804, "clouds"),
    ])
    func groups(id: Int, group: String) {
        #expect(WeatherIcon.group(Condition(id: id, main: nil, description: nil, icon: nil)) == group)
        #expect(!WeatherIcon.emoji(Condition(id: id, main: nil, description: nil, icon: "01d")).isEmpty)
    }

    @Test func clearSkyHasADayAndANightForm() {
        #expect(WeatherIcon.emoji(Condition(id: 800, main: "Clear", description: nil, icon: "01d")) == "☀️")
        #expect(WeatherIcon.emoji(Condition(id: 800, main: "Clear", description: nil, icon: "01n")) == "🌙")
    }
}
