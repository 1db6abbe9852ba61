import Dispatch
import FoundationEssentials
import WeatherKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The exit code, handed from the command's task to the main thread.
final class Outcome: @unchecked Sendable {
    var code: Int32 = 0
}

// A plain, synchronous main that waits on a semaphore rather than an `async` main: that one parks
// the main thread in dispatch_main() and resumes on the main queue, and Foundation, which the
// network library loads mid-run, takes the main queue over for its run loop, so the process
// would never reach exit().
TemporaryFiles.removeOnInterrupt()
let command = WeatherCommand(environment: ProcessInfo.processInfo.environment)
let arguments = Array(CommandLine.arguments.dropFirst())
let outcome = Outcome()
let finished = DispatchSemaphore(value: 0)
Task.detached {
    outcome.code = await command.run(arguments).rawValue
    finished.signal()
}
finished.wait()
exit(outcome.code)
