import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// Used by the end-to-end tests and, compiled on its own, by Tests/Benchmarks/run.

/// What a run of the built `weather` executable produced.
public struct ProcessResult: Sendable {
    /// The exit status as a shell reports it: the exit code, or 128 + the signal that ended it
    /// (130 for SIGINT, 141 for SIGPIPE).
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// The child's peak resident set size (`ru_maxrss`), in bytes. Linux counts in it the peak of
    /// the parent that spawned it, so it is the child's own only when the child was started through
    /// `peak-rss` (`WeatherProcess.start(…, measuringMemory: true)`) or by a process smaller than it.
    public var peakResidentBytes: Int
    /// Wall time from spawn to exit, in seconds.
    public var seconds: Double
    /// CPU time the child used, user and system together (`wait4`'s `rusage`), in seconds.
    public var cpuSeconds: Double = 0

    /// What an upper bound on ``seconds`` allows beyond the time a run should take: on a machine
    /// busy with the whole suite and a build beside it, starting a process and scheduling it can
    /// take seconds. A test that bounds a run by "what it should take + slack" must make the wait
    /// it guards against (a deadline missed, a pause a server asked for) longer than that.
    public static let busyMachineSlack = 10.0
}

/// A child started with `posix_spawn` and reaped with `wait4`, which reports its exit status, the
/// signal that killed it, and its peak memory (Foundation's `Process` gives neither the last nor a
/// way to tell 141 from 13).
///
/// Nothing in Swift's cooperative pool blocks: stdin, stdout and stderr are files in a private
/// folder, and `wait4` runs on a thread of its own. (Blocking Dispatch threads on pipes starved the
/// pool when many tests ran children at once.) After `timeout` seconds the child is killed, so a hang
/// fails one test instead of the suite.
///
/// The private folder goes as soon as ``result()`` has read it, or, for a child nobody waits for,
/// when the object goes (the reaper holds it until the child has ended): nothing stays in the
/// temporary folder.
public final class RunningProcess: @unchecked Sendable {
    public let pid: pid_t
    private let folder: URL
    private let started: DispatchTime
    private let lock = NSLock()
    private var exit: (status: Int32, usage: rusage, at: DispatchTime)?
    private var waiter: CheckedContinuation<Void, Never>?
    /// What ``result()`` read, kept because the files it came from are gone.
    private var collected: ProcessResult?

    /// The file where `peak-rss` writes the child's own peak, when it is the go-between.
    private let peakFile: URL?

    /// - Parameter probe: the `peak-rss` executable; when given, it runs `program` and reports its peak.
    init(
        program: URL, arguments: [String], environment: [String: String], stdin: Data, timeout: Double,
        probe: URL? = nil
    ) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-run-\(UUID().uuidString)")
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            try stdin.write(to: folder.appendingPathComponent("stdin"))
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, folder.appendingPathComponent("stdin").path, O_RDONLY, 0)
        for (fd, name) in [(Int32(1), "stdout"), (2, "stderr")] {
            posix_spawn_file_actions_addopen(
                &actions, fd, folder.appendingPathComponent(name).path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        let peakFile = probe == nil ? nil : folder.appendingPathComponent("peak-rss")
        self.peakFile = peakFile
        var command = [program.path]
        if let probe, let peakFile { command = [probe.path, peakFile.path, program.path] }
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // The child starts as from a login shell, whatever this process was started with: the
        // signals the tests send at their default action and none blocked. A runner started as a
        // background job may ignore SIGINT, and `weather` keeps a signal its parent ignored
        // ignored, as a program run under nohup should.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGPIPE] { sigaddset(&defaults, number) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var child: pid_t = 0
        var began = DispatchTime.now()
        var failed = posix_spawn(&child, command[0], &actions, &attributes, argv, envp)
        // An executable copied without O_CLOEXEC can be "text file busy" for a moment: a child
        // spawned meanwhile by another test inherited the copy's write descriptor. Wait it out,
        // for as long as a busy machine may take to let go of it, and time the run from its start.
        let giveUp = began + .seconds(30)
        while failed == ETXTBSY, DispatchTime.now() < giveUp {
            usleep(20_000)
            began = DispatchTime.now()
            failed = posix_spawn(&child, command[0], &actions, &attributes, argv, envp)
        }
        started = began
        guard failed == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw POSIXError(POSIXErrorCode(rawValue: failed) ?? .EINVAL)
        }
        pid = child
        // The reaper keeps the object alive while the child runs; the timer must not keep it any
        // longer, or the folder (removed in deinit at the latest) would outlive the test run.
        Thread.detachNewThread { [self] in reap() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in self?.signal(SIGKILL) }
    }

    /// A fallback for a child whose ``result()`` nobody asked for (a server killed in a deinit).
    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Whether the child has ended and been reaped.
    public var hasEnded: Bool { lock.withLock { exit != nil } }

    /// Kills the child and removes its folder now: for a child whose output nobody will read (a
    /// server stopped in a deinit), so the folder does not wait for the reaper to let go.
    public func discard() {
        signal(SIGKILL)
        try? FileManager.default.removeItem(at: folder)
    }

    /// What the child has written to stdout so far (for a child that keeps running: `--watch`).
    public var stdoutSoFar: String {
        (try? String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
    }

    /// Sends `number` to the child, unless it has already been reaped (its pid may be reused).
    public func signal(_ number: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if exit == nil { kill(pid, number) }
    }

    /// Waits for the child to end, collects what it wrote and removes its folder. Asking again
    /// gives the same result.
    public func result() async throws -> ProcessResult {
        if let collected = lock.withLock({ collected }) { return collected }
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
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = ProcessResult(
            status: signalled == 0 ? (status >> 8) & 0xff : 128 + signalled,
            stdout: String(decoding: try Data(contentsOf: folder.appendingPathComponent("stdout")), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: folder.appendingPathComponent("stderr")), as: UTF8.self),
            peakResidentBytes: (peakFile.flatMap(Self.kibibytes) ?? usage.ru_maxrss) * 1024,
            seconds: Double(ended.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9,
            cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6)
        lock.withLock { collected = result }
        return result
    }

    private static func kibibytes(in file: URL) -> Int? {
        (try? String(contentsOf: file, encoding: .utf8)).flatMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
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
