/// A `--format` template: literal text and `{placeholder}` or `{placeholder:.N}` slots.
///
/// It is parsed once into segments, and values are inserted as they are: a `%` or `{` in a city
/// name is never interpreted. `{{` and `}}` are literal braces.
public struct Template: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case literal(String)
        case value(Placeholder, precision: Int?)
    }

    /// A name a template may use: a slot of a row of ``Quantity/all``, which says what it prints,
    /// whether it is a number and which parts it needs.
    public struct Placeholder: Sendable, Hashable, CustomStringConvertible {
        /// `temp`, `aqi_label`.
        public let rawValue: String
        let slot: Quantity.Slot

        /// Nil for a name no quantity has.
        public init?(rawValue: String) {
            guard let slot = Quantity.slot(named: rawValue) else { return nil }
            self.init(slot)
        }

        init(_ slot: Quantity.Slot) {
            rawValue = slot.name
            self.slot = slot
        }

        /// Every placeholder, in the table's order.
        public static var allCases: [Placeholder] { Quantity.slots.map(Placeholder.init) }

        public static func == (lhs: Placeholder, rhs: Placeholder) -> Bool { lhs.rawValue == rhs.rawValue }
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
        public var description: String { "{\(rawValue)}" }

        /// The ones that are numbers, and so take a precision.
        public var isNumeric: Bool { slot.isNumeric }
        /// Shown from the air quality request, which the template then makes by itself.
        public var needsAir: Bool { slot.needs.contains(.air) }
        /// Shown from the forecast, which the template then fetches by itself.
        public var needsForecast: Bool { slot.needs.contains(.forecast) }
    }

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    public let segments: [Segment]

    /// A template built in code, already known to be valid.
    init(segments: [Segment]) { self.segments = segments }

    /// Whether the template prints the placeholder called `name` somewhere.
    public func names(_ name: String) -> Bool { placeholders.contains { $0.rawValue == name } }

    /// Whether any placeholder needs the air quality request.
    public var needsAir: Bool { placeholders.contains { $0.needsAir } }

    /// Whether any placeholder needs the forecast.
    public var needsForecast: Bool { placeholders.contains { $0.needsForecast } }

    /// Hours of forecast steps the placeholders read: `{rain_next}` a day and the spell that may run
    /// on (48), `{pop_next}` the next step alone (1).
    public var stepHours: Int { placeholders.map(\.slot.stepHours).max() ?? 0 }

    /// Whether a placeholder needs `part` fetched (or worked out); the current weather always comes.
    public func needs(_ part: ReportPart) -> Bool {
        part == .current || placeholders.contains { $0.slot.needs.contains(part) }
    }

    private var placeholders: [Placeholder] {
        segments.compactMap { segment in
            if case .value(let placeholder, _) = segment { placeholder } else { nil }
        }
    }

    /// - Throws: ``ParseError`` naming an unknown placeholder (and listing the valid ones), an
    ///   unclosed `{`, a stray `}`, or a precision on a value that is not a number.
    public init(_ text: String) throws(ParseError) {
        var segments: [Segment] = []
        var literal = ""
        var index = text.startIndex
        func peek(_ offset: Int) -> Character? {
            text.index(index, offsetBy: offset, limitedBy: text.endIndex).flatMap {
                $0 < text.endIndex ? text[$0] : nil
            }
        }
        while index < text.endIndex {
            let character = text[index]
            if character == "}" {
                guard peek(1) == "}" else {
                    throw ParseError(description: "`}}` for a literal `}` (a lone `}` closes nothing)")
                }
                literal.append("}")
                index = text.index(index, offsetBy: 2)
                continue
            }
            guard character == "{" else {
                literal.append(character)
                index = text.index(after: index)
                continue
            }
            if peek(1) == "{" {
                literal.append("{")
                index = text.index(index, offsetBy: 2)
                continue
            }
            guard let close = text[index...].firstIndex(of: "}") else {
                let start = String(text[index...].prefix(12))
                throw ParseError(description: "a `}` to close `\(start)` (write `{{` for a literal `{`)")
            }
            let inside = String(text[text.index(after: index)..<close])
            if !literal.isEmpty {
                segments.append(.literal(literal))
                literal = ""
            }
            segments.append(try Self.slot(inside))
            index = text.index(after: close)
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    private static func slot(_ inside: String) throws(ParseError) -> Segment {
        let parts = inside.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard let placeholder = Placeholder(rawValue: name) else {
            let names = Placeholder.allCases.map(\.rawValue)
            let valid = names.map { "{\($0)}" }.joined(separator: " ")
            // As flags and config keys do: `{tmp:.0}` → `{temp:.0}`, the precision kept.
            let rest = parts.count == 2 ? ":" + parts[1] : ""
            let hint = EditDistance.closest(to: name, in: names).map { " (did you mean `{\($0)\(rest)}`?)" } ?? ""
            throw ParseError(
                description: "a known placeholder, not {\(inside.truncated(to: 30))}\(hint); valid: \(valid)")
        }
        guard parts.count == 2 else { return .value(placeholder, precision: nil) }
        let spec = parts[1]
        guard spec.hasPrefix("."), let digits = Int(spec.dropFirst()), (0...6).contains(digits) else {
            throw ParseError(description: "a precision like {\(name):.1} (0 to 6 decimals), not {\(inside)}")
        }
        guard placeholder.isNumeric else {
            throw ParseError(description: "a precision only on a number; {\(name)} is text")
        }
        return .value(placeholder, precision: digits)
    }
}
