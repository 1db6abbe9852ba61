import Dispatch
import FoundationEssentials

/// How this run uses the cache (`--cache-ttl`, `--refresh`, `--offline`).
public struct CachePolicy: Sendable, Equatable {
    /// How long a weather or forecast answer is fresh, in seconds; 0 turns the cache off.
    public var ttl: Double
    /// Skip reading the cache, but still write it.
    public var refresh: Bool
    /// Never use the network.
    public var offline: Bool

    public static let defaultTTL = 600.0
    /// Places do not move: geocoding answers stay fresh for 30 days.
    public static let geocodingTTL = 30 * 86_400.0
    /// The oldest answer shown when the network fails, or with `--offline`.
    public static let staleLimit = 86_400.0

    public init(ttl: Double = defaultTTL, refresh: Bool = false, offline: Bool = false) {
        self.ttl = ttl
        self.refresh = refresh
        self.offline = offline
    }
}

/// A value and where it came from in time.
public struct Fetched<Value: Sendable>: Sendable {
    public var value: Value
    public var fetchedAt: Date
    /// Set when an old answer is shown because a fresh one could not be had.
    public var stale: StaleNotice?
}

/// Why an old answer is being shown.
public struct StaleNotice: Sendable, Equatable {
    /// Seconds since it was fetched.
    public var age: Double
    /// Short: `network unreachable`, `rate limited (HTTP 429)`, `--offline`.
    public var reason: String

    /// `showing data from 23 min ago (network unreachable)`
    public var description: String { "showing data from \(Self.ageText(age)) ago (\(reason))" }

    /// `40 s`, `23 min`, `5 h`
    static func ageText(_ seconds: Double) -> String {
        if seconds < 60 { return "\(max(0, Int(seconds))) s" }
        let minutes = Int((seconds / 60).rounded())
        return minutes < 120 ? "\(minutes) min" : "\(minutes / 60) h"
    }
}

/// `--offline` and nothing usable in the cache: exit 75, like any "try again later".
public struct OfflineError: WeatherFailure, Equatable {
    public var exitCode: ExitCode { .temporary }
    public var description: String {
        "nothing usable is cached for this request (--offline uses only answers under 24 h old); run once without --offline"
    }
}

extension WeatherFailure {
    /// A few words for the stale-data warning; the full description otherwise.
    var briefReason: String {
        switch self {
        case let error as TransportError:
            switch error.reason {
            case .timedOut: "timed out"
            case .cannotConnect, .hostNotFound: "network unreachable"
            case .connectionLost: "connection lost"
            case .secureConnectionFailed: "secure connection failed"
            case .other: "network error"
            }
        case let error as APIError where error.code == 429: "rate limited, HTTP 429"
        case let error as APIError: "server error, HTTP \(error.code)"
        default: description
        }
    }
}
