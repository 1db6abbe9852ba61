import Foundation
import TestSupport
import Testing

/// What the binary says about itself, and what only the release build can do. CI runs the whole
/// end-to-end suite a second time against the release build (`WEATHER_BIN=.build/dist/weather`).
@Suite struct ReleaseEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

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
        #expect(result.stdout == "--forecast --format\n")
    }

    /// `SSL_CERT_FILE` makes the release build trust a CA; the default build's libcurl reads only the
    /// system store, and says so in the README.
    @Test(.enabled(if: SelfSignedTLSServer.isAvailable, "needs the openssl command"))
    func sslCertFileIsHonouredByTheReleaseBuild() async throws {
        let server = try await SelfSignedTLSServer.start()
        let result = try await runner.run(
            ["51.5,-0.1", "--base-url", server.baseURL, "--cache-ttl", "0"], ["SSL_CERT_FILE": server.certificatePath])
        if WeatherProcess.isStaticExecutable {
            // The TLS handshake went through: s_server answers with an HTML page, not weather.
            #expect(result.status == 65, "\(result.stderr)")
            #expect(result.stderr.contains("got an HTML page"))
        } else {
            #expect(result.status == 76)
        }
    }
}
