import FoundationEssentials

/// A status, the body, and the headers we act on.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data
    /// `Retry-After`, as sent (seconds or an HTTP date).
    public var retryAfter: String?
    /// `Expires` and `Last-Modified`, as sent: when to ask again, and what to ask with
    /// (`If-Modified-Since`).
    public var expires: String?
    public var lastModified: String?

    public init(
        status: Int, body: Data, retryAfter: String? = nil, expires: String? = nil, lastModified: String? = nil
    ) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
        self.expires = expires
        self.lastModified = lastModified
    }

    /// 304: the copy the request named (`If-Modified-Since`) is still the answer.
    public var isNotModified: Bool { status == 304 }

    public var isSuccess: Bool { (200...299).contains(status) }
}
