/// Pressure arithmetic. The model holds hectopascals.
public enum Pressure {
    /// One inch of mercury (at 0 °C, standard gravity) is 33.8638866667 hPa.
    public static func inchesOfMercury(fromHectopascals hectopascals: Double) -> Double {
        hectopascals / 33.863_886_666_7
    }
}
