/// A JSON number that OpenWeatherMap has also been seen to send as a string (`"cod": "200"`,
/// `"id": "1273874"`). Both forms decode; anything else is a type mismatch at this key path.
///
/// Non-finite values (`"1e400"`, `"NaN"`) are refused: they would poison every conversion.
struct LenientDouble: Decodable, Sendable, Equatable {
    let value: Double

    init(_ value: Double) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = number
        } else if let text = try? container.decode(String.self),
            let number = Double(text), number.isFinite
        {
            value = number
        } else {
            throw DecodingError.typeMismatch(
                Double.self,
                .init(codingPath: decoder.codingPath, debugDescription: "not a number"))
        }
    }
}

/// An integer (ids, `cod`, epoch seconds) sent as a JSON number or a string holding one.
struct LenientInt: Decodable, Sendable, Equatable {
    let value: Int

    init(_ value: Int) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let text = try? container.decode(String.self), let number = Int(text) {
            value = number
        } else {
            throw DecodingError.typeMismatch(
                Int.self,
                .init(codingPath: decoder.codingPath, debugDescription: "not a whole number"))
        }
    }
}
