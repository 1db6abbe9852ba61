/// DESCRIPTION's parts on where you are (`--here`) and on yesterday (`--yesterday`).
extension Manual {
    static let whereYouAre = ManualSection(
        title: "Where you are",
        blocks: [
            .paragraph(
                "`--here` (config `\"location\": \"auto\"`, which a bare `weather` and a status bar then use) asks "
                    + "a locator where this machine's IP address is, and shows the weather there. Only then: "
                    + "without one of them no locator is ever asked, and a run without a place stays a usage error "
                    + "(exit 64). Each locator sees the request alone, your IP address and the User-Agent: no key, "
                    + "no coordinates, no query. They are asked in this order, the next when one cannot answer "
                    + "(no connection, a refusal, a 429, an answer without a point), with no retries:"),
            .bullets(
                Locator.allCases.map { locator in
                    "\(locator.rawValue): `GET \(locator.host)/\(locator.path)`; \(limits(of: locator))."
                }),
            .paragraph(
                "The place is approximate: the town of the provider's exit at best, and a VPN's or a mobile "
                    + "network's exit may be far away. The view says it was found by IP address and by which "
                    + "locator; JSON has `location.located_by` (`ip`) and `location.locator`. What was found is "
                    + "kept in the cache folder for `--locate-ttl` (config `locate_ttl_s`, an hour by default), so "
                    + "a bar asks at most once an hour; `--refresh` asks again, `--offline` uses the kept place. "
                    + "When every locator fails, a place kept up to a day stands in with a notice; with none, one "
                    + "line names each locator and why, and says how to name a place: exit 75 when one of them "
                    + "failed for a while (no connection, a time-out, a 429, a 5xx), so a script may try again; "
                    + "69 when each answered without a place. "
                    + "`WEATHER_LOCATOR_BASE_URL` sends every locator's request to one server of your own, each "
                    + "path kept. GeoClue, which asks the system, may come later."),
        ])

    /// A locator's free use, as its site states it.
    private static func limits(of locator: Locator) -> String {
        switch locator {
        case .ipinfo: "about 1,000 requests a day without a token; coordinates to the city"
        case .ipwhois: "free for non-commercial use, at most one request a second"
        case .ipapi: "about 1,000 requests a day (30,000 a month); answers 429 past them"
        case .geojs: "no stated limit; coordinates sent as strings"
        }
    }

    static let comparedWithYesterday = ManualSection(
        title: "Compared with yesterday",
        blocks: [
            .paragraph(
                "`--yesterday` (config `\"yesterday\": true`) adds how the weather now differs from this hour "
                    + "yesterday: a line of the block (`4.7 C cooler than at this hour yesterday`, and the "
                    + "humidity's), JSON's `current.vs_yesterday`, and the placeholders `{temp_vs_yesterday}` and "
                    + "`{humidity_vs_yesterday}` (signed, `+2.3`, in the view's units), which fetch it by themselves. "
                    + "With `--forecast`, today's high is set against yesterday's too."),
            .paragraph(
                "Both sides come from one Open-Meteo answer, asked with `past_hours=25` (and `past_days=1` for the "
                    + "days), so that a model is compared with itself: this time yesterday lies between two of its "
                    + "hours, in proportion. With Open-Meteo as the provider it is the weather's own request; with "
                    + "OpenWeatherMap or MET Norway it is one more request to Open-Meteo, in parallel, which is sent "
                    + "the coordinates and never the key, and is credited in the Data line and `source`. When it "
                    + "fails, the weather is shown without it, with a notice (exit 0)."),
        ])

    static let warnings = ManualSection(
        title: "Warnings",
        blocks: [
            .paragraph(
                "Where a national weather service publishes its warnings for free, they are asked for beside the "
                    + "weather, whichever provider answers and without a key, in the same run (no wait beyond the "
                    + "slower of the two), and cached as the weather is. One table decides who covers a place: by "
                    + "its country where the place has one (a name looked up), else by its point:"),
            .bullets(
                WarningService.allCases.map { service in
                    let countries = service.coverage.countries.sorted().joined(separator: ", ")
                    return "\(service.name) (`\(service.rawValue)`): \(countries); \(request(of: service)). "
                        + "Credited as \"\(service.credit)\"."
                }),
            .paragraph(
                "Elsewhere none is asked, and JSON's `alerts_status` is `unsupported`. The service is sent the "
                    + "point (4 decimals) and the User-Agent, as for the weather; `--no-warnings` (config "
                    + "`\"warnings\": false`) asks none. Only messages in force are shown (`Actual`, not ended, and not the NWS's "
                    + "cancellations); "
                    + "One Call's own alerts (`--onecall`) stay, and a warning both give is shown once."),
            .paragraph(
                "Each warning heads the place's block: its event, its level (`severe`: CAP's severity, or MET's "
                    + "yellow, orange and red as moderate, severe and extreme) in the view's language, coloured "
                    + "(red for severe and extreme, yellow for moderate, cyan for minor), who sent it and its period "
                    + "in the tables' day labels. `--alerts` prints the whole text as the service sent it, each of "
                    + "its bullets (`* WHAT...`) on a line, then what to do. `--notify` sends each once; Waybar's "
                    + "class is `alert`; `{alert}` is the first one's event. JSON's `alerts[]` has One Call's "
                    + "members and `severity`, `instruction` and `source`; when the service fails, the weather is "
                    + "shown all the same (exit 0) with a notice, and `alerts_status` is `unavailable`."),
        ])

    /// What a service is asked, from where.
    private static func request(of service: WarningService) -> String {
        switch service {
        case .nws:
            "`GET \(service.host)/alerts/active?point=LAT,LON` with `Accept: application/geo+json`, as it asks "
                + "(`NWS_BASE_URL` for another server)"
        case .metAlerts:
            "`GET /weatherapi/metalerts/2.0/current.json?lat=&lon=&lang=en` at \(service.host), in English (the "
                + "view has no Norwegian yet, which MetAlerts also writes), on MET's terms as for its forecast (`MET_NORWAY_BASE_URL`)"
        }
    }
}
