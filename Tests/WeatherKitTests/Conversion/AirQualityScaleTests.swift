import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The agencies' index arithmetic (`Conversion/AirQualityScale+Agencies.swift`). Every expected
/// value here is typed from the agencies' tables or worked out apart from the code, never read
/// back from its tables.
@Suite struct AirQualityScaleTests {
    // MARK: EPA (EPA-454/B-24-002, May 2024, Table 6)

    /// The top of every band and the next step up, in the table's units (µg/m³ for PM, ppb for
    /// O₃, NO₂ and SO₂, ppm for CO): the index the TAD's rows give at each end.
    @Test(arguments: [
        // PM2.5, µg/m³, truncated to 0.1.
        (IndexPollutant.pm2_5, 0.0, 0), (.pm2_5, 9.0, 50), (.pm2_5, 9.1, 51), (.pm2_5, 35.4, 100), (.pm2_5, 35.5, 101),
        (.pm2_5, 55.4, 150), (.pm2_5, 55.5, 151), (.pm2_5, 125.4, 200), (.pm2_5, 125.5, 201), (.pm2_5, 225.4, 300),
        (.pm2_5, 225.5, 301), (.pm2_5, 325.4, 500), (.pm2_5, 325.5, 500), (.pm2_5, 1000, 500),
        // PM10, µg/m³, truncated to 1.
        (.pm10, 54, 50), (.pm10, 55, 51), (.pm10, 154, 100), (.pm10, 155, 101), (.pm10, 254, 150), (.pm10, 255, 151),
        (.pm10, 354, 200), (.pm10, 355, 201), (.pm10, 424, 300), (.pm10, 425, 301), (.pm10, 604, 500),
        (.pm10, 605, 500),
        // CO, ppm, truncated to 0.1.
        (.co, 4.4, 50), (.co, 4.5, 51), (.co, 9.4, 100), (.co, 9.5, 101), (.co, 12.4, 150), (.co, 12.5, 151),
        (.co, 15.4, 200), (.co, 15.5, 201), (.co, 30.4, 300), (.co, 30.5, 301), (.co, 50.4, 500), (.co, 50.5, 500),
        // SO₂, ppb: the 1-hour rows to 304, the 24-hour rows above.
        (.so2, 35, 50), (.so2, 36, 51), (.so2, 75, 100), (.so2, 76, 101), (.so2, 185, 150), (.so2, 186, 151),
        (.so2, 304, 200), (.so2, 305, 201), (.so2, 604, 300), (.so2, 605, 301), (.so2, 1004, 500), (.so2, 1005, 500),
        // NO₂, ppb.
        (.no2, 53, 50), (.no2, 54, 51), (.no2, 100, 100), (.no2, 101, 101), (.no2, 360, 150), (.no2, 361, 151),
        (.no2, 649, 200), (.no2, 650, 201), (.no2, 1249, 300), (.no2, 1250, 301), (.no2, 2049, 500), (.no2, 2050, 500),
        // O₃, ppb: the 8-hour rows to 200, then the 1-hour rows (201 ppb reads 49/39 × 36 + 151 = 196.2).
        (.o3, 54, 50), (.o3, 55, 51), (.o3, 70, 100), (.o3, 71, 101), (.o3, 85, 150), (.o3, 86, 151), (.o3, 105, 200),
        (.o3, 106, 201), (.o3, 200, 300), (.o3, 201, 196), (.o3, 204, 200), (.o3, 205, 201), (.o3, 404, 300),
        (.o3, 405, 301), (.o3, 604, 500), (.o3, 605, 500),
    ])
    func epaBreakpointEdges(pollutant: IndexPollutant, concentration: Double, index: Int) {
        #expect(epaSubIndex(pollutant, inTableUnits: concentration) == index)
    }

    /// Inside every band, not only at its ends: a breakpoint moved by one step inside a band (PM2.5
    /// 35.5 to 35.4) leaves the ends right and these 1 off. Each index is the TAD's equation worked
    /// by hand, (Ih − Il) / (Ch − Cl) × (C − Cl) + Il, rounded: PM2.5 45.0 is 49 / 19.9 × 9.5 + 101
    /// = 124.39; O₃ 95 ppb is 49 / 19 × 9 + 151 = 174.21; O₃ 300 ppb, on the 1-hour rows, is
    /// 99 / 199 × 95 + 201 = 248.26.
    @Test(arguments: [
        (IndexPollutant.pm2_5, 4.5, 25), (.pm2_5, 22.2, 75), (.pm2_5, 45.0, 124), (.pm2_5, 90.0, 175),
        (.pm2_5, 175.0, 250), (.pm2_5, 275.0, 400),
        (.pm10, 27, 25), (.pm10, 100, 73), (.pm10, 200, 123), (.pm10, 300, 173), (.pm10, 390, 251), (.pm10, 500, 384),
        (.co, 2.2, 25), (.co, 7.0, 76), (.co, 11.0, 126), (.co, 14.0, 176), (.co, 20.0, 231), (.co, 40.0, 396),
        (.so2, 20, 29), (.so2, 50, 69), (.so2, 130, 125), (.so2, 250, 178), (.so2, 450, 249), (.so2, 800, 398),
        (.no2, 30, 28), (.no2, 80, 79), (.no2, 200, 120), (.no2, 500, 175), (.no2, 900, 242), (.no2, 1600, 388),
        (.o3, 30, 28), (.o3, 62, 74), (.o3, 75, 115), (.o3, 95, 174), (.o3, 150, 247), (.o3, 300, 248),
        (.o3, 500, 396),
    ])
    func epaInsideEachBand(pollutant: IndexPollutant, concentration: Double, index: Int) {
        #expect(epaSubIndex(pollutant, inTableUnits: concentration) == index)
    }

    /// The TAD's truncation: PM2.5 to 0.1 µg/m³, PM10 to 1 µg/m³, O₃, NO₂ and SO₂ to 1 ppb, CO to
    /// 0.1 ppm, so a value just under a breakpoint stays in the lower band.
    @Test(arguments: [
        (IndexPollutant.pm2_5, 9.09, 50), (.pm2_5, 35.49, 100), (.pm10, 54.99, 50), (.pm10, 154.9, 100),
        (.co, 4.49, 50), (.co, 9.49, 100), (.so2, 35.9, 50), (.no2, 53.99, 50), (.o3, 54.9, 50), (.o3, 70.99, 100),
        (.o3, 200.9, 300),
    ])
    func epaTruncatesBeforeItInterpolates(pollutant: IndexPollutant, concentration: Double, index: Int) {
        #expect(epaSubIndex(pollutant, inTableUnits: concentration) == index)
    }

    /// µg/m³ → ppb at 25 °C and 1 atm (24.45 / molecular weight): a concentration exactly on a
    /// breakpoint in ppb comes back as that breakpoint, not 10⁻¹⁴ under it.
    @Test func epaConvertsGasesFromMicrogramsAt25Degrees() {
        // 55 ppb of O₃ = 55 × 48.00 / 24.45 µg/m³; 100 ppb of NO₂ = 100 × 46.01 / 24.45.
        #expect(USAirQualityIndex.subIndex(.o3, microgramsPerCubicMetre: 55 * 48.00 / 24.45) == 51)
        #expect(USAirQualityIndex.subIndex(.o3, microgramsPerCubicMetre: 54.99 * 48.00 / 24.45) == 50)
        #expect(USAirQualityIndex.subIndex(.no2, microgramsPerCubicMetre: 101 * 46.01 / 24.45) == 101)
        #expect(USAirQualityIndex.subIndex(.so2, microgramsPerCubicMetre: 76 * 64.07 / 24.45) == 101)
        #expect(USAirQualityIndex.subIndex(.co, microgramsPerCubicMetre: 4500 * 28.01 / 24.45) == 51)
        #expect(abs(USAirQualityIndex.partsPerBillion(.no2, microgramsPerCubicMetre: 35.99) - 19.12531) < 1e-5)
    }

    /// The TAD's worked example ("How to handle values from multiple pollutants"): 8-hour O₃
    /// 0.078 ppm is 126, PM2.5 35.9 µg/m³ is 102, CO 8.4 ppm is 90; together the AQI is 126, O₃
    /// responsible. And the 1-hour O₃ table by hand: 0.162 ppm is 49 / 39 × 37 + 101 = 147.49, 147.
    @Test func epaWorkedExamplesFromTheTechnicalAssistanceDocument() throws {
        #expect(USAirQualityIndex.ozone(partsPerBillion: 78) == 126)
        #expect(USAirQualityIndex.subIndex(162, decimals: 0, table: USAirQualityIndex.o3OneHour) == 147)
        #expect(USAirQualityIndex.subIndex(.pm2_5, microgramsPerCubicMetre: 35.9) == 102)
        #expect(epaSubIndex(.co, inTableUnits: 8.4) == 90)
        let day = Pollutants(co: 8.4 * 1000 * 28.01 / 24.45, o3: 78 * 48.00 / 24.45, pm2_5: 35.9)
        let rating = try #require(AirQualityScale.epa.rating(of: day))
        #expect(
            rating
                == AirQualityRating(
                    scale: .epa, value: 126, level: 3, band: "Unhealthy for Sensitive Groups", dominant: .o3,
                    colour: "#FF7E00"))
    }

    /// Each band's name and colour as the TAD's Table 1 gives them, at its top and the next step.
    @Test(arguments: [
        (0.0, 0, "Good", "#00E400"), (9.0, 50, "Good", "#00E400"), (9.1, 51, "Moderate", "#FFFF00"),
        (35.5, 101, "Unhealthy for Sensitive Groups", "#FF7E00"), (55.5, 151, "Unhealthy", "#FF0000"),
        (125.4, 200, "Unhealthy", "#FF0000"), (125.5, 201, "Very Unhealthy", "#8F3F97"),
        (225.5, 301, "Hazardous", "#7E0023"), (500, 500, "Hazardous", "#7E0023"),
    ])
    func epaBands(pm2_5: Double, value: Int, band: String, colour: String) throws {
        let rating = try #require(AirQualityScale.epa.rating(of: Pollutants(pm2_5: pm2_5)))
        #expect(rating.value == value && rating.band == band && rating.colour == colour && rating.dominant == .pm2_5)
    }

    // MARK: EEA (European Air Quality Index, 2024 thresholds)

    /// Each threshold is the top of its band; 0.01 µg/m³ more is the next band.
    @Test(arguments: [
        (IndexPollutant.pm2_5, [5.0, 15, 50, 90, 140]), (.pm10, [15, 45, 120, 195, 270]),
        (.no2, [10, 25, 60, 100, 150]), (.o3, [60, 100, 120, 160, 180]), (.so2, [20, 40, 125, 190, 275]),
    ])
    func euBandEdges(pollutant: IndexPollutant, thresholds: [Double]) {
        #expect(EuropeanAirQualityIndex.band(pollutant, microgramsPerCubicMetre: 0) == 1)
        for (position, threshold) in thresholds.enumerated() {
            #expect(EuropeanAirQualityIndex.band(pollutant, microgramsPerCubicMetre: threshold) == position + 1)
            #expect(EuropeanAirQualityIndex.band(pollutant, microgramsPerCubicMetre: threshold + 0.01) == position + 2)
        }
        #expect(EuropeanAirQualityIndex.band(pollutant, microgramsPerCubicMetre: 5000) == 6)
        #expect(EuropeanAirQualityIndex.band(.co, microgramsPerCubicMetre: 5000) == nil)
    }

    @Test(arguments: [
        (2.0, 1, "Good", "#50F0E6"), (10, 2, "Fair", "#50CCAA"), (20, 3, "Moderate", "#F0E641"),
        (60, 4, "Poor", "#FF5050"), (100, 5, "Very poor", "#960032"), (140.01, 6, "Extremely poor", "#7D2181"),
    ])
    func euBands(pm2_5: Double, value: Int, band: String, colour: String) throws {
        let rating = try #require(AirQualityScale.eu.rating(of: Pollutants(pm2_5: pm2_5)))
        #expect(
            rating
                == AirQualityRating(
                    scale: .eu, value: value, level: value, band: band, dominant: .pm2_5, colour: colour))
    }

    // MARK: UK (Defra's Daily Air Quality Index)

    /// The top of each index and the next whole µg/m³, from Defra's table (typed apart from the
    /// code's lower bounds); then the rounding to whole µg/m³.
    @Test(arguments: [
        (IndexPollutant.o3, "0-33 34-66 67-100 101-120 121-140 141-160 161-187 188-213 214-240 241"),
        (.no2, "0-67 68-134 135-200 201-267 268-334 335-400 401-467 468-534 535-600 601"),
        (.so2, "0-88 89-177 178-266 267-354 355-443 444-532 533-710 711-887 888-1064 1065"),
        (.pm2_5, "0-11 12-23 24-35 36-41 42-47 48-53 54-58 59-64 65-70 71"),
        (.pm10, "0-16 17-33 34-50 51-58 59-66 67-75 76-83 84-91 92-100 101"),
    ])
    func ukIndexEdges(pollutant: IndexPollutant, table: String) throws {
        for (position, range) in table.split(separator: " ").enumerated() {
            let ends = try range.split(separator: "-").map { try #require(Double($0)) }
            for end in ends {
                #expect(DailyAirQualityIndex.index(pollutant, microgramsPerCubicMetre: end) == position + 1)
            }
        }
        #expect(DailyAirQualityIndex.index(pollutant, microgramsPerCubicMetre: 100_000) == 10)
        #expect(DailyAirQualityIndex.index(.co, microgramsPerCubicMetre: 1) == nil)
    }

    @Test(arguments: [(11.49, 1), (11.5, 2), (23.49, 2), (70.5, 10), (0, 1)])
    func ukRoundsToWholeMicrograms(pm2_5: Double, index: Int) {
        #expect(DailyAirQualityIndex.index(.pm2_5, microgramsPerCubicMetre: pm2_5) == index)
    }

    @Test(arguments: [
        (5.0, 1, 1, "Low", "#9CFF9C"), (20, 2, 1, "Low", "#31FF00"), (30, 3, 1, "Low", "#31CF00"),
        (40, 4, 2, "Moderate", "#FFFF00"), (45, 5, 2, "Moderate", "#FFCF00"), (50, 6, 2, "Moderate", "#FF9A00"),
        (55, 7, 3, "High", "#FF6464"), (60, 8, 3, "High", "#FF0000"), (68, 9, 3, "High", "#990000"),
        (71, 10, 4, "Very High", "#CE30FF"),
    ])
    func ukBands(pm2_5: Double, value: Int, level: Int, band: String, colour: String) throws {
        let rating = try #require(AirQualityScale.uk.rating(of: Pollutants(pm2_5: pm2_5)))
        #expect(
            rating
                == AirQualityRating(
                    scale: .uk, value: value, level: level, band: band, dominant: .pm2_5, colour: colour))
    }

    // MARK: Every scale

    /// The worst pollutant sets the index; on a tie, the first of PM2.5, PM10, O₃, NO₂, SO₂, CO.
    @Test func theDominantPollutant() throws {
        // EPA: PM2.5 9.0 → 50, PM10 54 → 50, NO2 101 ppb → 101.
        let no2 = Pollutants(no2: 101 * 46.01 / 24.45, pm2_5: 9.0, pm10: 54)
        #expect(try #require(AirQualityScale.epa.rating(of: no2)).dominant == .no2)
        let tie = Pollutants(pm2_5: 9.0, pm10: 54)
        #expect(try #require(AirQualityScale.epa.rating(of: tie)).dominant == .pm2_5)
        // EEA: O₃ 61 (Fair) against PM10 15 (Good); UK: SO₂ 89 (2) against PM10 17 (2), a tie.
        #expect(try #require(AirQualityScale.eu.rating(of: Pollutants(o3: 61, pm10: 15))).dominant == .o3)
        #expect(try #require(AirQualityScale.uk.rating(of: Pollutants(so2: 89, pm10: 17))).dominant == .pm10)
    }

    /// A reading without some pollutants is rated on the rest; with none of a scale's, not at all.
    @Test func missingPollutants() throws {
        let noParticles = Pollutants(co: 250.34, no: 0.19, no2: 35.99, o3: 30.76, so2: 8.11, nh3: 0.74)
        #expect(try #require(AirQualityScale.epa.rating(of: noParticles)).value == 18)
        #expect(try #require(AirQualityScale.eu.rating(of: noParticles)).dominant == .no2)
        #expect(try #require(AirQualityScale.uk.rating(of: noParticles)).value == 1)
        let onlyCO = Pollutants(co: 250.34, no: 0.19, nh3: 0.74)
        #expect(AirQualityScale.epa.rating(of: onlyCO)?.dominant == .co)
        #expect(AirQualityScale.eu.rating(of: onlyCO) == nil && AirQualityScale.uk.rating(of: onlyCO) == nil)
        for scale in AirQualityScale.allCases {
            #expect(scale.rating(of: Pollutants()) == nil)
            #expect(scale.rating(of: Pollutants(pm2_5: .nan, pm10: .infinity)) == nil)
        }
        #expect(AirQualityScale.owm.rating(of: noParticles) == nil)
    }

    @Test func theFlagsValues() {
        #expect(AirQualityScale.allCases.map(\.rawValue) == ["owm", "epa", "eu", "uk"])
    }

    /// Every hour of every real air fixture on the three scales, as "index dominant" for EPA | EEA
    /// | UK. The expected lines were printed by a separate Python script (its own copy of the three
    /// tables typed from the same sources, decimal arithmetic, the same molecular weights,
    /// truncation and rounding rules as the doc comments state), run on 2026-05 over
    /// `Tests/TestSupport/Fixtures/air/*.json`; its output is pasted here as it printed it. The
    /// fixtures themselves are credited in `Fixtures/SOURCES.md`.
    @Test(arguments: AirQualityScaleTests.fixtureExpectations.keys.sorted())
    func theRealFixtures(path: String) throws {
        let readings = try OpenWeatherMapData.airReadings(from: Fixtures.data(path))
        let lines = readings.map { reading in
            [AirQualityScale.epa, .eu, .uk].map { scale in
                scale.rating(of: reading.components).map { "\($0.value) \($0.dominant.rawValue)" } ?? "none"
            }.joined(separator: " | ")
        }
        #expect(lines == AirQualityScaleTests.fixtureExpectations[path])
    }

    /// One sub-index from a concentration in the EPA table's own units.
    private func epaSubIndex(_ pollutant: IndexPollutant, inTableUnits value: Double) -> Int {
        switch pollutant {
        case .pm2_5: USAirQualityIndex.subIndex(value, decimals: 1, table: USAirQualityIndex.pm2_5)
        case .pm10: USAirQualityIndex.subIndex(value, decimals: 0, table: USAirQualityIndex.pm10)
        case .co: USAirQualityIndex.subIndex(value, decimals: 1, table: USAirQualityIndex.co)
        case .so2: USAirQualityIndex.subIndex(value, decimals: 0, table: USAirQualityIndex.so2)
        case .no2: USAirQualityIndex.subIndex(value, decimals: 0, table: USAirQualityIndex.no2)
        case .o3: USAirQualityIndex.ozone(partsPerBillion: value)
        }
    }

    static let fixtureExpectations: [String: [String]] = [
        "air/csparpa_air-pollution-current_london_coord-object_list1.json": [
            "18 no2 | 3 no2 | 1 pm2_5"
        ],
        "air/csparpa_air-pollution-forecast-history-mock_lat50-lon50_coord-object_list2.json": [
            "37 o3 | 2 o3 | 3 o3",
            "37 o3 | 2 o3 | 3 o3",
        ],
        "air/owmdocs_air-pollution-current_example_coord-array.json": [
            "77 pm2_5 | 3 pm2_5 | 9 pm10"
        ],
        "air/programmatordev_air-pollution-current_lisbon_coord-object_list1.json": [
            "50 o3 | 3 o3 | 4 o3"
        ],
        "air/programmatordev_air-pollution-forecast_lisbon_coord-object_list96.json": [
            "50 o3 | 3 o3 | 4 o3",
            "45 o3 | 2 pm2_5 | 3 o3",
            "42 o3 | 2 pm2_5 | 3 o3",
            "40 o3 | 2 pm2_5 | 3 o3",
            "40 o3 | 2 pm2_5 | 3 o3",
            "41 pm2_5 | 2 pm2_5 | 3 o3",
            "41 pm2_5 | 2 pm2_5 | 3 o3",
            "42 pm2_5 | 2 pm2_5 | 3 o3",
            "44 pm2_5 | 2 pm2_5 | 3 o3",
            "46 pm2_5 | 2 pm2_5 | 3 o3",
            "47 pm2_5 | 2 pm2_5 | 3 o3",
            "50 pm2_5 | 2 pm2_5 | 3 o3",
            "52 pm2_5 | 2 pm2_5 | 2 o3",
            "54 pm2_5 | 2 pm2_5 | 2 pm10",
            "57 pm2_5 | 2 pm2_5 | 2 pm2_5",
            "59 pm2_5 | 2 pm2_5 | 2 pm2_5",
            "60 pm2_5 | 2 pm2_5 | 2 pm2_5",
            "58 pm2_5 | 2 pm2_5 | 3 o3",
            "80 o3 | 4 o3 | 5 o3",
            "101 o3 | 4 o3 | 5 o3",
            "100 o3 | 4 o3 | 5 o3",
            "90 o3 | 4 o3 | 5 o3",
            "90 o3 | 4 o3 | 5 o3",
            "90 o3 | 4 o3 | 5 o3",
            "80 o3 | 4 o3 | 5 o3",
            "64 o3 | 3 o3 | 4 o3",
            "60 pm2_5 | 3 o3 | 4 o3",
            "59 pm2_5 | 3 o3 | 4 o3",
            "58 pm2_5 | 3 o3 | 4 o3",
            "56 pm2_5 | 3 o3 | 4 o3",
            "54 pm2_5 | 3 o3 | 4 o3",
            "55 pm2_5 | 3 o3 | 3 o3",
            "55 pm2_5 | 2 pm2_5 | 3 o3",
            "54 pm2_5 | 2 pm2_5 | 3 o3",
            "52 pm2_5 | 2 pm2_5 | 3 o3",
            "51 pm2_5 | 2 pm2_5 | 3 o3",
            "48 pm2_5 | 2 pm2_5 | 3 o3",
            "45 pm2_5 | 2 pm2_5 | 3 o3",
            "43 pm2_5 | 2 pm2_5 | 3 o3",
            "42 pm2_5 | 2 pm2_5 | 3 o3",
            "40 pm2_5 | 2 pm2_5 | 3 o3",
            "39 o3 | 2 pm2_5 | 3 o3",
            "40 o3 | 2 pm2_5 | 3 o3",
            "38 o3 | 2 o3 | 3 o3",
            "35 o3 | 2 o3 | 3 o3",
            "33 o3 | 2 o3 | 3 o3",
            "31 o3 | 2 o3 | 3 o3",
            "29 o3 | 2 o3 | 2 o3",
            "28 o3 | 2 o3 | 2 o3",
            "27 o3 | 1 pm2_5 | 2 o3",
            "26 o3 | 1 pm2_5 | 2 o3",
            "27 o3 | 1 pm2_5 | 2 o3",
            "30 o3 | 2 o3 | 2 o3",
            "31 o3 | 2 o3 | 3 o3",
            "32 o3 | 2 o3 | 3 o3",
            "35 o3 | 2 o3 | 3 o3",
            "37 o3 | 2 o3 | 3 o3",
            "37 o3 | 2 pm2_5 | 3 o3",
            "35 o3 | 2 pm2_5 | 3 o3",
            "34 o3 | 2 pm2_5 | 3 o3",
            "33 o3 | 2 pm2_5 | 3 o3",
            "32 pm2_5 | 2 pm2_5 | 3 o3",
            "32 pm2_5 | 2 pm2_5 | 2 o3",
            "32 pm2_5 | 2 pm2_5 | 2 o3",
            "33 pm2_5 | 2 pm2_5 | 2 o3",
            "34 pm2_5 | 2 pm2_5 | 3 o3",
            "37 o3 | 2 pm2_5 | 3 o3",
            "38 o3 | 2 pm2_5 | 3 o3",
            "40 o3 | 2 o3 | 3 o3",
            "42 o3 | 2 o3 | 3 o3",
            "44 o3 | 2 o3 | 3 o3",
            "43 o3 | 2 o3 | 3 o3",
            "44 o3 | 2 pm2_5 | 3 o3",
            "44 o3 | 2 pm2_5 | 3 o3",
            "47 o3 | 3 o3 | 3 o3",
            "47 o3 | 3 o3 | 4 o3",
            "47 o3 | 3 o3 | 4 o3",
            "44 o3 | 2 pm2_5 | 3 o3",
            "42 o3 | 2 pm2_5 | 3 o3",
            "38 pm2_5 | 2 pm2_5 | 3 o3",
            "38 pm2_5 | 2 pm2_5 | 3 o3",
            "39 pm2_5 | 2 pm2_5 | 3 o3",
            "38 pm2_5 | 2 pm2_5 | 3 o3",
            "38 pm2_5 | 2 pm2_5 | 2 pm10",
            "37 pm2_5 | 2 pm2_5 | 2 pm10",
            "38 pm2_5 | 2 pm2_5 | 2 pm10",
            "39 pm2_5 | 2 pm2_5 | 2 pm10",
            "39 pm2_5 | 2 pm2_5 | 2 pm10",
            "39 pm2_5 | 2 pm2_5 | 2 pm10",
            "40 pm2_5 | 2 pm2_5 | 3 o3",
            "44 pm2_5 | 2 pm2_5 | 3 o3",
            "49 o3 | 3 o3 | 4 o3",
            "58 o3 | 3 o3 | 4 o3",
            "54 o3 | 3 o3 | 4 o3",
            "51 o3 | 3 o3 | 4 o3",
            "50 o3 | 3 o3 | 4 o3",
        ],
    ]
}
