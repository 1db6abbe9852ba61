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
        if let problem = value.beyondAnyReading {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }
}

/// The largest magnitude a reading may have, whatever it measures: nothing a weather answer
/// carries as a decimal (visibility in metres, a concentration in µg/m³, a pressure, Kelvin) comes
/// near a million, while `1e308` would print as a 309-digit temperature.
enum Reading {
    static let largest = 1_000_000.0

    /// Why `value` is no reading, or nil when it may be one.
    static func problem(_ value: Double) -> String? {
        // Swift's own form, `1e+308`: the digits of such a number would fill the line.
        abs(value) <= largest ? nil : "\(value) is beyond any reading"
    }
}

/// The number types ``Lenient`` can read from a string.
protocol LenientNumber: Decodable, Sendable, Equatable {
    init?(numericText: String)
    /// Why the number cannot be a reading (``Reading``), or nil.
    var beyondAnyReading: String? { get }
}

extension Double: LenientNumber {
    /// Refuses `"1e400"`, `"NaN"` and `"inf"`: a non-finite value would poison every conversion.
    init?(numericText: String) {
        guard let value = Double(numericText), value.isFinite else { return nil }
        self = value
    }

    var beyondAnyReading: String? { Reading.problem(self) }
}

extension Int: LenientNumber {
    init?(numericText: String) { self.init(numericText, radix: 10) }

    /// Whole numbers are ids, times and counts, each checked where it is read.
    var beyondAnyReading: String? { nil }
}

typealias LenientDouble = Lenient<Double>
typealias LenientInt = Lenient<Int>
