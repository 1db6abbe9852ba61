/// The manual's table of environment variables: what each means and what a value the program
/// cannot use does. `--help` and the man page list it; every variable appears exactly once.
extension EnvironmentVariable {
    /// What a value the program cannot use does: stop the command (exit 78), or count as unset.
    public enum WhenUnusable: Sendable, Equatable {
        /// A configuration error, exit 78, naming the variable.
        case configError
        /// Read as if unset; the text says which values count.
        case ignored(String)
    }

    /// One line of the manual: variables that mean one thing together, in the order they are read.
    public struct Entry: Sendable {
        public var variables: [EnvironmentVariable]
        public var meaning: String
        public var whenUnusable: WhenUnusable
    }

    /// The manual's table, in the order `--help` shows it. Every case appears exactly once.
    public static let documented: [Entry] =
        [
            Entry(
                variables: [.openWeatherMapAPIKey, .owmAPIKey], meaning: "API key (when --api-key is not given)",
                whenUnusable: .configError)
        ]
        // Each provider's server, from its row.
        + Provider.allCases.map {
            Entry(
                variables: [$0.traits.baseURLVariable],
                meaning: $0.traits.baseURLMeaning + " (when --base-url is not given)", whenUnusable: .configError)
        } + [
            Entry(
                variables: [.nwsBaseURL],
                meaning:
                    "the US National Weather Service's server for its warnings (https://api.weather.gov); MetAlerts "
                    + "follow MET_NORWAY_BASE_URL",
                whenUnusable: .configError),
            Entry(
                variables: [.locatorBaseURL],
                meaning:
                    "one server for every locator of --here, each path kept (/json, /, /json/, /v1/ip/geo.json): "
                    + "for tests, or a service of your own",
                whenUnusable: .configError),
            Entry(
                variables: [.config], meaning: "config file (when --config is not given); it must exist",
                whenUnusable: .configError),
            Entry(
                variables: [.xdgConfigHome, .xdgCacheHome], meaning: "config and cache folders (~/.config, ~/.cache)",
                whenUnusable: .ignored("a relative path is ignored, as XDG says")),
            Entry(
                variables: [.home], meaning: "the home folder, for the default config and cache folders",
                whenUnusable: .ignored("empty or unset, there is no default config file and no cache")),
            Entry(
                variables: [.noColor], meaning: "set and not empty: no colour with --color auto",
                whenUnusable: .ignored("any value but empty counts")),
            Entry(
                variables: [.term], meaning: "dumb: no colour with --color auto (the characters follow the locale)",
                whenUnusable: .ignored("any other value is an ordinary terminal")),
            Entry(
                variables: [.columns],
                meaning:
                    "the terminal's width for the view, tables and --chart, and for --help (which takes 80 at least)",
                whenUnusable: .ignored("anything but a positive whole number is ignored")),
            Entry(
                variables: [.lcAll, .lcCType, .lang], meaning: "not UTF-8: ASCII only (no emoji, no degree sign)",
                whenUnusable: .ignored("the first one set decides; unset means ASCII")),
            Entry(
                variables: [.lcMessages],
                meaning:
                    "the language of the view when neither --lang nor config lang is given: LC_ALL, then LC_MESSAGES, "
                    + "then LANG",
                whenUnusable: .ignored("a language weather does not have, C, or a locale that is not UTF-8 is English")),
            Entry(
                variables: [.httpsProxy, .httpsProxyUpper, .httpProxy, .allProxy, .allProxyUpper],
                meaning: "the proxy, as for curl (http_proxy for an http:// base URL)",
                whenUnusable: .ignored("an unreachable proxy fails the request, naming the variable")),
            Entry(
                variables: [.noProxy, .noProxyUpper], meaning: "hosts that bypass the proxy: * or a list, as for curl",
                whenUnusable: .ignored("entries that match no host do nothing")),
            Entry(
                variables: [.path], meaning: "where --notify finds notify-send",
                whenUnusable: .ignored("without notify-send on it, --notify says so and sends nothing")),
            Entry(
                variables: [.dbusSessionBusAddress], meaning: "the desktop's session bus, which notify-send reaches",
                whenUnusable: .ignored("unset (as under cron), a failed notify-send says so, and is tried again")),
            Entry(
                variables: [.sslCertFile, .sslCertDir], meaning: "CA certificates to trust, as OpenSSL reads them",
                whenUnusable: .ignored("a file or folder that cannot be read trusts nothing from it")),
        ]

    /// `A, B, C`, as the manual names an entry.
    static func names(_ variables: [EnvironmentVariable]) -> String {
        variables.map(\.rawValue).joined(separator: ", ")
    }
}
