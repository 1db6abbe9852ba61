import Foundation
import WeatherKit
import WeatherNetwork

// First, before anything opens a file or starts a thread: the standard streams (a descriptor the
// parent closed must not be reused), where TLS finds its CA certificates, and Ctrl-C handling.
let streams = StandardStreams.process
let environment = ProcessInfo.processInfo.environment
TrustStore.defaultToSystemCertificates(environment: environment)
TemporaryFiles.removeOnInterrupt()
WakeSignal.ignoreSIGUSR1()
let command = WeatherCommand(
    environment: environment, streams: streams, transport: .urlSession(environment: environment),
    listenForRefresh: WakeSignal.fireOnSIGUSR1)
let arguments = Array(CommandLine.arguments.dropFirst())

// The command runs on the global executor while this thread waits, rather than with `await` at the
// top level: that parks the main thread in dispatch_main, which ends it with pthread_exit, and in
// the static release build the unwinding that follows first sorts every frame-table entry of the
// binary: 30 ms of a 45 ms run (measured with callgrind; see Tests/README.md, "Performance").
let run = RunToEnd()
Task.detached { run.finish(await command.run(arguments)) }
exit(run.wait().rawValue)
