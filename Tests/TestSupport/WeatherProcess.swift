import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A throwaway HOME with its own XDG folders, removed when the value goes away.
///
/// Every end-to-end run gets one, so no test sees the developer's real config or cache.
public final class SandboxHome: @unchecked Sendable {
    public let home: URL

    public init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("weather-test-\(UUID().uuidString)")
        for folder in [".config", ".cache", ".local/share"] {
            try FileManager.default.createDirectory(
                at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    public var configHome: URL { home.appendingPathComponent(".config") }

    /// A clean environment: only HOME, the XDG folders, PATH and a UTF-8 locale, plus `extra`.
    public func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "HOME": home.path,
            "XDG_CONFIG_HOME": configHome.path,
            "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
        ]
        environment.merge(extra) { $1 }
        return environment
    }

    /// Writes `contents` to `$XDG_CONFIG_HOME/weather/config.json` (or `relativePath` under HOME).
    @discardableResult
    public func writeConfig(_ contents: String, relativePath: String = ".config/weather/config.json") throws -> URL {
        let url = home.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return url
    }
}

/// Runs the built `weather` executable (or any program) as a subprocess.
public enum WeatherProcess {
    /// `$WEATHER_BIN`, or `weather` next to the test bundles.
    public static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["WEATHER_BIN"] { return URL(fileURLWithPath: path) }
        return Fixtures.productsDirectory.appendingPathComponent("weather")
    }

    /// Whether the executable under test is fully static (the release build): it has no program
    /// interpreter, so the dynamic loader's path appears nowhere in its headers.
    public static var isStaticExecutable: Bool {
        guard let handle = try? FileHandle(forReadingFrom: executable) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return head.range(of: Data("/ld-linux".utf8)) == nil && head.range(of: Data("/ld-musl".utf8)) == nil
    }

    /// Runs `weather arguments…` with exactly `environment`, feeding `stdin`, and collects its output.
    public static func run(
        _ arguments: [String], environment: [String: String], stdin: Data = Data(), timeout: Double = HangGuard.seconds
    ) async throws -> ProcessResult {
        try await start(arguments, environment: environment, stdin: stdin, timeout: timeout).result()
    }

    /// Starts `program arguments…` (the `weather` executable unless told otherwise) and returns at once,
    /// so a test can signal it while it runs.
    /// With `measuringMemory`, the child runs under `peak-rss` so that `peakResidentBytes` is its own.
    public static func start(
        _ arguments: [String], environment: [String: String], stdin: Data = Data(), timeout: Double = HangGuard.seconds,
        program: URL = executable, measuringMemory: Bool = false
    ) throws -> RunningProcess {
        try RunningProcess(
            program: program, arguments: arguments, environment: environment, stdin: stdin, timeout: timeout,
            probe: measuringMemory ? Fixtures.productsDirectory.appendingPathComponent("peak-rss") : nil)
    }
}
