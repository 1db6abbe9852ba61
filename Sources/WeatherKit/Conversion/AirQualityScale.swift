/// The scale an air quality index is shown on (`--aqi-scale`, config `aqi_scale`).
///
/// OpenWeatherMap sends one instantaneous concentration per pollutant for each hour, while every
/// agency averages over a period: the EPA over 24 hours for PM and 8 hours for O₃ and CO, the UK
/// over 24 hours for PM, 8 hours for O₃ and 15 minutes for SO₂, the EEA over a running 24 hours
/// for PM. Each value is taken as that average: the index is what the agency would report if the
/// hour's value had held for the whole period.
public enum AirQualityScale: String, Sendable, CaseIterable {
    /// OpenWeatherMap's own 1–5 index, as the API sends it (`AirReading.index`); nothing is computed.
    case owm
    /// The US EPA's Air Quality Index, 0–500.
    case epa
    /// The European Environment Agency's European Air Quality Index, bands 1–6.
    case eu
    /// The UK's Daily Air Quality Index (Defra, COMEAP), 1–10.
    case uk

    /// How many bands it has: the highest level `--notify-air` can wait for.
    public var bandCount: Int {
        switch self {
        case .owm: 5
        case .epa, .eu: 6
        case .uk: 4
        }
    }

    /// The index of `pollutants` on this scale; nil for ``owm`` (the API's own index is shown as it
    /// is) and when none of the scale's pollutants was sent. A missing pollutant is left out: the
    /// index is the worst of the rest.
    public func rating(of pollutants: Pollutants) -> AirQualityRating? {
        switch self {
        case .owm: nil
        case .epa: USAirQualityIndex.rating(of: pollutants)
        case .eu: EuropeanAirQualityIndex.rating(of: pollutants)
        case .uk: DailyAirQualityIndex.rating(of: pollutants)
        }
    }
}

/// A pollutant an agency's index is computed from.
public enum IndexPollutant: String, Sendable, CaseIterable {
    // Declared in the order that breaks a tie for the dominant pollutant.
    case pm2_5, pm10, o3, no2, so2, co

    /// `PM2.5`, `O3`: how the agencies' tables name it.
    public var label: String {
        switch self {
        case .pm2_5: "PM2.5"
        case .pm10: "PM10"
        case .o3: "O3"
        case .no2: "NO2"
        case .so2: "SO2"
        case .co: "CO"
        }
    }

    /// Its concentration in `pollutants`, µg/m³; nil when the API sent none or not a number.
    func concentration(in pollutants: Pollutants) -> Double? {
        let value: Double? =
            switch self {
            case .pm2_5: pollutants.pm2_5
            case .pm10: pollutants.pm10
            case .o3: pollutants.o3
            case .no2: pollutants.no2
            case .so2: pollutants.so2
            case .co: pollutants.co
            }
        guard let value, value.isFinite else { return nil }
        return max(value, 0)
    }
}

/// An air quality index on one agency's scale, worked out from the concentrations.
///
/// Named apart from ``AirQualityIndex``, which is OpenWeatherMap's own 1–5 index.
public struct AirQualityRating: Sendable, Equatable {
    public var scale: AirQualityScale
    /// The index: 0–500 for the EPA, the band 1–6 for the EEA, 1–10 for the UK.
    public var value: Int
    /// The band's position on its scale, from 1 (the cleanest): EPA 1–6, EEA 1–6, UK 1–4.
    public var level: Int
    /// The band's name as the agency writes it: `Unhealthy for Sensitive Groups`, `Very poor`, `Moderate`.
    public var band: String
    /// The pollutant that sets the index (the first in ``IndexPollutant``'s order on a tie).
    public var dominant: IndexPollutant
    /// The colour the agency publishes for the index (for the UK, for the number), `#RRGGBB`.
    public var colour: String
}

extension AirQualityRating {
    /// The worst of `subIndices` (pollutant and its index on the scale), or nil for none.
    static func worst(of subIndices: [(IndexPollutant, Int)]) -> (pollutant: IndexPollutant, value: Int)? {
        var worst: (pollutant: IndexPollutant, value: Int)?
        for (pollutant, value) in subIndices where value > (worst?.value ?? -1) {
            worst = (pollutant, value)
        }
        return worst
    }
}
