import Foundation
import WeatherKit
import WeatherNetwork

// Standard streams first, before anything can open a file onto a descriptor the parent closed;
// then Ctrl-C handling, before any thread exists (see TemporaryFiles).
let streams = StandardStreams.process
TemporaryFiles.removeOnInterrupt()
let command = WeatherCommand(environment: ProcessInfo.processInfo.environment, streams: streams, transport: .urlSession)
exit(await command.run(Array(CommandLine.arguments.dropFirst())).rawValue)
