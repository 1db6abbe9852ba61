import Dispatch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `--notify`'s notifications go: `notify-send` in the real program, a recorder in tests.
public struct Notifier: Sendable {
    /// Why nothing can be sent (no notify-send on PATH), or nil.
    public var problem: @Sendable () -> String?
    /// Sends one; nil when it went, else why not (one clause, without a full stop).
    public var send: @Sendable (_ summary: String, _ body: String, _ critical: Bool) async -> String?

    public init(
        problem: @escaping @Sendable () -> String?,
        send: @escaping @Sendable (String, String, Bool) async -> String?
    ) {
        self.problem = problem
        self.send = send
    }

    /// `notify-send` from `PATH`, run directly (never through a shell), the text after `--` so
    /// that none of it is read as an option, and the body's `&`, `<` and `>` escaped, as
    /// notification servers read it as markup.
    public static func notifySend(environment: [String: String]) -> Notifier {
        // Its environment is ours without the key: it needs the session bus's address, not that.
        let secrets: Set<String> = [
            EnvironmentVariable.openWeatherMapAPIKey.rawValue, EnvironmentVariable.owmAPIKey.rawValue,
        ]
        let childEnvironment = environment.filter { !secrets.contains($0.key) }.map { "\($0.key)=\($0.value)" }
        let folders = (environment[.path] ?? "").split(separator: ":").map(String.init)
        let program = folders.map { $0 + "/notify-send" }.first { (candidate: String) in access(candidate, X_OK) == 0 }
        let busMissing = (environment[.dbusSessionBusAddress] ?? "").isEmpty
        return Notifier(
            problem: {
                program == nil
                    ? "--notify sends through notify-send, which is not on PATH: install it (libnotify-bin on "
                        + "Debian and Ubuntu, libnotify on Arch and Fedora)" : nil
            },
            send: { summary, body, critical in
                guard let program else { return "notify-send is not on PATH" }
                let arguments = [
                    program, "--app-name=weather", "--urgency=\(critical ? "critical" : "normal")", "--", summary,
                    WaybarLine.markupEscaped(body),
                ]
                let status = await run(arguments, environment: childEnvironment)
                guard status != 0 else { return nil }
                return "notify-send failed (exit status \(status))"
                    + (busMissing
                        ? ", and DBUS_SESSION_BUS_ADDRESS is not set (as under cron), so it cannot reach the "
                            + "desktop: set it as Notifications in man weather shows" : "")
            })
    }

    /// Runs `arguments` (the program first) with `environment` and waits on a Dispatch thread, not a
    /// Swift one.
    private static func run(_ arguments: [String], environment: [String]) async -> Int32 {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let argv = arguments.map { strdup($0) } + [nil]
                let envp = environment.map { strdup($0) } + [nil]
                defer { (argv + envp).forEach { free($0) } }
                var child: pid_t = 0
                guard posix_spawn(&child, arguments[0], nil, nil, argv, envp) == 0 else {
                    return continuation.resume(returning: 127)
                }
                var status: Int32 = 0
                while waitpid(child, &status, 0) < 0, errno == EINTR {}
                let exited = status & 0x7F == 0
                continuation.resume(returning: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
            }
        }
    }
}
