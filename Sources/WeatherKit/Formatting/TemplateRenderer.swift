import FoundationEssentials

/// Fills a ``Template`` from a ``Readout``: units follow `--units` and are part of the value
/// (`9 °C`), numbers have the human view's decimals (``QuantityText``) unless the template gives
/// its own, and a missing value is an empty string.
public struct TemplateRenderer: Sendable {
    /// Units, clock and characters (`{icon}` is empty in ASCII); never coloured.
    public var style: DisplayStyle

    public init(style: DisplayStyle = DisplayStyle()) {
        self.style = style
    }

    /// One line, without the newline; every value from the server is stripped of control characters.
    /// - Parameter escape: applied to each value and not to the template's own text, so a line that
    ///   is read as markup (Waybar's) can escape what the server sent and keep the user's tags.
    public func render(
        _ template: Template, _ readout: Readout, escapingValues escape: (String) -> String = { $0 }
    ) -> String {
        render(template.segments, readout, escape).text
    }

    /// The segments' text, and whether every placeholder among them had a value (a section is left
    /// out when one did not).
    private func render(
        _ segments: [Template.Segment], _ readout: Readout, _ escape: (String) -> String
    ) -> (text: String, complete: Bool) {
        var line = ""
        var complete = true
        for segment in segments {
            switch segment {
            case .literal(let text): line += text
            case .value(let placeholder, let precision):
                let text = value(placeholder, precision: precision, readout).withoutControlCharacters
                complete = complete && !text.isEmpty
                line += escape(text)
            case .section(let inner):
                let section = render(inner, readout, escape)
                if section.complete { line += section.text }
            }
        }
        return (line, complete)
    }

    /// The placeholder's text, from its row of ``Quantity/all``; empty when there is none.
    func value(_ placeholder: Template.Placeholder, precision: Int?, _ readout: Readout) -> String {
        placeholder.slot.text(Quantity.Shown(readout: readout, style: style, precision: precision)) ?? ""
    }
}
