/// `GET /data/2.5/forecast`: 3-hour steps for five days
/// (https://openweathermap.org/forecast5#fields_JSON).
///
/// `cod` is the string `"200"` here; `city.id` is a number or a string; `cnt` is not trusted
/// (iterate `list`); `visibility`, `pop`, `rain` and `snow` are missing from some entries.
/// Each entry needs only `dt` and `main.temp`.
struct ForecastDTO: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        let dt: LenientInt
        let main: MainDTO
        let weather: [ConditionDTO]?
        let clouds: CloudsDTO?
        let wind: WindDTO?
        let visibility: LenientDouble?
        let pop: LenientDouble?
        let rain: PrecipitationDTO?
        let snow: PrecipitationDTO?
    }

    struct City: Decodable, Sendable {
        let id: LenientInt?
        let name: String?
        let coord: CoordDTO?
        let country: String?
        let timezone: LenientInt?
        let sunrise: LenientInt?
        let sunset: LenientInt?
    }

    let cod: LenientInt?
    let list: [Entry]
    let city: City?
}
