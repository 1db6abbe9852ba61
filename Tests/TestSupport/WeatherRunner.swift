import Foundation
import Testing

/// The one way the end-to-end tests run `weather`: the built binary, a throwaway HOME with its own
/// XDG folders, the key in the environment and, after every run, the check that no key in play
/// (the environment's, `--api-key`'s, the config file's) reached stdout, stderr or any file in HOME
/// outside the config folder, which is where a user keeps it (the cache above all).
public struct WeatherRunner: Sendable {
    /// The key every run gets (`OPENWEATHERMAP_API_KEY`), unless the test overrides the variable.
    public static let key = "e2e5ec2e7a0b1c2d3e4f5a6b7c8d9e0f"

    /// A National Weather Service with no warning in force, for every run of the suite: a US place
    /// asks for its warnings by default, and the tests that are not about them want none.
    public static let calmWarnings = try? LoopbackServer(
        always: .json(#"{"type": "FeatureCollection", "features": []}"#), keepAlive: true)

    public let sandbox: SandboxHome

    public init() throws { sandbox = try SandboxHome() }

    /// The sandbox's environment, the key (unless `withKey` is false), `OPENWEATHERMAP_BASE_URL`
    /// for `server`, `OPEN_METEO_BASE_URL` and `MET_NORWAY_BASE_URL` at a port nothing listens on (a
    /// run without a key must reach neither real service), the locators at `server` too (a path it
    /// does not serve is a 404, at once), else at that port, and the NWS at ``calmWarnings``; then
    /// `extra`.
    public func environment(
        server: LoopbackServer? = nil, _ extra: [String: String] = [:], withKey: Bool = true
    ) -> [String: String] {
        var environment = withKey ? ["OPENWEATHERMAP_API_KEY": Self.key] : [:]
        if let server { environment["OPENWEATHERMAP_BASE_URL"] = server.baseURL }
        environment["OPEN_METEO_BASE_URL"] = "http://127.0.0.1:9"
        environment["MET_NORWAY_BASE_URL"] = "http://127.0.0.1:9"
        environment["NWS_BASE_URL"] = Self.calmWarnings?.baseURL ?? "http://127.0.0.1:9"
        environment["WEATHER_LOCATOR_BASE_URL"] = server?.baseURL ?? "http://127.0.0.1:9"
        environment.merge(extra) { $1 }
        return sandbox.environment(environment)
    }

    /// Runs `weather arguments…` to the end (a few at a time across the suite, see
    /// ``ProcessSlots``), then checks it leaked nothing.
    public func run(
        _ arguments: [String], server: LoopbackServer? = nil, _ extra: [String: String] = [:], withKey: Bool = true,
        stdin: Data = Data(), program: URL = WeatherProcess.executable,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        let environment = environment(server: server, extra, withKey: withKey)
        let result = try await ProcessSlots.shared.run {
            try await WeatherProcess.start(arguments, environment: environment, stdin: stdin, program: program).result()
        }
        checkNoLeak(result, keys: keys(arguments: arguments, environment: environment), sourceLocation: sourceLocation)
        return result
    }

    /// Starts `weather arguments…` with the suite's key and returns at once (for signals and
    /// memory); pass its result to ``checkNoLeak(_:keys:sourceLocation:)``.
    public func start(
        _ arguments: [String], server: LoopbackServer? = nil, _ extra: [String: String] = [:], stdin: Data = Data(),
        program: URL = WeatherProcess.executable, measuringMemory: Bool = false
    ) throws -> RunningProcess {
        try WeatherProcess.start(
            arguments, environment: environment(server: server, extra), stdin: stdin, program: program,
            measuringMemory: measuringMemory)
    }

    /// No key in `keys` (by default the suite's own) is in either stream, nor in any file under HOME
    /// but the config folder's. A key counts as it does for `weather`'s own redaction: anywhere when
    /// it is 16 characters or more, else as a whole token (so `k` may appear in "km").
    public func checkNoLeak(
        _ result: ProcessResult, keys: [String] = [WeatherRunner.key], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for key in keys {
            #expect(!Self.holds(result.stdout, key), "stdout leaked \(key)", sourceLocation: sourceLocation)
            #expect(!Self.holds(result.stderr, key), "stderr leaked \(key)", sourceLocation: sourceLocation)
            for file in filesOutsideConfig() {
                let contents = (try? Data(contentsOf: file)) ?? Data()
                #expect(!Self.holds(contents, key), "\(file.path) holds \(key)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Every key a run can use: `--api-key`'s, the two variables', and the config file's `api_key`.
    func keys(arguments: [String], environment: [String: String]) -> [String] {
        var keys: [String] = []
        for (index, argument) in arguments.enumerated() {
            if argument == "--api-key", index + 1 < arguments.count { keys.append(arguments[index + 1]) }
            if argument.hasPrefix("--api-key=") { keys.append(String(argument.dropFirst("--api-key=".count))) }
        }
        keys += ["OPENWEATHERMAP_API_KEY", "OWM_API_KEY"].compactMap { environment[$0] }
        let configs: [String?] = [
            environment["WEATHER_CONFIG"], sandbox.configHome.appendingPathComponent("weather/config.json").path,
        ]
        for path in configs.compactMap({ $0 }) {
            let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
            if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let key = object["api_key"] as? String
            {
                keys.append(key)
            }
        }
        return Array(Set(keys.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }))
    }

    /// Whether a file holds `key`: searched as bytes (a copied executable is tens of megabytes), then
    /// as text only where the bytes occur.
    static func holds(_ data: Data, _ key: String) -> Bool {
        guard data.range(of: Data(key.utf8)) != nil else { return false }
        return holds(String(decoding: data, as: UTF8.self), key)
    }

    /// Whether `text` holds `key` the way `weather` would redact it.
    static func holds(_ text: String, _ key: String) -> Bool {
        guard key.count < 16 else { return text.contains(key) }
        var searchFrom = text.startIndex
        while let range = text.range(of: key, range: searchFrom..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let touches = { (character: Character?) in character.map { $0.isLetter || $0.isNumber } ?? false }
            if !touches(before) && !touches(after) { return true }
            searchFrom = text.index(after: range.lowerBound)
        }
        return false
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

    /// Every file and folder under HOME, by path relative to it.
    public func pathsInHome() -> [String] {
        (FileManager.default.enumerator(atPath: sandbox.home.path)?.allObjects as? [String] ?? []).sorted()
    }

    private func filesOutsideConfig() -> [URL] {
        filesInHome().filter { !$0.hasPrefix(".config/") }.map { sandbox.home.appendingPathComponent($0) }
    }
}
