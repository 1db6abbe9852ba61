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

    /// The release build links `.ci/shim/curl_socket_shim.c` in front of FoundationNetworking's
    /// socket callback: while a server says nothing, weather sleeps. (The build from source uses the
    /// system's libcurl as it is, and spins: about 0.8 s of CPU per second of waiting, see
    /// Tests/README.md, "Performance".) Only the release build is held to it.
    @Test(
        .enabled(
            if: WeatherProcess.isStaticExecutable,
            "the spin is fixed in the release build; run with WEATHER_BIN=$PWD/.build/dist/weather"))
    func waitingForASilentServerCostsAlmostNoCPU() async throws {
        let server = try LoopbackServer(always: .neverAnswer)
        defer { server.stop() }
        let result = try await runner.run(
            ["51.5,-0.1", "--timeout", "2", "--retries", "0", "--cache-ttl", "0"], server: server)
        #expect(result.status == 75, "\(result.stderr)")
        #expect(result.seconds >= 2)
        // Start-up and the request take about 0.02 s; the spin took 1.6 s of a 2 s wait.
        #expect(result.cpuSeconds < 0.2, "\(result.cpuSeconds) s of CPU in a \(result.seconds) s wait")
    }

    /// `weather --for<TAB>` in bash.
    @Test func bashCompletesAFlagFromItsStart() async throws {
        let script =
            #"source <("$0" --generate bash); COMP_WORDS=(weather --for); COMP_CWORD=1; _weather; echo "${COMPREPLY[*]}""#
        let result = try await runner.run(
            ["-c", script, WeatherProcess.executable.path], program: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.stdout == "--forecast --format\n")
    }

    /// `SSL_CERT_FILE` makes the release build trust a CA, here a self-signed certificate: the
    /// weather comes over HTTPS. The default build's libcurl reads only the system store (see the
    /// README), so there it stays untrusted.
    @Test(.enabled(if: SelfSignedTLSServer.isAvailable, "needs the openssl command"))
    func sslCertFileIsHonouredByTheReleaseBuild() async throws {
        let target = "/data/2.5/weather?lat=51.5&lon=-0.1&appid=\(WeatherRunner.key)"
        let server = try await SelfSignedTLSServer.start(serving: [target: try Fixtures.data(Fixtures.londonCurrent)])
        let result = try await runner.run(
            ["51.5,-0.1", "--base-url", server.baseURL, "--cache-ttl", "0"], ["SSL_CERT_FILE": server.certificatePath])
        if WeatherProcess.isStaticExecutable {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("London, GB\n"))
        } else {
            #expect(result.status == 76)
        }
        let withoutIt = try await runner.run(["51.5,-0.1", "--base-url", server.baseURL, "--cache-ttl", "0"])
        #expect(withoutIt.status == 76)
    }
}
