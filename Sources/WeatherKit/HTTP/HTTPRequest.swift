import FoundationEssentials

/// One GET, with the limits the transport must enforce.
public struct HTTPRequest: Sendable, Equatable {
    public var url: URL
    public var userAgent: String
    /// Seconds this attempt may take, all of it: what is left of the command's deadline.
    public var timeout: Double
    /// The most body the transport may hold; a longer body is refused while it streams.
    public var maximumBodyBytes: Int

    public init(url: URL, userAgent: String, timeout: Double, maximumBodyBytes: Int) {
        self.url = url
        self.userAgent = userAgent
        self.timeout = timeout
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// The host, for messages.
    public var host: String { url.host ?? "the server" }
}
