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
        var line = ""
        for segment in template.segments {
            switch segment {
            case .literal(let text): line += text
            case .value(let placeholder, let precision):
                line += escape(value(placeholder, precision: precision, readout).withoutControlCharacters)
            }
        }
        return line
    }

    /// The placeholder's text, from its row of ``Quantity/all``; empty when there is none.
    func value(_ placeholder: Template.Placeholder, precision: Int?, _ readout: Readout) -> String {
        placeholder.slot.text(Quantity.Shown(readout: readout, style: style, precision: precision)) ?? ""
    }
}
