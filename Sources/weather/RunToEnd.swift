import Dispatch
import WeatherKit

/// Hands the exit code from the command's task to the main thread, which waits for it.
final class RunToEnd: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var code = ExitCode.success

    func finish(_ code: ExitCode) {
        self.code = code
        done.signal()
    }

    func wait() -> ExitCode {
        done.wait()
        return code
    }
}
