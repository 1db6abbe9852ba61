import FoundationEssentials

/// A status, the body, and the one header we act on.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data
    /// `Retry-After`, as sent (seconds or an HTTP date).
    public var retryAfter: String?

    public init(status: Int, body: Data, retryAfter: String? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
    }

    public var isSuccess: Bool { (200...299).contains(status) }
}
