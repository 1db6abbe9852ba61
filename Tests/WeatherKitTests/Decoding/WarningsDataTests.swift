import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The national services' recorded warnings, read as they are sent; who covers what.
@Suite struct WarningsDataTests {
    static let phoenix =
        "warnings/finity69x2_nws_alerts-active-point_33.25,-112.30_phoenix_heat-warning-air-quality_2024-07-18.json"
    static let oregon = "warnings/pynws_nws_alerts-active-zone_ORZ004_flood-watch.json"
    static let gales = "warnings/wictk_metalerts2-current_3-gale-yellow_2025-06-04_EXTRACTED.json"
    static let calm = "warnings/in2000_metalerts2-current_empty_EXTRACTED.json"

    static func date(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }

    /// The NWS's: from its onset to its end (the message's expiry when it names no end), its
    /// severity as sent and as a level, its text with the sender's line breaks, what to do apart.
    @Test func theNationalWeatherServicesWarnings() throws {
        let alerts = try WarningsData.alerts(from: Fixtures.data(Self.phoenix), by: .nws)
        #expect(alerts.map(\.event) == ["Excessive Heat Warning", "Air Quality Alert"])
        let heat = try #require(alerts.first)
        #expect(heat.sender == "NWS Phoenix AZ" && heat.severity == "Severe" && heat.level == .severe)
        let (onset, ends) = (try Self.date("2024-07-19T17:00:00Z"), try Self.date("2024-07-21T03:00:00Z"))
        #expect(heat.start == onset && heat.end == ends)
        #expect(
            heat.description?.hasPrefix("* WHAT...Dangerously hot conditions. Afternoon temperatures 112 to\n116")
                == true)
        #expect(heat.instruction?.hasPrefix("An Excessive Heat Warning means") == true && heat.source == .nws)
        let air = try #require(alerts.last)
        #expect(air.severity == "Unknown" && air.level == nil && air.instruction == nil)
        let expires = try Self.date("2024-07-20T04:00:00Z")
        #expect(air.end == expires)
        let zone = try WarningsData.alerts(from: Fixtures.data(Self.oregon), by: .nws)
        #expect(zone.map(\.event) == ["Flood Watch"])
    }

    /// Only an `Actual` message is a warning: a test, an exercise or a draft is not shown, nor a
    /// cancellation (the heat warning's, here).
    @Test func onlyActualMessagesAreWarnings() throws {
        let text = String(decoding: try Fixtures.data(Self.phoenix), as: UTF8.self)
            .replacingOccurrences(of: #""status": "Actual""#, with: #""status": "Test""#)
        #expect(try WarningsData.alerts(from: Data(text.utf8), by: .nws).isEmpty)
        let cancelled = String(decoding: try Fixtures.data(Self.phoenix), as: UTF8.self)
            .replacingOccurrences(of: #""messageType": "Update""#, with: #""messageType": "Cancel""#)
        #expect(cancelled.contains(#""messageType": "Cancel""#))
        #expect(try WarningsData.alerts(from: Data(cancelled.utf8), by: .nws).map(\.event) == ["Air Quality Alert"])
    }

    /// MetAlerts': the event in the warning's words and its area, its colour the level, its
    /// consequences after its description.
    @Test func metAlertsWarnings() throws {
        let alerts = try WarningsData.alerts(from: Fixtures.data(Self.gales), by: .metAlerts)
        #expect(alerts.count == 3)
        let first = try #require(alerts.first)
        #expect(first.event == "Kuling, Måløy - Svinøy" && first.level == .moderate && first.severity == "Moderate")
        let (from, until) = (try Self.date("2025-06-03T17:00:00Z"), try Self.date("2025-06-05T18:00:00Z"))
        #expect(first.start == from && first.end == until)
        #expect(first.description?.hasPrefix("Onsdag fortsatt sørlig stiv til sterk kuling") == true)
        #expect(first.description?.contains("\n\nHøye bølger") == true)
        #expect(first.sender == "MET Norway" && first.source == .metAlerts && first.instruction?.isEmpty == false)
        #expect(try WarningsData.alerts(from: Fixtures.data(Self.calm), by: .metAlerts).isEmpty)
    }

    /// MetAlerts writes in Norwegian for Norway's written languages, in English for every other.
    @Test func metAlertsLanguage() {
        #expect(["nb", "nn", "no", "NB"].allSatisfy { WarningClient.norwegian($0) })
        #expect(![nil, "de", "en", "n"].contains { WarningClient.norwegian($0) })
    }

    /// A refused client is told what the services ask of one; another status is only named.
    @Test func aRefusalSaysWhatTheServiceAsks() {
        #expect(
            WarningRefusal(service: .metAlerts, status: 403).description
                == "MET Norway's MetAlerts answered HTTP 403 to the warnings' request, as it does a client that breaks "
                + "its terms (the User-Agent's contact); set `contact` in the config, or turn the warnings off with "
                + "--no-warnings")
        #expect(
            WarningRefusal(service: .nws, status: 503).description
                == "the US National Weather Service answered HTTP 503 to the warnings' request")
    }

    @Test func aBodyThatIsNoCollectionNamesTheKey() {
        #expect(throws: ResponseError(source: .server, problem: .missingKey(path: "features"))) {
            try WarningsData.alerts(from: Data(#"{"type": "FeatureCollection"}"#.utf8), by: .metAlerts)
        }
    }

    /// One table: by the place's country, else by its point; none where neither covers it.
    @Test func whoCoversAPlace() {
        let cases: [(String?, Double, Double, WarningService?)] = [
            ("US", 1, 1, .nws), ("PR", 18.2, -66.5, .nws), ("NO", 0, 0, .metAlerts), ("SJ", 78, 15, .metAlerts),
            ("GB", 40.7, -74, nil), ("SE", 59.9, 10.7, nil), (nil, 40.7, -74, .nws), (nil, 61.2, -149.9, .nws),
            (nil, 21.3, -157.8, .nws), (nil, 59.9, 10.7, .metAlerts), (nil, 78.2, 15.6, .metAlerts),
            (nil, 51.5, -0.1, nil), (nil, -33.9, 151.2, nil), ("us", 0, 0, .nws),
            // Near the borders: the towns on this side, the cities across.
            (nil, 47.61, -122.33, .nws), (nil, 46.79, -92.1, .nws), (nil, 25.76, -80.19, .nws),
            (nil, 42.89, -78.88, .nws), (nil, 42.36, -71.06, .nws), (nil, 58.3, -134.42, .nws),
            (nil, 13.44, 144.79, .nws), (nil, 43.65, -79.38, nil), (nil, 45.5, -73.57, nil), (nil, 49.28, -123.12, nil),
            (nil, 25.67, -100.31, nil), (nil, 60.72, -135.05, nil), (nil, 60.39, 5.32, .metAlerts),
            (nil, 63.43, 10.39, .metAlerts), (nil, 67.28, 14.4, .metAlerts), (nil, 69.65, 18.96, .metAlerts),
            (nil, 69.73, 30.05, .metAlerts), (nil, 59.33, 18.07, nil), (nil, 57.71, 11.97, nil),
            (nil, 67.86, 20.23, nil),
            (nil, 60.17, 24.94, nil), (nil, 68.97, 33.08, nil),
            // Along the Mexican border and the Rio Grande: San Diego, Calexico, Yuma, Nogales, El
            // Paso, Marfa, Del Rio, Laredo, McAllen, Brownsville, Houston in; Tijuana, Mexicali,
            // Hermosillo, Ciudad Juárez, Chihuahua, Ojinaga, Ciudad Acuña, Nuevo Laredo out.
            (nil, 32.72, -117.16, .nws), (nil, 32.68, -115.5, .nws), (nil, 32.69, -114.62, .nws),
            (nil, 31.34, -110.94, .nws), (nil, 31.76, -106.49, .nws), (nil, 30.31, -104.02, .nws),
            (nil, 29.36, -100.9, .nws), (nil, 27.53, -99.49, .nws), (nil, 26.2, -98.23, .nws),
            (nil, 25.93, -97.48, .nws), (nil, 29.76, -95.37, .nws),
            (nil, 32.51, -117.04, nil), (nil, 32.62, -115.45, nil), (nil, 29.07, -110.96, nil),
            (nil, 31.69, -106.42, nil), (nil, 28.63, -106.07, nil), (nil, 29.55, -104.42, nil),
            (nil, 29.32, -100.93, nil), (nil, 27.48, -99.52, nil),
            // Key West, Palm Beach, Watertown NY, Rochester, Clayton and Alexandria Bay (the Thousand
            // Islands) in; Nassau, Freeport, Kingston ON out.
            (nil, 44.24, -76.09, .nws), (nil, 44.34, -75.92, .nws),
            (nil, 24.55, -81.78, .nws), (nil, 26.7, -80.04, .nws), (nil, 43.97, -75.91, .nws),
            (nil, 43.16, -77.61, .nws), (nil, 25.05, -77.35, nil), (nil, 26.53, -78.7, nil), (nil, 44.23, -76.49, nil),
            // Norway's edges: Halden, Kristiansund, Kautokeino, Vadsø, Honningsvåg in; Strömstad,
            // Charlottenberg, Åre, Ivalo, Nikel out.
            (nil, 59.12, 11.39, .metAlerts), (nil, 63.11, 7.73, .metAlerts), (nil, 69.0, 23.04, .metAlerts),
            (nil, 70.07, 29.75, .metAlerts), (nil, 70.98, 25.97, .metAlerts), (nil, 58.94, 11.17, nil),
            (nil, 59.88, 12.29, nil), (nil, 63.4, 13.08, nil), (nil, 68.66, 27.53, nil), (nil, 69.41, 30.22, nil),
        ]
        for (country, latitude, longitude, service) in cases {
            let point = Coordinates(latitude: latitude, longitude: longitude)
            #expect(WarningService.covering(country: country, point: point) == service, "\(country ?? "-") \(point)")
        }
    }
}
