import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// An old forecast read from the cache (`--offline` hours later) shows no hour already past; a
/// fresh one is shown as it came.
@Suite struct OldForecastTests {
    @Test func anOldForecastShowsNoHourAlreadyPast() async throws {
        let body = try Fixtures.data(Fixtures.londonForecast)
        let list = try #require(
            (try JSONSerialization.jsonObject(with: body) as? [String: Any])?["list"] as? [[String: Any]])
        let first = Date(timeIntervalSince1970: try #require(list.first?["dt"] as? Double))
        let clock = TestClock(now: first.addingTimeInterval(1800))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("old-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = clock.now
        let server = InMemoryServer(clock: clock) { request in
            request.url.path == "/data/2.5/forecast"
                ? .json(body) : .json((try? Fixtures.observed(Fixtures.londonCurrent, at: now)) ?? Data())
        }
        let environment = [
            "OPENWEATHERMAP_API_KEY": WeatherCommandTests.key, "LANG": "C.UTF-8",
            "OPENWEATHERMAP_BASE_URL": "https://owm.test", "XDG_CACHE_HOME": folder.path,
        ]
        func entries(_ arguments: [String]) async throws -> [[String: Any]] {
            let streams = CapturedStreams()
            let command = WeatherCommand(
                environment: environment, streams: streams.streams(), transport: server.transport, time: clock.time)
            #expect(
                await command.run(["51.5,-0.1", "--forecast", "--json"] + arguments) == .success, "\(streams.stderr)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(streams.stdout.utf8)) as? [String: Any])
            return try #require((object["forecast"] as? [String: Any])?["entries"] as? [[String: Any]])
        }
        #expect(try await entries([]).count == list.count)
        // 10.5 hours on: the steps from the first, the 3rd and the 6th hour have ended (each stands for
        // 3 hours); the 9th-hour step, which ends at the 12th, is still on.
        clock.advance(by: 10 * 3600)
        let old = try await entries(["--offline"])
        #expect(old.count == list.count - 3)
        let fourth = try #require(list[3]["dt"] as? Double)
        #expect(old.first?["time"] as? String == Date(timeIntervalSince1970: fourth).formatted(.iso8601))
    }

    /// 2023-11-14T22:13:20Z and steps every 3 hours; 4 hours on it is the 15th, and the first step
    /// (22:13 to 01:13) has ended.
    @Test func remainingKeepsTheCurrentStepAndTheDaysFromToday() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let steps = (0..<4).map {
            ForecastEntry(
                time: start.addingTimeInterval(Double($0) * 3 * 3600), readings: Readings(temperatureC: 5),
                conditions: [])
        }
        var forecast = Forecast(timezoneOffsetSeconds: 0, entries: steps)
        forecast.providedDaily = ["2023-11-14", "2023-11-15", "2023-11-16"].map {
            DailyForecast(date: $0, steps: 8, minC: 0, maxC: 1)
        }
        let later = forecast.remaining(at: start.addingTimeInterval(4 * 3600))
        #expect(later.entries == Array(steps.dropFirst()))
        #expect(later.providedDaily?.map(\.date) == ["2023-11-15", "2023-11-16"])
        #expect(forecast.remaining(at: start) == forecast)
    }
}
