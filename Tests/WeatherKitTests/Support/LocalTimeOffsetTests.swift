import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct LocalTimeOffsetTests {
    @Test(arguments: [
        (3600, "2020-04-28T05:22:28+01:00", "UTC+1"), (-14400, "2020-04-28T00:22:28-04:00", "UTC-4"),
        (19800, "2020-04-28T09:52:28+05:30", "UTC+5:30"), (0, "2020-04-28T04:22:28+00:00", "UTC"),
        (-16200, "2020-04-27T23:52:28-04:30", "UTC-4:30"),
    ])
    func offsetTimes(offset: Int, iso: String, label: String) {
        let time = LocalTime(Date(timeIntervalSince1970: 1_588_047_748), offsetSeconds: offset)
        #expect(time.iso8601WithOffset == iso)
        #expect(time.zoneLabel == label)
    }

    @Test(arguments: [(1970, 1, 1, "Thu"), (2025, 3, 22, "Sat"), (2000, 2, 29, "Tue"), (1969, 12, 31, "Wed")])
    func weekdays(year: Int, month: Int, day: Int, name: String) {
        #expect(LocalTime.weekday(year: year, month: month, day: day) == name)
    }
}
