import Foundation

/// How long a test waits for what should take moments (a loopback answer, a child's first line,
/// its exit) before it calls it a hang.
///
/// Never a measure of speed, and so set far above any: one CI machine ran the suite four times
/// slower than this one (its quick suites ended after 47 s instead of 11 s) and an in-process
/// loopback request there took over 30 s; a bound that only guards against hangs must not be
/// what fails on a slow machine. Tests that time something pass their own, short, bound.
public enum HangGuard {
    public static let seconds = 300.0
}

/// Waits until `condition` holds, looking again every few milliseconds, for at most `seconds`.
///
/// For a test step that must come after something another thread or process does (a request
/// reaches the server, a waiter starts polling): the test waits for that to be seen, instead of
/// sleeping for a guess at how long it takes. The bound (``HangGuard``) only ends a wait that
/// would otherwise hang the test when the condition never comes.
/// - Returns: whether `condition` held before the time was up.
/// - Throws: `CancellationError` when the test's task is cancelled.
public func eventually(within seconds: Double = HangGuard.seconds, _ condition: () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: .milliseconds(5))
    }
    return true
}
