/// Where the weather comes from: OpenWeatherMap, the main provider, with a key; Open-Meteo, with
/// none.
public enum Provider: String, Sendable, Equatable, CaseIterable {
    case openWeatherMap = "openweathermap"
    case openMeteo = "open-meteo"

    /// Its name in messages.
    public var name: String {
        switch self {
        case .openWeatherMap: "OpenWeatherMap"
        case .openMeteo: "Open-Meteo"
        }
    }

    /// What Open-Meteo's licence asks to be said with its data.
    public static let openMeteoCredit = "Open-Meteo.com, CC BY 4.0"

    /// How long an answer stays fresh unless `--cache-ttl` says otherwise: OpenWeatherMap's
    /// current weather changes about every 10 minutes; Open-Meteo's models at most every 15, and its
    /// free service asks to be used politely.
    public var defaultCacheTTL: Double {
        switch self {
        case .openWeatherMap: 600
        case .openMeteo: 900
        }
    }

    /// The local days its forecast has, from today: OpenWeatherMap's free forecast 5 (One Call's
    /// 8), Open-Meteo's 16.
    public func forecastDays(oneCall: Bool) -> ClosedRange<Int> {
        switch self {
        case .openWeatherMap: oneCall ? Self.oneCallDays : Self.freeForecastDays
        case .openMeteo: Self.openMeteoDays
        }
    }

    static let freeForecastDays = 1...5
    static let oneCallDays = 1...8
    static let openMeteoDays = 1...16

    /// The credit its data is given under, for JSON's `source.attribution`.
    public var attribution: String {
        switch self {
        case .openWeatherMap: "OpenWeatherMap (openweathermap.org)"
        case .openMeteo: Self.openMeteoCredit + " (https://open-meteo.com)"
        }
    }
}

/// `--provider`, config `provider`: a provider, or `auto`, which is OpenWeatherMap when a key is
/// set (by the flag, the environment or the config file) and Open-Meteo when none is.
public enum ProviderChoice: String, Sendable, CaseIterable {
    case auto
    case openWeatherMap = "openweathermap"
    case openMeteo = "open-meteo"

    /// `owm` is OpenWeatherMap's short name.
    public init?(named name: String) {
        let name = name.lowercased()
        self.init(rawValue: name == "owm" ? ProviderChoice.openWeatherMap.rawValue : name)
    }

    /// The provider this choice makes, with or without a key.
    public func provider(hasKey: Bool) -> Provider {
        switch self {
        case .auto: hasKey ? .openWeatherMap : .openMeteo
        case .openWeatherMap: .openWeatherMap
        case .openMeteo: .openMeteo
        }
    }
}
