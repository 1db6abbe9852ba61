import Foundation
import TestSupport
import Testing

/// `--chart` through the built binary: its width, its plain form, its conflicts, and once inside
/// a real pseudo-terminal.
@Suite struct ChartEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// The chart's lines: from its title to the end of the output.
    static func chart(_ stdout: String) -> [Substring] {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.drop { !$0.hasPrefix("Next ") }.dropLast()
    }

    @Test func itFitsColumnsAndSaysWhenTheTerminalIsTooNarrow() async throws {
        let server = try AirAndOutlookEndToEndTests.server()
        let wide = try await runner.run(["London", "--chart"], server: server, ["COLUMNS": "72"])
        #expect(wide.status == 0)
        let chart = Self.chart(wide.stdout)
        #expect(chart.count == 9, "\(wide.stdout)")
        #expect(chart.first?.hasPrefix("Next 48 h, local time (UTC): °C, mm, % chance") == true)
        #expect(chart.allSatisfy { $0.count <= 72 })
        #expect(chart.contains { $0.count == 72 })
        let narrow = try await runner.run(["London", "--chart"], server: server, ["COLUMNS": "50"])
        #expect(narrow.status == 0)
        #expect(narrow.stdout.contains("\n(the chart needs 60 columns; this terminal has 50)\n"))
    }

    /// A locale that is not UTF-8 gets the same layout in ASCII, the chart and the rest of the view
    /// (one rule for the characters, decided once). `TERM=dumb` is about escape sequences, not
    /// characters (Emacs' shell buffers are dumb and UTF-8): with a UTF-8 locale it keeps `°C` and
    /// the braille curve.
    @Test func plainTerminalsGetTheASCIIChart() async throws {
        let server = try AirAndOutlookEndToEndTests.server()
        let plain = try await runner.run(["London", "--chart"], server: server, ["LANG": "C", "COLUMNS": "80"])
        #expect(plain.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(Self.chart(plain.stdout).count == 9)
        let utf8 = try await runner.run(["London", "--chart"], server: server, ["LANG": "C.UTF-8", "COLUMNS": "80"])
        let dumb = try await runner.run(
            ["London", "--chart"], server: server, ["TERM": "dumb", "LANG": "C.UTF-8", "COLUMNS": "80"])
        #expect(Self.chart(dumb.stdout).count == 9)
        #expect(dumb.stdout.contains(" °C") && !dumb.stdout.contains(" deg"), "\(dumb.stdout)")
        #expect(dumb.stdout.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "\(dumb.stdout)")
        #expect(dumb.stdout == utf8.stdout)
        // Colour forced on by the flag stays on; `auto` is off on a dumb terminal (ColorChoiceTests).
        let forced = try await runner.run(
            ["London", "--color", "always"], server: server, ["TERM": "dumb", "LANG": "C.UTF-8"])
        #expect(forced.stdout.contains("\u{1B}["))
    }

    @Test(arguments: [
        (["--json"], "--chart draws for a terminal and cannot be combined with --json"),
        (["--format", "{temp}"], "--chart draws in the full view; drop --format or --waybar"),
    ])
    func itConflictsWithMachineOutputs(extra: [String], message: String) async throws {
        let result = try await runner.run(
            ["London", "--chart"] + extra, server: try AirAndOutlookEndToEndTests.server())
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// A bar gets its error line, and exit 0, as for any failure.
    @Test func aBarAskedForAChartShowsTheError() async throws {
        let result = try await runner.run(
            ["London", "--chart", "--waybar"], server: try AirAndOutlookEndToEndTests.server())
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""class":["error"]"#))
        #expect(result.stderr.contains("--chart draws in the full view; drop --format or --waybar"))
    }

    /// Inside a real pseudo-terminal (util-linux `script`) 72 columns wide: the width comes from
    /// the terminal itself (no COLUMNS), colour is on, and no line is longer than the screen.
    @Test func inARealTerminalNoLineIsLongerThanTheScreen() async throws {
        let script = try #require(
            ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "install util-linux's script (bsdutils) to run this test")
        let command = "stty cols 72 rows 100; exec '\(WeatherProcess.executable.path)' London --forecast --chart"
        let result = try await runner.run(
            ["-qefc", command, "/dev/null"], server: try AirAndOutlookEndToEndTests.server(),
            program: URL(fileURLWithPath: script))
        #expect(result.status == 0, "\(result.stderr)")
        let screen = TerminalCells.withoutEscapes(result.stdout).replacingOccurrences(of: "\r", with: "")
        let lines = screen.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Next 48 h") }, "\(screen)")
        #expect(lines.contains { $0.contains("Forecast by local day") })
        #expect(result.stdout.contains("\u{1B}["))  // a terminal: colour is on
        for line in lines { #expect(TerminalCells.count(line) <= 72, "\(TerminalCells.count(line)): \(line)") }
    }
}
