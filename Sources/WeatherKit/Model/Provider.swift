/// Where the weather comes from. Every decision about a provider reads its row of traits
/// (``traits``), never which provider it is: a provider added without a row does not compile.
public enum Provider: String, Sendable, Equatable, CaseIterable {
    case openWeatherMap = "openweathermap"
    case openMeteo = "open-meteo"
    case metNorway = "met-norway"

    /// Its row, in its own file (`ProviderTraits+OpenWeatherMap.swift` …).
    public var traits: ProviderTraits {
        switch self {
        case .openWeatherMap: .openWeatherMap
        case .openMeteo: .openMeteo
        case .metNorway: .metNorway
        }
    }

    /// Its name in messages: `OpenWeatherMap`.
    public var name: String { traits.name }

    /// The provider `--provider` names, by its name (`open-meteo`) or one of its short ones (`owm`).
    public init?(named name: String) {
        let name = name.lowercased()
        guard let provider = Self.allCases.first(where: { $0.rawValue == name || $0.traits.aliases.contains(name) })
        else { return nil }
        self = provider
    }
}

/// What sets one provider apart, as data: the program reads these and nothing else about it.
public struct ProviderTraits: Sendable {
    /// `OpenWeatherMap`, `Open-Meteo`.
    public var name: String
    /// Other names `--provider` takes for it (`owm`).
    public var aliases: [String] = []
    /// The credit its terms ask for beside its data in the human view (`Open-Meteo.com, CC BY 4.0`);
    /// nil when they ask for none there.
    public var credit: String?
    /// JSON's `source.attribution`.
    public var attribution: String
    /// Seconds an answer stays fresh unless `--cache-ttl` says otherwise: how often its data
    /// changes, and how politely its service asks to be used.
    public var defaultCacheTTL: Double
    /// The local days its forecast has, from today.
    public var forecastDays: ClosedRange<Int>
    /// The days with One Call (`--onecall`), where it has One Call.
    public var oneCallForecastDays: ClosedRange<Int>? = nil
    /// The air quality index shown unless `--aqi-scale` chooses: its own where it has one.
    public var defaultAirScale: AirQualityScale
    /// Whether its answers carry weather alerts (with `--onecall`).
    public var hasAlerts: Bool
    /// Whether it asks for an API key, and what one looks like (nil: it takes none, and none is
    /// ever sent to it).
    public var acceptsKey: (@Sendable (String) -> Bool)?
    /// The variable that points it at another server (`OPEN_METEO_BASE_URL`).
    public var baseURLVariable: EnvironmentVariable
    /// What that variable sets, for the manual: `OpenWeatherMap's base URL`.
    public var baseURLMeaning: String
    /// How a refusal of its reads.
    public var refusal: RefusalShape
    /// Whether a place's parts are separate requests that want a connection each (OpenWeatherMap's
    /// weather, forecast and air), rather than one answer for the weather (Open-Meteo's).
    public var requestPerPart: Bool

    /// What to do about a refused key: where it is checked (`check it at https://…`).
    public var keyHelp: String? = nil
    /// What to do about a key stopped for good: where its plan's limits are.
    public var limitsHelp: String? = nil

    /// The variables a key for it is read from, in order (`OPENWEATHERMAP_API_KEY`, `OWM_API_KEY`).
    public var keyVariables: [EnvironmentVariable] = []

    /// Whether it asks for a key.
    public var needsKey: Bool { acceptsKey != nil }

    /// The local days its forecast has, with One Call or without.
    public func forecastDays(oneCall: Bool) -> ClosedRange<Int> {
        oneCall ? oneCallForecastDays ?? forecastDays : forecastDays
    }
}

/// How a provider's error body reads.
public enum RefusalShape: Sendable, Equatable {
    /// `{"cod": 401, "message": "Invalid API key…"}`, sometimes inside an HTTP 200.
    case codAndMessage
    /// `{"error": true, "reason": "…"}`.
    case errorAndReason
    /// A line of plain text, or none (MET Norway's).
    case text
}

/// `--provider`, config `provider`: `auto`, or providers in turn, each asked when the one before
/// cannot answer (``ProviderChain``): `open-meteo,met-norway`. `auto` is the provider that takes a
/// key when one is set (by the flag, the environment or the config file), else every one that needs
/// none, in the list's order.
public enum ProviderChoice: Sendable, Equatable {
    case auto
    /// One provider, or several in turn.
    case chain([Provider])

    /// One provider alone.
    public static func provider(_ provider: Provider) -> ProviderChoice { .chain([provider]) }

    /// `auto`, or providers by name or short name, separated by commas, none twice.
    public init?(named text: String) {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        if names.count == 1, names[0].lowercased() == "auto" {
            self = .auto
            return
        }
        let providers = names.compactMap(Provider.init(named:))
        guard providers.count == names.count, Set(providers).count == providers.count else { return nil }
        self = .chain(providers)
    }

    /// Every name `--provider` takes alone, `auto` first (not the short ones).
    public static var names: [String] { ["auto"] + Provider.allCases.map(\.rawValue) }

    /// The providers this choice asks, in turn, with or without a key.
    public func providers(hasKey: Bool) -> [Provider] {
        switch self {
        case .chain(let providers): return providers
        case .auto:
            // In the list's order: the one that takes a key when there is one, else all that need none.
            let chosen =
                hasKey
                ? Array(Provider.allCases.filter(\.traits.needsKey).prefix(1))
                : Provider.allCases.filter { !$0.traits.needsKey }
            return chosen.isEmpty ? [Provider.allCases[0]] : chosen
        }
    }
}
