import Foundation

/// What a run of the built `weather` executable produced.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

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

/// Runs the built `weather` executable as a subprocess.
public enum WeatherProcess {
    /// `$WEATHER_BIN`, or `weather` next to the test bundles.
    public static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["WEATHER_BIN"] { return URL(fileURLWithPath: path) }
        return Fixtures.productsDirectory.appendingPathComponent("weather")
    }

    /// Runs `weather arguments…` with exactly `environment`, feeding `stdin`, and collects its output.
    ///
    /// Nothing blocks while it waits: stdin, stdout and stderr are files in a private folder, and
    /// completion arrives through `terminationHandler`. (Blocking Dispatch threads on pipes starved
    /// Swift's cooperative pool when many tests ran children at once, and delayed unrelated tests.)
    /// The process is killed after `timeout` seconds so a hang fails the test instead of the suite.
    public static func run(
        _ arguments: [String], environment: [String: String], stdin: Data = Data(), timeout: Double = 60
    ) async throws -> ProcessResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inURL = folder.appendingPathComponent("stdin")
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        try stdin.write(to: inURL)
        for url in [outURL, errURL] { try Data().write(to: url) }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)

        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if process.isRunning { process.terminate() }
            }
        }
        return ProcessResult(
            status: status,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
