import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP relay on `127.0.0.1:0` to another loopback port that counts the connections clients
/// open, and can hold each chunk `delay` seconds in each direction (roughly: a chunk that arrives
/// while another waits is held until that one is sent, then its own delay). The link benchmark has
/// its own, exact, relay (`Tests/Benchmarks/link.py`).
public final class TCPRelay: @unchecked Sendable {
    public let port: UInt16
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    private let loop: AcceptLoop
    private let lock = NSLock()
    private var accepted = 0

    public init(to target: UInt16, delay: Double = 0) throws {
        let (listener, port) = try Self.listen()
        self.port = port
        let loop = AcceptLoop(listener: listener)
        self.loop = loop
        Thread.detachNewThread { [weak self] in
            loop.run { client in
                self?.lock.withLock { self?.accepted += 1 }
                guard let upstream = try? Self.connect(to: target) else {
                    close(client)
                    return
                }
                let pair = SocketPair(client: client, upstream: upstream)
                Thread.detachNewThread { pair.pump(from: client, to: upstream, delay: delay, handshake: true) }
                Thread.detachNewThread { pair.pump(from: upstream, to: client, delay: delay, handshake: false) }
            }
        }
    }

    deinit { stop() }

    /// How many connections clients opened.
    public var connections: Int { lock.withLock { accepted } }

    public func stop() { loop.stop() }

    static func listen() throws -> (Int32, UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw LoopbackServer.ServerError.socket(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard ok, Glibc.listen(fd, 128) == 0 else {
            close(fd)
            throw LoopbackServer.ServerError.socket(errno)
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    static func connect(to port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw LoopbackServer.ServerError.socket(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw LoopbackServer.ServerError.socket(errno)
        }
        var yes: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        return fd
    }
}

/// Both ends of one relayed connection, closed once both directions are done.
private final class SocketPair: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 2
    let client: Int32
    let upstream: Int32

    init(client: Int32, upstream: Int32) {
        self.client = client
        self.upstream = upstream
        var yes: Int32 = 1
        setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Copies `source` to `sink`, each chunk `delay` seconds later (the first one from the client a
    /// round trip later still, standing for the TCP handshake).
    func pump(from source: Int32, to sink: Int32, delay: Double, handshake: Bool) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var extra = handshake ? 2 * delay : 0
        while true {
            let count = recv(source, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            let due = Date().addingTimeInterval(delay + extra)
            extra = 0
            let wait = due.timeIntervalSinceNow
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
            var offset = 0
            while offset < count {
                let sent = buffer.withUnsafeBytes { bytes -> Int in
                    guard let base = bytes.baseAddress else { return -1 }
                    return send(sink, base + offset, count - offset, Int32(MSG_NOSIGNAL))
                }
                guard sent > 0 else { break }
                offset += sent
            }
        }
        shutdown(sink, Int32(SHUT_WR))
        let last = lock.withLock { () -> Bool in
            open -= 1
            return open == 0
        }
        if last {
            close(client)
            close(upstream)
        }
    }
}
