import FoundationEssentials

/// OpenWeatherMap's own air quality index, 1 to 5 (`main.aqi`). It is not the US EPA's 0–500
/// scale: 3 here is "Moderate" on OpenWeatherMap's bands, whatever the EPA would call it.
public enum AirQualityIndex: Int, Sendable, Equatable, Comparable, CaseIterable {
    case good = 1, fair, moderate, poor, veryPoor

    /// `Good`, `Fair`, `Moderate`, `Poor`, `Very Poor`: the API documentation's names.
    public var label: String {
        switch self {
        case .good: "Good"
        case .fair: "Fair"
        case .moderate: "Moderate"
        case .poor: "Poor"
        case .veryPoor: "Very Poor"
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One hour's air quality at a point (`/data/2.5/air_pollution` and its forecast).
public struct AirReading: Sendable, Equatable {
    public var time: Date
    /// Nil when the API sent an index outside 1…5: real forecasts hold the odd `"aqi": 0`, an
    /// hour it could not rate, and that must not throw the other 95 hours away.
    public var index: AirQualityIndex?
    public var components: Pollutants
    /// Pollen, grains/m³, where the answer has it (Open-Meteo's, in Europe); nil otherwise.
    public var pollen: Pollen? = nil
}

/// Pollen in the air, grains/m³, by species; a species the answer did not give is nil.
public struct Pollen: Sendable, Equatable {
    public var alder: Double? = nil
    public var birch: Double? = nil
    public var grass: Double? = nil
    public var mugwort: Double? = nil
    public var olive: Double? = nil
    public var ragweed: Double? = nil

    public init(
        alder: Double? = nil, birch: Double? = nil, grass: Double? = nil, mugwort: Double? = nil,
        olive: Double? = nil, ragweed: Double? = nil
    ) {
        (self.alder, self.birch, self.grass, self.mugwort, self.olive, self.ragweed) =
            (alder, birch, grass, mugwort, olive, ragweed)
    }

    /// Every species with its JSON name, in Open-Meteo's order.
    public var all: [(name: String, value: Double?)] {
        [
            ("alder", alder), ("birch", birch), ("grass", grass), ("mugwort", mugwort), ("olive", olive),
            ("ragweed", ragweed),
        ]
    }
}
