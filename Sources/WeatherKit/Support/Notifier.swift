import Dispatch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `--notify`'s notifications go: `notify-send` in the real program, a recorder in tests.
/// It answers with values; `Formatting/Notices.swift` words them.
public struct Notifier: Sendable {
    /// Whether anything can be sent: false when notify-send is not on PATH.
    public var isInstalled: @Sendable () -> Bool
    /// Sends one; nil when it went, else how it failed.
    public var send: @Sendable (_ summary: String, _ body: String, _ critical: Bool) async -> SendFailure?

    /// A send that did not go: notify-send's exit status, and whether the session bus's address
    /// was missing from the environment (as under cron), the likely cause.
    public struct SendFailure: Sendable, Equatable {
        public var status: Int32
        public var busMissing: Bool

        public init(status: Int32, busMissing: Bool) {
            self.status = status
            self.busMissing = busMissing
        }
    }

    public init(
        isInstalled: @escaping @Sendable () -> Bool,
        send: @escaping @Sendable (String, String, Bool) async -> SendFailure?
    ) {
        self.isInstalled = isInstalled
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
            isInstalled: { program != nil },
            send: { summary, body, critical in
                guard let program else { return SendFailure(status: 127, busMissing: busMissing) }
                let arguments = [
                    program, "--app-name=weather", "--urgency=\(critical ? "critical" : "normal")", "--", summary,
                    body.markupEscaped,
                ]
                let status = await run(arguments, environment: childEnvironment)
                return status == 0 ? nil : SendFailure(status: status, busMissing: busMissing)
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
