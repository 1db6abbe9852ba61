/// One Call 4.0 (https://openweathermap.org/api/one-call-4): six endpoints in place of 3.0's one
/// answer, in Kelvin and m/s. Every data endpoint (`current`, `timeline/1min`, `timeline/15min`,
/// `timeline/1h`, `timeline/1day`) wraps its records in one envelope; `alert/{id}` answers one
/// alert.
///
/// Quirks seen in live answers and kept here (the research notes are credited in
/// `Tests/TestSupport/Fixtures/SOURCES.md`):
/// - the current weather is `data[0]` of `current`, not an object of its own;
/// - a record lists only the ids of the alerts in force (`alerts: ["…"]`), whose text is a call of
///   its own;
/// - `next` is a link to the following page, but over `http://`, without `lat` and `lon`, and with
///   the key in it: only its presence is read, and the next page is asked for by its `start`;
/// - a day's `rain` is a number in some answers and `{"1h": …}` in others;
/// - an alert's `description` is a string or a list of `{language, description}`, and its `event`
///   may be empty (its `tags` then name it).
struct OneCall4Page<Record: Decodable & Sendable>: Decodable, Sendable {
    let lat: LenientDouble
    let lon: LenientDouble
    let timezoneOffset: LenientInt?
    let data: [Record]
    /// Present when the timeline goes on; only whether it is there is read.
    let next: JSONValue?

    enum CodingKeys: String, CodingKey {
        case lat, lon, data, next
        case timezoneOffset = "timezone_offset"
    }
}

/// A record of `current` or of a step timeline: 3.0's flat shape, and the ids of the alerts in force.
struct OneCall4Moment: Decodable, Sendable {
    let moment: OneCallDTO.Moment
    /// Nil when absent; an id that is not a string is left out, not the weather.
    let alertIDs: [String]

    enum CodingKeys: String, CodingKey {
        case alerts
    }

    init(from decoder: any Decoder) throws {
        moment = try OneCallDTO.Moment(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let ids = (try? container.decodeIfPresent([JSONValue].self, forKey: .alerts)) ?? []
        // `.` and `..` would name another path, not an alert; no real id is longer than a URN.
        alertIDs = ids.compactMap(\.stringValue).filter { !["", ".", ".."].contains($0) && $0.utf8.count <= 256 }
    }
}

/// `alert/{id}`: one alert, in 3.0's lenient shape (``OneCallDTO/Alert``), at the top level or
/// under `data` (an object, or a list of one).
struct OneCall4AlertDTO: Decodable, Sendable {
    let fields: OneCallDTO.Alert

    enum CodingKeys: String, CodingKey {
        case data
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let wrapped = try? container.decodeIfPresent(OneCallDTO.Alert.self, forKey: .data) {
            fields = wrapped
        } else if let list = try? container.decodeIfPresent([OneCallDTO.Alert].self, forKey: .data),
            let first = list.first
        {
            fields = first
        } else {
            fields = try OneCallDTO.Alert(from: decoder)
        }
    }
}
