import Foundation
import Testing

@testable import WeatherKit

/// The plan asks One Call 4.0 for only what the chosen output shows, a call each.
@Suite struct FetchPlanTests {
    typealias Sections = FetchPlan.OneCall.Sections

    @Test(
        arguments: [
            ([], Sections(minutes: true, hours: 0, days: false, alerts: true)),
            (["--waybar"], Sections(minutes: true, hours: 0, days: false, alerts: true)),
            (["--format", "{temp}"], Sections(minutes: false, hours: 0, days: false, alerts: false)),
            (["--format", "{rain_soon} {today_max}"], Sections(minutes: true, hours: 0, days: true, alerts: false)),
            (["--format", "{alert} {rain_next}"], Sections(minutes: false, hours: 48, days: false, alerts: true)),
            (["--format", "{pop_next}"], Sections(minutes: false, hours: 1, days: false, alerts: false)),
            (["--forecast"], Sections(minutes: true, hours: 0, days: true, alerts: true)),
            (["--hourly", "1"], Sections(minutes: true, hours: 24, days: false, alerts: true)),
            (["--chart"], Sections(minutes: true, hours: 48, days: false, alerts: true)),
            (["--forecast", "--chart", "1"], Sections(minutes: true, hours: 24, days: true, alerts: true)),
            (["--forecast", "--json"], Sections(minutes: true, hours: 48, days: true, alerts: true)),
            (["--json"], Sections(minutes: true, hours: 0, days: false, alerts: true)),
        ] as [([String], Sections)])
    func oneCallAsksOnlyForWhatTheOutputShows(arguments: [String], sections: Sections) throws {
        let flags = try CommandLineParser.parse(["--onecall", "51.5,-0.1"] + arguments)
        let settings = try Settings.resolve(flags: flags, environment: [:], config: Options(), configPath: nil)
        #expect(settings.plan.oneCall?.sections == sections)
    }

    /// A connection per request of a place, so they go out together; One Call needs none of its own.
    @Test(
        arguments: [
            ([], 1), (["--forecast"], 2), (["--air"], 2), (["--air", "--forecast"], 4), (["--format", "{aqi}"], 2),
            (["--onecall"], 1), (["--onecall", "--forecast"], 2),
        ] as [([String], Int)])
    func eachRequestOfAPlaceHasAConnection(arguments: [String], connections: Int) throws {
        let flags = try CommandLineParser.parse(["51.5,-0.1"] + arguments)
        let settings = try Settings.resolve(flags: flags, environment: [:], config: Options(), configPath: nil)
        #expect(settings.plan.connectionsPerPlace == connections)
    }

    @Test func theVersionComesFromTheFlagOrTheConfigAndIsAutoByDefault() throws {
        let config = try ConfigFile.parse(Data(#"{"onecall": true, "onecall_version": "3"}"#.utf8), path: "c")
        func version(_ arguments: [String], _ config: Options) throws -> OneCallChoice? {
            let flags = try CommandLineParser.parse(arguments + ["1,2"])
            return try Settings.resolve(flags: flags, environment: [:], config: config, configPath: nil).plan.oneCall?
                .version
        }
        #expect(try version([], config) == .v3)
        #expect(try version(["--onecall-version", "4"], config) == .v4)
        #expect(try version(["--onecall"], Options()) == .auto)
        #expect(OneCallChoice.auto.order == [.v4, .v3])
    }
}
