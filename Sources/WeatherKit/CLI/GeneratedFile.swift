/// `--generate`: the files `weather` writes about itself, for packagers and installers.
public enum GeneratedFile: String, Sendable, CaseIterable {
    /// `weather.1`, the man page.
    case man
    case bash, zsh, fish

    /// The shells, for `--completions`, which takes only those.
    static var shells: [GeneratedFile] { [.bash, .zsh, .fish] }

    /// What `--generate` prints.
    var contents: String {
        switch self {
        case .man: ManPage.roff
        case .bash: Completions.bash
        case .zsh: Completions.zsh
        case .fish: Completions.fish
        }
    }
}
