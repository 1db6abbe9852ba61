/// `coord`: degrees.
struct CoordDTO: Decodable, Sendable {
    let lat: LenientDouble
    let lon: LenientDouble
}
