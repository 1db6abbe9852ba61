/// `wind`: speed and gusts in m/s, and the direction it blows from in degrees.
struct WindDTO: Decodable, Sendable {
    let speed: LenientDouble?
    let deg: LenientDouble?
    let gust: LenientDouble?
}
