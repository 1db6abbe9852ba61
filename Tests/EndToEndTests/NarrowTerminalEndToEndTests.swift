import Foundation
import TestSupport
import Testing

/// The built binary in a 40-column terminal (a narrow tmux pane): from `COLUMNS`, and once from a
/// real pseudo-terminal's own width. No line is wider than the screen, and a line too long is
/// broken between words (`UTC+1)` stays whole), so the terminal never has to wrap it.
@Suite struct NarrowTerminalEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    @Test(arguments: [["London"], ["London", "--forecast"], ["London", "--hourly"], ["London", "--air", "--chart"]])
    func everyLineFitsFortyColumns(arguments: [String]) async throws {
        let result = try await runner.run(
            arguments, server: try AirAndOutlookEndToEndTests.server(), ["COLUMNS": "40"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(TerminalCells.overflowing(result.stdout, width: 40) == [], "\(result.stdout)")
        #expect(result.stdout.contains("\n  Sunrise      04:37 UTC\n               (05:37 local, UTC+1)\n"))
    }

    @Test func theForecastTitleKeepsItsUnits() async throws {
        let server = try AirAndOutlookEndToEndTests.server()
        let daily = try await runner.run(["London", "--forecast"], server: server, ["COLUMNS": "40"])
        #expect(daily.stdout.contains("\nForecast by local day (UTC): °C, mm\n"), "\(daily.stdout)")
        let hourly = try await runner.run(["London", "--hourly"], server: server, ["COLUMNS": "40"])
        #expect(hourly.stdout.contains("\nEvery 3 h (UTC): °C, mm\n"), "\(hourly.stdout)")
        // The wind's columns gave way, so its unit is not named.
        #expect(hourly.stdout.contains("  Time       Temp  Weather  Chance  Rain\n"), "\(hourly.stdout)")
    }

    /// Inside a real pseudo-terminal (util-linux `script`) 40 columns wide, with no COLUMNS: the
    /// width comes from the terminal, and what the terminal shows has no line longer than it.
    @Test func inARealFortyColumnTerminal() async throws {
        let script = try #require(
            ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "install util-linux's script (bsdutils) to run this test")
        let command =
            "stty cols 40 rows 100; exec '\(WeatherProcess.executable.path)' London --forecast --local-time --chart"
        let result = try await runner.run(
            ["-qefc", command, "/dev/null"], server: try AirAndOutlookEndToEndTests.server(),
            program: URL(fileURLWithPath: script))
        #expect(result.status == 0, "\(result.stderr)")
        let screen = result.stdout.replacingOccurrences(of: "\r", with: "")
        #expect(screen.contains("Forecast by local day"), "\(screen)")
        #expect(TerminalCells.overflowing(screen, width: 40) == [], "\(screen)")
        #expect(TerminalCells.withoutEscapes(screen).contains("\n               (04:37 UTC)\n"), "\(screen)")
    }
}
