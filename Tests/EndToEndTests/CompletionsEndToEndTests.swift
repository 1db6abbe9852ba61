import Foundation
import TestSupport
import Testing

/// The shell completions, through the built binary, and each script loaded into its real shell.
@Suite struct CompletionsEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    func run(_ arguments: [String]) async throws -> ProcessResult { try await runner.run(arguments) }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsListEveryFlag(shell: String) async throws {
        let result = try await run(["--completions", shell])
        #expect(result.status == 0)
        let help = try await run(["--help"])
        let flags = help.stdout.split(whereSeparator: { " ,\n()".contains($0) }).filter {
            $0.hasPrefix("--") && $0.count > 2
        }
        #expect(!flags.isEmpty)
        for flag in Set(flags) {
            let name = shell == "fish" ? "-l \(flag.dropFirst(2)) " : String(flag)
            #expect(result.stdout.contains(name), "\(shell) lacks \(flag)")
        }
    }

    // MARK: - In the shells

    /// A shell's path, if it is installed (bash always is; CI installs zsh and fish).
    static func shell(_ name: String) -> URL? {
        ["/usr/bin/", "/bin/"].map { URL(fileURLWithPath: $0 + name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// `--chart`'s days, whatever the provider.
    static let days = ["1", "2", "3", "4", "5"]
    /// `--forecast`'s with OpenWeatherMap's free forecast (a key is in every run's environment), with
    /// One Call, and with Open-Meteo.
    static let freeDays = ["all"] + days
    static let oneCallDays = freeDays + ["6", "7", "8"]
    static let openMeteoDays = oneCallDays + (9...16).map(String.init)
    static let openMeteo = ["--provider", "open-meteo"]
    static let colors = ["auto", "always", "never"]

    /// What the shell offers for a line, sorted, run in a folder that holds one file, `saved.json`.
    /// - Parameter words: for bash, the words as bash splits them (`=` is a word of its own when
    ///   COMP_WORDBREAKS has it, as it does by default); the last is the one being completed.
    /// - Parameter withKey: whether the environment holds a key (``WeatherRunner/key``), as it does
    ///   for every run unless a test says otherwise.
    func complete(_ shell: String, _ words: [String], withKey: Bool = true) async throws -> [String] {
        let folder = runner.sandbox.home.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("saved.json"))
        let weather = WeatherProcess.executable.path
        let arguments: [String]
        var program = try #require(Self.shell(shell), "\(shell) is not installed")
        switch shell {
        case "bash":
            let script = """
                cd "$1" && source <("$0" --generate bash) && shift && COMP_WORDS=(weather "$@")
                COMP_CWORD=$#; _weather
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            arguments = ["-c", script, weather, folder.path] + words
        case "fish":
            let script = """
                cd $argv[1]; and $argv[2] --generate fish | source
                # `string replace` fails when nothing had a description.
                complete -C "$argv[3]" | string replace -r '\\t.*' ''; true
                """
            arguments = ["--no-config", "-c", script, folder.path, weather, "weather " + words.joined(separator: " ")]
        default:
            // zsh completes only inside its line editor: a pseudo-terminal (zpty) types the line and
            // a tab, and `compadd` reports what it was given.
            let functions = runner.sandbox.home.appendingPathComponent("zsh-functions")
            try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
            let script = try await run(["--generate", "zsh"])
            try Data(script.stdout.utf8).write(to: functions.appendingPathComponent("_weather"))
            let driver = functions.appendingPathComponent("complete.zsh")
            try Data(Self.zshDriver.utf8).write(to: driver)
            arguments = [
                "30", program.path, "-f", driver.path, functions.path, folder.path,
                "weather " + words.joined(separator: " "),
            ]
            program = URL(fileURLWithPath: "/usr/bin/timeout")
        }
        // `weather` on PATH, as an installed one is: the scripts ask it for the config's place names.
        let path = WeatherProcess.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let result = try await runner.run(arguments, ["PATH": path], withKey: withKey, program: program)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init).sorted()
    }

    /// `zsh -f complete.zsh FUNCTIONS FOLDER LINE`: prints each match zsh's completion adds after LINE.
    /// The tab runs a widget that says when completion is over, and the driver waits for that
    /// before it types more: on a busy machine the next line could otherwise overtake it.
    static let zshDriver = #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "PS1=''; cd ${(q)2}; fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
        zpty -w z 'done-complete() { zle complete-word; zle -M "COMPLETION""-DONE" }; zle -N done-complete'
        zpty -w z "bindkey '^I' done-complete"
        zpty -w z 'compadd() { local -a hits; builtin compadd -O hits "$@"; print -l -r -- ">>"${^hits}; builtin compadd "$@" }'
        zpty -w z "print SETUP-''DONE"
        zpty -r z line '*SETUP-DONE*'
        zpty -w -n z "$3"$'\t'
        zpty -r z typed '*COMPLETION-DONE*'
        zpty -w z $'\C-u'"print END-''OF-IT"
        zpty -r z out '*END-OF-IT*'
        print -r -- "$typed$out" | tr -d '\r' | grep -a -o '>>[^[:space:][:cntrl:]]*' | sed 's/^>>//' | sort -u
        zpty -d z
        """#

    /// bash: after `--flag=` only the flag's values, in either way bash splits the word; after
    /// `--flag ` an optional value's flags too; the days of the provider in use (Open-Meteo's 16
    /// without a key, OpenWeatherMap's 5, One Call's 8 once `--onecall` is on the line), and `all`.
    @Test(arguments: [
        (["--color", "=", ""], colors), (["--color", "="], colors), (["--color", "=", "a"], ["auto", "always"]),
        (["--units", "=", ""], ["metric", "imperial", "standard"]),
        (["--units", ""], ["metric", "imperial", "standard"]),
        (["--clock", "=", ""], ["24", "12"]), (openMeteo + ["--forecast", "=", ""], openMeteoDays),
        (["--forecast", "=", ""], freeDays), (["--provider", "=", "open-meteo", "--hourly", "=", ""], openMeteoDays),
        (["--onecall", "--forecast", "=", ""], oneCallDays), (["--onecall", "--hourly", "="], oneCallDays),
        (["--chart", "=", ""], days), (["--onecall", "--chart", "=", ""], days),
        (["--input", "=", ""], ["saved.json"]), (["--config", ""], ["saved.json"]),
        (["--lat", "=", ""], []), (["--json", "=", ""], []), (["--onecall", "=", ""], []),
    ])
    func bashOffersAFlagsValues(words: [String], expected: [String]) async throws {
        #expect(try await complete("bash", words) == expected.sorted())
    }

    /// With `=` not in COMP_WORDBREAKS (a user's choice), `--color=` is one word and the values
    /// keep its prefix.
    @Test(arguments: [
        ("--color=", colors.map { "--color=" + $0 }), ("--forecast=4", ["--forecast=4"]), ("--json=", []),
    ])
    func bashOffersValuesInOneWord(word: String, expected: [String]) async throws {
        #expect(try await complete("bash", [word]) == expected.sorted())
    }

    /// An optional value (`--forecast`, `--color`) may be left out: the flags are offered as well.
    @Test func bashOffersAnOptionalValueAndTheFlags() async throws {
        let offered = try await complete("bash", ["--onecall", "--forecast", ""])
        #expect(Set(Self.oneCallDays + ["--json", "--color"]).isSubset(of: offered))
    }

    /// Every flag `--help` lists, given `=`, is offered no flag.
    @Test func bashOffersNoFlagAfterAnyFlagsEquals() async throws {
        let help = try await run(["--help"])
        let flags = Set(help.stdout.split(whereSeparator: { " ,\n()".contains($0) }).filter { $0.hasPrefix("--") })
        #expect(flags.count > 20)
        for flag in flags {
            let offered = try await complete("bash", [String(flag), "=", ""])
            #expect(!offered.contains { $0.hasPrefix("-") }, "\(flag)= offers \(offered)")
        }
    }

    /// fish: a place is not a file; `--input` and `--config` take one.
    @Test(
        .enabled(if: shell("fish") != nil, "fish is not installed"),
        arguments: [
            ([""], []), (["London", ""], []), (["--input", ""], ["saved.json"]),
            (["--config=s"], ["--config=saved.json"]),
            (["--provider=open-meteo", "--forecast", ""], openMeteoDays),
            (["--onecall", "--forecast", ""], oneCallDays),
            (["--hourly", ""], freeDays), (["--onecall", "--hourly=6"], ["--hourly=6"]),
            (["--onecall", "--chart", ""], days),
            (["--color="], colors.map { "--color=" + $0 }),
        ])
    func fishOffers(words: [String], expected: [String]) async throws {
        #expect(try await complete("fish", words) == expected.sorted())
    }

    /// zsh: values after `--flag ` and `--flag=`, and One Call's days with `--onecall`.
    @Test(
        .enabled(if: shell("zsh") != nil, "zsh is not installed"),
        arguments: [
            (["--provider=open-meteo", "--forecast", ""], openMeteoDays),
            (["--onecall", "--forecast", ""], oneCallDays),
            (["--hourly="], freeDays), (["--provider", "open-meteo", "--onecall", "--hourly="], openMeteoDays),
            (["--chart", ""], days), (["--onecall", "--chart="], days),
            (["--color="], colors), (["--units=i"], ["imperial"]), (["--input", ""], ["saved.json"]),
            (["--config="], ["saved.json"]),
        ])
    func zshOffers(words: [String], expected: [String]) async throws {
        #expect(try await complete("zsh", words) == expected.sorted())
    }

    /// `weather <TAB>` offers the config's place names in every shell (from the config the line
    /// names with `--config`, in bash and zsh), and `--place-names` prints them alone.
    @Test(arguments: ["bash", "zsh", "fish"].filter { shell($0) != nil })
    func aPlaceCompletesFromTheConfigsNames(shell: String) async throws {
        try runner.sandbox.writeConfig(#"{"places": {"home": "51.5,-0.1", "hut": "46.5,7.9", "work": "Paris,FR"}}"#)
        let listed = try await run(["--place-names"])
        #expect(listed.status == 0 && listed.stdout == "home\nhut\nwork\n" && listed.stderr == "")
        #expect(try await complete(shell, [""]) == ["home", "hut", "work"])
        #expect(try await complete(shell, ["h"]) == ["home", "hut"])
        #expect(try await complete(shell, ["--json", "w"]) == ["work"])
        let other = try runner.sandbox.writeConfig(#"{"places": {"cabin": "61,10"}}"#, relativePath: "alt.json")
        #expect(try await complete(shell, ["--config", other.path, ""]) == ["cabin"])
    }

    /// `--forecast <TAB>` offers the days of the provider the config file chooses (a key there means
    /// OpenWeatherMap; its `onecall` One Call's 8 days; no key at all Open-Meteo's 16), as
    /// `--forecast-days` lists them.
    @Test(arguments: ["bash", "zsh", "fish"].filter { shell($0) != nil })
    func theDaysFollowTheConfigsProvider(shell: String) async throws {
        let key = "0123456789abcdef0123456789abcdee"
        // Readable by its owner alone, or weather warns that others can read the key.
        let owned = [FileAttributeKey.posixPermissions: 0o600]
        let config = try runner.sandbox.writeConfig(#"{"api_key": "\#(key)"}"#)
        try FileManager.default.setAttributes(owned, ofItemAtPath: config.path)
        let listed = try await runner.run(["--forecast-days"], withKey: false)
        #expect(listed.status == 0 && listed.stdout == "all\n1\n2\n3\n4\n5\n" && listed.stderr == "")
        let days = { (words: [String]) in
            try await complete(shell, words, withKey: false).filter { !$0.hasPrefix("-") }
        }
        #expect(try await days(["--forecast", ""]) == Self.freeDays.sorted())
        let keyless = try runner.sandbox.writeConfig("{}", relativePath: ".config/weather/keyless.json")
        #expect(try await days(["--config", keyless.path, "--forecast", ""]) == Self.openMeteoDays.sorted())
        let oneCall = try runner.sandbox.writeConfig(
            #"{"api_key": "\#(key)", "onecall": true}"#, relativePath: ".config/weather/onecall.json")
        try FileManager.default.setAttributes(owned, ofItemAtPath: oneCall.path)
        #expect(try await days(["--config", oneCall.path, "--hourly", ""]) == Self.oneCallDays.sorted())
    }

    /// bash: a name with a space or a quote is offered quoted for the shell, as one word; and
    /// `--config=FILE`, split by bash into three words, names the config.
    @Test func bashQuotesANameAndReadsConfigEqualsFile() async throws {
        try runner.sandbox.writeConfig(#"{"places": {"New York": "40.7,-74", "Martha's": "41.4,-70.6"}}"#)
        #expect(try await complete("bash", ["N"]) == ["New\\ York"])
        #expect(try await complete("bash", ["M"]) == ["Martha\\'s"])
        let other = try runner.sandbox.writeConfig(#"{"places": {"cabin": "61,10"}}"#, relativePath: "alt.json")
        #expect(try await complete("bash", ["--config", "=", other.path, ""]) == ["cabin"])
    }

    /// With no config, or one with no names, there is nothing to offer, and nothing on stderr.
    @Test func placeNamesIsSilentWithoutNames() async throws {
        let none = try await run(["--place-names"])
        #expect(none.status == 0 && none.stdout == "" && none.stderr == "")
        try runner.sandbox.writeConfig(#"{"places": ["London", "51.5,-0.1"]}"#)
        let list = try await run(["--place-names", "--json"])
        #expect(list.status == 0 && list.stdout == "[]\n" && list.stderr == "")
    }

    /// `-` offers the short help beside the long flags.
    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed"))
    func zshOffersTheShortHelp() async throws {
        let offered = try await complete("zsh", ["-"])
        #expect(offered.contains("-h") && offered.contains("--help"), "\(offered)")
    }
}
