import Foundation
import TestSupport
import Testing

@testable import WeatherKit

#if canImport(Glibc)
    import Glibc
#endif

/// The one door to stdout and stderr.
@Suite struct OutputWriterTests {
    @Test func everyByteIsRedactedOnBothStreams() {
        let captured = CapturedStreams()
        let output = OutputWriter(streams: captured.streams())
        output.redact("secret-key")
        output.print("London secret-key\n")
        output.error("rejected secret-key")
        #expect(captured.stdout == "London [redacted]\n")
        #expect(captured.stderr == "weather: rejected [redacted]\n")
        #expect(output.finish(.success) == .success)
    }

    @Test func jsonOutputIsRedactedInsideStringsOnly() {
        let captured = CapturedStreams()
        let output = OutputWriter(streams: captured.streams())
        output.redact("1")
        output.setOutputIsJSON(true)
        output.print(#"{"humidity_pct":1,"name":"1"}"# + "\n")
        #expect(captured.stdout == #"{"humidity_pct":1,"name":"[redacted]"}"# + "\n")
    }

    @Test func aKeyWithAQuoteIsCaughtInItsJSONForm() {
        let captured = CapturedStreams()
        let output = OutputWriter(streams: captured.streams())
        output.redact(#"ab"cd"#)
        output.setOutputIsJSON(true)
        output.print(#"{"name":"ab\"cd"}"#)
        #expect(captured.stdout == #"{"name":"[redacted]"}"#)
    }

    @Test func anErrorLineIsOneLineWithoutControlCharacters() {
        let captured = CapturedStreams()
        OutputWriter(streams: captured.streams()).error("bad\u{1B}[2J\nthing")
        #expect(captured.stderr == "weather: bad [2J thing\n")
    }

    @Test func aWarningOfOneTopicComesOnce() {
        let captured = CapturedStreams()
        let output = OutputWriter(streams: captured.streams())
        output.warnOnce("cannot write the cache", topic: "cache")
        output.warnOnce("cannot write the cache again", topic: "cache")
        output.warnOnce("something else", topic: "other")
        #expect(captured.stderr == "weather: cannot write the cache\nweather: something else\n")
    }

    @Test(arguments: [
        (
            ENOSPC, ExitCode.success, ExitCode.ioError,
            "weather: cannot write to standard output: No space left on device\n"
        ),
        (EBADF, .success, .ioError, "weather: cannot write to standard output: Bad file descriptor\n"),
        (EBADF, .notFound, .notFound, "weather: cannot write to standard output: Bad file descriptor\n"),
        (EPIPE, .success, .brokenPipe, ""),
    ])
    func aFailedWriteDecidesTheEnd(errno: Int32, code: ExitCode, final: ExitCode, stderr: String) {
        let captured = CapturedStreams(outputFailure: errno)
        let output = OutputWriter(streams: captured.streams())
        output.print("text")
        output.print("more")
        #expect(output.finish(code) == final)
        #expect(captured.stderr == stderr)
    }
}
