import FoundationEssentials

/// The warning services' answers to ``WeatherAlert``s: times read from ISO 8601 with their
/// offsets, a level from CAP's severity (or MET's colour), the texts as sent.
enum WarningsToModel {
    /// The NWS's `Actual` messages: a test, an exercise or a draft is no warning, and a
    /// cancellation says one has ended.
    static func alerts(_ dto: NWSAlertsDTO) -> [WeatherAlert] {
        dto.features.compactMap(\.properties).filter { $0.status == "Actual" && $0.messageType != "Cancel" }.map {
            alert in
            WeatherAlert(
                sender: alert.senderName, event: alert.event, start: time(alert.onset) ?? time(alert.effective),
                end: time(alert.ends) ?? time(alert.expires), description: alert.description,
                instruction: alert.instruction, severity: alert.severity, level: AlertLevel(word: alert.severity),
                source: .nws)
        }
    }

    /// MetAlerts' features: the event in the warning's words and its area, its colour as the level.
    static func alerts(_ dto: MetAlertsDTO) -> [WeatherAlert] {
        dto.features.compactMap { feature -> WeatherAlert? in
            guard let alert = feature.properties, alert.status == nil || alert.status == "Actual" else { return nil }
            let interval = feature.when?.interval ?? []
            // `2; yellow; Moderate`: the colour is the level MET's own warnings are known by.
            let colour = alert.awarenessLevel?.split(separator: ";").dropFirst().first.map {
                String($0).trimmingSpaces
            }
            let event = [alert.eventAwarenessName ?? alert.event, alert.area].compactMap { $0 }
                .filter { !$0.isEmpty }.joined(separator: ", ")
            let text = [alert.description, alert.consequences].compactMap { $0?.trimmingSpaces }
                .filter { !$0.isEmpty }.joined(separator: "\n\n")
            return WeatherAlert(
                sender: "MET Norway", event: event.isEmpty ? nil : event, start: time(interval.first),
                end: time(interval.dropFirst().first), description: text.isEmpty ? nil : text,
                instruction: alert.instruction?.trimmingSpaces, severity: alert.severity,
                level: AlertLevel(word: colour) ?? AlertLevel(word: alert.severity), source: .metAlerts)
        }
    }

    /// `2024-07-19T10:00:00-07:00`, `2025-06-03T17:00:00+00:00`; nil for what is not one.
    static func time(_ text: String?) -> Date? {
        guard let text else { return nil }
        return try? Date(text, strategy: .iso8601)
    }
}
