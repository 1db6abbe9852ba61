/// `GET /data/2.5/air_pollution` and `…/air_pollution/forecast`
/// (https://openweathermap.org/api/air-pollution).
///
/// Both answer `{"coord": …, "list": [{"dt", "main": {"aqi"}, "components": {…}}]}`: one entry
/// for now, or one per hour for about four days. `coord` is not read: the documentation shows it
/// as an array `[lon, lat]` and live answers as `{"lon", "lat"}`, and the point is the one we
/// asked for. `list` may be empty. Unknown fields are ignored.
struct AirPollutionDTO: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        struct Main: Decodable, Sendable {
            let aqi: LenientInt
        }

        /// µg/m³.
        struct Components: Decodable, Sendable {
            let co: LenientDouble?
            let no: LenientDouble?
            let no2: LenientDouble?
            let o3: LenientDouble?
            let so2: LenientDouble?
            let pm2_5: LenientDouble?
            let pm10: LenientDouble?
            let nh3: LenientDouble?
        }

        let dt: LenientInt
        let main: Main
        let components: Components?
    }

    let list: [Entry]
}
