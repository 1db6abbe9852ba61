import Foundation
import WeatherKit

/// Standard streams in memory, for driving `WeatherCommand` in process: what it wrote, and a way
/// to make writes to stdout fail as a full disk or a closed pipe would.
public final class CapturedStreams: @unchecked Sendable {
    private let lock = NSLock()
    private var output = ""
    private var error = ""
    private let outputFailure: Int32?
    private let input: Data

    /// - Parameters:
    ///   - input: what `--input -` reads.
    ///   - outputFailure: when set, every write to stdout fails with this errno (ENOSPC, EPIPE…).
    public init(input: Data = Data(), outputFailure: Int32? = nil) {
        self.input = input
        self.outputFailure = outputFailure
    }

    public var stdout: String { lock.withLock { output } }
    public var stderr: String { lock.withLock { error } }

    public func streams(terminal: Bool = false) -> StandardStreams {
        StandardStreams(
            write: { stream, text in
                self.lock.withLock {
                    switch stream {
                    case .output:
                        if let failure = self.outputFailure { return failure }
                        self.output += text
                    case .error:
                        self.error += text
                    }
                    return nil
                }
            },
            readInput: { .data(self.input) },
            outputIsTerminal: terminal)
    }
}
