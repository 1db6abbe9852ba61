/// `rain` and `snow`: volume over the last hour and/or three hours, in mm.
struct PrecipitationDTO: Decodable, Sendable {
    let oneHour: LenientDouble?
    let threeHours: LenientDouble?

    enum CodingKeys: String, CodingKey {
        case oneHour = "1h"
        case threeHours = "3h"
    }
}
