import Foundation

/// Waits until `condition` holds, looking again every few milliseconds, for at most `seconds`.
///
/// For a test step that must come after something another thread or process does (a request
/// reaches the server, a waiter starts polling): the test waits for that to be seen, instead of
/// sleeping for a guess at how long it takes. The bound is generous because a machine busy with
/// the whole suite and a build beside it may take seconds; it only ends a wait that would
/// otherwise hang the test when the condition never comes.
/// - Returns: whether `condition` held before the time was up.
/// - Throws: `CancellationError` when the test's task is cancelled.
public func eventually(within seconds: Double = 60, _ condition: () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: .milliseconds(5))
    }
    return true
}
