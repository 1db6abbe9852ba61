import Foundation
import TestSupport
import Testing

/// What the binary says about itself, and what only the release build can do. CI runs the whole
/// end-to-end suite a second time against the release build (`WEATHER_BIN=.build/dist/weather`).
@Suite struct ReleaseEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// What the man page says of `--help`'s length is what `weather --help` prints at 80 columns
    /// (it once said "about 110" of 126 lines).
    @Test func theManPageGivesHelpsLength() async throws {
        let help = try await runner.run(["--help"], ["COLUMNS": "80"])
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines > 50)
        let man = try await runner.run(["--generate", "man"])
        #expect(man.stdout.contains("every option and variable, in \(lines) lines at 80 columns"), "\(lines)")
    }

    @Test func theManPageAndEveryCompletionComeFromTheBinary() async throws {
        let man = try await runner.run(["--generate", "man"])
        #expect(man.status == 0 && man.stdout.hasPrefix(".TH WEATHER 1 "))
        for shell in ["bash", "zsh", "fish"] {
            let script = try await runner.run(["--generate", shell])
            #expect(script.status == 0 && script.stdout.contains("--forecast"), "\(shell)")
            #expect(try await runner.run(["--completions", shell]).stdout == script.stdout, "the alias")
        }
    }

    /// `weather --for<TAB>` in bash.
    @Test func bashCompletesAFlagFromItsStart() async throws {
        let script =
            #"source <("$0" --generate bash); COMP_WORDS=(weather --for); COMP_CWORD=1; _weather; echo "${COMPREPLY[*]}""#
        let result = try await runner.run(
            ["-c", script, WeatherProcess.executable.path], program: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.stdout == "--forecast-days --forecast --format\n")
    }

    // MARK: the README's uninstall recipes

    /// The README's `sh` blocks under "Uninstall": the tarball's, then the one for a build from source.
    static func uninstallRecipes() throws -> [String] {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let section =
            try #require(readme.components(separatedBy: "### Uninstall").dropFirst().first)
            .components(separatedBy: "\n### ").first ?? ""
        return section.components(separatedBy: "```sh\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
    }

    /// What a user had in ~/.local before: kept, whatever the recipe removes.
    static let theUsersOwn = [".local/bin/other-tool", ".local/share/applications/other.desktop"]

    /// The seven files the steps from source install, under ~/.local (the tarball adds FILES).
    static let installed = [
        "bin/weather", "share/man/man1/weather.1", "share/bash-completion/completions/weather",
        "share/zsh/site-functions/_weather", "share/fish/vendor_completions.d/weather.fish",
        "share/doc/weather/README.md", "share/doc/weather/config.example.json",
    ]

    func write(_ paths: [String], under folder: URL) throws {
        for path in paths {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
    }

    /// Each recipe, run as written, removes what was installed and the folders that end up empty,
    /// and nothing else: the user's own files and their folders stay, and so does ~/.local.
    @Test(arguments: [0, 1])
    func theUninstallRecipesLeaveNoFolderBehind(recipe: Int) async throws {
        let recipes = try Self.uninstallRecipes()
        try #require(recipes.count == 2, "\(recipes)")
        let home = runner.sandbox.home
        let local = home.appendingPathComponent(".local")
        try write(Self.theUsersOwn, under: home)
        try write(Self.installed, under: local)
        try write([".cache/weather/answer", ".config/weather/config.json"], under: home)
        if recipe == 0 {
            // The list the tarball installs: every file, itself included, and every folder with a `/`.
            let folders = Set(
                (Self.installed + ["share/doc/weather/FILES"]).flatMap { path in
                    let parts = path.split(separator: "/").dropLast()
                    return parts.indices.map { parts[...$0].joined(separator: "/") + "/" }
                })
            let list = (Self.installed + ["share/doc/weather/FILES"] + folders).sorted().joined(separator: "\n")
            try Data((list + "\n").utf8).write(to: local.appendingPathComponent("share/doc/weather/FILES"))
        }
        let result = try await runner.run(
            ["-e", "-c", recipes[recipe]], program: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        // The tarball's recipe also removes the cache and the config, as it says.
        let kept = recipe == 0 ? [] : [".cache/weather/answer", ".config/weather/config.json"]
        #expect(runner.filesInHome() == (Self.theUsersOwn + kept).sorted())
        let left = runner.pathsInHome().filter { $0.hasPrefix(".local") }
        #expect(
            left == [
                ".local", ".local/bin", ".local/bin/other-tool", ".local/share", ".local/share/applications",
                ".local/share/applications/other.desktop",
            ], "\(left)")
    }
}
