import FoundationEssentials

/// The words of the errors that the layers below Formatting hand up as values: a transport
/// failure, an API refusal, a body that does not decode, a place not found, the cache's and the
/// One Call count's troubles. Those layers never write prose or name a flag; only this file does,
/// so the advice a message gives (`--timeout`, `--base-url`, `--offline`) is worded where the
/// command line is known.

extension TransportError {
    public var description: String {
        switch reason {
        case .timedOut(let seconds):
            return "no answer from \(host) within \(NumberText.trimmed(seconds, maxDecimals: 1)) s; "
                + "try again, or allow longer with --timeout"
        case .cannotConnect:
            if let proxy {
                return "could not connect to the proxy \(proxy.address) (set by \(proxy.variable)) on the way to "
                    + "\(host); check the proxy, or unset \(proxy.variable)"
            }
            let address = host + (port.map { " port \($0)" } ?? "")
            return "could not connect to \(address) (connection refused)" + whereToLook
        case .hostNotFound:
            if let proxy {
                return "could not reach \(host) through the proxy \(proxy.address) (set by \(proxy.variable)); "
                    + "check the proxy's name, or unset \(proxy.variable)"
            }
            return "could not find the host \(host)" + whereToLook
        case .connectionLost:
            return "the connection to \(host) closed before the answer was complete; try again"
        case .secureConnectionFailed:
            return "could not make a secure connection to \(host); check the system clock and certificates"
        case .notTLS(let port):
            let address = host + (port.map { ":\($0)" } ?? "")
            return "the server at \(address) did not answer with TLS; is the base URL meant to be http://?"
        case .certificate(let problem):
            return Self.certificateText(problem, host: host)
        case .unsupportedURL:
            return host.contains(":")
                ? "this build's URLSession cannot use an IPv6 address in a URL (\(host)); use a host name "
                    + "that resolves to it (for ::1, localhost); see Networks, proxies and TLS in man weather"
                : "URLSession refused the URL for \(host)" + whereToLook
        case .other(let code):
            return "the request to \(host) failed (URLError \(code)); try again"
        }
    }

    /// `; check your network`, or where the URL came from when it came from somewhere: only a
    /// URL the user gave is worth checking.
    private var whereToLook: String {
        switch urlOrigin {
        case .flag(let name)?: "; check the server, or \(name)"
        case .environment(let name)?: "; the URL is from \(name): check the server, or that variable"
        case .configFile?: "; the URL is from \(urlOrigin?.description ?? ""): check the server, or that setting"
        case .builtIn?, nil: "; check your network"
        }
    }

    private static func certificateText(_ problem: CertificateProblem, host: String) -> String {
        switch problem {
        case .untrusted:
            "the certificate of \(host) is not trusted (self-signed, or from an authority this system does not "
                + "trust); add its CA to the system's store (update-ca-certificates rebuilds "
                + "/etc/ssl/certs/ca-certificates.crt), or point SSL_CERT_FILE at it"
        case .expired:
            "the certificate of \(host) has expired (or this system's clock is wrong)"
        case .notYetValid:
            "the certificate of \(host) is not valid yet; check this system's clock"
        case .wrongHost:
            "the certificate of \(host) is for another host name; check --base-url"
        }
    }

    /// Why, for the stale-data notice: `timed out`, `could not connect`.
    public var briefReason: BriefReason {
        switch reason {
        case .timedOut: .timedOut
        case .cannotConnect: proxy == nil ? .cannotConnect : .proxyUnreachable
        case .hostNotFound: proxy == nil ? .hostNotFound : .proxyUnreachable
        case .connectionLost: .connectionLost
        case .secureConnectionFailed: .secureConnectionFailed
        case .notTLS: .notTLS
        case .certificate: .certificate
        case .unsupportedURL: .unusableURL
        case .other: .network
        }
    }
}

extension APIError {
    /// One line from the provider's row (``ProviderTraits``): a refused key where it takes one, a
    /// refused address where it takes none, and what to do about each.
    public var description: String {
        let name = provider.name
        let traits = provider.traits
        let status = httpStatus.map { "HTTP \($0)" } ?? (traits.refusal == .codAndMessage ? "cod \(code)" : "an error")
        let detail = status + (message.map { ": \($0)" } ?? "")
        let text: String
        switch exitCode {
        case .auth:
            let key = keyOrigin.map { "the API key from \($0)" } ?? "the API key"
            text = "\(name) rejected \(key) (\(detail))" + (traits.keyHelp.map { "; \($0)" } ?? "")
        case .temporary where code == 401 || code == 403:
            // A provider that takes no key refuses the client: its terms broken, or too many requests.
            text =
                "\(name) refused this client (\(detail)), as it does one that breaks its terms of service "
                + "(the User-Agent's contact, too many requests); set `contact` in the config, try again "
                + (whenToRetry ?? "later") + ", or" + otherProviders
        case .temporary where code == 429 && refusedForGood:
            // A blocked account, or a day's calls used up: asking again only counts against it.
            text =
                traits.needsKey
                ? "\(name) has stopped answering this API key for now (\(detail)); try again \(whenToRetry ?? "later")"
                    + (traits.limitsHelp.map { ", or \($0)" } ?? "")
                : "\(name) has refused this address more requests for now (\(detail)); try again "
                    + (whenToRetry ?? "tomorrow") + ", or" + otherProviders
        case .temporary where code == 429:
            text =
                traits.needsKey
                ? "\(name) is rate-limiting this API key (\(detail)); try again \(whenToRetry ?? "in a few minutes")"
                : "\(name) is limiting requests from this address (\(detail));"
                    + (whenToRetry.map { " try again \($0), or" } ?? "") + otherProviders
        case .badRequest:
            text =
                "\(name) refused the request as malformed (\(detail)): a bug in weather (please report it, "
                + "with this message) or a base URL that leads elsewhere"
        case .temporary:
            text = "\(name) is having trouble (\(detail)); try again \(whenToRetry ?? "later")"
        default:
            let verb = (code == 404) ? "found nothing for this request" : "rejected the request"
            text = "\(name) \(verb) (\(detail))"
        }
        return text.truncated(to: 400).withoutControlCharacters
    }

    /// ` ask another provider (--provider openweathermap with an API key, or met-norway)`: the
    /// others, from the list.
    private var otherProviders: String {
        let others = Provider.allCases.filter { $0 != provider }.map {
            $0.rawValue + ($0.traits.needsKey ? " with an API key" : "")
        }
        return " ask another provider (--provider " + others.joined(separator: ", or ") + ")"
    }

    public var briefReason: BriefReason {
        code == 429 ? .rateLimited(status: code) : .serverError(status: code)
    }

    /// `now`, `in a minute` or `after 11:51 UTC`, from `Retry-After`. A clock time is rounded up
    /// to the minute, so it is never before the real one; a minute or less is said as such, since
    /// `after 17:22 UTC` read at 17:22:24 is already past.
    private var whenToRetry: String? {
        guard let retryAt, let retryWait else { return nil }
        if retryWait <= 0 { return "now" }
        if retryWait <= 60 { return "in a minute" }
        let minute = Date(timeIntervalSince1970: (retryAt.timeIntervalSince1970 / 60).rounded(.up) * 60)
        return "after \(LocalTime(minute).hoursMinutes) UTC"
    }
}

extension ResponseError {
    public var description: String {
        let origin: String
        switch source {
        case .server: origin = "bad response from \(provider?.name ?? "the server")"
        case .file(let path): origin = "bad input in \(path)"
        case .standardInput: origin = "bad input on stdin"
        }
        return "\(origin): \(problem)".withoutControlCharacters
    }
}

extension PlaceError {
    public var description: String {
        // An alias is named beside what it stands for, so the user knows which entry to fix.
        guard case .alias(let name, _) = query else { return found(query) }
        return found(query.target) + " (alias \"\(name)\" in the config's places)"
    }

    /// What was not found, and its likely cause: a zip code typed as a name, a US state read as a
    /// country, a country code missing (and only then asked for).
    private func found(_ query: PlaceQuery) -> String {
        switch query {
        case .zip(let code):
            let parts = code.split(separator: ",").map { String($0).trimmingSpaces }
            if parts.count >= 2 {
                return "no place with zip code \"\(parts[0])\" in \(parts[1]); check the code, and that \(parts[1]) "
                    + "is the country's two-letter code"
            }
            return "no place with zip code \"\(code)\"; check it, and add a country code, e.g. \(code),US"
        default:
            let name = query.label
            let parts = name.split(separator: ",").map { String($0).trimmingSpaces }
            if let first = parts.first, parts.count == 1, first.count >= 3,
                first.allSatisfy({ $0.isNumber || $0 == "-" || $0 == " " }), first.contains(where: \.isNumber)
            {
                return "no place called \"\(name)\"; for a zip code, use --zip \(first),US (or another country code)"
            }
            if parts.count == 2, USState.isCode(parts[1]) {
                let state = parts[1].uppercased()
                return "no place called \"\(name)\": the part after the comma is read as a country code; for the "
                    + "US state, write \"\(parts[0]),\(state),US\""
            }
            if parts.count >= 2, let country = parts.last {
                return "no place called \"\(name)\"; check the spelling, and that \(country) is the country's "
                    + "two-letter code"
            }
            return "no place called \"\(name)\"; check the spelling, or add a country code, e.g. \"London,GB\""
        }
    }
}

extension OneCallCountError {
    public var description: String {
        if let fileInTheWay {
            return "the One Call count in \(path) cannot be kept: \(fileInTheWay) is a file, not a folder, so "
                + "--onecall makes no call; move it, or point XDG_CACHE_HOME at a folder"
        }
        // Unreadable, or not a count (a file edited by hand): either way removing it starts afresh.
        return "the One Call count in \(path) cannot be read or is not a count, so --onecall makes no call until "
            + "00:00 UTC; check its permissions, or remove it to count afresh"
    }
}

extension OfflineError {
    public var description: String {
        switch missing {
        case .answer:
            "nothing usable is cached for this request (--offline uses only answers under 24 h old); run once "
                + "without --offline"
        case .location:
            "no place found by IP address is kept (--offline uses one found in the last 24 h); run --here once "
                + "without --offline, or name a place"
        }
    }
}

extension ClearCacheError {
    public var description: String {
        let text =
            switch self {
            case .filesStayed(let directory, let failed, let total, let reason):
                "could not remove \(failed) of \(total) cache files from \(directory) (\(reason))"
            case .notAFolder(let directory, let file):
                "cannot clear the cache folder \(directory): \(file) is a file, not a folder"
            case .unreadable(let directory, let reason):
                "cannot clear the cache folder \(directory): it cannot be read (\(reason))"
            }
        return text.withoutControlCharacters
    }
}

extension ResponseError.Problem: CustomStringConvertible {
    /// The problem alone, without where the bytes came from: `missing key `main.temp``.
    public var description: String {
        switch self {
        case .emptyBody: "the body is empty"
        case .html: "got an HTML page, not JSON (is the base URL right?)"
        case .truncatedJSON(let count): "the JSON is truncated (it ends after \(count) bytes)"
        case .invalidJSON: "the body is not valid JSON"
        case .missingKey(let path): "missing key `\(path)`"
        case .null(let path): "`\(path)` is null"
        case .wrongType(let path, let expected, let found):
            "`\(path)` is not \(expected)" + (found.map { " (found \($0))" } ?? "")
        case .outOfRange(let path, let found): "`\(path)` is out of range (found \(found))"
        case .apiError(let code, let message):
            "it holds an OpenWeatherMap error, not weather: code \(code)"
                + (message.map { ", \"\($0.truncated(to: 200))\"" } ?? "")
        case .otherPayload(let kind): "it holds \(kind.description), not current weather (/data/2.5/weather)"
        case .notKelvin(let path, let found):
            "`\(path)` is \(found), too cold for Kelvin; the data looks fetched with units=metric or "
                + "units=imperial, and weather reads the API's default units (Kelvin): fetch it without units="
        case .other(let path, let detail): "`\(path)`: \(detail)"
        case .tooLarge(let limit): "the body is larger than \(limit / 1024 / 1024) MiB; refusing it"
        case .undecodableContent: "the body's compression (Content-Encoding) is corrupt"
        }
    }
}

extension ChainFailure {
    /// `no provider could answer: Open-Meteo (server error, HTTP 503), MET Norway (timed out)`
    public var description: String {
        "no provider could answer: "
            + failures.map { "\($0.provider.name) (\($0.reason.words(in: .english)))" }.joined(separator: ", ")
    }
}

extension LocatorRefusal {
    /// `ipapi.co refused: RateLimited`
    public var description: String {
        "\(locator.rawValue) refused" + (message.map { ": \($0.withoutControlCharacters.truncated(to: 120))" } ?? "")
    }

    /// Its own words, for the list of locators that failed, which names the locator already:
    /// `ipwho.is (refused: Reserved range)`.
    public var briefReason: BriefReason {
        .other("refused" + (message.map { ": \($0.withoutControlCharacters.truncated(to: 120))" } ?? ""))
    }
}

extension LocateFailure {
    /// `could not tell where this machine is: ipinfo.io (timed out), ipapi.co (refused: RateLimited);
    /// name a place instead: …`
    public var description: String {
        "could not tell where this machine is by its IP address: "
            + attempts.map { "\($0.locator.rawValue) (\($0.reason.words(in: .english)))" }.joined(separator: ", ")
            + "; name a place instead (weather London, --lat and --lon, or \"location\" in the config file)"
    }
}

extension WarningRefusal {
    /// `the US National Weather Service answered HTTP 503 to the warnings' request`; a refusal of
    /// the client (401, 403) says what both services ask of one: a User-Agent with a contact.
    public var description: String {
        let text = "\(service.name) answered HTTP \(status) to the warnings' request"
        guard status == 401 || status == 403 else { return text }
        return text + ", as it does a client that breaks its terms (the User-Agent's contact); set `contact` in the "
            + "config, or turn the warnings off with --no-warnings"
    }
}
