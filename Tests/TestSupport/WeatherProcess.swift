import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a run of the built `weather` executable produced.
public struct ProcessResult: Sendable {
    /// The exit status as a shell reports it: the exit code, or 128 + the signal that ended it
    /// (130 for SIGINT, 141 for SIGPIPE).
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// The child's peak resident set size (`ru_maxrss`), in bytes.
    public var peakResidentBytes: Int
    /// Wall time from spawn to exit, in seconds.
    public var seconds: Double
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

/// Runs the built `weather` executable (or any program) as a subprocess.
public enum WeatherProcess {
    /// `$WEATHER_BIN`, or `weather` next to the test bundles.
    public static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["WEATHER_BIN"] { return URL(fileURLWithPath: path) }
        return Fixtures.productsDirectory.appendingPathComponent("weather")
    }

    /// Runs `weather arguments…` with exactly `environment`, feeding `stdin`, and collects its output.
    public static func run(
        _ arguments: [String], environment: [String: String], stdin: Data = Data(), timeout: Double = 60
    ) async throws -> ProcessResult {
        try await start(arguments, environment: environment, stdin: stdin, timeout: timeout).result()
    }

    /// Starts `program arguments…` (the `weather` executable unless told otherwise) and returns at once,
    /// so a test can signal it while it runs.
    public static func start(
        _ arguments: [String], environment: [String: String], stdin: Data = Data(), timeout: Double = 60,
        program: URL = executable
    ) throws -> RunningProcess {
        try RunningProcess(
            program: program, arguments: arguments, environment: environment, stdin: stdin, timeout: timeout)
    }
}

/// A child started with `posix_spawn` and reaped with `wait4`, which reports its exit status, the
/// signal that killed it, and its peak memory (Foundation's `Process` gives neither the last nor a
/// way to tell 141 from 13).
///
/// Nothing in Swift's cooperative pool blocks: stdin, stdout and stderr are files in a private
/// folder, and `wait4` runs on a thread of its own. (Blocking Dispatch threads on pipes starved the
/// pool when many tests ran children at once.) After `timeout` seconds the child is killed, so a hang
/// fails one test instead of the suite.
public final class RunningProcess: @unchecked Sendable {
    public let pid: pid_t
    private let folder: URL
    private let started = DispatchTime.now()
    private let lock = NSLock()
    private var exit: (status: Int32, usage: rusage, at: DispatchTime)?
    private var waiter: CheckedContinuation<Void, Never>?

    init(program: URL, arguments: [String], environment: [String: String], stdin: Data, timeout: Double) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try stdin.write(to: folder.appendingPathComponent("stdin"))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, folder.appendingPathComponent("stdin").path, O_RDONLY, 0)
        for (fd, name) in [(Int32(1), "stdout"), (2, "stderr")] {
            posix_spawn_file_actions_addopen(
                &actions, fd, folder.appendingPathComponent(name).path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let failed = posix_spawn(&child, program.path, &actions, nil, argv, envp)
        guard failed == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw POSIXError(POSIXErrorCode(rawValue: failed) ?? .EINVAL)
        }
        pid = child
        Thread.detachNewThread { [self] in reap() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in signal(SIGKILL) }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Sends `number` to the child, unless it has already been reaped (its pid may be reused).
    public func signal(_ number: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if exit == nil { kill(pid, number) }
    }

    /// Waits for the child to end and collects what it wrote.
    public func result() async throws -> ProcessResult {
        await withCheckedContinuation { continuation in
            lock.lock()
            if exit == nil {
                waiter = continuation
                lock.unlock()
            } else {
                lock.unlock()
                continuation.resume()
            }
        }
        let (status, usage, ended) = lock.withLock { exit ?? (0, rusage(), started) }
        let signalled = status & 0x7f
        return ProcessResult(
            status: signalled == 0 ? (status >> 8) & 0xff : 128 + signalled,
            stdout: String(decoding: try Data(contentsOf: folder.appendingPathComponent("stdout")), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: folder.appendingPathComponent("stderr")), as: UTF8.self),
            peakResidentBytes: usage.ru_maxrss * 1024,
            seconds: Double(ended.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9)
    }

    private func reap() {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        lock.lock()
        exit = (status, usage, DispatchTime.now())
        let waiting = waiter
        waiter = nil
        lock.unlock()
        waiting?.resume()
    }
}
