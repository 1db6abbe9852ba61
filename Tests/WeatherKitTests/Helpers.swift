import Foundation

@testable import WeatherKit

#if canImport(Glibc)
    import Glibc
#endif

extension WeatherReport {
    /// A report for current weather alone, as `--input` makes.
    static func of(_ current: CurrentWeather, query: Query = .input(path: "-")) -> WeatherReport {
        WeatherReport(query: query, place: nil, matchCount: 1, current: current, fetchedAt: nil)
    }
}

/// The human view of current weather alone.
func human(_ weather: CurrentWeather, units: Units) -> String {
    HumanView(units: units).render(.of(weather))
}

/// The `--json` text of current weather alone.
func json(_ weather: CurrentWeather, query: Query = .input(path: "-")) -> String {
    JSONReport.text(JSONReport.object(.of(weather, query: query)))
}

/// Runs `work` on a new, low-priority thread and waits for it without holding a cooperative
/// thread, so the timing-sensitive tests running beside it keep their CPU.
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread {
            #if canImport(Glibc)
                // Linux keeps niceness per thread: who 0 is the calling thread alone (setpriority(2)).
                setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            #endif
            continuation.resume(returning: work())
        }
    }
}
