/// The US EPA's Air Quality Index, 0–500, from the breakpoints of the Technical Assistance
/// Document for the Reporting of Daily Air Quality (EPA-454/B-24-002, May 2024, Table 6; in force
/// from 6 May 2024, with PM2.5's Good band 0.0–9.0 µg/m³):
/// https://document.airnow.gov/technical-assistance-document-for-the-reporting-of-daily-air-quailty.pdf
/// (read 2026-05; the rounding rules as AirNow states them in "The AQI Equation (2024 - Valid
/// Beginning May 6th, 2024)", https://forum.airnowtech.org/t/the-aqi-equation-2024-valid-beginning-may-6th-2024/453).
///
/// - Gases are converted from µg/m³ at 25 °C and 1 atm: ppb = µg/m³ × 24.45 / molecular weight.
/// - Each concentration is truncated to the table's precision (PM2.5 0.1 µg/m³, PM10 1 µg/m³,
///   O₃, NO₂ and SO₂ 1 ppb, CO 0.1 ppm), then interpolated within its band and rounded to the
///   nearest integer.
/// - O₃ is read on the 8-hour table up to 200 ppb, where that table ends; above, on the 1-hour
///   table, as the TAD says for indices over 300 (so 201–204 ppb reads 196–200, the 1-hour
///   table's Unhealthy band, below the 300 of 200 ppb: the two tables do not meet).
/// - SO₂ is read on the 1-hour table up to 304 ppb and on the 24-hour rows above, as the TAD says.
/// - A concentration above the table's top ("Beyond the AQI") is given 500.
enum USAirQualityIndex {
    /// One row of a pollutant's table: concentrations `low…high` map to `indexLow…indexHigh`.
    struct Breakpoint {
        var low: Double
        var high: Double
        var indexLow: Int
        var indexHigh: Int
    }

    /// Molecular weights, g/mol, for µg/m³ → ppb.
    static let molecularWeight: [IndexPollutant: Double] = [.o3: 48.00, .no2: 46.01, .so2: 64.07, .co: 28.01]
    /// The molar volume of an ideal gas at 25 °C and 1 atm, litres.
    static let molarVolume = 24.45

    static let bands: [(name: String, colour: String)] = [
        ("Good", "#00E400"), ("Moderate", "#FFFF00"), ("Unhealthy for Sensitive Groups", "#FF7E00"),
        ("Unhealthy", "#FF0000"), ("Very Unhealthy", "#8F3F97"), ("Hazardous", "#7E0023"),
    ]

    /// The index ranges of the six bands: 0–50, 51–100, 101–150, 151–200, 201–300, 301–500.
    private static func rows(_ limits: [(Double, Double)], from firstBand: Int = 0) -> [Breakpoint] {
        let index = [(0, 50), (51, 100), (101, 150), (151, 200), (201, 300), (301, 500)]
        return zip(limits, index[firstBand...]).map {
            Breakpoint(low: $0.0, high: $0.1, indexLow: $1.0, indexHigh: $1.1)
        }
    }

    /// 24-hour PM2.5, µg/m³.
    static let pm2_5 = rows([(0.0, 9.0), (9.1, 35.4), (35.5, 55.4), (55.5, 125.4), (125.5, 225.4), (225.5, 325.4)])
    /// 24-hour PM10, µg/m³.
    static let pm10 = rows([(0, 54), (55, 154), (155, 254), (255, 354), (355, 424), (425, 604)])
    /// 8-hour O₃, ppb (the TAD's 0.000–0.054 ppm and so on); no row above 200.
    static let o3EightHour = rows([(0, 54), (55, 70), (71, 85), (86, 105), (106, 200)])
    /// 1-hour O₃, ppb; its rows start at the index 101.
    static let o3OneHour = rows([(125, 164), (165, 204), (205, 404), (405, 604)], from: 2)
    /// 8-hour CO, ppm.
    static let co = rows([(0.0, 4.4), (4.5, 9.4), (9.5, 12.4), (12.5, 15.4), (15.5, 30.4), (30.5, 50.4)])
    /// SO₂, ppb: 1-hour to 304, 24-hour above.
    static let so2 = rows([(0, 35), (36, 75), (76, 185), (186, 304), (305, 604), (605, 1004)])
    /// 1-hour NO₂, ppb.
    static let no2 = rows([(0, 53), (54, 100), (101, 360), (361, 649), (650, 1249), (1250, 2049)])

    /// `microgramsPerCubicMetre` of `pollutant` (a gas) in ppb at 25 °C and 1 atm.
    static func partsPerBillion(_ pollutant: IndexPollutant, microgramsPerCubicMetre: Double) -> Double {
        microgramsPerCubicMetre * molarVolume / (molecularWeight[pollutant] ?? .nan)
    }

    /// The pollutant's index from a concentration in µg/m³ as OpenWeatherMap sends it.
    static func subIndex(_ pollutant: IndexPollutant, microgramsPerCubicMetre value: Double) -> Int {
        switch pollutant {
        case .pm2_5: subIndex(value, decimals: 1, table: pm2_5)
        case .pm10: subIndex(value, decimals: 0, table: pm10)
        case .o3: ozone(partsPerBillion: partsPerBillion(.o3, microgramsPerCubicMetre: value))
        case .no2: subIndex(partsPerBillion(.no2, microgramsPerCubicMetre: value), decimals: 0, table: no2)
        case .so2: subIndex(partsPerBillion(.so2, microgramsPerCubicMetre: value), decimals: 0, table: so2)
        case .co: subIndex(partsPerBillion(.co, microgramsPerCubicMetre: value) / 1000, decimals: 1, table: co)
        }
    }

    /// O₃'s index from ppb: the 8-hour table to 200 ppb, the 1-hour table above.
    static func ozone(partsPerBillion: Double) -> Int {
        let truncated = truncate(partsPerBillion, decimals: 0)
        return subIndex(truncated, decimals: 0, table: truncated <= 200 ? o3EightHour : o3OneHour)
    }

    /// `concentration` (in the table's unit) truncated to `decimals` places, interpolated within
    /// its band and rounded to the nearest integer; 500 above the table's top.
    static func subIndex(_ concentration: Double, decimals: Int, table: [Breakpoint]) -> Int {
        let value = truncate(concentration, decimals: decimals)
        let tolerance = 1e-9
        guard let row = table.first(where: { value <= $0.high + tolerance }) else { return 500 }
        let slope = Double(row.indexHigh - row.indexLow) / (row.high - row.low)
        return Int((slope * (value - row.low) + Double(row.indexLow)).rounded(.toNearestOrAwayFromZero))
    }

    /// Truncation as the TAD asks, with a nudge of 10⁻⁹ so that 53.999999999 ppb, a conversion's
    /// rounding error, counts as the 54 it stands for.
    static func truncate(_ value: Double, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (value * scale + 1e-9).rounded(.down) / scale
    }

    static func rating(of pollutants: Pollutants) -> AirQualityRating? {
        let subIndices = IndexPollutant.allCases.compactMap { pollutant in
            pollutant.concentration(in: pollutants).map {
                (pollutant, subIndex(pollutant, microgramsPerCubicMetre: $0))
            }
        }
        guard let worst = AirQualityRating.worst(of: subIndices) else { return nil }
        let level = [50, 100, 150, 200, 300].firstIndex { worst.value <= $0 } ?? 5
        return AirQualityRating(
            scale: .epa, value: worst.value, level: level + 1, band: bands[level].name, dominant: worst.pollutant,
            colour: bands[level].colour)
    }
}

/// The European Environment Agency's European Air Quality Index: six bands, from the worst
/// pollutant's band. Thresholds, µg/m³, as revised in 2024 to follow the WHO's 2021 guidelines
/// (EEA, "European Air Quality Index", https://airindex.eea.europa.eu/AQI/index.html, "About the
/// index"; read 2026-05): hourly NO₂, O₃ and SO₂, a running 24-hour mean for PM10 and PM2.5. The
/// EEA does not compute it from CO. A value on a threshold is in the lower band (PM2.5 of exactly
/// 5 is Good). Colours as the EEA's viewer draws the bands.
enum EuropeanAirQualityIndex {
    static let bands: [(name: String, colour: String)] = [
        ("Good", "#50F0E6"), ("Fair", "#50CCAA"), ("Moderate", "#F0E641"), ("Poor", "#FF5050"),
        ("Very poor", "#960032"), ("Extremely poor", "#7D2181"),
    ]

    /// The upper bound of bands 1 to 5 for each pollutant; anything above the last is band 6.
    static let upperBounds: [IndexPollutant: [Double]] = [
        .pm2_5: [5, 15, 50, 90, 140],
        .pm10: [15, 45, 120, 195, 270],
        .no2: [10, 25, 60, 100, 150],
        .o3: [60, 100, 120, 160, 180],
        .so2: [20, 40, 125, 190, 275],
    ]

    /// The band, 1–6, of `value` µg/m³ of `pollutant`; nil for CO, which the index leaves out.
    static func band(_ pollutant: IndexPollutant, microgramsPerCubicMetre value: Double) -> Int? {
        guard let bounds = upperBounds[pollutant] else { return nil }
        return (bounds.firstIndex { value <= $0 } ?? bounds.count) + 1
    }

    static func rating(of pollutants: Pollutants) -> AirQualityRating? {
        let subIndices = IndexPollutant.allCases.compactMap { pollutant in
            pollutant.concentration(in: pollutants).flatMap { value in
                band(pollutant, microgramsPerCubicMetre: value).map { (pollutant, $0) }
            }
        }
        guard let worst = AirQualityRating.worst(of: subIndices) else { return nil }
        let named = bands[worst.value - 1]
        return AirQualityRating(
            scale: .eu, value: worst.value, level: worst.value, band: named.name, dominant: worst.pollutant,
            colour: named.colour)
    }
}

/// The UK's Daily Air Quality Index, 1–10, from the worst pollutant's index (Defra, "Daily Air
/// Quality Index", https://uk-air.defra.gov.uk/air-pollution/daqi?view=more-info, the bandings
/// recommended by COMEAP in 2011 and in use since 1 January 2012; read 2026-05). O₃ is a running
/// 8-hour mean, NO₂ hourly, SO₂ a 15-minute mean, PM2.5 and PM10 24-hour means. The tables give
/// whole µg/m³ (PM2.5 0–11, 12–23…), so a concentration is rounded to the nearest whole µg/m³
/// (half up) before it is banded. OpenWeatherMap's copy of the table
/// (https://openweathermap.org/api/air-pollution-index-levels) starts PM10's index 4 at 52;
/// Defra's starts it at 51, and Defra is followed. CO is not in the index.
enum DailyAirQualityIndex {
    /// The lowest whole µg/m³ of indices 2 to 10 for each pollutant.
    static let lowerBounds: [IndexPollutant: [Double]] = [
        .o3: [34, 67, 101, 121, 141, 161, 188, 214, 241],
        .no2: [68, 135, 201, 268, 335, 401, 468, 535, 601],
        .so2: [89, 178, 267, 355, 444, 533, 711, 888, 1065],
        .pm2_5: [12, 24, 36, 42, 48, 54, 59, 65, 71],
        .pm10: [17, 34, 51, 59, 67, 76, 84, 92, 101],
    ]

    /// Defra's colour for each index, 1 to 10.
    static let colours = [
        "#9CFF9C", "#31FF00", "#31CF00", "#FFFF00", "#FFCF00", "#FF9A00", "#FF6464", "#FF0000", "#990000",
        "#CE30FF",
    ]

    /// The index, 1–10, of `value` µg/m³ of `pollutant`; nil for CO, which the index leaves out.
    static func index(_ pollutant: IndexPollutant, microgramsPerCubicMetre value: Double) -> Int? {
        guard let bounds = lowerBounds[pollutant] else { return nil }
        let whole = value.rounded(.toNearestOrAwayFromZero)
        return bounds.filter { whole >= $0 }.count + 1
    }

    static func rating(of pollutants: Pollutants) -> AirQualityRating? {
        let subIndices = IndexPollutant.allCases.compactMap { pollutant in
            pollutant.concentration(in: pollutants).flatMap { value in
                index(pollutant, microgramsPerCubicMetre: value).map { (pollutant, $0) }
            }
        }
        guard let worst = AirQualityRating.worst(of: subIndices) else { return nil }
        let level = (worst.value + 2) / 3
        return AirQualityRating(
            scale: .uk, value: worst.value, level: level, band: ["Low", "Moderate", "High", "Very High"][level - 1],
            dominant: worst.pollutant, colour: colours[worst.value - 1])
    }
}
