#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How warm the air feels, for a provider that sends no "feels like" of its own (MET Norway).
///
/// The Australian Bureau of Meteorology's apparent temperature, from R. G. Steadman, "Norms of
/// apparent temperature in Australia", *Aust. Met. Mag.* 43 (1994) 1–16, in the form the Bureau
/// publishes (bom.gov.au, "Thermal comfort observations", the version without radiation):
/// AT = Ta + 0.33·e − 0.70·ws − 4.00, where e is the water vapour pressure in hPa,
/// rh / 100 · 6.105 · exp(17.27·Ta / (237.7 + Ta)), and ws the wind speed in m/s at 10 m.
/// One formula for heat and cold alike, so a forecast's hours never jump between two indices.
enum ApparentTemperature {
    /// The apparent temperature, °C, of air at `temperatureC` with `humidityPct` relative
    /// humidity and a 10 m wind of `windMS`.
    static func celsius(temperatureC: Double, humidityPct: Double, windMS: Double) -> Double {
        let vapourPressureHPa = humidityPct / 100 * 6.105 * exp(17.27 * temperatureC / (237.7 + temperatureC))
        return temperatureC + 0.33 * vapourPressureHPa - 0.70 * windMS - 4.00
    }
}
