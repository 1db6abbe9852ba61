import Foundation
import TestSupport
import Testing

/// One Call 4.0 through the built binary, against a stand-in that serves the 4.0 endpoints from
/// the documentation's records (``OneCall4StandIn``) and answers 3.0 with the 401 a 4.0-only key
/// gets there: what each view asks for, what the budget counts, and how each failure falls back.
@Suite struct OneCall4EndToEndTests {
    let runner: WeatherRunner

    init() throws { runner = try WeatherRunner() }

    /// 4.0 from the stand-in unless `fourPointZero` answers a request first; 3.0 refuses the key;
    /// the free endpoints answer from their recordings. The stand-in's clock is read once, when the
    /// server is made: a run that straddles an hour must not see its pages from two hours.
    static func server(
        fourPointZero: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?)? = nil,
        threePointZero: LoopbackServer.Reply? = nil, now: Date = Date()
    ) throws -> LoopbackServer {
        let refusal = try Fixtures.data(Fixtures.oneCall3Refusal)
        let current = try Fixtures.data(Fixtures.londonCurrent)
        let forecast = try Fixtures.data(Fixtures.londonForecast)
        return try LoopbackServer { request in
            if OneCall4StandIn.isOneCall4(request.path) {
                if let reply = fourPointZero?(request) { return reply }
                let body = (try? OneCall4StandIn.reply(path: request.path, query: request.query, now: now)) ?? nil
                return body.map { .json($0) } ?? .json(#"{"cod":404,"message":"not found"}"#, status: 404)
            }
            switch request.path {
            case "/data/3.0/onecall": return threePointZero ?? .json(refusal, status: 401)
            case "/data/2.5/forecast": return .json(forecast)
            default: return .json(current)
            }
        }
    }

    static func paths(_ server: LoopbackServer, _ prefix: String) -> [String] {
        server.requests.map(\.path).filter { $0.hasPrefix(prefix) }
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Today's total, and 4.0's share, from `--onecall-usage --json`.
    func usage() async throws -> (total: Int, fourPointZero: Int) {
        let result = try await runner.run(["--onecall-usage", "--json"])
        let count = try #require(try Self.object(result.stdout)["onecall_usage"] as? [String: Any])
        let versions = try #require(count["by_version"] as? [String: Int])
        return (try #require(count["used"] as? Int), versions["4.0"] ?? 0)
    }

    /// With 4.0 alone: the alert, UV, the next hour and 8 days, and no request but 4.0's.
    @Test func fourPointZeroAloneShowsAlertsUVTheNextHourAndEightDays() async throws {
        let server = try Self.server()
        let result = try await runner.run(["51.5,-0.1", "--onecall", "--forecast", "8"], server: server)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        // The place, then its alert (the reverse geocoder, answered with the weather here, names none).
        #expect(
            result.stdout.hasPrefix("51.5, -0.1\n⚠️ Heat Advisory, from NWS Tulsa (Eastern Oklahoma)\n"),
            "\(result.stdout)")
        #expect(result.stdout.contains("\n  UV index     2 low\n"))
        #expect(result.stdout.contains("\n  Next hour    No rain in the next hour.\n"))
        let days = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(" sky is clear") }
        #expect(days.count == 8, "\(result.stdout)")
        // The daily table needs no hourly steps: current, the minutes, the days and two alerts.
        #expect(
            Set(server.requests.map(\.path)) == [
                "/data/4.0/onecall/current", "/data/4.0/onecall/timeline/1min", "/data/4.0/onecall/timeline/1day",
                "/data/4.0/onecall/alert/8B46C632-DCA7-44D7-8BDF-02445621BAFF",
                "/data/4.0/onecall/alert/29F58A35-BB91-4A73-9F46-9FC64BDF604F", "/geo/1.0/reverse",
            ])
        #expect(try await usage() == (5, 5))
        let hourly = try await runner.run(["51.5,-0.1", "--onecall", "--hourly", "--cache-ttl", "0"], server: server)
        #expect(hourly.stdout.contains("\nForecast every hour, local time (UTC+1): °C, m/s\n"), "\(hourly.stdout)")
        #expect(
            hourly.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(" sky is clear") }.count
                == 48)
        #expect(Self.paths(server, "/data/4.0/onecall/timeline/1h").count == 3)
        #expect(Self.paths(server, "/data/2.5/").isEmpty && Self.paths(server, "/data/3.0/").isEmpty)
    }

    /// Every request is a call: the count after a refresh is what the stand-in saw, pages and
    /// retries included.
    @Test func theCountIsWhatTheServerSawPagesAndRetriesIncluded() async throws {
        let once = Once()
        let server = try Self.server(fourPointZero: { request in
            // The second hourly page is busy once, then answers.
            guard request.path.hasSuffix("/timeline/1h"), request.query["start"] != nil, once.first() else {
                return nil
            }
            return .json(#"{"cod":503,"message":"busy"}"#, status: 503)
        })
        let result = try await runner.run(
            ["51.5,-0.1", "--onecall", "--forecast", "--json", "--retries", "1"], server: server)
        #expect(result.status == 0)
        let object = try Self.object(result.stdout)
        let oneCall = try #require(object["onecall"] as? [String: Any])
        #expect(oneCall["used"] as? Bool == true && oneCall["version"] as? String == "4.0")
        let seen = Self.paths(server, "/data/4.0/").count
        // current, minutes, days, two alerts, three hourly pages and the retry.
        #expect(seen == 9)
        #expect(oneCall["calls"] as? Int == seen)
        #expect(try await usage() == (seen, seen))
        let forecast = try #require(object["forecast"] as? [String: Any])
        #expect((forecast["entries"] as? [Any])?.count == 48 && (forecast["daily"] as? [Any])?.count == 10)
        #expect((forecast["minutely"] as? [Any])?.count == 60)
        #expect(try SchemaCheck.report().problems(result.stdout) == [])
    }

    /// A page that stays busy: the free endpoints answer, every request is counted once, and the
    /// next run pays only for the page that failed (the others come from the cache).
    @Test func aPageThatFailsMidwayFallsBackAndIsNotPaidTwice() async throws {
        let server = try Self.server(fourPointZero: { request in
            request.path.hasSuffix("/timeline/1h") && request.query["start"] != nil
                ? .json(#"{"cod":503,"message":"busy"}"#, status: 503) : nil
        })
        let arguments = ["51.5,-0.1", "--onecall", "--hourly", "--retries", "0", "--json"]
        let first = try await runner.run(arguments, server: server)
        #expect(first.status == 0)
        #expect(first.stderr.hasPrefix("weather: One Call could not be had, so the free endpoints answer: "))
        #expect(Set(Self.paths(server, "/data/2.5/")) == ["/data/2.5/weather", "/data/2.5/forecast"])
        let firstCalls = Self.paths(server, "/data/4.0/").count
        #expect(try await usage().total == firstCalls)
        _ = try await runner.run(arguments, server: server)
        let again = Self.paths(server, "/data/4.0/").dropFirst(firstCalls)
        #expect(Array(again) == ["/data/4.0/onecall/timeline/1h"], "\(again)")
        #expect(try await usage().total == firstCalls + 1)
    }

    /// A status bar's line needs no table: the current weather, the minutes for the tooltip's next
    /// hour, and the alerts for its class.
    @Test func aBarAsksOnlyForWhatItShows() async throws {
        let server = try Self.server()
        let result = try await runner.run(["51.5,-0.1", "--onecall", "--waybar"], server: server)
        let line = try Self.object(result.stdout)
        #expect((line["class"] as? [String])?.contains("alert") == true)
        #expect((line["tooltip"] as? String)?.contains("Next hour") == true)
        // The weather now, the minutes and the two alerts' texts: 2 calls a refresh, and 2 once.
        #expect(Self.paths(server, "/data/4.0/").count == 4)
        #expect(!server.requests.contains { $0.path.contains("/timeline/1h") || $0.path.contains("/timeline/1day") })
        let template = try await runner.run(
            ["51.5,-0.1", "--onecall", "--format", "{temp:.0} {uvi}", "--cache-ttl", "0"], server: server)
        #expect(template.stdout == "13 °C 2\n")
        // A template that shows neither the next hour nor an alert: the weather now alone.
        #expect(Array(Self.paths(server, "/data/4.0/").dropFirst(4)) == ["/data/4.0/onecall/current"])
    }

    /// The chart and a template draw from 4.0's hourly steps.
    @Test func theChartDrawsFromTheHourlySteps() async throws {
        let server = try Self.server()
        let result = try await runner.run(["51.5,-0.1", "--onecall", "--chart"], server: server, ["COLUMNS": "80"])
        #expect(result.status == 0)
        // 48 steps from the hour now falls in: 48 hours ahead in its first half, 47 in its second.
        #expect(
            result.stdout.contains("h, local time (UTC+1): °C, mm, % chance\n")
                && (result.stdout.contains("\nNext 48 h,") || result.stdout.contains("\nNext 47 h,")),
            "\(result.stdout)")
        #expect(Self.paths(server, "/data/4.0/onecall/timeline/1h").count == 3)
    }

    /// A place without minutes (404) and an alert whose text is gone (404): the weather without
    /// them, and neither asked again within 10 minutes.
    @Test func whatIsNotThereIsAnAnswerAndIsNotPaidForAgain() async throws {
        let server = try Self.server(fourPointZero: { request in
            request.path.hasSuffix("/timeline/1min") || request.path.contains("/alert/8B46")
                ? .json(#"{"cod":404,"message":"not found"}"#, status: 404) : nil
        })
        let first = try await runner.run(["51.5,-0.1", "--onecall", "--json"], server: server)
        #expect(first.status == 0 && first.stderr == "", "\(first.stderr)")
        let object = try Self.object(first.stdout)
        #expect(object["next_hour"] is NSNull && (object["alerts"] as? [Any])?.count == 1)
        let calls = Self.paths(server, "/data/4.0/").count
        #expect(calls == 4)
        // The weather now from the cache too; the absent minutes and alert are not asked again.
        _ = try await runner.run(["51.5,-0.1", "--onecall", "--json"], server: server)
        #expect(Self.paths(server, "/data/4.0/").count == calls)
    }

    /// An answer 4.0 should not have given is One Call not to be had: the free endpoints answer.
    @Test func aBadFourPointZeroAnswerFallsBack() async throws {
        let server = try Self.server(fourPointZero: { request in
            request.path.hasSuffix("/timeline/1day") ? .json(#"{"lat":1,"lon":2,"data":[{"dt":"soon"}]}"#) : nil
        })
        let result = try await runner.run(["51.5,-0.1", "--onecall", "--forecast"], server: server)
        #expect(result.status == 0)
        #expect(
            result.stderr.hasPrefix("weather: One Call could not be had, so the free endpoints answer: bad response"))
        #expect(result.stderr.contains("`data[0]."), "\(result.stderr)")
    }

    /// A server that pays no heed to `start` gets no more pages than the hours need.
    @Test func pagingStopsWhenAPageBringsNothingNew() async throws {
        let now = Date()
        let server = try Self.server(
            fourPointZero: { request in
                guard request.path.hasSuffix("/timeline/1h") else { return nil }
                let body = try? OneCall4StandIn.reply(path: request.path, query: [:], now: now)
                return body.map { .json($0) }
            }, now: now)
        _ = try await runner.run(["51.5,-0.1", "--onecall", "--hourly"], server: server)
        #expect(Self.paths(server, "/data/4.0/onecall/timeline/1h").count == 2)
    }

    /// A key with neither plan: both are asked once, both refusals are remembered, and the free
    /// endpoints answer with one message that says so.
    @Test func aKeyWithNeitherAsksEachOnceAnHour() async throws {
        let refusal = try Fixtures.data(Fixtures.oneCall4Refusal)
        let server = try Self.server(fourPointZero: { _ in .json(refusal, status: 401) })
        let result = try await runner.run(["51.5,-0.1", "--onecall", "--json"], server: server)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "weather: this API key has no One Call subscription (neither 4.0 nor 3.0); subscribe to One Call 4.0 "
                + "at https://openweathermap.org/api/one-call-4 or turn One Call off (--no-onecall, or \"onecall\": false in the config); "
                + "using the free endpoints\n")
        #expect(
            (try Self.object(result.stdout)["onecall"] as? [String: Any])?["fallback"] as? String == "subscription")
        #expect(server.requests.map(\.path).prefix(2) == ["/data/4.0/onecall/current", "/data/3.0/onecall"])
        _ = try await runner.run(["51.5,-0.1", "--onecall", "--cache-ttl", "0"], server: server)
        #expect(Self.paths(server, "/data/4.0/").count == 1 && Self.paths(server, "/data/3.0/").count == 1)
    }

    /// A user who has just subscribed to 4.0: `--refresh` asks again at once and 4.0 answers; its
    /// answer clears the remembered refusal, so the next plain run uses 4.0 too.
    @Test func anAnswerAfterARefusalIsBelievedAtOnce() async throws {
        let refusal = try Fixtures.data(Fixtures.oneCall4Refusal)
        let once = Once()
        let server = try Self.server(fourPointZero: { request in
            request.path.hasSuffix("/current") && once.first() ? .json(refusal, status: 401) : nil
        })
        let refused = try await runner.run(
            ["51.5,-0.1", "--onecall", "--onecall-version", "4", "--json"], server: server)
        #expect(refused.stderr.hasPrefix("weather: this API key has no One Call 4.0 subscription"))
        let refreshed = try await runner.run(
            ["51.5,-0.1", "--onecall", "--onecall-version", "4", "--refresh", "--json"], server: server)
        #expect(refreshed.stderr == "", "\(refreshed.stderr)")
        #expect(refreshed.stdout.contains(#""version":"4.0""#))
        let next = try await runner.run(
            ["51.5,-0.1", "--onecall", "--onecall-version", "4", "--cache-ttl", "0", "--json"], server: server)
        #expect(next.stderr == "" && next.stdout.contains(#""version":"4.0""#), "\(next.stderr)")
        #expect(Self.paths(server, "/data/2.5/").count == 1)  // the first run's weather, only
    }

    /// Asked for by name, a version is the only one asked, and its message links its own page.
    @Test func aVersionAskedByNameIsTheOnlyOneAsked() async throws {
        let refusal = try Fixtures.data(Fixtures.oneCall4Refusal)
        let server = try Self.server(fourPointZero: { _ in .json(refusal, status: 401) })
        let four = try await runner.run(["51.5,-0.1", "--onecall", "--onecall-version", "4"], server: server)
        #expect(four.stderr.hasPrefix("weather: this API key has no One Call 4.0 subscription"))
        #expect(four.stderr.contains("https://openweathermap.org/api/one-call-4"))
        #expect(Self.paths(server, "/data/3.0/").isEmpty)
        // A key with 4.0 alone, asked for 3.0: told that 3.0 is sold no more, and where 4.0 is.
        let three = try await runner.run(["51.5,-0.1", "--onecall", "--onecall-version", "3"], server: server)
        #expect(three.stderr.hasPrefix("weather: this API key has no One Call 3.0 subscription"))
        #expect(three.stderr.contains("--onecall-version 4 or auto"))
    }

    /// 429 on any call, after its retries: the free endpoints answer, and each attempt counts.
    @Test func aBusyFourPointZeroFallsBackAndCountsEachAttempt() async throws {
        let server = try Self.server(fourPointZero: { request in
            request.path.hasSuffix("/timeline/1day") ? .json(#"{"cod":429,"message":"slow down"}"#, status: 429) : nil
        })
        let result = try await runner.run(["51.5,-0.1", "--onecall", "--forecast", "--retries", "2"], server: server)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("weather: One Call could not be had, so the free endpoints answer: "))
        #expect(Self.paths(server, "/data/4.0/onecall/timeline/1day").count == 3)
        #expect(try await usage().total == Self.paths(server, "/data/4.0/").count)
    }
}

/// True the first time it is asked, from any thread.
private final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var asked = false

    func first() -> Bool {
        lock.withLock {
            defer { asked = true }
            return !asked
        }
    }
}
