/// `GET /data/2.5/weather`, exactly as OpenWeatherMap sends it (see FIELDS.md).
///
/// Only `coord.lat`, `coord.lon`, `main.temp` and `dt` are required; everything else is optional
/// because real payloads omit it. No interpretation happens here: units stay Kelvin and times
/// stay epoch seconds until ``OpenWeatherMapData`` maps them.
struct CurrentWeatherDTO: Decodable, Sendable {
    struct Coord: Decodable, Sendable {
        let lat: LenientDouble
        let lon: LenientDouble
    }

    struct Condition: Decodable, Sendable {
        let id: LenientInt?
        let main: String?
        let description: String?
        let icon: String?
    }

    struct Main: Decodable, Sendable {
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

    struct Wind: Decodable, Sendable {
        let speed: LenientDouble?
        let deg: LenientDouble?
        let gust: LenientDouble?
    }

    struct Clouds: Decodable, Sendable {
        let all: LenientDouble?
    }

    /// `rain` and `snow`: volume over the last hour and/or three hours, in mm.
    struct Precipitation: Decodable, Sendable {
        let oneHour: LenientDouble?
        let threeHours: LenientDouble?

        enum CodingKeys: String, CodingKey {
            case oneHour = "1h"
            case threeHours = "3h"
        }
    }

    struct Sys: Decodable, Sendable {
        let country: String?
        let sunrise: LenientInt?
        let sunset: LenientInt?
    }

    let coord: Coord
    let weather: [Condition]?
    let main: Main
    let visibility: LenientDouble?
    let wind: Wind?
    let clouds: Clouds?
    let rain: Precipitation?
    let snow: Precipitation?
    let dt: LenientInt
    let sys: Sys?
    let timezone: LenientInt?
    let id: LenientInt?
    let name: String?
    let cod: LenientInt?
}
