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
        /// The weather now, as the rows' accessors read it.
        var observation: Observation { readout.current.observation }
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

    /// A member of JSON's `current` object, and of each of `forecast.entries` where a step has
    /// it too. Units are always metric.
    struct Member: Sendable {
        var key: String
        /// As ``JSONKey/type`` has it: `number or null`.
        var type: String
        var meaning: String
        /// Its value in `current`; nil for a member of the steps alone (`pop_pct`).
        var value: (@Sendable (Readout) -> JSONOutput)?
        /// Its value in a step, read as the weather now's is (the same accessor); nil for a member
        /// of `current` alone.
        var step: (@Sendable (Observation) -> JSONOutput)? = nil
        /// What it means in a step, where that differs (`rain_3h_mm`: the step's 3 hours).
        var stepMeaning: String? = nil

        init(
            key: String, type: String, meaning: String, value: @escaping @Sendable (Readout) -> JSONOutput
        ) {
            self.key = key
            self.type = type
            self.meaning = meaning
            self.value = value
        }

        /// A member the weather now and every step have, read from either by `observed`.
        init(
            key: String, type: String, meaning: String, stepMeaning: String? = nil, inCurrent: Bool = true,
            observed: @escaping @Sendable (Observation) -> JSONOutput
        ) {
            self.key = key
            self.type = type
            self.meaning = meaning
            self.stepMeaning = stepMeaning
            let current: @Sendable (Readout) -> JSONOutput = { observed($0.current.observation) }
            self.value = inCurrent ? current : nil
            self.step = observed
        }
    }

    /// How the quantity now compares with this hour yesterday (`--yesterday`): JSON's
    /// `current.vs_yesterday` members, a template slot and a sentence of the human block, all
    /// from the row's ``Quantity/value``.
    struct Comparison: Sendable {
        /// The members' stem and unit: `temperature` and `c` make `temperature_delta_c` and
        /// `temperature_yesterday_c`.
        var key: String
        var unit: String
        /// What the members' values mean, for the man page: `°C`.
        var unitName: String
        /// Its template slot, a signed number in the view's unit: `temp_vs_yesterday` (`+2.3`).
        var slot: String
        /// The sentences for a rise, a fall and no change, each with `{delta}`.
        var more: Phrase
        var less: Phrase
        var same: Phrase
        /// A difference as the view words it, without a sign (`3.0 °C`, `5.4 °F`).
        var worded: @Sendable (QuantityText, Double) -> String
        /// A difference as a signed number in the view's unit, at a precision (`+2.3`).
        var signed: @Sendable (QuantityText, Double, Int?) -> String
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
    /// Its value in an observation (the weather now, or a step), read here once for every form
    /// that shows it and for the comparison with yesterday; nil for a quantity that is not one
    /// number.
    var value: (@Sendable (Observation) -> Double?)? = nil
    /// How it compares with this hour yesterday, for a quantity that does.
    var sinceYesterday: Comparison? = nil
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
    /// Every template slot, in the table's order: the rows' own, then each comparison's with
    /// yesterday.
    static let slots: [Slot] = all.flatMap(\.slots) + all.compactMap(\.comparisonSlot)

    /// The rows that compare with yesterday, with how.
    static let comparisons: [(quantity: Quantity, comparison: Comparison)] = all.compactMap { quantity in
        quantity.sinceYesterday.map { (quantity, $0) }
    }

    /// `{temp_vs_yesterday}`: now minus this hour yesterday, signed, in the view's unit.
    private var comparisonSlot: Slot? {
        guard let comparison = sinceYesterday, let value else { return nil }
        return Slot(
            name: comparison.slot, isNumeric: true, needs: [.yesterday],
            meaning:
                "The \(name) now minus at this hour yesterday, signed, in the view's unit (`+2.3`); both from one "
                + "Open-Meteo answer (fetched when used, without `--yesterday`).",
            text: { shown in
                shown.readout.report.dayBefore?.difference(value).map {
                    comparison.signed(shown.words, $0, shown.precision)
                }
            })
    }

    /// A forecast step's members of JSON, in the table's order.
    static let stepMembers: [Member] = all.flatMap(\.json).filter { $0.step != nil }

    /// The hourly table's columns from the table, in its order.
    static let columns: [Column] = all.compactMap(\.column)

    /// The slot a template names `name`.
    static func slot(named name: String) -> Slot? { slotsByName[name] }

    private static let slotsByName: [String: Slot] = Dictionary(
        slots.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
