import FoundationEssentials

/// The man page's JSON example: the real output of `weather --input response.json --json` for
/// OpenWeatherMap's recorded London answer, made here by the same code that prints it (so its keys
/// are the quantities' table's, never a list kept by hand), folded to the page's width.
enum JSONExample {
    /// OpenWeatherMap's answer for London on 2020-04-28 (the tests' `Fixtures.londonCurrent`).
    private static let answer = Data(
        (#"{"coord":{"lon":-0.13,"lat":51.51},"weather":[{"id":501,"main":"Rain","description":"moderate rain","#
            + #""icon":"10n"}],"base":"stations","main":{"temp":281.87,"feels_like":277.11,"temp_min":280.93,"#
            + #""temp_max":283.15,"pressure":1005,"humidity":87},"visibility":8000,"wind":{"speed":5.7,"deg":90},"#
            + #""rain":{"1h":1.27},"clouds":{"all":75},"dt":1588047748,"sys":{"type":1,"id":1414,"country":"GB","#
            + #""sunrise":1588048633,"sunset":1588101506},"timezone":3600,"id":2643743,"name":"London","cod":200}"#)
            .utf8)

    /// The page's width for it.
    static let width = 66

    /// The example's lines; none if the answer could not be read (a test says it can).
    static var lines: [String] {
        // Read as `--input` reads it: by whichever provider's reader recognizes the answer.
        guard let (current, provider) = try? Provider.readSaved(answer, source: .file("response.json")) else {
            return []
        }
        let report = ReportAssembler.report(
            saved: current, source: provider, query: .input(path: "response.json"), plan: FetchPlan())
        return fold(JSONReport.object(Readout(report, style: DisplayStyle())), column: 0)
    }

    /// `value` from `column` on: on one line when it fits, else an object's or an array's members
    /// in turn, as many to a line as fit, each next line under the first member. The first line
    /// is what follows `column`; the others are whole lines.
    static func fold(_ value: JSONOutput, column: Int) -> [String] {
        let flat = spaced(value)
        guard column + flat.count > width else { return [flat] }
        let open: String
        let close: String
        let items: [(lead: String, item: JSONOutput)]
        switch value {
        case .object(let members):
            (open, close) = ("{", "}")
            items = members.map { (JSONWriter.render(.string($0.0)) + ": ", $0.1) }
        case .array(let elements):
            (open, close) = ("[", "]")
            items = elements.map { ("", $0) }
        default: return [flat]
        }
        let indent = String(repeating: " ", count: column + 1)
        var lines: [String] = []
        var line = open
        func used() -> Int { (lines.isEmpty ? column : 0) + line.count }
        for (index, (lead, item)) in items.enumerated() {
            let end = index == items.count - 1 ? close : ","
            let piece = lead + spaced(item) + end
            if line != open, line != indent, used() + 1 + piece.count > width {
                lines.append(line)
                line = indent
            }
            let gap = line == open || line == indent ? "" : " "
            if used() + gap.count + piece.count <= width {
                line += gap + piece
                continue
            }
            // Too long for a line of its own: folded in turn, from where it starts.
            line += gap + lead
            let folded = fold(item, column: used())
            line += folded.first ?? ""
            for more in folded.dropFirst() {
                lines.append(line)
                line = more
            }
            line += end
        }
        lines.append(line)
        return lines
    }

    /// One line, with a space after each colon and comma, as a person writes it.
    private static func spaced(_ value: JSONOutput) -> String {
        switch value {
        case .object(let members):
            "{" + members.map { JSONWriter.render(.string($0.0)) + ": " + spaced($0.1) }.joined(separator: ", ") + "}"
        case .array(let elements): "[" + elements.map(spaced).joined(separator: ", ") + "]"
        default: JSONWriter.render(value)
        }
    }
}
