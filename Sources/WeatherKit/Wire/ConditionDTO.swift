/// One entry of the `weather` array: `{"id": 501, "main": "Rain", "description": "moderate rain", "icon": "10d"}`.
struct ConditionDTO: Decodable, Sendable {
    let id: LenientInt?
    let main: String?
    let description: String?
    let icon: String?
}
