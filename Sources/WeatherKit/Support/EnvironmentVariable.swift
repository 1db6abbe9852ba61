/// Every environment variable `weather` reads. The code reads each one through this type
/// (`environment[.columns]`), and `--help` and the man page list ``documented``, so a variable
/// cannot be read without being documented, or documented without being read.
public enum EnvironmentVariable: String, CaseIterable, Sendable {
    case openWeatherMapAPIKey = "OPENWEATHERMAP_API_KEY"
    case owmAPIKey = "OWM_API_KEY"
    case baseURL = "OPENWEATHERMAP_BASE_URL"
    case openMeteoBaseURL = "OPEN_METEO_BASE_URL"
    case metNorwayBaseURL = "MET_NORWAY_BASE_URL"
    case locatorBaseURL = "WEATHER_LOCATOR_BASE_URL"
    case nwsBaseURL = "NWS_BASE_URL"
    case config = "WEATHER_CONFIG"
    case xdgConfigHome = "XDG_CONFIG_HOME"
    case xdgCacheHome = "XDG_CACHE_HOME"
    case home = "HOME"
    case noColor = "NO_COLOR"
    case term = "TERM"
    case columns = "COLUMNS"
    case lcAll = "LC_ALL"
    case lcCType = "LC_CTYPE"
    case lcMessages = "LC_MESSAGES"
    case lang = "LANG"
    case httpsProxy = "https_proxy"
    case httpsProxyUpper = "HTTPS_PROXY"
    case httpProxy = "http_proxy"
    case allProxy = "all_proxy"
    case allProxyUpper = "ALL_PROXY"
    case noProxy = "no_proxy"
    case noProxyUpper = "NO_PROXY"
    case sslCertFile = "SSL_CERT_FILE"
    case sslCertDir = "SSL_CERT_DIR"
    case path = "PATH"
    case dbusSessionBusAddress = "DBUS_SESSION_BUS_ADDRESS"
}

extension Dictionary where Key == String, Value == String {
    /// The variable's value, read by its name in ``EnvironmentVariable``.
    public subscript(_ variable: EnvironmentVariable) -> String? { self[variable.rawValue] }
}
