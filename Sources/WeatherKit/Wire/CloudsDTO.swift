/// `clouds`: cover in %.
struct CloudsDTO: Decodable, Sendable {
    let all: LenientDouble?
}
