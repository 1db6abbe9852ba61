/// The version printed by `--version` and sent in `User-Agent`.
public enum WeatherVersion {
    public static let current = "0.1.0"
}
