import FoundationEssentials

/// What the command is handed from the world (the environment, the standard streams, the network,
/// the clock, the refresh signal and the notifier) and the live wiring made from it: where the cache
/// is, the client and its connections, the key's checks, and reading `--input` and the count. Every
/// mode reaches the world through it; ``WeatherCommand/init(environment:streams:transport:time:refreshSignal:listenForRefresh:notifier:)``
/// takes its pieces, real or a test's.
struct World: Sendable {
    var environment: [String: String]
    var streams: StandardStreams
    var transport: HTTPTransport
    var time: TimeSource
    /// What ends `--watch`'s wait early (`SIGUSR1`), and what connects it to the world.
    var refreshSignal: WakeSignal
    var listenForRefresh: @Sendable (WakeSignal) -> Void
    /// Where `--notify` sends.
    var notifier: Notifier

    /// `--onecall-usage`: today's count against the limit.
    /// - Throws: ``OneCallCountError`` when the count cannot be read.
    func oneCallCount(limit: Int) throws -> OneCallCount {
        let today = LocalTime(time.now()).date
        guard let directory = cacheDirectory else {
            return OneCallCount(day: today, used: nil, limit: limit, notKeptBecause: noCacheFolderReason)
        }
        let budget = OneCallBudget(directory: directory, limit: limit, time: time)
        guard let used = budget.usedToday() else { throw budget.unreadable() }
        return OneCallCount(day: today, used: used, limit: limit)
    }

    /// `--clear-cache`.
    func clearCache() throws -> ClearedCache {
        guard let directory = cacheDirectory else {
            return ClearedCache(folder: nil, removed: 0, noFolderBecause: noCacheFolderReason)
        }
        return ClearedCache(folder: directory.path, removed: try ResponseCache(directory: directory).removeAll())
    }

    /// The fetcher for `places` places, from the providers the settings chose: each one's source and
    /// place finder, on the cache and the connections the plan needs; a key checked first where a
    /// provider takes one. Several providers are asked in turn (``ProviderChain``), each within
    /// its share of what is left of the deadline.
    func fetcher(_ settings: Settings, places: Int, output: OutputWriter) throws -> any WeatherFetcher {
        let network = settings.network
        if let keyed = network.chain.first(where: \.traits.needsKey), let accepts = keyed.traits.acceptsKey {
            guard let apiKey = network.apiKey else { throw ConfigError.noAPIKey(configPath: settings.configPath) }
            // Pasted from the README (`your-key`) or copied with the example: said before any request.
            guard accepts(apiKey), apiKey != Validate.placeholderKey else {
                throw ConfigError.badAPIKey(
                    origin: network.apiKeyOrigin, placeholder: apiKey == Validate.placeholderKey)
            }
            if let warning = Self.cleartextWarning(network) { output.error(warning) }
        }
        if cacheDirectory == nil, network.cache.ttl > 0 {
            output.error("\(noCacheFolderReason), so nothing is cached")
        }
        let deadline = Deadline(seconds: network.timeoutSeconds, from: time)
        let chain = network.chain
        // Asked only for `--here` (or `"location": "auto"`), once for every provider of the chain.
        let (locatorHTTP, locatorCache) = connection(
            network, policy: network.cache, deadline: deadline, places: 1, perPlace: 1)
        var http = locatorHTTP
        http.urlOrigin = network.locatorServer?.origin ?? .builtIn
        // The program and its version, and not the user's contact: a locator is told nothing of theirs.
        http.userAgent = WeatherVersion.userAgent()
        let locator = LocatorClient(
            baseURL: network.locatorServer?.url, http: http, cache: locatorCache, keepSeconds: network.locateTTL)
        let assembler = { @Sendable (provider: Provider, policy: CachePolicy) -> any WeatherFetcher in
            // A link's share of what is left: the links after it get theirs.
            let left = chain.count - (chain.firstIndex(of: provider) ?? 0)
            let share = chain.count > 1 ? deadline.share(of: left, time) : deadline
            let perPlace = provider.traits.requestPerPart ? settings.plan.connectionsPerPlace : 1
            let (http, cache) = connection(network, policy: policy, deadline: share, places: places, perPlace: perPlace)
            var wiring = SourceWiring(
                http: http, cache: cache, servers: network.servers, apiKey: network.apiKey,
                apiKeyOrigin: network.apiKeyOrigin, plan: settings.plan, time: time, countFolder: cacheDirectory)
            wiring.warningServers = network.warningServers
            let (source, finder) = provider.sources(wiring)
            return ReportAssembler(
                source: source, finder: finder.locating(with: locator), plan: settings.plan, time: time,
                warnings: .services(wiring))
        }
        guard chain.count > 1 else { return assembler(network.provider, network.cache) }
        return ProviderChain(providers: chain, policy: network.cache, fetcher: assembler)
    }

    /// What every provider's client is made of: HTTP under the deadline, and the cache's rules.
    /// - Parameter perPlace: the connections one place wants. Several places: as many connections
    ///   as places in flight, each as many as one place wants; never more than four, polite to the
    ///   server and to a rate-limited key.
    private func connection(
        _ network: Settings.Network, policy: CachePolicy, deadline: Deadline, places: Int, perPlace: Int
    ) -> (HTTPClient, CachedFetch) {
        let cache = cacheDirectory.map { ResponseCache(directory: $0) }
        let connections = min(
            ReportAssembler.maxConnections, min(places, ReportAssembler.maxConcurrentPlaces) * perPlace)
        return (
            HTTPClient(
                transport: transport, deadline: deadline, retry: network.retry, time: time,
                userAgent: network.userAgent, connectionsPerHost: connections, environment: environment),
            CachedFetch(cache: cache, policy: policy, deadline: deadline, time: time)
        )
    }

    /// Why there is no cache folder: `neither XDG_CACHE_HOME nor HOME is set`, or the XDG
    /// variable is relative (XDG says to ignore it then).
    var noCacheFolderReason: String {
        (environment[.xdgCacheHome] ?? "").isEmpty
            ? "neither XDG_CACHE_HOME nor HOME is set"
            : "XDG_CACHE_HOME is not an absolute path, so it is ignored, and HOME is not set"
    }

    /// The key rides in the query string: over plain http to anything but this machine, anyone on
    /// the path can read it.
    static func cleartextWarning(_ network: Settings.Network) -> String? {
        guard network.apiKey != nil, let base = network.baseURL, base.scheme?.lowercased() == "http",
            let host = base.host?.lowercased(),
            !["localhost", "127.0.0.1", "::1", "[::1]"].contains(host), !host.hasPrefix("127.")
        else { return nil }
        return "the API key travels in clear text to \(host) (http://); use https:// in the base URL"
    }

    /// `$XDG_CACHE_HOME/weather` or `~/.cache/weather`: the cache, One Call's count; nil without either.
    var cacheDirectory: URL? { ResponseCache.defaultDirectory(environment: environment) }

    func readInput(_ path: String) throws -> Data {
        switch path == "-" ? streams.readInput() : FileContents.read(path) {
        case .data(let data): return data
        case .missing: throw InputError(path: path, reason: "no such file")
        case .folder: throw InputError(path: path, reason: "it is a folder, not a file")
        case .unreadable(let reason): throw InputError(path: path, reason: reason)
        case .tooLarge(let limit):
            throw InputError(
                path: path, reason: "it is larger than \(limit / 1024 / 1024) MiB, the most an answer may be")
        }
    }
}
