/// `--color`: whether the human view may use ANSI colour.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never

    /// What `ls`, `grep`, `git` and people say for each: `--color sometimes` is a slip for `auto`,
    /// not a town to look up.
    static let otherWords: [String: String] = [
        "yes": "always", "on": "always", "true": "always", "force": "always", "1": "always", "enable": "always",
        "no": "never", "off": "never", "false": "never", "none": "never", "0": "never", "disable": "never",
        "tty": "auto", "if-tty": "auto", "sometimes": "auto", "default": "auto",
    ]

    /// Auto means: stdout is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    public func enabled(environment: [String: String], standardOutputIsTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto:
            standardOutputIsTerminal && (environment[.noColor] ?? "").isEmpty && environment[.term] != "dumb"
        }
    }
}
