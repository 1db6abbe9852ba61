/// One match from `GET /geo/1.0/direct` (an array of these) or `GET /geo/1.0/zip` (a single
/// object, with a `zip` key). `local_names` is ignored: we show the name the query was made in.
struct GeocodingDTO: Decodable, Sendable {
    let name: String?
    let lat: LenientDouble
    let lon: LenientDouble
    let country: String?
    let state: String?
}
