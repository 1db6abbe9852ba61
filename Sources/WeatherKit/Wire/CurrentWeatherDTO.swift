/// `GET /data/2.5/weather`, exactly as OpenWeatherMap sends it
/// (https://openweathermap.org/current#fields_json).
///
/// Only `coord.lat`, `coord.lon`, `main.temp` and `dt` are required; everything else is optional
/// because real payloads omit it. No interpretation happens here: units stay Kelvin and times
/// stay epoch seconds until ``WireToModel`` maps them.
struct CurrentWeatherDTO: Decodable, Sendable {
    struct Sys: Decodable, Sendable {
        let country: String?
        let sunrise: LenientInt?
        let sunset: LenientInt?
    }

    let coord: CoordDTO
    let weather: [ConditionDTO]?
    let main: MainDTO
    let visibility: LenientDouble?
    let wind: WindDTO?
    let clouds: CloudsDTO?
    let rain: PrecipitationDTO?
    let snow: PrecipitationDTO?
    let dt: LenientInt
    let sys: Sys?
    let timezone: LenientInt?
    let id: LenientInt?
    let name: String?
    let cod: LenientInt?
}
