/// Shell completion scripts, generated from the option table so they list every flag.
enum Completions {

    private static var flags: [String] {
        OptionSpec.all.flatMap { [$0.short, $0.name, $0.opposite?.name].compactMap { $0 } }
    }

    /// bash: the flags; after a flag, its values (and, for an optional value, the flags too, so
    /// `--forecast --j<TAB>` still completes); and `--units=im<TAB>`, whether or not bash splits
    /// words at `=`. After `=` only the values: `--color=--json` is no command anyone means.
    static var bash: String {
        var cases = ""
        for spec in OptionSpec.all where spec.valueName != nil {
            let orFlags = spec.valueIsOptional ? "$orflags" : ""
            let values: String
            switch spec.values {
            case .choices(let choices):
                values = "-W \"\(choices.joined(separator: " "))\(orFlags)\""
            case .listed(let flag):
                values = "-W \"$(_weather_ask \(flag))\(orFlags)\""
            case .files: values = "-f"
            case .anything: values = spec.valueIsOptional ? "-W \"$orflags\"" : ""
            }
            var reply = values.isEmpty ? "COMPREPLY=()" : "COMPREPLY=($(compgen -P \"$prefix\" \(values) -- \"$word\"))"
            // As file names: a folder gets its `/`, and a name with a space is quoted.
            if spec.values == .files { reply = "compopt -o filenames 2>/dev/null; " + reply }
            cases += "        \(spec.name)) \(reply); return ;;\n"
        }
        return """
            # bash completion for weather
            # What weather lists with $1 (--place-names, --forecast-days), one a line, asked with the
            # line's --config, --provider (FLAG VALUE, FLAG=VALUE as one word or, as bash splits it by
            # default, three) and --onecall: they decide the config and the provider.
            _weather_ask() {
                local i args=()
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case "${COMP_WORDS[i]}" in
                        --config | --provider)
                            if [[ "${COMP_WORDS[i+1]}" == "=" ]]; then
                                args+=("${COMP_WORDS[i]}" "${COMP_WORDS[i+2]}")
                            else
                                args+=("${COMP_WORDS[i]}" "${COMP_WORDS[i+1]}")
                            fi ;;
                        --config=* | --provider=* | --onecall) args+=("${COMP_WORDS[i]}") ;;
                    esac
                done
                "${COMP_WORDS[0]}" "${args[@]}" "$1" 2>/dev/null
            }
            _weather() {
                local flags="\(flags.joined(separator: " "))"
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                # `--flag=` (one word, or three when COMP_WORDBREAKS has `=`) takes only values.
                local flag="$prev" word="$cur" prefix="" orflags=" $flags"
                if [[ "$cur" == --*=* ]]; then
                    flag="${cur%%=*}" word="${cur#*=}" prefix="${cur%%=*}=" orflags=""
                elif [[ "$cur" == "=" ]]; then
                    flag="$prev" word="" orflags=""
                elif [[ "$prev" == "=" && $COMP_CWORD -ge 2 ]]; then
                    flag="${COMP_WORDS[COMP_CWORD-2]}" orflags=""
                fi
                case "$flag" in
            \(cases)    esac
                # A switch given `=` takes nothing.
                if [[ -z "$orflags" ]]; then COMPREPLY=(); return; fi
                # A word that is not a flag is a place: the config's names that start with it, each
                # quoted for the shell (`New\\ York`, `Martha\\'s`), so it stays one word. Not
                # compgen -W, which splits and unquotes its words.
                if [[ "$cur" != -* ]]; then
                    local name
                    COMPREPLY=()
                    while IFS= read -r name; do
                        [[ -n "$name" && "$name" == "$cur"* ]] && COMPREPLY+=("$(printf '%q' "$name")")
                    done < <(_weather_ask --place-names)
                    [[ ${#COMPREPLY[@]} -gt 0 || -n "$cur" ]] && return
                fi
                COMPREPLY=($(compgen -W "$flags" -- "$cur"))
            }
            complete -F _weather weather

            """
    }

    /// zsh: the flags, each flag's values, and the days the provider in use has.
    static var zsh: String {
        let lines = OptionSpec.all.flatMap { spec -> [String] in
            // zsh ends the help at an unescaped `:` (`--chart`'s "(1-5, default 2): temperature").
            let help = spec.help.replacing("'", with: "'\\''").replacing("[", with: "\\[")
                .replacing("]", with: "\\]").replacing(":", with: "\\:")
            var value = ""
            if let name = spec.valueName {
                let action: String
                switch spec.values {
                case .choices(let values): action = "(\(values.joined(separator: " ")))"
                case .listed(let flag):
                    action = "{local -a values; values=(${(f)\"$(_weather_ask \(flag))\"}); compadd -a values}"
                case .files: action = "_files"
                case .anything: action = " "
                }
                value = spec.valueIsOptional ? "::\(name):\(action)" : ":\(name):\(action)"
            }
            // `--units=`: the value in the same word (`--units=metric`) or the next, as the parser takes it.
            let option = spec.valueName == nil ? spec.name : spec.name + "="
            // A short form (`-h`) is offered too, as its own word.
            let opposite = spec.opposite.map { ["    '\($0.name)[undo \(spec.name) set in the config]' \\"] } ?? []
            return ([option] + [spec.short].compactMap { $0 }).map { "    '\($0)[\(help)]\(value)' \\" } + opposite
        }
        // A place: the config's names (`--place-names`), from the config the line names if any.
        let places = "    '*:place:{local -a names; names=(${(f)\"$(_weather_ask --place-names)\"}); compadd -a names}'"
        // What weather lists with a flag, asked with the line's --config, --provider and --onecall.
        let ask = """
            _weather_ask() {
                local -a args; local i
                for ((i = 2; i < CURRENT; i++)); do
                    case $words[i] in
                        --config|--provider) args+=($words[i] $words[i+1]) ;;
                        --config=*|--provider=*|--onecall) args+=($words[i]) ;;
                    esac
                done
                $words[1] $args $1 2>/dev/null
            }

            """
        return "#compdef weather\n\n" + ask + "_arguments -s \\\n" + lines.joined(separator: "\n") + "\n" + places
            + "\n"
    }

    /// fish: a place is not a file, so nothing completes files (`-f`) but `--input` and `--config`.
    static var fish: String {
        var lines = [
            "# fish completion for weather", "complete -c weather -f",
            "# What weather lists with a flag, asked with the line's --config, --provider and --onecall.",
            "function __weather_ask",
            "    set -l tokens (commandline -opc)",
            "    set -l args",
            "    for i in (seq 2 (count $tokens))",
            "        switch $tokens[$i]",
            "            case --config --provider",
            "                set -l next (math $i + 1)",
            "                test $next -le (count $tokens); and set -a args $tokens[$i] $tokens[$next]",
            "            case '--config=*' '--provider=*' --onecall",
            "                set -a args $tokens[$i]",
            "        end",
            "    end",
            "    weather $args $argv 2>/dev/null",
            "end",
            "# A place: the config's names (--place-names).",
            "complete -c weather -n 'not string match -q -- \"-*\" (commandline -ct)' "
                + "-a '(__weather_ask --place-names)'",
        ]
        for spec in OptionSpec.all {
            var line = "complete -c weather -l \(spec.name.dropFirst(2))"
            if let short = spec.short { line += " -s \(short.dropFirst())" }
            if spec.valueName != nil {
                line += spec.values == .files ? " -r -F" : " -r -f"
                switch spec.values {
                case .choices(let values): line += " -a '\(values.joined(separator: " "))'"
                case .listed(let flag): line += " -a '(__weather_ask \(flag))'"
                case .files, .anything: break
                }
            }
            let help = " -d '\(spec.help.replacing("'", with: "\\'"))'"
            lines.append(line + help)
            if let opposite = spec.opposite {
                lines.append(
                    "complete -c weather -l \(opposite.name.dropFirst(2)) -d 'undo \(spec.name) set in the config'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
