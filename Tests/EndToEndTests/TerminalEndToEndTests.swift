import Foundation
import TestSupport
import Testing

/// What reaches a terminal, through the built binary: colour only when asked or on a terminal, and
/// only ASCII in a plain locale.
@Suite struct TerminalEndToEndTests: LondonSuite {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    @Test func colourOnlyWhenAskedOrOnATerminal() async throws {
        let server = try LoopbackServer(always: Self.fixture())
        let always = try await run(Self.place + ["--color", "always"], server: server)
        #expect(always.stdout.hasPrefix("\u{1B}[1mLondon, GB\u{1B}[0m\n"))
        // 8.7 °C is mild, in the terminal's own colour; 4.0 °C is on the scale.
        #expect(always.stdout.contains("  Temperature  8.7 °C, feels like \u{1B}[38;5;30m4.0 °C\u{1B}[0m\n"))
        let auto = try await run(Self.place, server: server)
        #expect(!auto.stdout.contains("\u{1B}"))
        let json = try await run(Self.place + ["--color", "always", "--json"], server: server)
        #expect(!json.stdout.contains("\u{1B}"))
    }

    /// `LANG=C` (or no locale at all): ASCII only, in every view and in the bar's error text.
    @Test(arguments: [["LANG": "C"], ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"], ["LANG": ""]])
    func aPlainLocaleGetsOnlyASCII(locale: [String: String]) async throws {
        let server = try LoopbackServer(always: Self.fixture())
        let plain = try await run(Self.place, server: server, locale)
        #expect(plain.stdout.hasPrefix("London, GB\nmoderate rain\n\n  Temperature  8.7 C, feels like 4.0 C\n"))
        #expect(plain.stdout.unicodeScalars.allSatisfy { $0.isASCII }, "\(plain.stdout)")
        let line = try await run(Self.place + ["--format", "{icon}|{temp}|{wind}"], server: server, locale)
        #expect(line.stdout == "|8.7 C|5.7 m/s\n")
        let bar = try await run(Self.place + ["--waybar"], server: server, locale)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bar.stdout.utf8)) as? [String: Any])
        #expect(object["text"] as? String == "9 C")
        #expect((object["tooltip"] as? String)?.unicodeScalars.allSatisfy { $0.isASCII } == true)
        let failing = try await run(Self.place + ["--waybar", "--lat", "95"], server: server, locale)
        let error = try #require(try JSONSerialization.jsonObject(with: Data(failing.stdout.utf8)) as? [String: Any])
        #expect(error["text"] as? String == "! weather")
    }
}
