import Foundation
import TestSupport
import Testing

/// Secrets and terminal safety, through the built binary: a key that others can read or that
/// travels in clear text, and control characters from the server.
@Suite struct SafetyEndToEndTests {
    static let key = WeatherRunner.key
    let runner: WeatherRunner
    var sandbox: SandboxHome { runner.sandbox }

    init() throws { runner = try WeatherRunner() }

    /// With no key unless `environment` gives one.
    func run(_ arguments: [String], _ environment: [String: String] = [:]) async throws -> ProcessResult {
        try await runner.run(arguments, environment, withKey: false)
    }

    @Test func aReadableConfigWithAKeyWarnsOnce() async throws {
        let server = try LoopbackServer(always: .json(try Fixtures.data(Fixtures.londonCurrent)))
        let file = try sandbox.writeConfig(#"{"api_key": "\#(Self.key)", "base_url": "\#(server.baseURL)"}"#)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let loose = try await run(["51.5,-0.1"])
        #expect(loose.status == 0)
        #expect(
            loose.stderr
                == "weather: config file \(file.path) holds api_key but others can read it; run: chmod 600 \(file.path)\n"
        )
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let tight = try await run(["51.5,-0.1"])
        #expect(tight.stderr == "")
    }

    @Test func aKeyOverPlainHTTPToAnotherHostWarns() async throws {
        let result = try await run(
            ["51.5,-0.1", "--base-url", "http://weather.invalid", "--timeout", "2", "--retries", "0"],
            ["OPENWEATHERMAP_API_KEY": Self.key])
        #expect(result.stderr.hasPrefix("weather: the API key travels in clear text to weather.invalid (http://);"))
    }

    @Test func controlCharactersFromTheServerAreStrippedInEveryTextView() async throws {
        let body =
            #"{"coord":{"lat":1,"lon":2},"main":{"temp":280},"dt":1,"name":"Evil\u001b[2J\u001b]0;pwned\u0007\rTown","#
            + #""weather":[{"id":800,"main":"Clear","description":"clear\u001b[31m sky"}]}"#
        let server = try LoopbackServer(always: .json(body))
        let environment = ["OPENWEATHERMAP_API_KEY": Self.key, "OPENWEATHERMAP_BASE_URL": server.baseURL]
        for extra in [[], ["--format", "{city} {desc}"], ["--waybar"]] {
            let result = try await run(["1,2"] + extra, environment)
            #expect(result.status == 0)
            for control in ["\u{1B}", "\u{7}", "\r"] {
                #expect(!result.stdout.contains(control), "\(extra) let a control character through")
            }
            #expect(result.stdout.contains("Evil [2J ]0;pwned  Town"))
        }
        let json = try await run(["1,2", "--json"], environment)
        #expect(json.stdout.contains(#"Evil\u001b[2J\u001b]0;pwned\u0007\rTown"#))
    }
}
