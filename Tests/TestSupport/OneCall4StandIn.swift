import Foundation

/// A stand-in for One Call 4.0, for the tests: every answer is built from a record of
/// OpenWeatherMap's own documentation (see `Fixtures/SOURCES.md`), repeated and moved in time so
/// that it lies ahead of `now`, the way ``Fixtures/retimed(_:firstStepAt:)`` moves a forecast.
///
/// - `current`: the documented record at `now`, with its two alert ids.
/// - `timeline/1min`: 60 minutes from `now`, each the documented minute.
/// - `timeline/1h`: pages of 20 hours from `start` (or the hour `now` falls in), each the
///   documented 15-minute step (the docs show no hourly one; the fields are the same), with `next`
///   (plain http, the request's key in it, as live answers have) until 48 hours are covered: three
///   pages.
/// - `timeline/1day`: 10 days from today, each the documented day.
/// - `alert/ID`: the documented alert under that id, in force from an hour ago to a day ahead.
public enum OneCall4StandIn {
    public static let pageHours = 20
    public static let forecastHours = 48

    /// The answer to a 4.0 request, or nil for a path that is not 4.0's.
    public static func reply(path: String, query: [String: String], now: Date) throws -> Data? {
        let seconds = Int(now.timeIntervalSince1970)
        let hour = seconds - seconds % 3600
        switch path {
        case "/data/4.0/onecall/current":
            return try page(Fixtures.oneCall4Now, times: [seconds], next: nil) { record, time in
                record["dt"] = time
                record["sunrise"] = time - 3 * 3600
                record["sunset"] = time + 9 * 3600
            }
        case "/data/4.0/onecall/timeline/1min":
            return try page(
                Fixtures.oneCall4Minute, times: (0..<60).map { seconds - seconds % 60 + $0 * 60 }, next: nil)
        case "/data/4.0/onecall/timeline/1h":
            let start = query["start"].flatMap(Int.init) ?? hour
            let end = min(start + pageHours * 3600, hour + forecastHours * 3600)
            let times = Array(stride(from: start, to: end, by: 3600))
            let more = end < hour + forecastHours * 3600
            // As live answers do: plain http, no lat or lon, and the key.
            let next =
                "http://api.openweathermap.org/data/4.0/onecall/timeline/1h?cnt=20&start=\(end)&appid="
                + (query["appid"] ?? "")
            return try page(Fixtures.oneCall4Step, times: times, next: more ? next : nil)
        case "/data/4.0/onecall/timeline/1day":
            let day = seconds - seconds % 86_400
            return try page(Fixtures.oneCall4Day, times: (0..<10).map { day + $0 * 86_400 + 43_200 }, next: nil)
        case _ where path.hasPrefix("/data/4.0/onecall/alert/"):
            guard
                var alert = try JSONSerialization.jsonObject(with: Fixtures.data(Fixtures.oneCall4Alert))
                    as? [String: Any]
            else { throw CocoaError(.fileReadCorruptFile) }
            alert["id"] = String(path.dropFirst("/data/4.0/onecall/alert/".count)).removingPercentEncoding
            alert["start"] = seconds - 3600
            alert["end"] = seconds + 86_400
            return try JSONSerialization.data(withJSONObject: alert)
        default:
            return nil
        }
    }

    /// The paths a 4.0 client asks for, by kind, as the stand-in saw them.
    public static func isOneCall4(_ path: String) -> Bool { path.hasPrefix("/data/4.0/") }

    /// The fixture's envelope with its one record repeated at each of `times`.
    private static func page(
        _ fixture: String, times: [Int], next: String?, edit: (inout [String: Any], Int) -> Void = { $0["dt"] = $1 }
    ) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: Fixtures.data(fixture)) as? [String: Any],
            let record = (object["data"] as? [[String: Any]])?.first
        else { throw CocoaError(.fileReadCorruptFile) }
        object["data"] = times.map { time in
            var copy = record
            edit(&copy, time)
            return copy
        }
        object["next"] = next
        object["prev"] = nil
        return try JSONSerialization.data(withJSONObject: object)
    }
}
