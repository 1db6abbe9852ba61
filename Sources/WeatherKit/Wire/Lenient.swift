/// A number that OpenWeatherMap has also been seen to send as a string (`"cod": "200"`,
/// `"id": "1273874"`). Both forms decode; anything else is a type mismatch at this key path.
///
/// `Value` is unconstrained and the conformances are conditional: a constraint on the type itself
/// is checked at run time each time its metadata is made from a mangled name, and on a cold start
/// the first check of each `Value` scans every conformance record in the binary (0.2 M
/// instructions each for `Double` and `Int`, measured with callgrind).
struct Lenient<Value> {
    let value: Value

    init(_ value: Value) { self.value = value }
}

extension Lenient: Sendable where Value: Sendable {}
extension Lenient: Equatable where Value: Equatable {}

extension Lenient: Decodable where Value: LenientNumber {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Value.self) {
            value = number
        } else if let text = try? container.decode(String.self), let number = Value(numericText: text) {
            value = number
        } else {
            throw DecodingError.typeMismatch(
                Value.self, .init(codingPath: decoder.codingPath, debugDescription: "not a number"))
        }
    }
}

/// The number types ``Lenient`` can read from a string.
protocol LenientNumber: Decodable, Sendable, Equatable {
    init?(numericText: String)
}

extension Double: LenientNumber {
    /// Refuses `"1e400"`, `"NaN"` and `"inf"`: a non-finite value would poison every conversion.
    init?(numericText: String) {
        guard let value = Double(numericText), value.isFinite else { return nil }
        self = value
    }
}

extension Int: LenientNumber {
    init?(numericText: String) { self.init(numericText, radix: 10) }
}

typealias LenientDouble = Lenient<Double>
typealias LenientInt = Lenient<Int>
