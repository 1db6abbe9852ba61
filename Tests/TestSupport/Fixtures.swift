import Foundation

/// The real OpenWeatherMap payloads under `Fixtures/` (credited in `Fixtures/SOURCES.md`).
public enum Fixtures {
    // The ones many tests use, by name. Every other fixture is read through `names(in:)`.
    /// London, 2020: moderate rain, 1.27 mm in the last hour, UTC+1.
    public static let londonCurrent = "current/dblock_london-gb_standard_rain1h_2020.json"
    /// Minsk, metric: rain and snow over 1 h and 3 h, every field present.
    public static let minskCurrent = "current/prominence_minsk-by_lang-ru_metric_rain-and-snow-1h-3h_city-id-0.json"
    /// London's 40-step forecast, 2025.
    public static let londonForecast = "forecast/dblock_london-gb_standard_cnt40_2025.json"
    /// Adelphi (US), 40 steps at UTC-4.
    public static let adelphiForecast = "forecast/dblock_adelphi-us_standard_cnt40_tz-minus4h_2025.json"
    /// Five Londons from `/geo/1.0/direct`, with US state abbreviations.
    public static let londonMatches = "geocoding/pyowm_direct_london_5-results_us-state-abbrev.json"
    /// One match from `/geo/1.0/zip`: 90210, US.
    public static let beverlyHillsZip = "geocoding/prominence_zip_90210-us.json"
    /// London's air now (pyowm), aqi 1, `coord` an object.
    public static let londonAir = "air/csparpa_air-pollution-current_london_coord-object_list1.json"
    /// Lisbon's 96-hour air forecast, with two hours of `"aqi": 0`.
    public static let lisbonAirForecast = "air/programmatordev_air-pollution-forecast_lisbon_coord-object_list96.json"
    /// `cod` 200, `cnt` 0, an empty `list`.
    public static let emptyForecast = "malformed/pyowm_forecast_cod200_cnt0_empty-list.json"
    /// One Call 4.0's `current`, from its documentation (London, Kelvin, two alert ids).
    public static let oneCall4Now =
        "onecall4/owmdocs_onecall4_current_london_standard_EDITED-comma-added-elision-removed.json"
    /// One Call 4.0's `timeline/1min`, from its documentation: one minute.
    public static let oneCall4Minute =
        "onecall4/owmdocs_onecall4_1min_london_standard_EDITED-elisions-removed-one-minute.json"
    /// One Call 4.0's `timeline/15min`, from its documentation: one step, and `next`.
    public static let oneCall4Step =
        "onecall4/owmdocs_onecall4_15min_london_standard_EDITED-elisions-removed-one-step.json"
    /// One Call 4.0's `timeline/1day`, from its documentation: one day, `prev` and `next`.
    public static let oneCall4Day = "onecall4/owmdocs_onecall4_1day_london_standard_EDITED-elision-removed-one-day.json"
    /// One Call 4.0's `alert/{id}`, from its documentation: NWS Tulsa's heat advisory (2020).
    public static let oneCall4Alert =
        "onecall4/owmdocs_onecall4_alert_tulsa-heat-advisory_EDITED-raw-line-breaks-joined.json"
    /// One Call 4.0's 401 for a key without its subscription (the text as quoted, cut short).
    public static let oneCall4Refusal =
        "errors/spanish-readme_401_onecall4-subscription-required_TRUNCATED-by-its-quoter.json"
    /// One Call 3.0's 401 for a key without its subscription (also what a 4.0-only key gets from 3.0).
    public static let oneCall3Refusal = "errors/inkypi_401_onecall3-subscription-required_http401.json"

    /// The `Fixtures` folder inside the test resources bundle.
    public static var directory: URL {
        Bundle.module.resourceURL?.appendingPathComponent("Fixtures")
            ?? Bundle.module.bundleURL.appendingPathComponent("Fixtures")
    }

    /// The bytes of `Fixtures/<path>`, e.g. ``londonCurrent``.
    public static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    /// Whether a fixture was fetched with `units=metric` or `units=imperial` (its name says so):
    /// `weather` refuses those as they are, since it reads the API's default units.
    public static func isInOtherUnits(_ path: String) -> Bool {
        path.contains("_metric_") || path.contains("_imperial_")
    }

    /// The fixture as the API would have sent it in its default units: every temperature under
    /// `main` (current weather and each forecast step) converted from °C or °F to Kelvin, the
    /// rest as it was. For tests of other fields that only a metric or imperial payload has.
    /// London's current weather (``londonCurrent``) with `celsius` for its temperature: for a test
    /// whose server's answer changes.
    public static func londonCurrent(celsius: Double) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: data(londonCurrent)) as? [String: Any],
            var main = object["main"] as? [String: Any]
        else { throw CocoaError(.coderReadCorrupt) }
        main["temp"] = celsius + 273.15
        object["main"] = main
        return try JSONSerialization.data(withJSONObject: object)
    }

    public static func dataInKelvin(_ path: String) throws -> Data {
        let imperial = path.contains("_imperial_")
        func kelvin(_ main: [String: Any]) -> [String: Any] {
            var main = main
            for key in ["temp", "feels_like", "temp_min", "temp_max"] {
                guard let value = (main[key] as? NSNumber)?.doubleValue else { continue }
                main[key] = (imperial ? (value - 32) * 5 / 9 : value) + 273.15
            }
            return main
        }
        guard var object = try JSONSerialization.jsonObject(with: data(path)) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        if let main = object["main"] as? [String: Any] { object["main"] = kelvin(main) }
        if let list = object["list"] as? [[String: Any]] {
            object["list"] = list.map { step in
                var step = step
                if let main = step["main"] as? [String: Any] { step["main"] = kelvin(main) }
                return step
            }
        }
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// A One Call 4.0 fixture fetched with `units=metric`, as the API would send it in its default
    /// units: every `temp`, `feels_like` and `dew_point` of `data[]` (a number, or a day's object of
    /// them) from °C to Kelvin, the rest as it was.
    public static func oneCall4InKelvin(_ path: String) throws -> Data {
        func kelvin(_ value: Any?) -> Any? {
            if let number = value as? NSNumber { return number.doubleValue + 273.15 }
            if let parts = value as? [String: Any] { return parts.mapValues { kelvin($0) ?? $0 } }
            return value
        }
        guard var object = try JSONSerialization.jsonObject(with: data(path)) as? [String: Any],
            let records = object["data"] as? [[String: Any]]
        else { throw CocoaError(.fileReadCorruptFile) }
        object["data"] = records.map { record in
            var record = record
            for key in ["temp", "feels_like", "dew_point"] where record[key] != nil {
                record[key] = kelvin(record[key])
            }
            return record
        }
        return try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)  // the same bytes every run
    }

    /// A current-weather answer observed at `date`: OpenWeatherMap's `dt`, or Open-Meteo's
    /// `current.time` (in the answer's own form: local ISO 8601 at its offset, or Unix seconds);
    /// nothing else moves. For the tests about what a fresh answer shows: a recording years old
    /// is rightly marked as not the weather now.
    public static func observed(_ path: String, at date: Date = Date()) throws -> Data {
        try observedBody(data(path), at: date)
    }

    private static func observedBody(_ body: Data, at date: Date) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let seconds = Int(date.timeIntervalSince1970)
        if var current = object["current"] as? [String: Any] {
            if current["time"] is String {
                let offset = (object["utc_offset_seconds"] as? NSNumber)?.intValue ?? 0
                let local = Date(timeIntervalSince1970: Double(seconds + offset))
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
                let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: local)
                current["time"] = String(
                    format: "%04d-%02d-%02dT%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                    parts.hour ?? 0, parts.minute ?? 0)
            } else {
                current["time"] = seconds
            }
            object["current"] = current
        } else {
            object["dt"] = seconds
        }
        return try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
    }

    /// An Open-Meteo `/v1/forecast` answer (local ISO 8601 times) moved by whole days so that its
    /// current day is today at its offset, then observed `now`: its hours and days lie where a
    /// fresh answer's do, at the same local hours, and the weekdays move with the dates.
    public static func openMeteoMovedToToday(_ path: String, now: Date = Date()) throws -> Data {
        guard let object = try JSONSerialization.jsonObject(with: data(path)) as? [String: Any],
            let time = (object["current"] as? [String: Any])?["time"] as? String
        else { throw CocoaError(.fileReadCorruptFile) }
        let offset = (object["utc_offset_seconds"] as? NSNumber)?.intValue ?? 0
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parser = DateFormatter()
        parser.calendar = calendar
        parser.timeZone = calendar.timeZone
        parser.locale = Locale(identifier: "en_US_POSIX")
        func date(_ text: String) -> Date? {
            parser.dateFormat = text.count == 10 ? "yyyy-MM-dd" : "yyyy-MM-dd'T'HH:mm"
            return parser.date(from: text)
        }
        guard let recorded = date(String(time.prefix(10))) else { throw CocoaError(.fileReadCorruptFile) }
        let today = calendar.startOfDay(for: now.addingTimeInterval(TimeInterval(offset)))
        let days = calendar.dateComponents([.day], from: recorded, to: today).day ?? 0
        func moved(_ value: Any) -> Any {
            if let text = value as? String, text.count == 10 || text.count == 16, let when = date(text),
                let shifted = calendar.date(byAdding: .day, value: days, to: when)
            {
                parser.dateFormat = text.count == 10 ? "yyyy-MM-dd" : "yyyy-MM-dd'T'HH:mm"
                return parser.string(from: shifted)
            }
            if let members = value as? [String: Any] { return members.mapValues(moved) }
            if let items = value as? [Any] { return items.map(moved) }
            return value
        }
        let shifted = try JSONSerialization.data(withJSONObject: moved(object), options: .sortedKeys)
        return try observedBody(shifted, at: now)
    }

    /// A One Call 3.0 answer moved in time so that its `current.dt` is `now`: every time in it
    /// (`dt`, sunrise and sunset, moonrise and moonset, an alert's `start` and `end`) shifts by the
    /// same amount, so its minutes, hours, days and alerts lie ahead, as a fresh answer's do.
    public static func oneCall3Retimed(_ path: String, now: Date) throws -> Data {
        guard let object = try JSONSerialization.jsonObject(with: data(path)) as? [String: Any],
            let first = ((object["current"] as? [String: Any])?["dt"] as? NSNumber)?.intValue
        else { throw CocoaError(.fileReadCorruptFile) }
        let shift = Int(now.timeIntervalSince1970) - first
        let times: Set<String> = ["dt", "sunrise", "sunset", "moonrise", "moonset", "start", "end"]
        func moved(_ value: Any, key: String?) -> Any {
            if let key, times.contains(key), let seconds = (value as? NSNumber)?.intValue, seconds != 0 {
                return seconds + shift
            }
            if let members = value as? [String: Any] {
                return Dictionary(uniqueKeysWithValues: members.map { ($0.key, moved($0.value, key: $0.key)) })
            }
            if let items = value as? [Any] { return items.map { moved($0, key: nil) } }
            return value
        }
        return try JSONSerialization.data(withJSONObject: moved(object, key: nil), options: .sortedKeys)
    }

    /// The fixture moved in time so that its first `list[].dt` is `start` (every `dt` in `list`,
    /// and `city.sunrise`/`city.sunset`, shift by the same amount): a forecast that lies ahead of
    /// the real clock, for the end-to-end tests, whose `weather` reads the real time.
    public static func retimed(_ path: String, firstStepAt start: Date) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: data(path)) as? [String: Any],
            let list = object["list"] as? [[String: Any]], let first = (list.first?["dt"] as? NSNumber)?.intValue
        else { throw CocoaError(.fileReadCorruptFile) }
        let shift = Int(start.timeIntervalSince1970) - first
        func moved(_ value: Any?) -> Any? { (value as? NSNumber).map { $0.intValue + shift } }
        object["list"] = list.map { step in
            var step = step
            step["dt"] = moved(step["dt"])
            return step
        }
        if var city = object["city"] as? [String: Any] {
            for key in ["sunrise", "sunset"] where city[key] != nil { city[key] = moved(city[key]) }
            object["city"] = city
        }
        return try JSONSerialization.data(withJSONObject: object)
    }

    public static func url(_ path: String) -> URL {
        directory.appendingPathComponent(path)
    }

    /// The file names in one folder of fixtures, sorted.
    public static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The folder that holds the built products (`weather`, the test bundles).
    public static var productsDirectory: URL {
        Bundle.module.bundleURL.deletingLastPathComponent()
    }
}

extension String {
    /// A JSON report with `current.observed_age_s` taken out: the one value in it that changes
    /// with the clock, between two runs a second apart that show the same answer.
    public var withoutObservedAge: String {
        replacing(#/,"observed_age_s":[0-9.]+/#, with: "")
    }
}
