/// `--completions`: the shells we write completion scripts for.
public enum Shell: String, Sendable, CaseIterable {
    case bash, zsh, fish
}
