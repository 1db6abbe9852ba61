import FoundationEssentials

/// `--chart`: the forecast's next hours as a meteogram, drawn from the real 3-hour steps.
///
/// ```text
/// Next 48 h, local time (UTC+1): °C, mm, % chance
/// 15.6 °C ┤    ⢀⡠⠤⠤⠤⠤⣀⡀
///         │  ⡠⠊        ⠈⠑⠢⢄
///         │⠔⠁              ⠉⠢⡀
/// 10.3 °C ┤                   ⠈⠒
/// 4.43 mm ┤        ▁▃█▁
///       % │        ▓███▓
///         └▲──┬─────┬─────┬─────┬──
///            18    Mon    06    12
/// ```
///
/// - **Temperature:** a curve in braille (2 × 4 dots a cell), linearly interpolated between the
///   steps, so it never shows a value the data does not have; the axis is labelled with the
///   window's lowest and highest step temperature, each with its unit.
/// - **Precipitation:** one block bar (`▁` to `█`) per column for the rain and snow of the step
///   it falls in, scaled to the label (the window's most, and at least 1 mm, with its unit); under it the
///   chance of precipitation as shades (`░▒▓█`, a quarter each).
/// - **Time:** left to right at the place's local time, a tick every 6 hours, each midnight
///   labelled with the weekday, `▲` at now.
/// - **ASCII** (a locale that is not UTF-8): the same layout with `_.-'` for the curve,
///   `.:-=+*#` for the bars and `.:=#` for the shades.
struct Meteogram: Sendable {
    /// The style; the chart fills its whole width (at least ``minimumWidth``).
    var style: DisplayStyle
    var hours: Int

    static let minimumWidth = 60
    static let temperatureRows = 4

    private var text: QuantityText { style.quantities }
    private var unicode: Bool { style.glyphs == .unicode }
    private var width: Int { style.width }
    private var color: Bool { style.color }

    /// The chart's lines, or a note saying why there is none (broken at its spaces to fit a
    /// terminal too narrow for the chart).
    func lines(_ forecast: Forecast, now: Date) -> [String] {
        guard width >= Self.minimumWidth else {
            return style.say(
                .chartTooNarrow,
                ["needed": style.language.counting(.columns, Self.minimumWidth), "width": String(width)]
            )
            .wrapped(width: width, indent: " ")
        }
        let end = now.addingTimeInterval(TimeInterval(hours * 3600))
        let steps = Self.oneStepPerTime(forecast.upcoming(at: now).filter { $0.time < end })
        guard let first = steps.first, let last = steps.last else {
            return [style.say(.chartNoSteps, ["hours": String(hours)])]
        }
        // The offset as every other view shows it: clamped to ±18 h, as ISO 8601 allows.
        let offset = LocalTime(now, offsetSeconds: forecast.timezoneOffsetSeconds ?? 0).offsetSeconds
        let stepSeconds = TimeInterval(forecast.stepHours * 3600)
        let temperatures = steps.map(\.readings.temperatureC)
        let low = temperatures.min() ?? 0
        let high = temperatures.max() ?? 0
        let amounts = steps.map { ($0.rain3hMM ?? 0) + ($0.snow3hMM ?? 0) }.filter(\.isFinite)
        let scaleMM = max(amounts.max() ?? 0, 1)

        // Each label with its unit: the rain's scale shares the axis with the temperatures, and a
        // bare `4.43` read as one.
        let highLabel = text.temperatureNumber(high) + " " + text.temperatureUnit
        let lowLabel = text.temperatureNumber(low) + " " + text.temperatureUnit
        let barLabel = text.precipitationNumber(scaleMM) + " " + text.precipitationUnit
        let labelWidth = [highLabel, lowLabel, barLabel, "%"].map(\.displayWidth).max() ?? 0
        let columns = width - labelWidth - 2
        guard columns >= Self.minimumWidth / 2 else {
            return [style.say(.chartNoRoom)]
        }
        // From now (marked `▲`) or the first step, whichever is earlier: the API's first step is
        // usually up to 3 hours ahead.
        let start = min(now, first.time)
        let span = last.time.addingTimeInterval(stepSeconds).timeIntervalSince(start)
        /// The time a fraction `position` (0…1) of the way across.
        func time(_ position: Double) -> Date { start.addingTimeInterval(position * span) }
        /// The step a moment falls in; none before the first.
        func stepAt(_ date: Date) -> ForecastEntry? { steps.last { $0.time <= date } }

        // The hours drawn: fewer than asked when the data ends sooner (One Call has 48).
        let drawn = min(hours, Int((last.time.addingTimeInterval(stepSeconds).timeIntervalSince(now) / 3600).rounded()))
        // A long title (French, German) is broken at its spaces to the chart's width.
        var lines = style.say(
            .chartTitle,
            [
                "hours": String(drawn), "zone": LocalTime(now, offsetSeconds: offset).zoneLabel,
                "units": text.temperatureUnit + style.listSeparator + text.precipitationUnit,
            ]
        ).wrapped(width: width)
        let curve = curveRows(steps, columns: columns, low: low, high: high, time: time)
        for (row, cells) in curve.enumerated() {
            let label = row == 0 ? highLabel : row == curve.count - 1 ? lowLabel : ""
            let axis = label.isEmpty ? (unicode ? "│" : "|") : (unicode ? "┤" : "+")
            lines.append(label.leftPadded(to: labelWidth) + " " + axis + cells)
        }
        var bars = ""
        var shades = ""
        for index in 0..<columns {
            let step = stepAt(time((Double(index) + 0.5) / Double(columns)))
            let amount = (step?.rain3hMM ?? 0) + (step?.snow3hMM ?? 0)
            bars += paint(bar(amount / scaleMM), "\u{1B}[34m")
            shades += paint(shade(step?.popPct ?? 0), "\u{1B}[36m")
        }
        lines.append(barLabel.leftPadded(to: labelWidth) + " " + (unicode ? "┤" : "+") + bars)
        lines.append("%".leftPadded(to: labelWidth) + " " + (unicode ? "│" : "|") + shades)
        lines += axisRows(columns: columns, labelWidth: labelWidth, offset: offset, now: now, start: start, span: span)
        return lines.map(\.trimmingTrailingSpaces)
    }

    // MARK: the curve

    /// The temperature rows, top first: braille cells, or ASCII sub-levels.
    private func curveRows(
        _ steps: [ForecastEntry], columns: Int, low: Double, high: Double, time: (Double) -> Date
    ) -> [String] {
        let rows = Self.temperatureRows
        let dotsHigh = rows * 4
        let dotsWide = unicode ? columns * 2 : columns
        func level(_ celsius: Double) -> Int {
            let fraction = (celsius - low) / (high - low)
            // Equal extremes (or extremes so far apart their difference is infinite): the middle.
            guard high > low, fraction.isFinite else { return dotsHigh / 2 }
            return Int((min(1, max(0, fraction)) * Double(dotsHigh - 1)).rounded())
        }
        // Dots lit, per dot column, as levels 0 (bottom) … dotsHigh-1 (top); each column joined
        // to the one before, so the curve has no gaps.
        var lit = [[Int]](repeating: [], count: dotsWide)
        var previous: Int?
        for x in 0..<dotsWide {
            let y = level(interpolated(steps, at: time((Double(x) + 0.5) / Double(dotsWide))))
            if let previous, abs(previous - y) > 1 {
                let range = previous < y ? (previous + 1)...(y - 1) : (y + 1)...(previous - 1)
                lit[x] += Array(range)
            }
            lit[x].append(y)
            previous = y
        }
        var result: [String] = []
        for row in 0..<rows {
            var line = ""
            for cell in 0..<columns {
                let top = dotsHigh - 1 - row * 4  // the level of the cell's top dot row
                let character: String
                if unicode {
                    var bits = 0
                    for dx in 0..<2 {
                        for y in lit[cell * 2 + dx] where y <= top && y > top - 4 {
                            bits |= Self.brailleBit(dx: dx, dy: top - y)
                        }
                    }
                    character = bits == 0 ? " " : String(UnicodeScalar(0x2800 + bits).map(Character.init) ?? " ")
                } else {
                    let inCell = lit[cell].filter { $0 <= top && $0 > top - 4 }
                    character = inCell.count > 1 ? "|" : inCell.first.map { ["'", "-", ".", "_"][top - $0] } ?? " "
                }
                let celsius = interpolated(steps, at: time((Double(cell) + 0.5) / Double(columns)))
                line += character == " " ? " " : paint(character, ANSI.temperature(celsius))
            }
            result.append(line)
        }
        return result
    }

    /// The braille bit of dot (`dx` 0–1 across, `dy` 0–3 down) in a cell.
    private static func brailleBit(dx: Int, dy: Int) -> Int {
        [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]][dx][dy]
    }

    /// The steps in time order, one per time (the first of any duplicates), so the curve and the
    /// labels read the same steps.
    static func oneStepPerTime(_ steps: [ForecastEntry]) -> [ForecastEntry] {
        var seen = Set<Date>()
        return steps.sorted { $0.time < $1.time }.filter { seen.insert($0.time).inserted }
    }

    /// The temperature at `date`, on the straight line between the steps around it (the first
    /// step's value before it, the last one's after it): never a value outside the data's range.
    func interpolated(_ steps: [ForecastEntry], at date: Date) -> Double {
        guard let after = steps.firstIndex(where: { $0.time > date }) else {
            return steps.last?.readings.temperatureC ?? 0
        }
        guard after > 0 else { return steps[after].readings.temperatureC }
        let (a, b) = (steps[after - 1], steps[after])
        let fraction = date.timeIntervalSince(a.time) / b.time.timeIntervalSince(a.time)
        return a.readings.temperatureC + (b.readings.temperatureC - a.readings.temperatureC) * fraction
    }

    // MARK: bars and axis

    /// `▁`…`█` for a fraction of the scale (0 is a space, anything above it at least `▁`).
    private func bar(_ fraction: Double) -> String {
        guard fraction > 0 else { return " " }
        let levels = unicode ? ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"] : [".", ":", "-", "=", "+", "*", "#"]
        let scaled = (min(1, fraction) * Double(levels.count)).rounded(.up)  // NaN and ∞ stop at min
        guard scaled.isFinite else { return levels[levels.count - 1] }
        return levels[min(levels.count - 1, max(0, Int(scaled) - 1))]
    }

    /// A quarter of the chance each: `░▒▓█` (`.:=#`), nothing at 0.
    private func shade(_ percent: Double) -> String {
        guard percent > 0 else { return " " }
        let levels = unicode ? ["░", "▒", "▓", "█"] : [".", ":", "=", "#"]
        let quarters = (min(100, percent) / 25).rounded(.up)
        guard quarters.isFinite else { return levels[3] }
        return levels[min(3, max(0, Int(quarters) - 1))]
    }

    /// The axis with a tick every 6 local hours and `▲` at now, and the labels under it:
    /// the weekday at midnight, the hour at the others, where they fit.
    private func axisRows(
        columns: Int, labelWidth: Int, offset: Int, now: Date, start: Date, span: TimeInterval
    ) -> [String] {
        func column(_ date: Date) -> Int {
            Int((date.timeIntervalSince(start) / span * Double(columns)).rounded(.down))
        }
        var axis = [String](repeating: unicode ? "─" : "-", count: columns)
        // One string a terminal cell: a wide character fills two, the second left empty.
        var labels = [String](repeating: " ", count: columns)
        var ticks: [(column: Int, label: String, isDay: Bool)] = []
        // Local 6-hour boundaries from the first one at or after the start.
        let sixHours = 6 * 3600
        let localStart = Int(start.timeIntervalSince1970) + offset
        var boundary = (localStart + sixHours - 1) / sixHours * sixHours  // times after 1970: no negatives
        while true {
            let date = Date(timeIntervalSince1970: TimeInterval(boundary - offset))
            let index = column(date)
            guard index < columns else { break }
            if index >= 0 {
                let local = LocalTime(date, offsetSeconds: offset)
                axis[index] = unicode ? "┬" : "+"
                ticks.append(
                    (
                        index,
                        local.hour == 0
                            ? style.calendarWords.weekday(year: local.year, month: local.month, day: local.day)
                            : style.hour(local), local.hour == 0
                    )
                )
            }
            boundary += sixHours
        }
        let nowIndex = column(now)
        if (0..<columns).contains(nowIndex) { axis[nowIndex] = unicode ? "▲" : "^" }
        // Days first, then hours where there is room (a space on each side).
        for tick in ticks.sorted(by: { $0.isDay && !$1.isDay }) {
            let range = tick.column..<(tick.column + tick.label.displayWidth)
            guard range.upperBound <= columns else { continue }
            let guarded = max(0, range.lowerBound - 1)..<min(columns, range.upperBound + 1)
            guard labels[guarded].allSatisfy({ $0 == " " }) else { continue }
            var cell = range.lowerBound
            for character in tick.label {
                labels[cell] = String(character)
                if character.displayWidth == 2 { labels[cell + 1] = "" }
                cell += character.displayWidth
            }
        }
        let gutter = String(repeating: " ", count: labelWidth + 1)
        return [gutter + (unicode ? "└" : "+") + axis.joined(), gutter + " " + labels.joined()]
    }

    private func paint(_ text: String, _ code: String?) -> String {
        guard color, text != " ", let code else { return text }
        return code + text + ANSI.reset
    }
}

extension String {
    /// Right-aligned in `width` cells.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - displayWidth)) + self
    }
}
