import Foundation
import TestSupport
import Testing

/// The shell completions, through the built binary.
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
}
