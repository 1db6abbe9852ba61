#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one door to stdout and stderr: every byte the command prints passes here, so the key is
/// redacted in one place and a failed write is noticed in one place.
///
/// - A failed write to stdout is not a success: ``finish(_:)`` says so on stderr and turns the
///   exit code into 74 (a full disk, a closed descriptor).
/// - A reader that went away (`| head -c 1`) is quiet: the process dies of SIGPIPE as usual, or,
///   where SIGPIPE is ignored, ends with 141 and nothing on stderr.
final class OutputWriter: @unchecked Sendable {
    private let streams: StandardStreams
    private let lock = Lock()
    private var secrets: [String] = []
    private var outputIsJSON = false
    private var outputError: Int32?
    private var warnedTopics: Set<String> = []

    init(streams: StandardStreams) {
        self.streams = streams
    }

    /// Keeps `secret` (an API key) out of everything written from now on.
    func redact(_ secret: String?) {
        guard let secret, !secret.isEmpty else { return }
        lock.withLock {
            // Also as JSON escapes it, should a key hold a `"` or a `\`.
            for form in [secret, JSONWriter.escaped(secret)] where !secrets.contains(form) { secrets.append(form) }
        }
    }

    /// Says that stdout carries JSON (`--json`, `--waybar`): the key is then redacted inside its
    /// strings only, so the document stays valid JSON.
    func setOutputIsJSON(_ isJSON: Bool) {
        lock.withLock { outputIsJSON = isJSON }
    }

    /// Writes `text` to stdout as it is (views end their own lines).
    func print(_ text: String) {
        let (redacted, broken) = lock.withLock { (redactedLocked(text, json: outputIsJSON), outputError != nil) }
        guard !broken, let error = streams.write(.output, redacted) else { return }
        lock.withLock { outputError = error }
    }

    /// Whether a write to stdout has failed (its reader went away): `--watch` stops then.
    var outputFailed: Bool { lock.withLock { outputError != nil } }

    /// `weather: <message>` on stderr, on one line.
    func error(_ message: String) {
        let line = lock.withLock { redactedLocked("weather: " + message.withoutControlCharacters + "\n", json: false) }
        _ = streams.write(.error, line)
    }

    /// Like ``error(_:)``, but only the first message of each `topic` in a run: a broken cache
    /// folder is worth one warning, not one per request.
    func warnOnce(_ message: String, topic: String) {
        let first = lock.withLock { warnedTopics.insert(topic).inserted }
        if first { error(message) }
    }

    /// The exit code, once everything is written: 74 when stdout failed on a run that had
    /// succeeded, 141 when its reader went away.
    func finish(_ code: ExitCode) -> ExitCode {
        guard let failure = lock.withLock({ outputError }) else { return code }
        if failure == EPIPE { return .brokenPipe }
        error("cannot write to standard output: \(String(cString: strerror(failure)))")
        return code == .success ? .ioError : code
    }

    private func redactedLocked(_ text: String, json: Bool) -> String {
        secrets.reduce(text) { json ? $0.redactingInJSONStrings($1) : $0.redacting($1) }
    }
}
