import Foundation

/// At most a few `weather` processes at a time for the whole suite.
///
/// Swift Testing starts every test at once, and a `weather` waiting on a socket keeps most of a
/// core busy (FoundationNetworking polls: 2.5 s of CPU for a 3 s wait, measured here), so a hundred
/// children starve a 2-core machine, and the timing checks of every other test with it. Runs to
/// completion take a slot; tests that must run processes side by side (signals, single flight)
/// start them directly.
actor ProcessSlots {
    static let shared = ProcessSlots(count: ProcessInfo.processInfo.activeProcessorCount + 1)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Runs `work` in a slot.
    func run<T: Sendable>(_ work: @Sendable () async throws -> T) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await work()
    }
}
