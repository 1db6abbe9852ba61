import Foundation
import Testing

/// The one way the end-to-end tests run `weather`: the built binary, a throwaway HOME with its own
/// XDG folders, the key in the environment and, after every run, the check that the key reached
/// neither stdout, stderr nor any file in HOME outside the config folder (the cache above all).
public struct WeatherRunner: Sendable {
    /// The key every run gets (`OPENWEATHERMAP_API_KEY`), unless the test overrides the variable.
    public static let key = "e2e-SECRET-key-0123456789"

    public let sandbox: SandboxHome

    public init() throws { sandbox = try SandboxHome() }

    /// The sandbox's environment, the key, `OPENWEATHERMAP_BASE_URL` for `server`, then `extra`.
    public func environment(server: LoopbackServer? = nil, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["OPENWEATHERMAP_API_KEY": Self.key]
        if let server { environment["OPENWEATHERMAP_BASE_URL"] = server.baseURL }
        environment.merge(extra) { $1 }
        return sandbox.environment(environment)
    }

    /// Runs `weather arguments…` to the end (a few at a time across the suite, see
    /// ``ProcessSlots``), then checks it leaked nothing.
    public func run(
        _ arguments: [String], server: LoopbackServer? = nil, _ extra: [String: String] = [:], stdin: Data = Data(),
        program: URL = WeatherProcess.executable, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        let result = try await ProcessSlots.shared.run {
            try await start(arguments, server: server, extra, stdin: stdin, program: program).result()
        }
        checkNoLeak(result, sourceLocation: sourceLocation)
        return result
    }

    /// Starts `weather arguments…` and returns at once (for signals and memory); pass its result to
    /// ``checkNoLeak(_:sourceLocation:)``.
    public func start(
        _ arguments: [String], server: LoopbackServer? = nil, _ extra: [String: String] = [:], stdin: Data = Data(),
        program: URL = WeatherProcess.executable, measuringMemory: Bool = false
    ) throws -> RunningProcess {
        try WeatherProcess.start(
            arguments, environment: environment(server: server, extra), stdin: stdin, program: program,
            measuringMemory: measuringMemory)
    }

    /// The key is in neither stream nor in any file under HOME but the config folder's.
    public func checkNoLeak(_ result: ProcessResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!result.stdout.contains(Self.key), "stdout leaked the key", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains(Self.key), "stderr leaked the key", sourceLocation: sourceLocation)
        for file in filesOutsideConfig() {
            let contents = (try? Data(contentsOf: file)) ?? Data()
            #expect(
                !String(decoding: contents, as: UTF8.self).contains(Self.key), "\(file.path) holds the key",
                sourceLocation: sourceLocation)
        }
    }

    /// The cache folder, `$XDG_CACHE_HOME/weather`.
    public var cacheFolder: URL { sandbox.home.appendingPathComponent(".cache/weather") }

    /// The cache entries (`*.cache`), without locks or temporary files.
    public func cacheFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: cacheFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "cache" }
    }

    /// Every regular file under HOME, by path relative to it.
    public func filesInHome() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: sandbox.home.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: sandbox.home.appendingPathComponent(path).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.sorted()
    }

    private func filesOutsideConfig() -> [URL] {
        filesInHome().filter { !$0.hasPrefix(".config/") }.map { sandbox.home.appendingPathComponent($0) }
    }
}
