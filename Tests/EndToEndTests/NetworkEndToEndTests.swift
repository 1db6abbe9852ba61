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
                + "/etc/ssl/certs/ca-certificates.crt), or point SSL_CERT_FILE at it\n")
        // Not retried: one connection, whatever the time it took.
        #expect(server.connections == 1)
        let json = try await runner.run(["51.5,-0.1", "--base-url", server.baseURL, "--cache-ttl", "0", "--json"])
        #expect(json.stdout.contains(#""code":76,"kind":"tls""#))
    }

    // MARK: the CA certificates the user names

    /// Where a test points `SSL_CERT_FILE` or `SSL_CERT_DIR`, and whether the server is then trusted.
    enum UsersCertificates: String, CaseIterable, Sendable {
        /// `SSL_CERT_FILE`: the server's CA alone.
        case bundleWithTheCA
        /// `SSL_CERT_FILE`: the server's CA after 3,000 certificates of another (2 MB; the system's
        /// bundle is about 140).
        case largeBundleEndingWithTheCA
        /// `SSL_CERT_FILE`: the CA of the intermediate CA that signed the server's certificate, which
        /// the server sends with it.
        case bundleWithTheRootOfTheChain
        /// `SSL_CERT_DIR`: a folder with the server's CA under its hash (`openssl rehash`).
        case hashedFolderWithTheCA
        /// `SSL_CERT_FILE`: another CA alone.
        case bundleWithAnotherCA

        var trusted: Bool { self != .bundleWithAnotherCA }
        var signer: SelfSignedTLSServer.Signer { self == .bundleWithTheRootOfTheChain ? .intermediate : .authority }
    }

    /// `SSL_CERT_FILE` and `SSL_CERT_DIR` say which CAs to trust, in every build, as OpenSSL's
    /// defaults read them: a server whose certificate only the named CA signed is trusted, and one
    /// that CA did not sign is refused as untrusted. (The build from source's libcurl has its own
    /// paths compiled in; Sources/CurlShims/CertificateStore.c has it follow OpenSSL's defaults,
    /// decoding only the certificates of a bundle that a chain names: the large bundle and the chain
    /// through an intermediate check that it finds them.)
    @Test(
        .enabled(if: SelfSignedTLSServer.isAvailable, "needs the openssl command"),
        arguments: UsersCertificates.allCases)
    func theCACertificatesTheUserNamesAreTrusted(_ certificates: UsersCertificates) async throws {
        let target = "/data/2.5/weather?lat=51.5&lon=-0.1&appid=\(WeatherRunner.key)"
        let server = try await SelfSignedTLSServer.start(
            serving: [target: try Fixtures.data(Fixtures.londonCurrent)], signedBy: certificates.signer)
        let other = try await SelfSignedTLSServer.start(signedBy: .authority)
        let folder = runner.sandbox.home.appendingPathComponent("certificates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let authority = try Data(contentsOf: URL(fileURLWithPath: server.authorityPath))
        let another = try Data(contentsOf: URL(fileURLWithPath: other.authorityPath))
        let bundle = folder.appendingPathComponent("bundle.pem")
        var environment: [String: String] = ["SSL_CERT_FILE": bundle.path]
        switch certificates {
        case .bundleWithTheCA, .bundleWithTheRootOfTheChain: try authority.write(to: bundle)
        case .largeBundleEndingWithTheCA:
            try (Data(repeatElement(another, count: 3000).joined()) + authority).write(to: bundle)
        case .hashedFolderWithTheCA:
            try authority.write(to: folder.appendingPathComponent("ca.pem"))
            try await SelfSignedTLSServer.openSSL(["rehash", folder.path])
            environment = ["SSL_CERT_DIR": folder.path]
        case .bundleWithAnotherCA: try another.write(to: bundle)
        }
        let result = try await runner.run(
            ["51.5,-0.1", "--base-url", server.baseURL, "--cache-ttl", "0", "--retries", "0"], environment)
        if certificates.trusted {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("London, GB\n"))
        } else {
            #expect(result.status == 76)
            #expect(result.stderr.hasPrefix("weather: the certificate of 127.0.0.1 is not trusted"), "\(result.stderr)")
        }
    }

    /// The bundle `SSL_CERT_FILE` names is read once a run, not for every connection (Debian's, 140
    /// certificates, cost 15-20 ms of CPU each time OpenSSL parsed it): a FIFO that gives the bundle to one reader
    /// serves a run whose connections check the server's certificate one after the other (the
    /// geocoder's, then the weather's: s_server -WWW closes each after its answer). A second read
    /// would wait for a writer that never comes, and the run would fail.
    @Test(.enabled(if: SelfSignedTLSServer.isAvailable, "needs the openssl command"))
    func theBundleIsReadOnceARun() async throws {
        let key = WeatherRunner.key
        let server = try await SelfSignedTLSServer.start(
            serving: [
                "/geo/1.0/direct?q=London&limit=5&appid=\(key)": Data(
                    #"[{"name":"London","lat":51.5,"lon":-0.1,"country":"GB"}]"#.utf8),
                "/data/2.5/weather?lat=51.5&lon=-0.1&appid=\(key)": try Fixtures.data(Fixtures.londonCurrent),
            ], signedBy: .authority)
        let fifo = runner.sandbox.home.appendingPathComponent("bundle.pem").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opening the FIFO waits for a reader; cat writes the bundle and ends.
        let writer = try WeatherProcess.start(
            ["-c", #"exec cat "$1" >"$2""#, "sh", server.authorityPath, fifo], environment: [:],
            program: URL(fileURLWithPath: "/bin/sh"))
        defer { writer.discard() }
        let result = try await runner.run(
            ["London", "--base-url", server.baseURL, "--cache-ttl", "0", "--timeout", "10"], ["SSL_CERT_FILE": fifo])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("London, GB\n"))
        #expect(server.connections >= 2)
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
