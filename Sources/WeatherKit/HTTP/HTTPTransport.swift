/// Sends one GET and hands back whatever came: the one thing WeatherKit needs from a network.
///
/// A struct of closures rather than a protocol: `main` passes the URLSession transport
/// (`Sources/WeatherNetwork`), the tests an in-memory one (`Tests/TestSupport`), and nothing
/// else in WeatherKit knows which it got.
public struct HTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    /// - Throws: ``TransportError`` when no complete response arrived within `request.timeout`;
    ///   ``ResponseError`` for a body refused while it streamed (over `request.maximumBodyBytes`,
    ///   or compressed wrongly); `CancellationError` when the calling task is cancelled.
    public var get: @Sendable (HTTPRequest) async throws -> HTTPResponse

    public init(get: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.get = get
    }
}

extension HTTPTransport {
    /// This transport, asking `admit` before each request it sends, retries included: what `admit`
    /// throws stops that request and reaches the caller as it is (One Call's daily budget counts
    /// every request this way, and the HTTP layer never knows).
    public func admitting(_ admit: @escaping @Sendable () async throws -> Void) -> HTTPTransport {
        HTTPTransport { request in
            try await admit()
            return try await get(request)
        }
    }
}
