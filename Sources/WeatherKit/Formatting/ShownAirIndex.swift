/// The air quality index as the run shows it, on the scale of ``DisplayStyle/airScale``:
/// OpenWeatherMap's own 1–5, or an agency's, worked out from the concentrations. Every view (the
/// human line, templates, the Waybar class, JSON's `air.index`) takes the index from here, so
/// they cannot disagree about which scale they are on.
struct ShownAirIndex: Equatable {
    var scale: AirQualityScale
    /// `2` on OpenWeatherMap's scale, `153` on the EPA's.
    var value: Int
    /// `Fair`, `Unhealthy for Sensitive Groups`, `Very High`.
    var band: String
    /// The pollutant that sets an agency's index; nil for OpenWeatherMap's, which does not say.
    var dominant: IndexPollutant?
    /// The agency's colour, `#RRGGBB`; nil for OpenWeatherMap's, which has none of its own.
    var colour: String?
    /// The band's position from 1 (the cleanest), for OpenWeatherMap's terminal colours.
    var level: Int

    /// Nil when there is nothing to show: no index from the API on `owm`, or none of the scale's
    /// pollutants in the reading.
    init?(_ reading: AirReading, scale: AirQualityScale) {
        self.scale = scale
        if let rating = scale.rating(of: reading.components) {
            (value, band, dominant, colour, level) =
                (rating.value, rating.band, rating.dominant, rating.colour, rating.level)
        } else if scale == .owm, let index = reading.index {
            (value, band, dominant, colour, level) = (index.rawValue, index.label, nil, nil, index.rawValue)
        } else {
            return nil
        }
    }

    /// The worst of `readings` on `scale` (the highest band, then the highest value): a day's worst
    /// air, the one definition the daily table and JSON's `daily[].index_max` read.
    static func worst(of readings: [AirReading], scale: AirQualityScale) -> ShownAirIndex? {
        readings.compactMap { ShownAirIndex($0, scale: scale) }.max { ($0.level, $0.value) < ($1.level, $1.value) }
    }

    /// `aqi-fair`, `aqi-unhealthy-for-sensitive-groups`, `aqi-very-high`: the Waybar class.
    var className: String {
        "aqi-" + band.lowercased().split(whereSeparator: { $0 == " " }).joined(separator: "-")
    }

    /// `EPA`, `EU`, `UK`: how the human line names an agency's scale.
    var scaleLabel: String { scale.rawValue.uppercased() }
}
