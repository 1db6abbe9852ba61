/// A JSON value with ordered object keys, so our output reads in the documented order.
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        JSONWriter.render(lhs) == JSONWriter.render(rhs)
    }
}

extension JSONOutput {
    /// `.number(value)`, or `.null` when there is no value.
    static func number(_ value: Double?) -> JSONOutput { value.map { .number($0) } ?? .null }
    static func number(_ value: Int?) -> JSONOutput { value.map { .number(Double($0)) } ?? .null }
    static func string(_ value: String?) -> JSONOutput { value.map { .string($0) } ?? .null }
}
