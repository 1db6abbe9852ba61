import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A status and a body: everything the layers above need from a response.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var body: Data
}

/// GETs a URL with URLSession under one overall deadline.
///
/// The session is made per request, only when a request is really sent, so paths that never touch
/// the network (`--input`, `--help`) pay nothing for it.
public struct HTTPClient: Sendable {
    public var timeout: Double
    public var userAgent: String

    public init(timeout: Double, userAgent: String = "weather/\(WeatherVersion.current)") {
        self.timeout = timeout
        self.userAgent = userAgent
    }

    /// - Throws: ``TransportError`` when no complete response arrived within `timeout` seconds.
    public func get(_ url: URL) async throws -> HTTPResponse {
        let host = url.host ?? "the server"
        let timeout = self.timeout
        let userAgent = self.userAgent
        do {
            // URLSession's own timeouts bound idle gaps; the race bounds the whole exchange.
            return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
                group.addTask { try await Self.send(url, timeout: timeout, userAgent: userAgent) }
                group.addTask {
                    try await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let response = first else {
                    throw TransportError(host: host, reason: .timedOut(seconds: timeout))
                }
                return response
            }
        } catch let error as URLError {
            throw TransportError(error, host: host, timeout: timeout)
        }
    }

    private static func send(_ url: URL, timeout: Double, userAgent: String) async throws -> HTTPResponse {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.invalidateAndCancel() }

        let (body, response) = try await session.data(for: request)
        return HTTPResponse(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: body)
    }
}
