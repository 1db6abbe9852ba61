import Foundation

/// The benchmark behind the README's "Performance" table; `Tests/Benchmarks/run` builds and runs it.
///
/// Every process is measured whole (spawn to `wait4`: wall time and peak RSS), against a
/// loopback server in this process that serves the real fixtures. `weather` and its baseline run
/// alternately, side by side, so drift on a shared machine hits both alike, and each result is
/// the median of many runs, reported as a ratio.
@main
enum Benchmark {
    struct Setup {
        var weather: String
        var curl: String
        var runs: Int
        var fixtures: URL
    }

    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 5, let runs = Int(arguments[4]), runs > 0 else {
            FileHandle.standardError.write(Data("usage: benchmark WEATHER CURL FIXTURES RUNS\n".utf8))
            exit(64)
        }
        let setup = Setup(
            weather: arguments[1], curl: arguments[2], runs: runs, fixtures: URL(fileURLWithPath: arguments[3]))
        let current = try Data(contentsOf: setup.fixtures.appendingPathComponent(currentFixture))
        let forecast = try Data(contentsOf: setup.fixtures.appendingPathComponent(forecastFixture))
        var table = Table()

        let server = try LoopbackServer { request in
            .json(request.path.hasSuffix("/forecast") ? forecast : current)
        }
        let home = try Home()
        let environment = home.environment(baseURL: server.baseURL)
        let place = ["--lat", "51.5", "--lon", "-0.1", "--json"]
        let weatherURL = "\(server.baseURL)/data/2.5/weather?lat=51.5&lon=-0.1&appid=\(Home.key)"
        let forecastURL = "\(server.baseURL)/data/2.5/forecast?lat=51.5&lon=-0.1&appid=\(Home.key)"
        let curl = { (url: String) in Command(setup.curl, ["-s", "-o", "/dev/null", url], environment) }

        // 1 and 4: a fetch with the cache off, against one curl of the same URL.
        let cold = try await compare(
            Command(setup.weather, place + ["--cache-ttl", "0"], environment), against: [curl(weatherURL)],
            runs: setup.runs)
        // The release build (WEATHER_GOALS=release) is held to the goals of a fully static binary.
        let release = ProcessInfo.processInfo.environment["WEATHER_GOALS"] == "release"
        table.add("1. `--json`, cache off, vs `curl -s`", cold, goal: release ? 0.9 : 1.3)

        // 2: a warm cache (the entry is written by the first, discarded, run).
        let warm = try await compare(
            Command(setup.weather, place, environment), against: [curl(weatherURL)], runs: setup.runs)
        table.add("2. `--json`, warm cache, vs `curl -s`", warm, goal: release ? 0.4 : 1.0)

        // 3: two requests made concurrently, against two curls one after the other.
        let both = try await compare(
            Command(setup.weather, place + ["--forecast", "--cache-ttl", "0"], environment),
            against: [curl(weatherURL), curl(forecastURL)], runs: setup.runs)
        table.add("3. `--forecast --json`, cache off, vs 2 × `curl -s`", both, goal: 1.0)

        table.memory(cold, goalMiB: release ? 20 : 25)

        // 5: decoding and formatting in process, next to bare JSON parsing of the same bytes.
        table.decoding(try DecodeThroughput.measure(current: current, forecast: forecast))

        // 6: fifty places against a server that takes 100 ms for each answer.
        let slow = try LoopbackServer { _ in .delayed(seconds: 0.1, .json(current)) }
        let places = (1...50).map { "\(Double($0) / 2),\(Double($0) / 3)" }
        var fifty: [Double] = []
        for _ in 0..<max(3, setup.runs / 10) {
            let command = Command(
                setup.weather, places + ["--json", "--cache-ttl", "0", "--timeout", "30"],
                home.environment(baseURL: slow.baseURL))
            fifty.append(try await command.run().seconds)
        }
        table.fiftyPlaces(median(fifty), goal: 2.0)
        slow.stop()
        server.stop()

        print(table.markdown)
    }

    static let currentFixture = "current/dblock_london-gb_standard_rain1h_2020.json"
    static let forecastFixture = "forecast/dblock_london-gb_standard_cnt40_2025.json"

    /// Runs `subject` and the `baseline` sequence alternately `runs` times (after one warm-up of
    /// each) and returns the medians. A baseline of two commands is timed as one, back to back.
    static func compare(_ subject: Command, against baseline: [Command], runs: Int) async throws -> Comparison {
        var ours: [ProcessResult] = []
        var theirs: [Double] = []
        for round in 0...runs {
            let result = try await subject.run()
            guard result.status == 0 else {
                throw BenchmarkError(description: "weather exited \(result.status): \(result.stderr)")
            }
            var total = 0.0
            for command in baseline { total += try await command.run().seconds }
            if round > 0 {
                ours.append(result)
                theirs.append(total)
            }
        }
        return Comparison(
            seconds: median(ours.map(\.seconds)), baselineSeconds: median(theirs),
            peakResidentBytes: median(ours.map { Double($0.peakResidentBytes) }))
    }
}

struct Command {
    var program: String
    var arguments: [String]
    var environment: [String: String]

    init(_ program: String, _ arguments: [String], _ environment: [String: String]) {
        self.program = program
        self.arguments = arguments
        self.environment = environment
    }

    func run() async throws -> ProcessResult {
        try await RunningProcess(
            program: URL(fileURLWithPath: program), arguments: arguments, environment: environment, stdin: Data(),
            timeout: 60
        ).result()
    }
}

/// A throwaway HOME and XDG folders, so no real config or cache is touched.
final class Home {
    static let key = "benchmark-key-0123456789abcdef"
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("weather-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func environment(baseURL: String) -> [String: String] {
        [
            "HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": root.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8", "OPENWEATHERMAP_API_KEY": Self.key, "OPENWEATHERMAP_BASE_URL": baseURL,
        ]
    }
}

struct Comparison {
    var seconds: Double
    var baselineSeconds: Double
    var peakResidentBytes: Double
    var ratio: Double { seconds / baselineSeconds }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
}

/// Case 5: operations per second, each given about a second.
enum DecodeThroughput {
    struct Result {
        var typed: Double
        var bare: Double
    }

    static func measure(current: Data, forecast: Data) throws -> Result {
        let weather = try OpenWeatherMapData.currentWeather(from: current)
        let typed = try rate {
            let report = WeatherReport(
                query: .input(path: "-"), place: nil, matchCount: 1, current: weather,
                forecast: try OpenWeatherMapData.forecast(from: forecast), fetchedAt: nil)
            let style = DisplayStyle(units: .metric)
            return JSONReport.text(JSONReport.object(Readout(report, style: style))).utf8.count
                + HumanView(style: style, contents: .init(hourly: true)).render(Readout(report, style: style)).utf8
                .count
        }
        let bare = try rate { (try JSONSerialization.jsonObject(with: forecast) as? [String: Any])?.count ?? 0 }
        return Result(typed: typed, bare: bare)
    }

    private static func rate(_ operation: () throws -> Int) throws -> Double {
        var sink = 0
        for _ in 0..<20 { sink &+= try operation() }
        var count = 0
        let start = DispatchTime.now()
        var elapsed = 0.0
        while elapsed < 1.0 {
            for _ in 0..<20 { sink &+= try operation() }
            count += 20
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        }
        if sink == 42 { print("") }  // keeps the work from being optimised away
        return Double(count) / elapsed
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The report, as the Markdown table the README carries.
struct Table {
    private var rows: [String] = []

    private static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

    private static func verdict(_ met: Bool) -> String { met ? "met" : "**missed**" }

    mutating func add(_ name: String, _ comparison: Comparison, goal: Double) {
        rows.append(
            "| \(name) | \(Self.milliseconds(comparison.seconds)) | \(Self.milliseconds(comparison.baselineSeconds)) | "
                + String(format: "%.2f×", comparison.ratio)
                + " | ≤ \(goal)× | \(Self.verdict(comparison.ratio <= goal)) |")
    }

    mutating func memory(_ comparison: Comparison, goalMiB: Double) {
        let mebibytes = comparison.peakResidentBytes / 1_048_576
        rows.append(
            "| 4. peak RSS of case 1 | " + String(format: "%.1f MiB", mebibytes) + " | | | ≤ \(Int(goalMiB)) MiB | "
                + "\(Self.verdict(mebibytes <= goalMiB)) |")
    }

    mutating func decoding(_ result: DecodeThroughput.Result) {
        rows.append(
            "| 5. decode + format the 40-step forecast, in process, vs `JSONSerialization` | "
                + String(
                    format: "%.0f ops/s | %.0f ops/s | %.2f× | (shown) | |", result.typed, result.bare,
                    result.bare / result.typed))
    }

    mutating func fiftyPlaces(_ seconds: Double, goal: Double) {
        rows.append(
            "| 6. 50 places, 100 ms per answer | " + String(format: "%.2f s", seconds)
                + " | | | < \(Int(goal)) s | \(Self.verdict(seconds < goal)) |")
    }

    var markdown: String {
        ([
            "| case | weather | baseline | ratio | goal | |", "|---|---|---|---|---|---|",
        ] + rows).joined(separator: "\n")
    }
}
