import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `openssl s_server` on loopback with a certificate made a moment ago and signed by itself, so
/// no client trusts it; behind a ``TCPRelay`` that counts the connections clients open.
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
    /// The certificate, which is its own CA: what `SSL_CERT_FILE` must name to trust the server.
    public var certificatePath: String { folder.appendingPathComponent("cert.pem").path }

    private init(folder: URL, server: RunningProcess, relay: TCPRelay) {
        self.folder = folder
        self.server = server
        self.relay = relay
    }

    /// Makes the certificate, starts the server and waits until it accepts connections.
    /// - Parameter files: what to serve, by request target (`/data/2.5/weather?lat=51.5&…`): s_server
    ///   `-WWW` sends the file named like the target, query and all, with a plain 200. Without any,
    ///   it answers every request with an HTML status page.
    public static func start(serving files: [String: Data] = [:]) async throws -> SelfSignedTLSServer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // From here on, a failure removes the folder: no test that throws leaves it behind.
        var server: RunningProcess?
        do {
            try writeFiles(files, into: folder)
            let key = folder.appendingPathComponent("key.pem").path
            let certificate = folder.appendingPathComponent("cert.pem").path
            let made = try await WeatherProcess.start(
                [
                    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days",
                    "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout",
                    key, "-out", certificate,
                ], environment: [:], program: URL(fileURLWithPath: openssl)
            ).result()
            guard made.status == 0 else { throw LoopbackServer.ServerError.socket(made.status) }
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
                ], environment: [:], program: URL(fileURLWithPath: "/bin/sh"))
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
            return SelfSignedTLSServer(folder: folder, server: started, relay: try TCPRelay(to: port))
        } catch {
            server?.discard()
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
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
