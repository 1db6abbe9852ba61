import Foundation
import WeatherKit

TemporaryFiles.removeOnInterrupt()
let command = WeatherCommand(environment: ProcessInfo.processInfo.environment)
exit(await command.run(Array(CommandLine.arguments.dropFirst())).rawValue)
