import FoundationEssentials

/// One GET, with the limits the transport must enforce.
public struct HTTPRequest: Sendable, Equatable {
    public var url: URL
    public var userAgent: String
    /// Seconds this attempt may take, all of it: what is left of the command's deadline.
    public var timeout: Double
    /// The most body the transport may hold; a longer body is refused while it streams.
    public var maximumBodyBytes: Int
    /// The most connections the run wants open to one host at once: 1 for one place (its
    /// requests share one warm connection, in turn or multiplexed), more for several places. A
    /// transport that keeps connections applies it when it opens them.
    public var connectionsPerHost: Int
    /// Sent only to open a connection (``HTTPClient/preconnect(_:)``): its answer is not used, so
    /// a redirect is not followed (to another host, it would open a connection nobody wants).
    public var opensConnectionOnly: Bool
    /// `If-Modified-Since`: the `Last-Modified` of the copy the cache holds, so that an unchanged
    /// answer comes back as a bodiless 304.
    public var ifModifiedSince: String? = nil
    /// The media type asked for: JSON, or a service's own kind of it (the NWS's `application/geo+json`).
    public var accept = "application/json"

    public init(
        url: URL, userAgent: String, timeout: Double, maximumBodyBytes: Int, connectionsPerHost: Int = 1,
        opensConnectionOnly: Bool = false
    ) {
        self.url = url
        self.userAgent = userAgent
        self.timeout = timeout
        self.maximumBodyBytes = maximumBodyBytes
        self.connectionsPerHost = connectionsPerHost
        self.opensConnectionOnly = opensConnectionOnly
    }

    /// The host, for messages.
    public var host: String { url.host ?? "the server" }
}
