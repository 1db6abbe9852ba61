import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `openssl s_server` on loopback with a certificate made a moment ago and signed by itself, or by
/// a CA made with it (see ``Signer``), so no client trusts it unless told to; behind a ``TCPRelay``
/// that counts the connections clients open.
///
/// Needs the `openssl` command (`.ci/run` installs it where it is missing).
public final class SelfSignedTLSServer: @unchecked Sendable {
    public static let openssl = "/usr/bin/openssl"
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: openssl) }

    private let folder: URL
    private let server: RunningProcess
    private let relay: TCPRelay

    /// `https://127.0.0.1:PORT` (an address, not `localhost`, which may also mean `::1`, where
    /// nothing listens); the certificate names both.
    public var baseURL: String { "https://127.0.0.1:\(relay.port)" }
    public var connections: Int { relay.connections }
    /// What `SSL_CERT_FILE` must name to trust the server: the CA's certificate, or without one the
    /// server's own.
    public let authorityPath: String

    /// Who signs the server's certificate.
    public enum Signer: Sendable {
        /// The certificate itself.
        case itself
        /// A CA made for it, as a server's is; each server's CA has a name of its own.
        case authority
        /// An intermediate CA that such a CA signed, which the server sends with its certificate.
        case intermediate
    }

    private init(folder: URL, server: RunningProcess, relay: TCPRelay, authorityPath: String) {
        self.folder = folder
        self.server = server
        self.relay = relay
        self.authorityPath = authorityPath
    }

    /// Makes the certificate, starts the server and waits until it accepts connections.
    /// - Parameters:
    ///   - files: what to serve, by request target (`/data/2.5/weather?lat=51.5&…`): s_server `-WWW`
    ///     sends the file named like the target, query and all, with a plain 200, and closes the
    ///     connection. Without any, it answers every request with an HTML status page.
    ///   - signer: who signs the certificate.
    public static func start(
        serving files: [String: Data] = [:], signedBy signer: Signer = .itself
    ) async throws -> SelfSignedTLSServer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // From here on, a failure removes the folder: no test that throws leaves it behind.
        var server: RunningProcess?
        do {
            try writeFiles(files, into: folder)
            let key = folder.appendingPathComponent("key.pem").path
            let certificate = folder.appendingPathComponent("cert.pem").path
            var signedBy: [String] = []
            var chain: [String] = []
            if signer != .itself {
                let name = "weather test CA \(UUID().uuidString.prefix(8))"
                signedBy = try await makeAuthority(
                    name, certificate: authority(in: folder), key: folder.appendingPathComponent("ca-key.pem").path)
                if signer == .intermediate {
                    let intermediate = folder.appendingPathComponent("intermediate.pem").path
                    signedBy = try await makeAuthority(
                        name + " intermediate", certificate: intermediate,
                        key: folder.appendingPathComponent("intermediate-key.pem").path, signedBy: signedBy)
                    chain = ["-cert_chain", intermediate]
                }
                signedBy += ["-addext", "basicConstraints=critical,CA:FALSE"]
            }
            try await openSSL(
                newCertificate(subject: "/CN=localhost", key: key, out: certificate)
                    + ["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"] + signedBy)
            // A free port: bound by us, released, then taken by s_server at once.
            let (probe, port) = try TCPRelay.listen()
            close(probe)
            // s_server serves files from its working folder: start it there through the shell.
            let www = folder.appendingPathComponent("www").path
            try FileManager.default.createDirectory(atPath: www, withIntermediateDirectories: true)
            let mode = files.isEmpty ? "-www" : "-WWW"
            let started = try WeatherProcess.start(
                [
                    "-c", #"cd "$1" && shift && exec "$@""#, "sh", www, openssl, "s_server", "-quiet", mode,
                    "-accept", "127.0.0.1:\(port)", "-cert", certificate, "-key", key,
                ] + chain, environment: [:], program: URL(fileURLWithPath: "/bin/sh"))
            server = started
            // Ready when it accepts a connection; a busy machine may take seconds to get there, and
            // a server that ended (a port taken meanwhile) never will.
            var ready = false
            _ = try await eventually {
                if let fd = try? TCPRelay.connect(to: port) {
                    close(fd)
                    ready = true
                }
                return ready || started.hasEnded
            }
            guard ready else { throw LoopbackServer.ServerError.socket(ETIMEDOUT) }
            return SelfSignedTLSServer(
                folder: folder, server: started, relay: try TCPRelay(to: port),
                authorityPath: signer == .itself ? certificate : authority(in: folder))
        } catch {
            server?.discard()
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    private static func authority(in folder: URL) -> String { folder.appendingPathComponent("ca.pem").path }

    /// Makes a CA's certificate and key (signed by itself, or as `signedBy` says); returns the
    /// arguments with which it signs another.
    private static func makeAuthority(
        _ name: String, certificate: String, key: String, signedBy: [String] = []
    ) async throws -> [String] {
        try await openSSL(
            newCertificate(subject: "/CN=\(name)", key: key, out: certificate) + signedBy + [
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign",
            ])
        return ["-CA", certificate, "-CAkey", key]
    }

    /// `openssl req` arguments for a new P-256 key and a certificate that lives two days.
    private static func newCertificate(subject: String, key: String, out: String) -> [String] {
        [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
            "-subj", subject, "-keyout", key, "-out", out,
        ]
    }

    /// Runs the openssl command (`req`, `rehash`…); it must succeed.
    public static func openSSL(_ arguments: [String]) async throws {
        let made = try await WeatherProcess.start(arguments, environment: [:], program: URL(fileURLWithPath: openssl))
            .result()
        guard made.status == 0 else { throw LoopbackServer.ServerError.socket(made.status) }
    }

    /// Writes each file under `www/`, at its request target.
    private static func writeFiles(_ files: [String: Data], into folder: URL) throws {
        for (target, body) in files {
            let file = folder.appendingPathComponent("www" + target)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try body.write(to: file)
        }
    }

    deinit {
        relay.stop()
        server.discard()
        try? FileManager.default.removeItem(at: folder)
    }
}
