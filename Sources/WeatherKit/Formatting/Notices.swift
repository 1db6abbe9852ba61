/// The sentences for what a run went on without: a part that failed, One Call standing aside, the
/// cache's trouble and old data. The layers below hand these over as values; they are worded
/// here, once, for stderr, JSON's messages and the human view.

extension PartFailure {
    public var description: String {
        switch part {
        case .forecast: return "the forecast failed, so only the current weather is shown: \(reason)"
        // Neither is ever a part failure: without the current weather there is no report, and One Call
        // that fails hands over to the free endpoints.
        case .current, .oneCall, .steps, .days, .nextHour, .sky: return reason
        case .alerts: return "the official warnings could not be had, so the weather is shown without them: \(reason)"
        case .air where underlyingCode == .auth && keyProvedBy != nil:
            // The same key just worked for the weather: worth saying plainly.
            return "\(keyProvedBy?.name ?? "") refused the key for air quality although it accepted it for the "
                + "weather, so air quality is not shown: \(reason)"
        case .air: return "air quality failed, so the weather is shown without it: \(reason)"
        case .airForecast: return "the air quality forecast failed, so the days show no air index: \(reason)"
        case .yesterday: return "yesterday's weather could not be had, so there is no comparison with it: \(reason)"
        }
    }
}

extension OneCallFallback {
    /// The line stderr gets, once per run, when the free endpoints stand in.
    public var message: String {
        switch self {
        case .limitZero:
            "the One Call daily limit is 0, so One Call is never called; using the free endpoints"
        case .budgetSpent(let limit):
            "today's One Call budget of \(limit) call\(limit == 1 ? "" : "s") is spent; "
                + "using the free endpoints until 00:00 UTC"
        case .countUnreadable(let path):
            "the One Call count in \(path) cannot be read or is not a count, so no One Call is made until "
                + "00:00 UTC (remove it to count afresh); using the free endpoints"
        case .countUnavailable(let path):
            "the One Call count in \(path) cannot be kept now, so no One Call is made; using the free endpoints"
        case .otherProvider(let provider):
            "--onecall is OpenWeatherMap's and needs its key: \(provider.name) answers without one, with its own "
                + "hours and days" + (provider.traits.hasAlerts ? "" : " but no alerts of its own")
        case .noCounter:
            "One Call is not used: with no cache folder its calls cannot be counted against the daily limit; "
                + "using the free endpoints"
        case .noSubscription(let versions) where versions == [.v3]:
            // 3.0 is sold no more: a key refused by it is pointed at 4.0.
            "this API key has no One Call 3.0 subscription (\"One Call by Call\"), and 3.0 takes no new "
                + "subscribers: subscribe to One Call 4.0 (https://openweathermap.org/api/one-call-4) and use "
                + "--onecall-version 4 or auto, or turn One Call off (--no-onecall, or \"onecall\": false in the config); "
                + "using the free endpoints"
        case .noSubscription(let versions) where versions == [.v4]:
            "this API key has no One Call 4.0 subscription (\"One Call by Call\"); subscribe at "
                + "https://openweathermap.org/api/one-call-4 or turn One Call off (--no-onecall, or \"onecall\": false in the config); "
                + "using the free endpoints"
        case .noSubscription:
            "this API key has no One Call subscription (neither 4.0 nor 3.0); subscribe to One Call 4.0 at "
                + "https://openweathermap.org/api/one-call-4 or turn One Call off (--no-onecall, or \"onecall\": false in the config); "
                + "using the free endpoints"
        case .unavailable(let reason):
            "One Call could not be had, so the free endpoints answer: \(reason)"
        }
    }
}

extension CacheWarning: CustomStringConvertible {
    public var description: String {
        switch self {
        case .deprecated(let service):
            "\(service) says the version of its service weather asks is deprecated and will stop answering; "
                + "update weather"
        case .cannotCreateFolder(let path, let reason):
            "cannot create the cache folder \(path) (\(reason)); going on without it"
        case .cannotWrite(let path, let reason):
            "cannot write the cache in \(path) (\(reason)); going on without it"
        }
    }
}

extension ProviderFallback {
    /// `Open-Meteo could not answer (server error, HTTP 503); showing MET Norway's data`
    func notice(answeredBy provider: Provider) -> String {
        "\(self.provider.name) could not answer (\(reason.words(in: .english))); showing \(provider.name)'s data"
    }
}

extension BriefReason {
    /// `timed out`, `rate limited, HTTP 429` in `language` (a failure's own line as it is).
    func words(in language: Language) -> String {
        switch self {
        case .timedOut: language(.reasonTimedOut)
        case .cannotConnect: language(.reasonCannotConnect)
        case .proxyUnreachable: language(.reasonProxyUnreachable)
        case .hostNotFound: language(.reasonHostNotFound)
        case .connectionLost: language(.reasonConnectionLost)
        case .secureConnectionFailed: language(.reasonSecureConnectionFailed)
        case .notTLS: language(.reasonNotTLS)
        case .certificate: language(.reasonCertificate)
        case .unusableURL: language(.reasonUnusableURL)
        case .network: language(.reasonNetwork)
        case .rateLimited(let status): language(.reasonRateLimited, ["status": String(status)])
        case .serverError(let status): language(.reasonServerError, ["status": String(status)])
        case .refused(let status): language(.reasonRefused, ["status": String(status)])
        case .other(let line): line
        }
    }
}

extension StaleNotice: CustomStringConvertible {
    /// `showing data from 23 min ago (could not connect)`
    public var description: String { "showing data from \(Self.ageText(age)) ago (\(reason))" }

    /// `could not connect`, `rate limited, HTTP 429`, `--offline`.
    public var reason: String { reason(in: .english) }

    /// The reason in `language`: `Zeitüberschreitung`.
    func reason(in language: Language) -> String {
        switch cause {
        case .offline: "--offline"
        case .failed(let reason): reason.words(in: language)
        }
    }

    /// `40 s`, `23 min`, `5 h`, `123 d`
    static func ageText(_ seconds: Double, in language: Language = .english) -> String {
        if seconds < 60 { return language(.secondsShort, ["n": String(max(0, Int(seconds)))]) }
        let minutes = Int((seconds / 60).rounded())
        if minutes < 120 { return language(.minutesShort, ["n": String(minutes)]) }
        let hours = minutes / 60
        return hours < 48
            ? language(.hoursShort, ["n": String(hours)]) : language(.daysShort, ["n": String(hours / 24)])
    }
}

/// Sentences that belong to no value of a lower layer.
enum Notices {
    /// `--notify` without notify-send.
    static let notifySendMissing =
        "--notify sends through notify-send, which is not on PATH: install it (libnotify-bin on Debian and Ubuntu, "
        + "libnotify on Arch and Fedora)"

    /// A notify-send that failed, and what becomes of the `count` notifications it did not send.
    static func notifySendFailed(_ failure: Notifier.SendFailure, count: Int, kept: Bool) -> String {
        let what = count == 1 ? "the notification" : "the \(count) notifications"
        return "notify-send failed (exit status \(failure.status))"
            + (failure.busMissing
                ? ", and DBUS_SESSION_BUS_ADDRESS is not set (as under cron), so it cannot reach the desktop: set it "
                    + "as Notifications in man weather shows" : "")
            + (kept ? "; \(what) will be tried again" : "; \(what) cannot be tried again")
    }

    /// `--watch` with One Call more often than the daily budget allows.
    static func watchPastBudget(everySeconds interval: Double, limit: Int) -> String {
        let calls = Int((86_400 / interval).rounded(.down))
        let shortest = Int((86_400 / Double(limit) / 60).rounded(.up))
        return "--watch refreshes One Call \(calls) times a day, past the daily limit of \(limit) calls (after which "
            + "the free endpoints answer); watch every \(shortest) minute\(shortest == 1 ? "" : "s") or more, or "
            + "raise --onecall-daily-limit"
    }

    /// The config file did not read, and `flag`'s mode goes on without it.
    static func configSkipped(_ failure: any WeatherFailure, flag: String) -> String {
        "\(failure.description); \(flag) goes on without it"
            + (flag == "--onecall-usage" ? " (the limit shown is --onecall-daily-limit's or the default)" : "")
    }

    /// `--places` with none configured: not a failure (as `git remote` with no remote prints
    /// nothing and exits 0), but the user asked, so stderr says how to add some.
    static func noPlaces(configPath: String?) -> String {
        let file = configPath.map { "config file \($0)" } ?? "config file"
        return "no places in the \(file); add some, like \"places\": {\"home\": \"51.5,-0.1\", \"work\": \"Paris,FR\"} "
            + "(see Places in man weather)"
    }
}

extension Located {
    /// `the place found by IP address is from 3 h ago (timed out): no locator answered`, when the
    /// kept one stands in; nil for a fresh one.
    var notice: String? {
        stale.map {
            "no locator answered, so the place found by IP address \(StaleNotice.ageText($0.age)) ago is used (\($0.reason))"
        }
    }
}
