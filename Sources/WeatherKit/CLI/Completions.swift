/// Shell completion scripts, generated from the option table so they list every flag.
enum Completions {

    private static var flags: [String] { OptionSpec.all.flatMap { [$0.short, $0.name].compactMap { $0 } } }

    /// bash: the flags; after a flag, its values (and, for an optional value, the flags too, so
    /// `--forecast --j<TAB>` still completes); and `--units=im<TAB>`, whether or not bash splits
    /// words at `=`.
    static var bash: String {
        var cases = ""
        for spec in OptionSpec.all where spec.valueName != nil {
            let values: String
            switch spec.values {
            case .choices(let choices):
                values = "-W \"\(choices.joined(separator: " "))\(spec.valueIsOptional ? " $flags" : "")\""
            case .files: values = "-f"
            case .anything: values = spec.valueIsOptional ? "-W \"$flags\"" : ""
            }
            let reply = values.isEmpty ? "COMPREPLY=()" : "COMPREPLY=($(compgen -P \"$prefix\" \(values) -- \"$word\"))"
            cases += "        \(spec.name)) \(reply); return ;;\n"
        }
        return """
            # bash completion for weather
            _weather() {
                local flags="\(flags.joined(separator: " "))"
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local flag="$prev" word="$cur" prefix=""
                if [[ "$cur" == --*=* ]]; then
                    flag="${cur%%=*}" word="${cur#*=}" prefix="${cur%%=*}="
                elif [[ "$cur" == "=" ]]; then
                    flag="$prev" word=""
                elif [[ "$prev" == "=" && $COMP_CWORD -ge 2 ]]; then
                    flag="${COMP_WORDS[COMP_CWORD-2]}"
                fi
                case "$flag" in
            \(cases)    esac
                COMPREPLY=($(compgen -W "$flags" -- "$cur"))
            }
            complete -F _weather weather

            """
    }

    static var zsh: String {
        let lines = OptionSpec.all.map { spec -> String in
            let help = spec.help.replacing("'", with: "'\\''").replacing("[", with: "\\[")
                .replacing("]", with: "\\]")
            var value = ""
            if let name = spec.valueName {
                let action: String
                switch spec.values {
                case .choices(let values): action = "(\(values.joined(separator: " ")))"
                case .files: action = "_files"
                case .anything: action = " "
                }
                value = spec.valueIsOptional ? "::\(name):\(action)" : ":\(name):\(action)"
            }
            return "    '\(spec.name)[\(help)]\(value)' \\"
        }
        return "#compdef weather\n\n_arguments -s \\\n" + lines.joined(separator: "\n") + "\n    '*:place: '\n"
    }

    static var fish: String {
        var lines = ["# fish completion for weather"]
        for spec in OptionSpec.all {
            var line = "complete -c weather -l \(spec.name.dropFirst(2))"
            if let short = spec.short { line += " -s \(short.dropFirst())" }
            if spec.valueName != nil {
                line += spec.values == .files ? " -r -F" : " -r -f"
                if case .choices(let values) = spec.values { line += " -a '\(values.joined(separator: " "))'" }
            }
            line += " -d '\(spec.help.replacing("'", with: "\\'"))'"
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
