import Foundation
import TestSupport
import Testing

/// `--onecall` through the built binary, against a stand-in whose key has One Call 3.0 only (4.0
/// answers 401 "no subscription"): opt-in only, the budget shared by processes, and the free
/// endpoints standing in when One Call cannot be had. (4.0: `OneCall4EndToEndTests`.)
@Suite struct OneCallEndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// One Call answers from its recording (or `oneCall`); the free endpoints from theirs.
    static func server(oneCall: LoopbackServer.Reply? = nil) throws -> LoopbackServer {
        try server(oneCall: oneCall.map { reply in { @Sendable in reply } })
    }

    /// One Call answers as `oneCall` says at each request (from its recording when nil).
    static func server(oneCall: (@Sendable () -> LoopbackServer.Reply)?) throws -> LoopbackServer {
        let recording = try Fixtures.data(
            "onecall/dblock_onecall3_phoenix-us_standard_alert-minutely60-hourly48-daily8_2024.json")
        let current = try Fixtures.data(Fixtures.londonCurrent)
        let forecast = try Fixtures.data(Fixtures.londonForecast)
        let no4 = try Fixtures.data(Fixtures.oneCall4Refusal)
        return try LoopbackServer { request in
            if request.path.hasPrefix("/data/4.0/") { return .json(no4, status: 401) }
            if request.path == "/geo/1.0/reverse" { return .json(Self.scottsdale) }
            switch request.path {
            case "/data/3.0/onecall": return oneCall?() ?? .json(recording)
            case "/data/2.5/forecast": return .json(forecast)
            default: return .json(current)
            }
        }
    }

    /// The reverse geocoder's answer near the recording's point.
    static let scottsdale = #"[{"name":"Scottsdale","lat":33.53,"lon":-111.94,"country":"US","state":"Arizona"}]"#

    static func oneCalls(_ server: LoopbackServer) -> Int {
        server.requests.filter { $0.path == "/data/3.0/onecall" }.count
    }

    @Test func withoutTheFlagNoOneCallRequestIsEverMade() async throws {
        let server = try Self.server()
        let result = try await runner.run(["33.53,-111.94", "--forecast", "--json"], server: server)
        #expect(result.status == 0)
        #expect(Self.oneCalls(server) == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        // The warnings are the NWS's (none in force at the stand-in), not One Call's.
        #expect((object["alerts"] as? [Any])?.isEmpty == true && object["onecall"] is NSNull)
        #expect(object["alerts_status"] as? String == "ok")
        let eight = try await runner.run(["33.53,-111.94", "--forecast", "8"], server: server)
        #expect(eight.status == 64 && eight.stderr.contains("6 to 8 need --onecall"))
        let alerts = try await runner.run(["33.53,-111.94", "--alerts"], server: server)
        #expect(alerts.status == 0, "\(alerts.stderr)")
        let off = try await runner.run(["33.53,-111.94", "--alerts", "--no-warnings"], server: server)
        #expect(off.status == 64 && off.stderr.contains("--alerts prints the warnings, and none are asked for"))
    }

    /// One call replaces the two: the alert first, the 8 days, and the count on disk.
    @Test func oneCallReplacesCurrentAndForecast() async throws {
        let server = try Self.server()
        let result = try await runner.run(["33.53,-111.94", "--onecall", "--forecast", "8"], server: server)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        // One Call names no place: the reverse geocoder does. The recording's alert ended on
        // 2024-01-02: no longer in force, so not shown.
        #expect(result.stdout.hasPrefix("Scottsdale, Arizona, US\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("Air Quality Alert"))
        #expect(result.stdout.contains("  UV index     0 low\n"))
        // 4.0 first (auto); it says the key has no subscription, so 3.0 answers: two calls, then
        // the place's name (not a One Call call).
        #expect(
            server.requests.map(\.path) == ["/data/4.0/onecall/current", "/data/3.0/onecall", "/geo/1.0/reverse"])
        let usage = try await runner.run(["--onecall-usage"])
        // The refused call counts, and the listing says so.
        #expect(
            usage.stdout.hasSuffix(
                ": 2 of 900 (4.0: 1, 3.0: 1)\n"
                    + "A refused request (no subscription) counts too, though OpenWeatherMap should not bill it.\n"),
            "\(usage.stdout)")
        // Within the cache's 10 minutes, a second run calls nothing; its JSON is within the schema.
        let json = try await runner.run(["33.53,-111.94", "--onecall", "--forecast", "--json"], server: server)
        #expect(Self.oneCalls(server) == 1)
        #expect(try SchemaCheck.report().problems(json.stdout) == [])
        #expect(
            json.stdout.contains(#""onecall":{"used":true,"fallback":null,"message":null,"version":"3.0","calls":0}"#))
    }

    /// Five bars start at once with a limit of 3: exactly three calls go out, the other two use
    /// the free endpoints and say so, and every run succeeds.
    @Test func theBudgetHoldsAcrossConcurrentProcesses() async throws {
        try runner.sandbox.writeConfig(
            #"{"onecall": true, "onecall_version": "3", "onecall_daily_limit": 3, "cache_ttl_s": 0}"#)
        let server = try Self.server()
        let processes = try (0..<5).map { _ in try runner.start(["33.53,-111.94", "--json"], server: server) }
        var results: [ProcessResult] = []
        for process in processes { results.append(try await process.result()) }
        #expect(results.allSatisfy { $0.status == 0 })
        #expect(Self.oneCalls(server) == 3)
        let fallbacks = results.filter {
            $0.stderr.contains("today's One Call budget of 3 calls is spent")
        }
        #expect(fallbacks.count == 2)
        for result in fallbacks {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect((object["onecall"] as? [String: Any])?["fallback"] as? String == "budget")
        }
        let usage = try await runner.run(["--onecall-usage"])
        #expect(usage.stdout.contains(": 3 of 3 (3.0: 3)\n"), "\(usage.stdout)")
    }

    /// Retries are requests too: each attempt is counted, and a One Call that stays busy leaves
    /// the free endpoints to answer.
    @Test func everyAttemptIsCountedAndABusyOneCallFallsBack() async throws {
        let server = try Self.server(oneCall: .json(#"{"cod":503,"message":"busy"}"#, status: 503))
        let result = try await runner.run(
            [
                "33.53,-111.94", "--onecall", "--onecall-version", "3", "--retries", "2", "--onecall-daily-limit", "10",
                "--json",
            ], server: server)
        #expect(result.status == 0)
        #expect(Self.oneCalls(server) == 3)
        #expect(
            result.stderr.hasPrefix(
                "weather: One Call could not be had, so the free endpoints answer: OpenWeatherMap is having trouble"))
        let usage = try await runner.run(["--onecall-usage", "--onecall-daily-limit", "10"])
        #expect(usage.stdout.contains(": 3 of 10 (3.0: 3)\n"), "\(usage.stdout)")
        // At the limit mid-retry, the attempts stop there.
        let capped = try await runner.run(
            ["51.5,-0.1", "--onecall", "--onecall-version", "3", "--retries", "5", "--onecall-daily-limit", "4"],
            server: server)
        #expect(capped.status == 0)
        #expect(Self.oneCalls(server) == 4)
    }

    /// A key without the subscription: told so with the link, and the free endpoints answer (not
    /// exit 77).
    @Test func aMissingSubscriptionFallsBackToTheFreeEndpoints() async throws {
        let body = try Fixtures.data("errors/inkypi_401_onecall3-subscription-required_http401.json")
        let server = try Self.server(oneCall: .json(body, status: 401))
        let result = try await runner.run(
            ["33.53,-111.94", "--onecall", "--onecall-version", "3", "--forecast", "--json"], server: server)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "weather: this API key has no One Call 3.0 subscription (\"One Call by Call\"), and 3.0 takes no "
                + "new subscribers: subscribe to One Call 4.0 (https://openweathermap.org/api/one-call-4) and use "
                + "--onecall-version 4 or auto, or turn One Call off (--no-onecall, or \"onecall\": false in the config); using the free "
                + "endpoints\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["onecall"] as? [String: Any])?["fallback"] as? String == "subscription")
        #expect((object["forecast"] as? [String: Any])?["step_hours"] as? Int == 3)
        #expect(Set(server.requests.map(\.path)) == ["/data/3.0/onecall", "/data/2.5/weather", "/data/2.5/forecast"])
        // Believed for an hour: the next run does not ask again (and says the same), --refresh does.
        let again = try await runner.run(
            ["33.53,-111.94", "--onecall", "--onecall-version", "3", "--cache-ttl", "0"], server: server)
        #expect(again.status == 0 && again.stderr.contains("has no One Call 3.0 subscription"))
        #expect(Self.oneCalls(server) == 1)
        _ = try await runner.run(["33.53,-111.94", "--onecall", "--onecall-version", "3", "--refresh"], server: server)
        #expect(Self.oneCalls(server) == 2)
    }

    /// Whatever 4.0 says to a key that has 3.0 alone (an "Invalid API key", a 403, a 404), `auto`
    /// asks 3.0 and shows its answer, quietly; a key that every endpoint refuses is still exit 77.
    @Test(arguments: [
        ("errors/dblock_401_invalid-api-key_http401_2020.json", 401),
        ("errors/programmatordev_404_not-found_mock.json", 403),
        ("errors/programmatordev_404_not-found_mock.json", 404),
    ])
    func anyRefusalOfFourPointZeroAsksThreePointZero(fixture: String, status: Int) async throws {
        let refusal = try Fixtures.data(fixture)
        let recording = try Fixtures.data(
            "onecall/dblock_onecall3_phoenix-us_standard_alert-minutely60-hourly48-daily8_2024.json")
        let server = try LoopbackServer { request in
            request.path.hasPrefix("/data/4.0/") ? .json(refusal, status: status) : .json(recording)
        }
        let result = try await runner.run(["33.53,-111.94", "--onecall", "--json"], server: server)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        #expect(result.stdout.contains(#""onecall":{"used":true,"fallback":null,"message":null,"version":"3.0""#))
        #expect(server.requests.map(\.path) == ["/data/4.0/onecall/current", "/data/3.0/onecall", "/geo/1.0/reverse"])

        let badKey = try Fixtures.data("errors/dblock_401_invalid-api-key_http401_2020.json")
        let refusingAll = try LoopbackServer { _ in .json(badKey, status: 401) }
        let refused = try await runner.run(["33.53,-111.94", "--onecall"], server: refusingAll)
        #expect(refused.status == 77, "\(refused.stderr)")
        #expect(refused.stderr.contains("rejected the API key"))
    }

    /// A user who has just subscribed: `--refresh` asks again, One Call answers, and that answer
    /// clears the remembered refusal, so the next plain run (past the cache) uses One Call too.
    @Test func anAnswerAfterARefusalIsBelievedAtOnce() async throws {
        let refusal = try Fixtures.data("errors/inkypi_401_onecall3-subscription-required_http401.json")
        let recording = try Fixtures.data(
            "onecall/dblock_onecall3_phoenix-us_standard_alert-minutely60-hourly48-daily8_2024.json")
        let replies = ReplySequence([.json(refusal, status: 401), .json(recording)])
        let server = try Self.server(oneCall: { replies.next() })
        let refused = try await runner.run(
            ["33.53,-111.94", "--onecall", "--onecall-version", "3", "--json"], server: server)
        #expect(refused.stderr.contains("has no One Call 3.0 subscription"))
        let refreshed = try await runner.run(
            ["33.53,-111.94", "--onecall", "--onecall-version", "3", "--refresh", "--json"], server: server)
        #expect(refreshed.status == 0 && refreshed.stderr == "", "\(refreshed.stderr)")
        #expect(refreshed.stdout.contains(#""onecall":{"used":true"#))
        #expect(Self.oneCalls(server) == 2)
        let next = try await runner.run(
            ["33.53,-111.94", "--onecall", "--onecall-version", "3", "--cache-ttl", "0", "--json"], server: server)
        #expect(next.stderr == "", "\(next.stderr)")
        #expect(next.stdout.contains(#""onecall":{"used":true"#))
        #expect(Self.oneCalls(server) == 3)
    }

    /// A limit of 0 is the reason, whatever else is remembered: no call, and the message says so.
    @Test func aLimitOfZeroIsNamedEvenAfterARefusal() async throws {
        let refusal = try Fixtures.data("errors/inkypi_401_onecall3-subscription-required_http401.json")
        let server = try Self.server(oneCall: .json(refusal, status: 401))
        _ = try await runner.run(["33.53,-111.94", "--onecall"], server: server)
        #expect(Self.oneCalls(server) == 1)
        let zero = try await runner.run(
            ["33.53,-111.94", "--onecall", "--onecall-version", "3", "--onecall-daily-limit", "0", "--cache-ttl", "0"],
            server: server)
        #expect(zero.status == 0)
        #expect(
            zero.stderr
                == "weather: the One Call daily limit is 0, so One Call is never called; using the free endpoints\n")
        #expect(Self.oneCalls(server) == 1)
    }

    /// A count that cannot be read is not "900 of 900": the usage says so, and fails.
    @Test func anUnreadableCountIsNotANumber() async throws {
        try FileManager.default.createDirectory(at: runner.cacheFolder, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: runner.cacheFolder.appendingPathComponent("onecall-usage"))
        let usage = try await runner.run(["--onecall-usage"])
        #expect(usage.status == 74)
        #expect(usage.stdout == "")
        #expect(
            usage.stderr.hasPrefix(
                "weather: the One Call count in \(runner.cacheFolder.path)/onecall-usage cannot be read or is not "
                    + "a count"))
        #expect(usage.stderr.contains("remove it to count afresh"))
        let json = try await runner.run(["--onecall-usage", "--json"])
        #expect(json.status == 74)
        // A call tried meanwhile closes the day: still no number, and no call.
        let server = try Self.server()
        _ = try await runner.run(["33.53,-111.94", "--onecall"], server: server)
        #expect(Self.oneCalls(server) == 0 && server.requests.allSatisfy { !$0.path.hasPrefix("/data/4.0/") })
        let closed = try await runner.run(["--onecall-usage"])
        #expect(closed.status == 74 && closed.stdout == "", "\(closed.stdout)")
        #expect(json.stdout.hasPrefix(#"{"schema_version":1,"error":{"code":74,"kind":"io_error""#), "\(json.stdout)")
    }

    /// `--onecall-usage --json` is JSON, and it takes no place.
    @Test func theUsageIsJSONWhenAsked() async throws {
        let usage = try await runner.run(["--onecall-usage", "--onecall-daily-limit", "50", "--json"])
        #expect(usage.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(usage.stdout.utf8)) as? [String: Any])
        let count = try #require(object["onecall_usage"] as? [String: Any])
        #expect(count["used"] as? Int == 0 && count["limit"] as? Int == 50)
        #expect((count["date"] as? String)?.count == 10)
        let place = try await runner.run(["--onecall-usage", "London"])
        #expect(place.status == 64 && place.stderr == "weather: --onecall-usage takes no place; drop London\n")
    }

    /// With 3.0 alone (4.0 refusing the key), a fresh answer: the alert, UV, the next hour, hourly
    /// steps and 8 days, in every view, and no request to the free endpoints.
    @Test func threePointZeroAloneShowsEverythingInEveryView() async throws {
        let phoenix = "onecall/dblock_onecall3_phoenix-us_standard_alert-minutely60-hourly48-daily8_2024.json"
        let fresh = try Fixtures.oneCall3Retimed(phoenix, now: Date())
        let server = try Self.server(oneCall: .json(fresh))
        let place = ["33.53,-111.94", "--onecall"]
        let human = try await runner.run(place + ["--forecast", "8"], server: server)
        #expect(human.status == 0 && human.stderr == "", "\(human.stderr)")
        #expect(
            human.stdout.hasPrefix("Scottsdale, Arizona, US\n⚠️ Air Quality Alert, from NWS Phoenix"), "\(human.stdout)")
        #expect(human.stdout.contains("\n  UV index     0 low\n"))
        #expect(human.stdout.contains("\n  Next hour    No rain in the next hour.\n"))
        #expect(human.stdout.contains("\n  Day      Low  High  Weather"))
        let hourly = try await runner.run(place + ["--hourly"], server: server)
        #expect(hourly.stdout.contains("\nForecast every hour, local time (UTC-7): °C, m/s\n"), "\(hourly.stdout)")
        let chart = try await runner.run(place + ["--chart"], server: server, ["COLUMNS": "80"])
        // 48 steps from the hour now falls in: 48 hours ahead in its first half, 47 in its second.
        #expect(
            chart.stdout.contains("h, local time (UTC-7): °C, mm, % chance\n")
                && (chart.stdout.contains("\nNext 48 h,") || chart.stdout.contains("\nNext 47 h,")),
            "\(chart.stdout)")
        let template = try await runner.run(place + ["--format", "{alert}|{uvi}|{today_max:.0}"], server: server)
        #expect(template.stdout.hasPrefix("Air Quality Alert|0|"), "\(template.stdout)")
        let bar = try await runner.run(place + ["--waybar"], server: server)
        #expect(bar.stdout.contains(#""class":["clear","alert"]"#), "\(bar.stdout)")
        let json = try await runner.run(place + ["--forecast", "--json"], server: server)
        #expect(try SchemaCheck.report().problems(json.stdout) == [])
        #expect(json.stdout.contains(#""version":"3.0""#))
        #expect(!server.requests.contains { $0.path.hasPrefix("/data/2.5/") })
        // The place's name is kept as names are: one reverse request for all six runs.
        #expect(server.requests.filter { $0.path == "/geo/1.0/reverse" }.count == 1)
    }
}
