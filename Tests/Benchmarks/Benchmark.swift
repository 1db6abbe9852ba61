import Foundation

/// The loopback half of the goal table (`Tests/Benchmarks/run` builds it, runs it and prints the
/// table); it prints its figures as one JSON object.
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
        /// The `peak-rss` go-between (Tests/PeakRSS): a child's own `ru_maxrss` counts the address
        /// space it was spawned from, so a child of this (large) process reports this one's peak.
        var peakRSS: URL
    }

    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 6, let runs = Int(arguments[4]), runs > 0 else {
            FileHandle.standardError.write(Data("usage: benchmark WEATHER CURL FIXTURES RUNS PEAK-RSS\n".utf8))
            exit(64)
        }
        let setup = Setup(
            weather: arguments[1], curl: arguments[2], runs: runs, fixtures: URL(fileURLWithPath: arguments[3]),
            peakRSS: URL(fileURLWithPath: arguments[5]))
        let current = try Data(contentsOf: setup.fixtures.appendingPathComponent(currentFixture))
        let forecast = try Data(contentsOf: setup.fixtures.appendingPathComponent(forecastFixture))
        var figures: [String: Double] = [:]

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
        figures.merge(cold.figures("cold")) { $1 }

        // 2: a warm cache (the entry is written by the first, discarded, run).
        let warm = try await compare(
            Command(setup.weather, place, environment), against: [curl(weatherURL)], runs: setup.runs)
        figures.merge(warm.figures("warm")) { $1 }

        // 3: two requests made concurrently, against two curls one after the other.
        let both = try await compare(
            Command(setup.weather, place + ["--forecast", "--cache-ttl", "0"], environment),
            against: [curl(weatherURL), curl(forecastURL)], runs: setup.runs)
        figures.merge(both.figures("forecast")) { $1 }
        // 4: the cold run's own peak RSS, through the go-between, in runs of their own (not timed).
        var peaks: [Double] = []
        for _ in 0..<max(5, setup.runs / 4) {
            let run = Command(setup.weather, place + ["--cache-ttl", "0"], environment, probe: setup.peakRSS)
            peaks.append(Double(try await run.run().peakResidentBytes))
        }
        figures["cold_peak_rss_mib"] = median(peaks) / 1_048_576

        // 5: decoding and formatting in process, next to bare JSON parsing of the same bytes.
        let decoding = try DecodeThroughput.measure(current: current, forecast: forecast)
        figures["decode_ops"] = decoding.typed
        figures["json_serialization_ops"] = decoding.bare

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
        figures["fifty_places_s"] = median(fifty)
        slow.stop()
        server.stop()

        let json = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
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
    var probe: URL?

    init(_ program: String, _ arguments: [String], _ environment: [String: String], probe: URL? = nil) {
        self.program = program
        self.arguments = arguments
        self.environment = environment
        self.probe = probe
    }

    func run() async throws -> ProcessResult {
        try await RunningProcess(
            program: URL(fileURLWithPath: program), arguments: arguments, environment: environment, stdin: Data(),
            timeout: 60, probe: probe
        ).result()
    }
}

/// A throwaway HOME and XDG folders, so no real config or cache is touched.
final class Home {
    static let key = "be4c4ba5e1e5be4c4ba5e1e5be4c4ba5"
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

    /// The figures under `name`: seconds for weather and the baseline, and their ratio.
    func figures(_ name: String) -> [String: Double] {
        ["\(name)_s": seconds, "\(name)_baseline_s": baselineSeconds, "\(name)_ratio": ratio]
    }
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
