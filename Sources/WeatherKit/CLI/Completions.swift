/// Shell completion scripts, generated from the option table so they list every flag.
enum Completions {

    private static var flags: [String] { OptionSpec.all.flatMap { [$0.short, $0.name].compactMap { $0 } } }

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
            case .widenedChoices(let choices, let flag, let more):
                let widened = "$(_weather_has \(flag) && echo \" \(more.joined(separator: " "))\")"
                values = "-W \"\(choices.joined(separator: " "))\(widened)\(orFlags)\""
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
            _weather_has() {
                local word
                for word in "${COMP_WORDS[@]}"; do [[ "$word" == "$1" ]] && return 0; done
                return 1
            }
            # The config's place names, one a line, from the config the line names (--config FILE,
            # --config=FILE as one word or, as bash splits it by default, three) if any.
            _weather_places() {
                local i config=()
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case "${COMP_WORDS[i]}" in
                        --config)
                            if [[ "${COMP_WORDS[i+1]}" == "=" ]]; then
                                config=(--config "${COMP_WORDS[i+2]}")
                            else
                                config=(--config "${COMP_WORDS[i+1]}")
                            fi ;;
                        --config=*) config=("${COMP_WORDS[i]}") ;;
                    esac
                done
                "${COMP_WORDS[0]}" "${config[@]}" --place-names 2>/dev/null
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
                    done < <(_weather_places)
                    [[ ${#COMPREPLY[@]} -gt 0 || -n "$cur" ]] && return
                fi
                COMPREPLY=($(compgen -W "$flags" -- "$cur"))
            }
            complete -F _weather weather

            """
    }

    /// zsh: the flags, each flag's values, and One Call's extra days once `--onecall` is typed.
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
                case .widenedChoices(let values, let flag, let more):
                    action =
                        "{local -a values=(\(values.joined(separator: " ")));"
                        + " (( ${words[(I)\(flag)]} )) && values+=(\(more.joined(separator: " "))); compadd -a values}"
                case .files: action = "_files"
                case .anything: action = " "
                }
                value = spec.valueIsOptional ? "::\(name):\(action)" : ":\(name):\(action)"
            }
            // `--units=`: the value in the same word (`--units=metric`) or the next, as the parser takes it.
            let option = spec.valueName == nil ? spec.name : spec.name + "="
            // A short form (`-h`) is offered too, as its own word.
            return ([option] + [spec.short].compactMap { $0 }).map { "    '\($0)[\(help)]\(value)' \\" }
        }
        // A place: the config's names (`--place-names`), from the config the line names if any.
        let places =
            "    '*:place:{local -a names config; (( ${words[(I)--config]} )) && "
            + "config=(--config ${words[${words[(I)--config]}+1]}); "
            + "names=(${(f)\"$($words[1] $config --place-names 2>/dev/null)\"}); compadd -a names}'"
        return "#compdef weather\n\n_arguments -s \\\n" + lines.joined(separator: "\n") + "\n" + places + "\n"
    }

    /// fish: a place is not a file, so nothing completes files (`-f`) but `--input` and `--config`.
    static var fish: String {
        var lines = [
            "# fish completion for weather", "complete -c weather -f",
            "# A place: the config's names (--place-names).",
            "complete -c weather -n 'not string match -q -- \"-*\" (commandline -ct)' "
                + "-a '(weather --place-names 2>/dev/null)'",
        ]
        for spec in OptionSpec.all {
            var line = "complete -c weather -l \(spec.name.dropFirst(2))"
            if let short = spec.short { line += " -s \(short.dropFirst())" }
            var widened: String?
            if spec.valueName != nil {
                line += spec.values == .files ? " -r -F" : " -r -f"
                switch spec.values {
                case .choices(let values): line += " -a '\(values.joined(separator: " "))'"
                case .widenedChoices(let values, let flag, let more):
                    line += " -a '\(values.joined(separator: " "))'"
                    widened =
                        "complete -c weather -l \(spec.name.dropFirst(2)) -n '__fish_contains_opt \(flag.dropFirst(2))'"
                        + " -r -f -a '\(more.joined(separator: " "))'"
                case .files, .anything: break
                }
            }
            let help = " -d '\(spec.help.replacing("'", with: "\\'"))'"
            lines.append(line + help)
            if let widened { lines.append(widened + help) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
