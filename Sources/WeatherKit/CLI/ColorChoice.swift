/// `--color`: whether the human view may use ANSI colour.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never

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
