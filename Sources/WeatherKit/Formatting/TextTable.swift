/// Columns of text lined up by terminal cells (``Swift/String/displayWidth``), never by
/// characters: `東京` takes 4 cells and an emoji 2, so rows stay aligned in any script.
///
/// One column may be flexible: it gets what the others leave of the width, and a cell too wide
/// for it is cut, with `…` (or `...` in ASCII).
struct TextTable: Sendable {
    enum Alignment: Sendable {
        case left, right
    }

    struct Column: Sendable {
        var header: String
        var alignment: Alignment
        var flexible = false
        /// The widest its cells may be: ``widestCell``, or wider for text we make ourselves and
        /// know the width of (a 12-hour time, `Wed 12:30 PM`).
        var widest = TextTable.widestCell
    }

    /// A cell's text, and the escape code that colours it (applied after padding, so it takes no
    /// room).
    struct Cell: Sendable, ExpressibleByStringLiteral {
        var text: String
        var paint: String? = nil

        init(_ text: String, paint: String? = nil) {
            self.text = text
            self.paint = paint
        }

        init(stringLiteral text: String) { self.text = text }
    }

    var columns: [Column]
    var rows: [[Cell]]

    /// No column is wider: a value that long (a temperature of 1e300 from a broken server) is cut
    /// rather than pushing the table off the screen.
    static let widestCell = 11

    /// The width of the table with its flexible column at its narrowest (its header's width).
    func narrowestWidth(indent: Int = 2, gap: Int = 2) -> Int {
        let widths = columns.indices.map { index in
            columns[index].flexible
                ? columns[index].header.displayWidth
                : min(
                    columns[index].widest,
                    ([columns[index].header] + rows.map { $0.indices.contains(index) ? $0[index].text : "" })
                        .map(\.displayWidth).max() ?? 0)
        }
        return indent + widths.reduce(0, +) + gap * (columns.count - 1)
    }

    var narrowestWidth: Int { narrowestWidth() }

    /// The width of the table with every column as wide as its widest cell: the flexible one
    /// need not give way.
    var fullWidth: Int {
        let indent = 2
        let gap = 2
        return indent + naturalWidths.reduce(0, +) + gap * (columns.count - 1)
    }

    /// Each column's width when nothing gives way: its widest cell or header, at most its `widest`
    /// (a flexible column has no such limit).
    private var naturalWidths: [Int] {
        columns.indices.map { index in
            min(
                columns[index].flexible ? Int.max : columns[index].widest,
                ([columns[index].header] + rows.map { $0.indices.contains(index) ? $0[index].text : "" })
                    .map(\.displayWidth).max() ?? 0)
        }
    }

    /// The header and the rows, each at most `width` cells (with the indent), without trailing
    /// spaces. Only a flexible column gives way; the others are as wide as their widest cell.
    func lines(width: Int, indent: Int = 2, gap: Int = 2, color: Bool, glyphs: Glyphs) -> [String] {
        // Where two spaces between columns do not fit, one does.
        if gap > 1, narrowestWidth(indent: indent, gap: gap) > width {
            return lines(width: width, indent: indent, gap: 1, color: color, glyphs: glyphs)
        }
        var widths = naturalWidths
        if let flexible = columns.firstIndex(where: \.flexible) {
            let others = widths.enumerated().filter { $0.offset != flexible }.map(\.element).reduce(0, +)
            let room = width - indent - gap * (columns.count - 1) - others
            widths[flexible] = max(columns[flexible].header.displayWidth, min(widths[flexible], room))
        }
        func line(_ cells: [Cell]) -> String {
            var parts: [String] = []
            for (index, column) in columns.enumerated() {
                let cell = cells.indices.contains(index) ? cells[index] : Cell("")
                let text = cell.text.cut(toWidth: widths[index], glyphs: glyphs)
                let pad = String(repeating: " ", count: max(0, widths[index] - text.displayWidth))
                let shown = color && !text.isEmpty ? (cell.paint.map { $0 + text + ANSI.reset } ?? text) : text
                parts.append(column.alignment == .left ? shown + pad : pad + shown)
            }
            return String(repeating: " ", count: indent) + parts.joined(separator: String(repeating: " ", count: gap))
        }
        return ([line(columns.map { Cell($0.header) })] + rows.map(line)).map(\.trimmingTrailingSpaces)
    }
}

extension String {
    /// At most `width` cells, cut with `…` (`...` in ASCII) when it is wider.
    func cut(toWidth width: Int, glyphs: Glyphs) -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return self }
        let mark = glyphs == .unicode ? "…" : "..."
        var kept = ""
        for character in self {
            if (kept + String(character)).displayWidth + mark.displayWidth > width { break }
            kept.append(character)
        }
        return mark.displayWidth <= width ? kept + mark : String(kept.prefix(width))
    }

    /// At most `width` cells, cut after the last whole word that fits, with `…` (`...` in ASCII);
    /// a first word wider than that is cut inside, as ``cut(toWidth:glyphs:)`` does.
    func cutAtWord(toWidth width: Int, glyphs: Glyphs) -> String {
        guard displayWidth > width else { return self }
        let mark = glyphs == .unicode ? "…" : "..."
        var kept = ""
        for word in split(separator: " ") {
            let longer = kept.isEmpty ? String(word) : kept + " " + word
            if longer.displayWidth + mark.displayWidth > width { break }
            kept = longer
        }
        guard !kept.isEmpty else { return cut(toWidth: width, glyphs: glyphs) }
        while let last = kept.last, ",;:-".contains(last) { kept.removeLast() }
        return kept + mark
    }

}
