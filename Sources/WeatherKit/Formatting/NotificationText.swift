import FoundationEssentials

/// What `--notify` watches for: `--notify-rain MINUTES` (30 unless given) and `--notify-air LEVEL`
/// (the band's position on the `--aqi-scale`; none unless given). Alerts always.
public struct NotifyRules: Sendable, Equatable {
    public var rainMinutes: Int
    public var airLevel: Int?

    public static let defaultRainMinutes = 30
}

/// Works out and words `--notify`'s events from a report.
struct NotificationText: Sendable {
    var style: DisplayStyle
    var rules: NotifyRules

    func check(_ readout: Readout, now: Date) -> NoticeCheck {
        let report = readout.report
        let place = HumanView.placeLine(report.location)
        let offset = report.location.timezoneOffsetSeconds
        var notices: [Notice] = []
        for alert in report.alerts ?? [] {
            let event = alert.event?.withoutControlCharacters ?? style.say(.weatherAlert)
            // The days too, as the view says it: an alert often runs past midnight.
            let span = AlertText(style: style, whole: false).span(alert, offsetSeconds: offset ?? 0)
            notices.append(
                Notice(
                    kind: .alert,
                    key: [
                        alert.sender ?? "", alert.event ?? "",
                        alert.start.map { "\(Int($0.timeIntervalSince1970))" } ?? "",
                    ]
                    .joined(separator: "|"),
                    summary: style.say(.alertSummary, ["event": event]),
                    body: ([place] + (span.map { [$0.joined(separator: " ")] } ?? [])).joined(
                        separator: style.listSeparator)
                        + (alert.sender.map { " (\($0.withoutControlCharacters))" } ?? ""),
                    critical: true, forgetAfter: alert.end))
        }
        let rain = rainStart(report, now: now)
        if let rain {
            let minutes = max(0, Int((rain.timeIntervalSince(now) / 60).rounded()))
            notices.append(
                Notice(
                    kind: .rain, key: "rain",
                    summary: minutes == 0
                        ? style.say(.rainOrSnowNow)
                        : style.say(.rainOrSnowSoon, ["in": style.language.counting(.inMinutes, minutes)]),
                    body: place + style.listSeparator
                        + style.say(.spanFrom, ["time": style.time(rain, placeOffset: offset)])))
        }
        var airHigh = false
        if let level = rules.airLevel, let index = readout.air, index.level >= level {
            airHigh = true
            let band = style.band(index)
            let name = index.dominant.map {
                style.say(.airIndex, ["value": String(index.value), "scale": index.scaleLabel, "band": band])
                    + style.listSeparator + $0.label.replacing(".", with: style.language.decimalSeparator)
            }
            notices.append(
                Notice(
                    kind: .air, key: "air", summary: style.say(.airSummary, ["band": band]),
                    body: place + style.listSeparator + (name ?? "\(index.value) \(band)")))
        }
        return NoticeCheck(notices: notices, rainNear: rain != nil, airHigh: airHigh)
    }

    /// When rain or snow starts within ``NotifyRules/rainMinutes`` (now, if it already falls):
    /// from One Call's next hour when it came, else the first 3-hour step with any.
    func rainStart(_ report: WeatherReport, now: Date) -> Date? {
        let horizon = Double(rules.rainMinutes) * 60
        if let soon = report.rainSoon {
            switch soon {
            case .starting(let minutes, _) where Double(minutes) * 60 <= horizon:
                return now.addingTimeInterval(Double(minutes) * 60)
            case .continuing, .stopping: return now
            default: return nil
            }
        }
        let step = 3 * 3600.0
        let wet = report.wholeForecast?.entries.first { entry in
            ((entry.rain3hMM ?? 0) > 0 || (entry.snow3hMM ?? 0) > 0) && entry.time.addingTimeInterval(step) > now
                && entry.time.timeIntervalSince(now) <= horizon
        }
        return wet.map { max($0.time, now) }
    }
}
