/// `rain` and `snow`: volume over the last hour and/or three hours, in mm.
struct PrecipitationDTO: Decodable, Sendable {
    let oneHour: LenientDouble?
    let threeHours: LenientDouble?

    enum CodingKeys: String, CodingKey {
        case oneHour = "1h"
        case threeHours = "3h"
    }
}

/// A day's rain or snow in mm: a number in One Call 3.0's days, a number or `{"1h": …}` in 4.0's.
struct DayAmountDTO: Decodable, Sendable {
    let value: Double?

    init(from decoder: any Decoder) throws {
        do {
            value = try LenientDouble(from: decoder).value
        } catch DecodingError.dataCorrupted(let context) {
            throw DecodingError.dataCorrupted(context)  // a number, but beyond any reading
        } catch {
            value = try PrecipitationDTO(from: decoder).oneHour?.value
        }
    }
}
