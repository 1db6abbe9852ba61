import FoundationEssentials

/// The warning services' answers, bytes to ``WeatherAlert``s.
public enum WarningsData {
    /// `service`'s 2xx answer: its warnings, those whose end has passed included (the caller
    /// knows the time).
    /// - Throws: ``ResponseError`` for a body that is not such a collection, with its key path.
    public static func alerts(from body: Data, by service: WarningService) throws -> [WeatherAlert] {
        do {
            switch service {
            case .nws: return WarningsToModel.alerts(try JSONDecoder().decode(NWSAlertsDTO.self, from: body))
            case .metAlerts: return WarningsToModel.alerts(try JSONDecoder().decode(MetAlertsDTO.self, from: body))
            }
        } catch let error as DecodingError {
            throw ResponseError(source: .server, problem: .init(error, body: body))
        }
    }
}
