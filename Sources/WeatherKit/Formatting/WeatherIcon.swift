/// Emoji and groups for OpenWeatherMap's condition codes
/// (https://openweathermap.org/weather-conditions): 2xx thunderstorm, 3xx drizzle, 5xx rain,
/// 6xx snow, 7xx atmosphere (mist, fog, haze…), 800 clear, 80x clouds.
public enum WeatherIcon {
    /// The condition's emoji; clear and partly cloudy skies have a night form (icon ending in `n`).
    /// - Parameter wholeDay: the condition stands for a whole day (a row of the daily table), which
    ///   is not night though the step it came from was: the day form, whatever the icon says.
    public static func emoji(_ condition: Condition, wholeDay: Bool = false) -> String {
        let night = !wholeDay && (condition.icon?.hasSuffix("n") ?? false)
        switch group(condition) {
        case "thunderstorm": return "⛈️"
        case "drizzle": return "🌦️"
        case "rain": return "🌧️"
        case "snow": return "🌨️"
        case "mist": return "🌫️"
        case "clear": return night ? "🌙" : "☀️"
        case "clouds":
            switch condition.id {
            case 801?: return night ? "☁️" : "🌤️"
            case 802?: return night ? "☁️" : "⛅"
            default: return "☁️"
            }
        default: return ""
        }
    }

    /// Waybar's `class`: clear, clouds, rain, drizzle, thunderstorm, snow or mist; "" if unknown.
    public static func group(_ condition: Condition) -> String {
        switch condition.id {
        case (200...299)?: return "thunderstorm"
        case (300...399)?: return "drizzle"
        case (500...599)?: return "rain"
        case (600...699)?: return "snow"
        case (700...799)?: return "mist"
        case 800?: return "clear"
        case (801...899)?: return "clouds"
        default:
            // Old or odd payloads may have only the group's name.
            switch condition.main?.lowercased() {
            case "thunderstorm"?: return "thunderstorm"
            case "drizzle"?: return "drizzle"
            case "rain"?: return "rain"
            case "snow"?: return "snow"
            case "clear"?: return "clear"
            case "clouds"?: return "clouds"
            case .some: return "mist"
            case nil: return ""
            }
        }
    }
}
