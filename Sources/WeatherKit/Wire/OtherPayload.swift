import FoundationEssentials

/// What a body that is not current weather holds instead, recognised by its shape: so that
/// `--input forecast.json` says "a 5-day forecast", not "missing key `coord`".
public enum OtherPayload: Sendable, Equatable {
    /// `/data/2.5/forecast`: an object with a `list` of steps.
    case forecast
    /// `/data/2.5/air_pollution` (or its forecast): a `list` of hours with `components`.
    case airPollution
    /// `/geo/1.0/direct` or `/geo/1.0/reverse`: an array of places.
    case geocoding
    /// `/geo/1.0/zip`: one place, with its `zip`.
    case postalCode
    /// One Call (`/data/3.0/onecall`): an object with `current`, `hourly` or `daily`.
    case oneCall

    /// The kind of `body`, or nil when it looks like none of them.
    init?(_ body: Data) {
        switch try? JSONDecoder().decode(JSONValue.self, from: body) {
        case .array(let items)? where items.allSatisfy({ if case .object = $0 { true } else { false } }):
            self = .geocoding
        // Air answers have `coord` and `list` (even an empty one), forecasts `city` and `cnt`.
        case .object(let members)?
        where Self.isAirPollution(members["list"])
            || (members["list"] != nil && members["coord"] != nil && members["city"] == nil):
            self = .airPollution
        case .object(let members)? where members["list"] != nil: self = .forecast
        case .object(let members)? where members["zip"] != nil && members["lat"] != nil: self = .postalCode
        case .object(let members)? where members["current"] != nil || members["hourly"] != nil:
            self = .oneCall
        default: return nil
        }
    }

    private static func isAirPollution(_ list: JSONValue?) -> Bool {
        guard case .array(let items)? = list, case .object(let first)? = items.first else { return false }
        return first["components"] != nil
    }

    public var description: String {
        switch self {
        case .airPollution: "air quality (/data/2.5/air_pollution)"
        case .forecast: "a 5-day forecast (/data/2.5/forecast)"
        case .geocoding: "a list of places from the geocoder (/geo/1.0/direct or /geo/1.0/reverse)"
        case .postalCode: "a place from the postal code geocoder (/geo/1.0/zip)"
        case .oneCall: "a One Call answer (/data/3.0/onecall)"
        }
    }
}
