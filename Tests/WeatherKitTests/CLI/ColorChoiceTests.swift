import Foundation
import TestSupport
import Testing

@testable import WeatherKit

@Suite struct ColorChoiceTests {
    @Test(arguments: [
        (ColorChoice.auto, [String: String](), true, true),
        (.auto, [:], false, false),
        (.auto, ["NO_COLOR": "1"], true, false),
        (.auto, ["NO_COLOR": ""], true, true),
        (.auto, ["TERM": "dumb"], true, false),
        (.always, ["NO_COLOR": "1"], false, true),
        (.never, [:], true, false),
    ])
    func autoMeansATerminalWithoutNoColorOrDumbTerm(
        choice: ColorChoice, environment: [String: String], terminal: Bool, enabled: Bool
    ) {
        #expect(choice.enabled(environment: environment, standardOutputIsTerminal: terminal) == enabled)
    }
}
