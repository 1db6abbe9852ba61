/// The `main` object of current weather and of every forecast step: Kelvin, hPa and %.
struct MainDTO: Decodable, Sendable {
    let temp: LenientDouble
    let feelsLike: LenientDouble?
    let tempMin: LenientDouble?
    let tempMax: LenientDouble?
    let pressure: LenientDouble?
    let humidity: LenientDouble?
    let seaLevel: LenientDouble?
    let grndLevel: LenientDouble?

    enum CodingKeys: String, CodingKey {
        case temp, pressure, humidity
        case feelsLike = "feels_like"
        case tempMin = "temp_min"
        case tempMax = "temp_max"
        case seaLevel = "sea_level"
        case grndLevel = "grnd_level"
    }
}
