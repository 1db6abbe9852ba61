import FoundationEssentials

/// One quantity the views show (the temperature, the wind, the air index), described once, as
/// ``OptionSpec`` describes an option: how a template names it, which JSON members of `current`
/// carry it, how the human view labels it, its column in the hourly table and its Waybar class,
/// and how each comes out of a ``Readout``.
///
/// ``Quantity/all`` is read by the template parser and renderer (``Template``,
/// ``TemplateRenderer``), the man page's TEMPLATES and JSON OUTPUT sections, the JSON emitter's
/// `current` object (``JSONReport``), the human view's current-weather block (``HumanView``), the
/// hourly table (``ForecastView``) and the Waybar line (``WaybarLine``): a new quantity is a row
/// there, and none of them keeps a list of its own. Its order is the order of each: the block's
/// rows, `current`'s members and the man page's lists.
struct Quantity: Sendable {
    /// How the quantity is named in a template: `{temp}`, `{temp:.0}`.
    struct Slot: Sendable {
        var name: String
        /// A number, which takes a precision.
        var isNumeric: Bool
        /// The parts a template that names it needs beyond the current weather; they are then
        /// fetched (or worked out) by themselves.
        var needs: Set<ReportPart> = []
        /// Hours of forecast steps it reads (`{rain_next}` a day and the spell that may run on).
        var stepHours = 0
        /// What it prints, for the man page.
        var meaning: String
        /// Its text; nil, which prints nothing, when there is none.
        var text: @Sendable (Shown) -> String?
    }

    /// What a slot's text is made from: the readout, the template's style and the slot's precision.
    struct Shown {
        var readout: Readout
        var style: DisplayStyle
        /// `{temp:.0}`'s 0; nil for the quantity's own decimals (``QuantityText``).
        var precision: Int?

        var current: CurrentWeather { readout.current }
        var words: QuantityText { style.quantities }

        /// `8.7 °C`, in `--units`.
        func temperature(_ celsius: Double?) -> String? { celsius.map { words.temperature($0, decimals: precision) } }

        /// `value` worded by `format` with the slot's precision.
        func number(_ value: Double?, _ format: (QuantityText) -> (Double, Int?) -> String) -> String? {
            value.map { format(words)($0, precision) }
        }

        /// A time on a line with room for one clock: the place's with `--local-time`, else UTC, marked.
        func time(_ date: Date?) -> String? { date.map { style.time($0, placeOffset: readout.clockOffset) } }
    }

    /// A member of JSON's `current` object. Units are always metric.
    struct Member: Sendable {
        var key: String
        /// As ``JSONKey/type`` has it: `number or null`.
        var type: String
        var meaning: String
        var value: @Sendable (Readout) -> JSONOutput
    }

    /// A column of the hourly table, after its own (time, temperature, weather, chance, rain, snow,
    /// wind and from), shown only where the weather's words still fit whole beside it.
    struct Column: Sendable {
        var header: Phrase
        /// The cell's text, without its unit (the table's title names the units).
        var cell: @Sendable (ForecastEntry, QuantityText) -> String?
    }

    /// A short name, for messages and tests: `temperature`, `wind`.
    var name: String
    var slots: [Slot] = []
    var json: [Member] = []
    /// Its rows in the human view's current-weather block, label and text; none when there is
    /// nothing to show.
    var human: (@Sendable (Readout, HumanView) -> [(String, String)])? = nil
    var column: Column? = nil
    /// Its class on the Waybar line (`rain`, `aqi-fair`).
    var waybarClass: (@Sendable (Readout) -> [String])? = nil
}

extension Quantity {
    /// Every template slot, in the table's order.
    static let slots: [Slot] = all.flatMap(\.slots)

    /// The hourly table's columns from the table, in its order.
    static let columns: [Column] = all.compactMap(\.column)

    /// The slot a template names `name`.
    static func slot(named name: String) -> Slot? { slotsByName[name] }

    private static let slotsByName: [String: Slot] = Dictionary(
        slots.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
