/// A `--format` template: literal text and `{placeholder}` or `{placeholder:.N}` slots, and
/// sections, `{[, gusts {gust}]}`, left out whole when a placeholder in them is empty.
///
/// It is parsed once into segments, and values are inserted as they are: a `%` or `{` in a city
/// name is never interpreted. `{{` and `}}` are literal braces.
public struct Template: Sendable, Equatable {
    public indirect enum Segment: Sendable, Equatable {
        case literal(String)
        case value(Placeholder, precision: Int?)
        /// `{[` … `]}`: text and placeholders shown only when every placeholder in it has a value,
        /// so that an empty one takes its words and spaces with it.
        case section([Segment])
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

    private var placeholders: [Placeholder] { Self.placeholders(in: segments) }

    private static func placeholders(in segments: [Segment]) -> [Placeholder] {
        segments.flatMap { segment -> [Placeholder] in
            switch segment {
            case .literal: []
            case .value(let placeholder, _): [placeholder]
            case .section(let inner): placeholders(in: inner)
            }
        }
    }

    /// - Throws: ``ParseError`` naming an unknown placeholder (and listing the valid ones), an
    ///   unclosed `{` or `{[`, a stray `}` or `]}`, a section inside a section or with no
    ///   placeholder, or a precision on a value that is not a number.
    public init(_ text: String) throws(ParseError) {
        var index = text.startIndex
        segments = try Self.segments(of: text, from: &index, inSection: false)
    }

    /// The segments from `index` to the end, or, in a section, to its `]}` (then past it).
    private static func segments(
        of text: String, from index: inout String.Index, inSection: Bool
    ) throws(ParseError) -> [Segment] {
        var segments: [Segment] = []
        var literal = ""
        func peek(_ offset: Int) -> Character? {
            text.index(index, offsetBy: offset, limitedBy: text.endIndex).flatMap {
                $0 < text.endIndex ? text[$0] : nil
            }
        }
        func flush() {
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
        }
        while index < text.endIndex {
            let character = text[index]
            if character == "]", peek(1) == "}" {
                guard inSection else {
                    throw ParseError(description: "`{[` to open the section that `]}` closes (write `]}}` for `]}`)")
                }
                index = text.index(index, offsetBy: 2)
                flush()
                return segments
            }
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
            if peek(1) == "[" {
                guard !inSection else {
                    throw ParseError(description: "a section inside a section: close the first `{[` with `]}`")
                }
                flush()
                let start = String(text[index...].prefix(12))
                index = text.index(index, offsetBy: 2)
                let inner = try Self.segments(of: text, from: &index, inSection: true)
                guard !placeholders(in: inner).isEmpty else {
                    throw ParseError(
                        description: "a placeholder in the section `\(start)`: it is shown when they all have values")
                }
                segments.append(.section(inner))
                continue
            }
            guard let close = text[index...].firstIndex(of: "}") else {
                let start = String(text[index...].prefix(12))
                throw ParseError(description: "a `}` to close `\(start)` (write `{{` for a literal `{`)")
            }
            let inside = String(text[text.index(after: index)..<close])
            flush()
            segments.append(try Self.slot(inside))
            index = text.index(after: close)
        }
        if inSection { throw ParseError(description: "a `]}` to close the section `{[`") }
        flush()
        return segments
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
