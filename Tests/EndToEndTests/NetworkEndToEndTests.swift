import Foundation
import TestSupport
import Testing

/// Real networks through the built binary: shared connections, TLS that fails, proxies, IPv6,
/// and no files of Foundation's in HOME.
@Suite struct NetworkEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// FoundationNetworking spins while a server says nothing (about 0.8 s of CPU a second); the
    /// guard in Sources/CurlShims stops it in every build: exported from the executable in the
    /// build from source (this test's binary, unless WEATHER_BIN names another), linked through
    /// --wrap in the static release. Start-up and the request take about 0.02 s; without the guard,
    /// 1.6 s of this 2 s wait.
    @Test func waitingForASilentServerCostsAlmostNoCPU() async throws {
        let server = try LoopbackServer(always: .neverAnswer)
        defer { server.stop() }
        let result = try await runner.run(
            ["51.5,-0.1", "--timeout", "2", "--retries", "0", "--cache-ttl", "0"], server: server)
        #expect(result.status == 75, "\(result.stderr)")
        #expect(result.seconds >= 2)
        #expect(result.cpuSeconds < 0.2, "\(result.cpuSeconds) s of CPU in a \(result.seconds) s wait")
    }

    /// A certificate nobody trusts: one connection, no retry, a message about the certificate,
    /// exit 76 (not 75: asking again gets the same certificate), and all of it at once, not at the
    /// deadline (30 s here, so that it stands out from a busy machine's slowness).
    @Test(.enabled(if: SelfSignedTLSServer.isAvailable, "needs the openssl command"))
    func aSelfSignedCertificateIsNamedAndNotRetried() async throws {
        let server = try await SelfSignedTLSServer.start()
        let result = try await runner.run(
            ["51.5,-0.1", "--base-url", server.baseURL, "--cache-ttl", "0", "--timeout", "30"])
        #expect(result.status == 76)
        #expect(
            result.stderr
                == "weather: the certificate of 127.0.0.1 is not trusted (self-signed, or from an authority this "
                + "system does not trust); add its CA to the system's store (update-ca-certificates rebuilds "
                + "/etc/ssl/certs/ca-certificates.crt), or, with the release build, point SSL_CERT_FILE at it\n")
        // Not retried: one connection, whatever the time it took.
        #expect(server.connections == 1)
        let json = try await runner.run(["51.5,-0.1", "--base-url", server.baseURL, "--cache-ttl", "0", "--json"])
        #expect(json.stdout.contains(#""code":76,"kind":"tls""#))
    }

    /// A proxy that refuses: the message names the proxy and the variable that set it, never the
    /// password in it.
    @Test func anUnreachableProxyIsNamed() async throws {
        let refusing = try RefusingPort()
        let result = try await runner.run(
            ["51.5,-0.1", "--base-url", "https://owm.invalid", "--retries", "0", "--cache-ttl", "0"],
            ["https_proxy": "http://user:hunter2@127.0.0.1:\(refusing.port)"])
        #expect(result.status == 75)
        #expect(
            result.stderr
                == "weather: could not connect to the proxy http://127.0.0.1:\(refusing.port) (set by https_proxy) on "
                + "the way to owm.invalid; check the proxy, or unset https_proxy\n")
    }

    /// IPv6 literals: FoundationNetworking in Swift 6.3 refuses them (fixed upstream after it), so
    /// the run must either work, or say exactly that at once and send nothing.
    @Test func anIPv6LiteralBaseURLWorksOrSaysWhyNot() async throws {
        guard
            let server = try? LoopbackServer(
                ipv6: true, handler: { _ in .json((try? Fixtures.data(Fixtures.londonCurrent)) ?? Data()) })
        else { return }  // no IPv6 loopback on this machine
        let result = try await runner.run(["51.5,-0.1", "--cache-ttl", "0"], server: server)
        if result.status == 0 {
            #expect(result.stdout.hasPrefix("London, GB\n"))
        } else {
            #expect(result.status == 78)
            #expect(result.stderr.contains("cannot use an IPv6 address in a URL (::1)"))
            #expect(server.requests.isEmpty)
        }
    }

    /// Foundation's URL cache and cookie store make folders in HOME; none may stay.
    @Test(arguments: [["--cache-ttl", "0"], []])
    func aFetchLeavesNothingInHomeButOurCache(extra: [String]) async throws {
        let server = try LoopbackServer(always: .json(try Fixtures.data(Fixtures.londonCurrent)))
        let before = Set(runner.pathsInHome())
        let result = try await runner.run(["51.5,-0.1"] + extra, server: server)
        #expect(result.status == 0)
        let added = runner.pathsInHome().filter { !before.contains($0) }
        if extra.isEmpty {
            #expect(!added.isEmpty)
            #expect(added.allSatisfy { $0.hasPrefix(".cache/weather") }, "\(added)")
        } else {
            #expect(added == [], "\(added)")
        }
    }
}
