import Foundation

@testable import WeatherKit

#if canImport(Glibc)
    import Glibc
#endif

extension WeatherReport {
    /// A report for current weather alone, as `--input` makes.
    static func of(_ current: CurrentWeather, query: Query = .input(path: "-")) -> WeatherReport {
        WeatherReport(
            query: query, place: nil, matchCount: 1, current: current, fetchedAt: nil, source: .openWeatherMap)
    }
}

extension ConfigFile {
    /// A config file's text, read as if it were `/etc/w.json`.
    static func parse(_ text: String) throws -> Options { try parse(Data(text.utf8), path: "/etc/w.json") }
}

extension Settings {
    /// The settings of `weather arguments… 1,2` with `config` as the config file's text.
    static func of(_ arguments: [String], config: String = "{}") throws -> Settings {
        try resolve(
            flags: try CommandLineParser.parse(arguments + ["1,2"]), environment: [:],
            config: try ConfigFile.parse(config), configPath: nil)
    }
}

/// The human view of current weather alone.
func human(_ weather: CurrentWeather, units: Units, glyphs: Glyphs = .unicode) -> String {
    HumanView(style: DisplayStyle(units: units, glyphs: glyphs)).render(.of(weather))
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

/// Collects warnings, for a `warn:` closure.
final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) { lock.withLock { messages.append(message) } }

    var all: [String] { lock.withLock { messages } }
}

/// A door a task waits at until the test opens it.
final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = lock.withLock { () -> Bool in
                if isOpen { return true }
                waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            isOpen = true
            defer { waiting = [] }
            return waiting
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// Counts calls from any task.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    @discardableResult
    func increment() -> Int {
        lock.withLock {
            count += 1; return count
        }
    }

    var value: Int { lock.withLock { count } }
}

extension ReportAssembler {
    /// OpenWeatherMap's source and geocoder on `client`, as the wiring makes them.
    static func openWeatherMap(
        client: OpenWeatherMapClient, plan: FetchPlan, time: TimeSource, oneCallCountFolder: URL? = nil
    ) -> ReportAssembler {
        ReportAssembler(
            source: .openWeatherMap(client: client, plan: plan, oneCallCountFolder: oneCallCountFolder, time: time),
            finder: .openWeatherMap(client: client, language: plan.language), plan: plan, time: time)
    }
}
