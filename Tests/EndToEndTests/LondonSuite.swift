import Foundation
import TestSupport
import Testing

/// What the suites that run `weather` for London's coordinates share: the place, the saved answer
/// a stand-in serves for it (observed now), and a run through the suite's own ``WeatherRunner``.
protocol LondonSuite {
    var runner: WeatherRunner { get }
}

extension LondonSuite {
    static var london: String { Fixtures.londonCurrent }
    static var place: [String] { ["--lat", "51.5", "--lon", "-0.1"] }

    /// London's answer, observed now: a fresh answer, as the real service's is (the recording is
    /// from 2020, which `weather` would rightly mark as not the weather now).
    static func fixture() throws -> LoopbackServer.Reply { .json(try Fixtures.observed(london)) }

    func run(
        _ arguments: [String], server: LoopbackServer? = nil, _ extra: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        try await runner.run(arguments, server: server, extra, sourceLocation: sourceLocation)
    }
}
