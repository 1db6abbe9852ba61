/// A provider of a chain that could not answer, so the next was asked: who, and why (JSON's
/// `source.fallback[]`, worded in `Formatting/Notices.swift`).
public struct ProviderFallback: Sendable, Equatable {
    public var provider: Provider
    /// `HTTP 503`, `timed out`.
    public var reason: BriefReason

    public init(provider: Provider, reason: BriefReason) {
        self.provider = provider
        self.reason = reason
    }
}
