/// OpenWeatherMap's error body: `{"cod": 401, "message": "…"}` or `{"cod": "404", "message": "…"}`.
///
/// `cod` is a number for some errors and a string for others; legacy History API errors carry
/// only `{"error": "404"}`. `message` is a string here but a number in forecast successes, so a
/// non-string `message` is simply ignored rather than failing the whole body.
struct APIErrorDTO: Decodable, Sendable {
    let cod: Int?
    let message: String?

    enum CodingKeys: String, CodingKey {
        case cod, message, error
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code =
            (try? container.decodeIfPresent(LenientInt.self, forKey: .cod))
            ?? (try? container.decodeIfPresent(LenientInt.self, forKey: .error))
        cod = code?.value
        message = try? container.decodeIfPresent(String.self, forKey: .message)
    }
}
