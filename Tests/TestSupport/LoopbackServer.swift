import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on `127.0.0.1:0` (or `[::1]:0`) for tests: scripted replies, recorded
/// requests, counted connections.
///
/// Each connection is served on its own thread. By default it is closed after one reply; with
/// `keepAlive` it serves request after request, as a real server does, so tests can count how
/// many connections a run opens.
public final class LoopbackServer: @unchecked Sendable {
    /// What the server does with one request.
    public indirect enum Reply: Sendable {
        case respond(status: Int, headers: [String: String], body: Data)
        /// Waits, then replies.
        case delayed(seconds: Double, Reply)
        /// Closes the connection without a byte.
        case dropConnection
        /// Announces the whole body in Content-Length, sends half of it, then closes.
        case halfBody(status: Int, body: Data)
        /// Reads the request and then holds the connection open, silent, until the server stops.
        case neverAnswer
        /// A 200 without Content-Length whose body never ends: JSON-looking bytes as fast as the
        /// client reads them, or `chunk` bytes every `interval` seconds, until the client hangs up.
        case endless(chunk: Int, interval: Double)

        public static func json(_ body: String, status: Int = 200) -> Reply {
            .respond(status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }

        public static func json(_ body: Data, status: Int = 200) -> Reply {
            .respond(status: status, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    /// One request as received.
    public struct Request: Sendable {
        public var method: String
        /// The path without the query: `/data/2.5/weather`.
        public var path: String
        /// The query parameters, percent-decoded.
        public var query: [String: String]
        /// Header names lowercased.
        public var headers: [String: String]
        /// The raw request line and headers, for "the key appears nowhere" style checks.
        public var raw: String

        /// The GET of the base URL that weather sends, carrying nothing, to open a connection
        /// early (while the geocoder answers).
        public var opensConnection: Bool { method == "GET" && path == "/" && query.isEmpty }

        /// A request for the API: what the server is there to answer.
        public var isForTheAPI: Bool { !opensConnection }
    }

    public let port: UInt16
    /// `http://127.0.0.1:PORT`, or `http://[::1]:PORT` for an IPv6 server.
    public let baseURL: String

    private let listener: Int32
    private let keepAlive: Bool
    private let handler: @Sendable (Request) -> Reply
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var accepted = 0

    /// Starts listening at once.
    /// - Parameters:
    ///   - ipv6: listen on `::1` instead of `127.0.0.1` (throws where the machine has no IPv6).
    ///   - keepAlive: serve further requests on a connection until the client closes it.
    ///   - handler: decides the reply for each request; called on a server thread.
    public init(ipv6: Bool = false, keepAlive: Bool = false, handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        self.keepAlive = keepAlive
        // Close-on-exec, like every descriptor here: the `weather` children that tests spawn must
        // not inherit (and so keep open) another test's sockets.
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var storage = sockaddr_storage()
        let size: socklen_t
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_addr = in6addr_loopback
            size = socklen_t(MemoryLayout<sockaddr_in6>.size)
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in6.self) }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            size = socklen_t(MemoryLayout<sockaddr_in>.size)
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in.self) }
        }
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            let error = errno
            close(fd)
            throw ServerError.socket(error)
        }
        var length = size
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        // The port sits at the same offset in sockaddr_in and sockaddr_in6.
        port = UInt16(bigEndian: withUnsafeBytes(of: &storage) { $0.load(fromByteOffset: 2, as: UInt16.self) })
        baseURL = ipv6 ? "http://[::1]:\(port)" : "http://127.0.0.1:\(port)"
        // The thread holds the listener, not the server, so dropping the server stops it.
        let loop = AcceptLoop(listener: fd)
        acceptLoop = loop
        Thread.detachNewThread { [weak self] in loop.run { client in self?.serveOnNewThread(client) } }
    }

    /// A server that gives every request the same reply.
    public convenience init(always reply: Reply, keepAlive: Bool = false) throws {
        try self.init(keepAlive: keepAlive) { _ in reply }
    }

    /// How many connections it has accepted.
    public var connections: Int { lock.withLock { accepted } }

    deinit { stop() }

    /// Every request received so far, in arrival order.
    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    public func stop() { acceptLoop?.stop() }

    private var acceptLoop: AcceptLoop?

    private var isStopped: Bool { acceptLoop?.isStopped ?? true }

    private func serveOnNewThread(_ client: Int32) {
        lock.withLock { accepted += 1 }
        Thread.detachNewThread { [self] in serve(client) }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = Data()
        while let request = readRequest(client, buffer: &buffer) {
            lock.withLock { recorded.append(request) }
            guard perform(handler(request), on: client, headOnly: request.method == "HEAD"), keepAlive else { return }
        }
    }

    /// Sends the reply; true when the connection may carry another request.
    @discardableResult
    /// - Parameter headOnly: a HEAD: the answer's head, as for a GET, and no body.
    private func perform(_ reply: Reply, on client: Int32, headOnly: Bool = false) -> Bool {
        switch reply {
        case .respond(let status, let headers, let body):
            var head =
                "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(body.count)\r\n"
                + "Connection: \(keepAlive ? "keep-alive" : "close")\r\n"
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
            return send(client, Data((head + "\r\n").utf8) + (headOnly ? Data() : body))
        case .delayed(let seconds, let next):
            sleepUnlessStopped(seconds)
            return !isStopped && perform(next, on: client, headOnly: headOnly)
        case .dropConnection:
            return false
        case .halfBody(let status, let body):
            let head =
                "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            send(client, Data(head.utf8) + body.prefix(body.count / 2))
            return false
        case .neverAnswer:
            sleepUnlessStopped(3600)
            return false
        case .endless(let size, let interval):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{\"name\":\""
            guard send(client, Data(head.utf8)) else { return false }
            let chunk = Data(repeating: UInt8(ascii: "a"), count: size)
            while !isStopped, send(client, chunk) {
                if interval > 0 { sleepUnlessStopped(interval) }
            }
            return false
        }
    }

    private func sleepUnlessStopped(_ seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while !isStopped, Date() < deadline { usleep(20_000) }
    }

    /// Reads the request line and headers up to the blank line (GETs carry no body), keeping
    /// whatever came after it in `buffer` for the next request on the connection.
    private func readRequest(_ client: Int32, buffer: inout Data) -> Request? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let terminator = Data("\r\n\r\n".utf8)
        while buffer.range(of: terminator) == nil {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0, buffer.count < 65_536 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            // A TLS handshake record (an `https://` URL at this plain port) never ends in a blank
            // line: answer 400, as a real HTTP server does, instead of waiting for one.
            if buffer.first == 0x16 {
                send(client, Data("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
                return nil
            }
        }
        guard let end = buffer.range(of: terminator)?.upperBound,
            let text = String(data: buffer[buffer.startIndex..<end], encoding: .utf8)
        else { return nil }
        buffer = Data(buffer[end...])
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let components = URLComponents(string: String(parts[1]))
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return Request(
            method: String(parts[0]), path: components?.path ?? String(parts[1]), query: query, headers: headers,
            raw: text)
    }

    /// Sends all of `data`; false once the client has gone.
    @discardableResult
    private func send(_ client: Int32, _ data: Data) -> Bool {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        return data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                let sent = Glibc.send(client, base + offset, bytes.count - offset, flags)
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    public enum ServerError: Error {
        case socket(Int32)
    }
}

/// Accepts connections until stopped, then closes the listening socket (also used by `TCPRelay`).
final class AcceptLoop: @unchecked Sendable {
    private let listener: Int32
    private let lock = NSLock()
    private var stopped = false

    init(listener: Int32) { self.listener = listener }

    var isStopped: Bool { lock.withLock { stopped } }

    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        if first { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    /// Polls so that `stop()` is noticed within 100 ms; hands each client to `serve`.
    func run(serve: (Int32) -> Void) {
        defer { close(listener) }
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)  // (accept4 is not in Swift's Glibc module)
            serve(client)
        }
    }
}

/// A loopback port that refuses connections: bound, so no test server can be given it, but not
/// listening, so connecting gets a reset.
public final class RefusingPort: @unchecked Sendable {
    public let port: UInt16
    private let socketFD: Int32

    public init() throws {
        socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let fd = socketFD
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard fd >= 0, bound else { throw LoopbackServer.ServerError.socket(errno) }
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(socketFD) }

    public var baseURL: String { "http://127.0.0.1:\(port)" }
}
