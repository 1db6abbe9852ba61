/// The objects that current weather and forecast entries share, exactly as OpenWeatherMap sends them.

struct ConditionDTO: Decodable, Sendable {
    let id: LenientInt?
    let main: String?
    let description: String?
    let icon: String?
}

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

struct WindDTO: Decodable, Sendable {
    let speed: LenientDouble?
    let deg: LenientDouble?
    let gust: LenientDouble?
}

struct CloudsDTO: Decodable, Sendable {
    let all: LenientDouble?
}

/// `rain` and `snow`: volume over the last hour and/or three hours, in mm.
struct PrecipitationDTO: Decodable, Sendable {
    let oneHour: LenientDouble?
    let threeHours: LenientDouble?

    enum CodingKeys: String, CodingKey {
        case oneHour = "1h"
        case threeHours = "3h"
    }
}

struct CoordDTO: Decodable, Sendable {
    let lat: LenientDouble
    let lon: LenientDouble
}
