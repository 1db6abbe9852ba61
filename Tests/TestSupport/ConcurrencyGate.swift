import Foundation

/// Proves concurrency without timing: each request waits here until `needed` requests are in
/// flight at the same moment. A client that sends them one after another never gets there, so
/// the gate gives up after `patience` seconds and reports it.
///
/// Patience is how long the first request waits for the others. A client that sends them
/// together gets them there in milliseconds, or seconds on a busy machine; only one that does not
/// spends it all. So it is generous: a slow machine must not pass for a serial client.
public final class ConcurrencyGate: @unchecked Sendable {
    private let needed: Int
    private let patience: Double
    private let condition = NSCondition()
    private var inFlight = 0
    private var reached = false
    private var _maxInFlight = 0

    public init(needed: Int, patience: Double = 30) {
        self.needed = needed
        self.patience = patience
    }

    /// The most requests that were ever inside the gate at once.
    public var maxInFlight: Int { condition.withLock { _maxInFlight } }

    /// Enters, waits for `needed` requests to be inside together, then leaves.
    /// - Returns: whether they were, before patience ran out.
    @discardableResult
    public func pass() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        inFlight += 1
        _maxInFlight = max(_maxInFlight, inFlight)
        if inFlight >= needed {
            reached = true
            condition.broadcast()
        }
        let deadline = Date().addingTimeInterval(patience)
        while !reached, condition.wait(until: deadline) {}
        inFlight -= 1
        return reached
    }
}
