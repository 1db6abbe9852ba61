import FoundationEssentials

/// One set of rules for values from flags, the environment and the config file.
enum Validate {
    static func apiKey(_ text: String) throws(InvalidValue) -> String {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty, trimmed.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw InvalidValue(expected: "a non-empty key of printable ASCII characters")
        }
        return trimmed
    }

    /// A contact for the User-Agent: an e-mail address or a URL, printable ASCII without the
    /// parentheses that close the header's comment, at most 200 characters.
    static func contact(_ text: String) throws(InvalidValue) -> String {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty, trimmed.count <= 200,
            trimmed.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) && $0 != "(" && $0 != ")" }),
            trimmed.contains("@") || trimmed.hasPrefix("https://") || trimmed.hasPrefix("http://")
        else {
            throw InvalidValue(expected: "an e-mail address or an http(s):// URL, in ASCII, without parentheses")
        }
        return trimmed
    }

    /// `config.example.json`'s `contact`: read as no contact, so that a copied example sends the
    /// maintainers' and not a made-up address.
    static let placeholderContact = "you@example.org"

    /// `config.example.json`'s `api_key`: shaped like a key, so the example reads true, and
    /// recognised, so that a copied example is told apart from a key that was refused.
    static let placeholderKey = "0123456789abcdef0123456789abcdef"

    /// One of an enum's values, by name, in any case: `--units Imperial`.
    static func choice<Value: CaseIterable & RawRepresentable>(_ text: String) throws(InvalidValue) -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: text.lowercased()) else {
            throw InvalidValue(expected: "one of " + Value.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    /// A language the views speak (``Language/all``), by its code or a short form of it.
    static func language(_ text: String) throws(InvalidValue) -> String {
        guard let language = Language.named(text) else {
            throw InvalidValue(expected: "one of the languages " + Language.codes)
        }
        return language.code
    }

    static func timeout(_ seconds: Double) throws(InvalidValue) -> Double {
        guard seconds > 0, seconds <= 600 else {
            throw InvalidValue(expected: "a number of seconds above 0 and at most 600")
        }
        return seconds
    }

    /// - Parameter example: the URL the message offers as a model: OpenWeatherMap's for the flag and
    ///   its variable, none for another service's variable (`NWS_BASE_URL`).
    static let baseURLExample = "https://api.openweathermap.org"

    static func baseURL(
        _ text: String, example: String? = baseURLExample
    ) throws(InvalidValue)
        -> URL
    {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
            url.query == nil, url.fragment == nil
        else {
            throw InvalidValue(
                expected: "an http:// or https:// URL without a query" + (example.map { ", like \($0)" } ?? ""))
        }
        return url
    }

    static func latitude(_ value: Double) throws(InvalidValue) -> Double {
        guard (-90...90).contains(value) else { throw InvalidValue(expected: "a latitude from -90 to 90") }
        return value
    }

    static func longitude(_ value: Double) throws(InvalidValue) -> Double {
        guard (-180...180).contains(value) else { throw InvalidValue(expected: "a longitude from -180 to 180") }
        return value
    }

    /// A place name or zip code for the geocoder: `London`, `New York,NY,US`, `10018,US`.
    static func placeName(_ text: String) throws(InvalidValue) -> String {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty, trimmed.count <= 200,
            !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { throw InvalidValue(expected: "a place name such as London or \"New York,NY,US\"") }
        // `,GB` would ask the geocoder for the country's own name: the place's goes first.
        guard !trimmed.hasPrefix(",") else {
            throw InvalidValue(expected: "a place name before the comma, like London,GB")
        }
        return trimmed
    }

    /// A postal code for the geocoder: `10018`, `10018,US`, `SW1A 1AA,GB`.
    static func zipCode(_ text: String) throws(InvalidValue) -> String {
        do {
            return try placeName(text)
        } catch {
            throw InvalidValue(expected: "a postal code such as 10018 or 10018,US")
        }
    }

    /// Seconds an answer stays fresh; 0 turns the cache off. At most a day: older is stale anyway.
    static func cacheTTL(_ seconds: Double) throws(InvalidValue) -> Double {
        guard seconds >= 0, seconds <= 86_400 else {
            throw InvalidValue(expected: "a number of seconds from 0 (no cache) to 86400")
        }
        return seconds
    }

    /// A `--format` template: it must parse, with known placeholders only.
    static func template(_ text: String) throws(InvalidValue) -> Template {
        do {
            return try Template(text)
        } catch {
            throw InvalidValue(expected: error.description)
        }
    }

    /// Retries of a temporary failure.
    static func retries(_ text: String) throws(InvalidValue) -> Int {
        guard let count = Int(text), (0...5).contains(count) else {
            throw InvalidValue(expected: "a whole number from 0 to 5")
        }
        return count
    }

    /// How many days `--chart DAYS` draws: 1 to 5.
    static let chartDayRange = 1...5
    /// What completions offer after `--chart`.
    static let chartDays = chartDayRange.map(String.init)

    /// The most local days any provider's forecast has: what `--forecast DAYS` may ask for before
    /// the provider is known (``Request`` checks the provider's own, from its row).
    static var longestForecast: Int {
        Provider.allCases.map { ($0.traits.oneCallForecastDays ?? $0.traits.forecastDays).upperBound }.max() ?? 1
    }

    /// `a number of days from 1 to 5 (8 with --onecall, 16 with Open-Meteo)`: the first provider's
    /// days, then what One Call and each other provider add, from their rows.
    static var forecastDaysExpected: String {
        let first = Provider.allCases[0].traits
        let more =
            (first.oneCallForecastDays.map { ["\($0.upperBound) with --onecall"] } ?? [])
            + Provider.allCases.dropFirst().map { "\($0.traits.forecastDays.upperBound) with \($0.name)" }
        return "a number of days from 1 to \(first.forecastDays.upperBound)"
            + (more.isEmpty ? "" : " (" + more.joined(separator: ", ") + ")")
    }

    /// What `--forecast` and `--hourly` take for every day the answer has.
    static let allDays = "all"

    /// `--forecast`'s and `--hourly`'s value: nothing or `all` for every day the answer has, else a
    /// number of days (``forecastDays(_:)``).
    static func forecastSpan(_ text: String) throws(InvalidValue) -> ForecastSpan {
        if text.isEmpty || text.lowercased() == allDays { return .everything }
        do {
            return .days(try forecastDays(text))
        } catch {
            throw InvalidValue(expected: error.expected + ", or all")
        }
    }

    /// A forecast length in days, up to the longest any provider has.
    static func forecastDays(_ text: String) throws(InvalidValue) -> Int {
        guard let days = Int(text), (1...longestForecast).contains(days) else {
            throw InvalidValue(expected: forecastDaysExpected)
        }
        return days
    }

    /// Whether `text` reads as a length of time: digits (a decimal point allowed), then `s`, `m`,
    /// `h` or nothing (minutes).
    static func isDuration(_ text: String) -> Bool { seconds(text) != nil }

    private static func seconds(_ text: String) -> Double? {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
        let unit = text.last.flatMap { units[$0] }
        let number = unit == nil ? Substring(text) : text.dropLast()
        guard !number.isEmpty, number.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }),
            let value = Double(number), value.isFinite
        else { return nil }
        return value * (unit ?? 60)
    }

    /// A whole number in `range`; `expected` says what one is wanted when it is not.
    static func wholeNumber(
        _ text: String, in range: ClosedRange<Int>, expected: String? = nil
    ) throws(InvalidValue)
        -> Int
    {
        guard let number = Int(text), range.contains(number) else {
            throw InvalidValue(expected: expected ?? "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// `--watch`'s interval: 1 minute to 24 hours.
    static func watchInterval(_ text: String) throws(InvalidValue) -> Double {
        guard let seconds = seconds(text), (60...86_400).contains(seconds) else {
            throw InvalidValue(expected: "an interval from 1 minute to 24 hours, like 10m, 90s or 1h")
        }
        return seconds
    }

    /// How many days `--chart DAYS` draws: 1 to 5.
    static func chartDays(_ text: String) throws(InvalidValue) -> Int {
        try wholeNumber(text, in: chartDayRange, expected: "a number of days from 1 to 5")
    }

    /// One Call's daily budget: 0 (never call) to 100,000.
    static func oneCallLimit(_ text: String) throws(InvalidValue) -> Int {
        try wholeNumber(text, in: 0...100_000, expected: "a whole number of calls from 0 to 100000")
    }

    /// A finite decimal number; `nan`, `inf` and hex floats are refused.
    static func number(_ text: String) throws(InvalidValue) -> Double {
        let isDecimal = text.unicodeScalars.allSatisfy {
            ("0"..."9").contains($0) || "+-.eE".unicodeScalars.contains($0)
        }
        guard isDecimal, let value = Double(text), value.isFinite else { throw InvalidValue(expected: "a number") }
        return value
    }
}
