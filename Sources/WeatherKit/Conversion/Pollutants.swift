import FoundationEssentials

/// Concentrations in µg/m³, as the API sends them; nil where it sent none.
public struct Pollutants: Sendable, Equatable {
    public var co: Double?
    public var no: Double?
    public var no2: Double?
    public var o3: Double?
    public var so2: Double?
    public var pm2_5: Double?
    public var pm10: Double?
    public var nh3: Double?

    /// Every pollutant with its JSON name, in the API's order.
    public var all: [(name: String, value: Double?)] {
        [
            ("co", co), ("no", no), ("no2", no2), ("o3", o3), ("so2", so2), ("pm2_5", pm2_5), ("pm10", pm10),
            ("nh3", nh3),
        ]
    }
}
