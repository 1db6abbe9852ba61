import Foundation

/// Scripted replies for a ``LoopbackServer``, given in turn; the last one repeats.
public final class ReplySequence: @unchecked Sendable {
    private let lock = NSLock()
    private var replies: [LoopbackServer.Reply]

    public init(_ replies: [LoopbackServer.Reply]) { self.replies = replies }

    public func next() -> LoopbackServer.Reply {
        lock.withLock { replies.count > 1 ? replies.removeFirst() : replies[0] }
    }
}
