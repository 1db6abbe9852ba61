/// The WMO weather interpretation codes (WMO 306, code table 4677) that Open-Meteo sends as
/// `weather_code`, as the model's conditions: the nearest OpenWeatherMap condition id, so that the
/// views, the icons, the Waybar classes and the colours treat both providers alike, with the WMO
/// code's own words as the description.
enum WMOWeatherCode {
    /// The condition for `code`, with a day or night icon; an unknown code keeps its number in words.
    static func condition(_ code: Int, isDay: Bool) -> Condition {
        guard let (id, main, description, icon) = table[code] else {
            return Condition(id: nil, main: nil, description: "weather code \(code)", icon: nil)
        }
        return Condition(
            id: id, main: main, description: description, icon: icon + (isDay ? "d" : "n"), wmoCode: code)
    }

    /// Code: (OpenWeatherMap's id, its group, the WMO code's meaning, OpenWeatherMap's icon without
    /// its `d` or `n`).
    private static let table: [Int: (Int, String, String, String)] = [
        0: (800, "Clear", "clear sky", "01"),
        1: (801, "Clouds", "mainly clear", "02"),
        2: (802, "Clouds", "partly cloudy", "03"),
        3: (804, "Clouds", "overcast", "04"),
        45: (741, "Fog", "fog", "50"),
        48: (741, "Fog", "depositing rime fog", "50"),
        51: (300, "Drizzle", "light drizzle", "09"),
        53: (301, "Drizzle", "moderate drizzle", "09"),
        55: (302, "Drizzle", "dense drizzle", "09"),
        56: (300, "Drizzle", "light freezing drizzle", "09"),
        57: (302, "Drizzle", "dense freezing drizzle", "09"),
        61: (500, "Rain", "slight rain", "10"),
        63: (501, "Rain", "moderate rain", "10"),
        65: (502, "Rain", "heavy rain", "10"),
        66: (511, "Rain", "light freezing rain", "13"),
        67: (511, "Rain", "heavy freezing rain", "13"),
        68: (615, "Snow", "light rain and snow", "13"),
        69: (616, "Snow", "rain and snow", "13"),
        71: (600, "Snow", "slight snow fall", "13"),
        73: (601, "Snow", "moderate snow fall", "13"),
        75: (602, "Snow", "heavy snow fall", "13"),
        77: (600, "Snow", "snow grains", "13"),
        80: (520, "Rain", "slight rain showers", "09"),
        81: (521, "Rain", "moderate rain showers", "09"),
        82: (522, "Rain", "violent rain showers", "09"),
        85: (620, "Snow", "slight snow showers", "13"),
        86: (622, "Snow", "heavy snow showers", "13"),
        95: (211, "Thunderstorm", "thunderstorm", "11"),
        96: (211, "Thunderstorm", "thunderstorm with slight hail", "11"),
        99: (211, "Thunderstorm", "thunderstorm with heavy hail", "11"),
    ]
}
