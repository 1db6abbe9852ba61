/// Shell completion scripts, generated from the option table so they list every flag.
enum Completions {
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// The values a flag takes, when they are a fixed list.
    private static func choices(_ spec: OptionSpec) -> [String]? {
        switch spec.name {
        case "--units": Units.allCases.map(\.rawValue)
        case "--color": ColorChoice.allCases.map(\.rawValue)
        case "--completions": Shell.allCases.map(\.rawValue)
        case "--forecast", "--hourly": ["1", "2", "3", "4", "5"]
        default: nil
        }
    }

    private static var flags: [String] { OptionSpec.all.flatMap { [$0.short, $0.name].compactMap { $0 } } }

    private static var bash: String {
        var cases = ""
        for spec in OptionSpec.all where spec.valueName != nil {
            let words: String
            if let values = choices(spec) {
                words = "COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\"))"
            } else if spec.name == "--input" || spec.name == "--config" {
                words = "COMPREPLY=($(compgen -f -- \"$cur\"))"
            } else {
                words = "COMPREPLY=()"
            }
            cases += "        \(spec.name)) \(words); return ;;\n"
        }
        return """
            # bash completion for weather
            _weather() {
                local cur prev
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in
            \(cases)    esac
                COMPREPLY=($(compgen -W "\(flags.joined(separator: " "))" -- "$cur"))
            }
            complete -F _weather weather

            """
    }

    private static var zsh: String {
        let lines = OptionSpec.all.map { spec -> String in
            let help = spec.help.replacing("'", with: "'\\''").replacing("[", with: "\\[")
                .replacing("]", with: "\\]")
            var value = ""
            if let name = spec.valueName {
                let action: String
                if let values = choices(spec) {
                    action = "(\(values.joined(separator: " ")))"
                } else if spec.name == "--input" || spec.name == "--config" {
                    action = "_files"
                } else {
                    action = " "
                }
                value = spec.valueIsOptional ? "::\(name):\(action)" : ":\(name):\(action)"
            }
            return "    '\(spec.name)[\(help)]\(value)' \\"
        }
        return "#compdef weather\n\n_arguments -s \\\n" + lines.joined(separator: "\n") + "\n    '*:place: '\n"
    }

    private static var fish: String {
        var lines = ["# fish completion for weather"]
        for spec in OptionSpec.all {
            var line = "complete -c weather -l \(spec.name.dropFirst(2))"
            if let short = spec.short { line += " -s \(short.dropFirst())" }
            if spec.valueName != nil {
                line += spec.name == "--input" || spec.name == "--config" ? " -r -F" : " -r -f"
                if let values = choices(spec) { line += " -a '\(values.joined(separator: " "))'" }
            }
            line += " -d '\(spec.help.replacing("'", with: "\\'"))'"
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
