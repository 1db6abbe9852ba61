import FoundationEssentials

/// A body that is not a usable answer (OpenWeatherMap's, or Open-Meteo's): exit 65.
///
/// The description names where the bytes came from and, for JSON that parsed, the key path:
/// ``bad response from OpenWeatherMap: missing key `main.temp` ``.
public struct ResponseError: WeatherFailure, Equatable {
    public enum Source: Sendable, Equatable {
        case server
        case file(String)
        case standardInput
    }

    public enum Problem: Sendable, Equatable {
        case emptyBody
        case html
        case truncatedJSON(byteCount: Int)
        case invalidJSON
        case missingKey(path: String)
        case null(path: String)
        case wrongType(path: String, expected: String, found: String?)
        case outOfRange(path: String, found: String)
        /// A saved OpenWeatherMap error object (`{"cod":429,"message":…}`), not weather.
        case apiError(code: Int, message: String?)
        /// A saved answer from another endpoint than the one expected.
        case otherPayload(OtherPayload)
        /// A temperature too low to be Kelvin: the body was fetched in °C or °F.
        case notKelvin(path: String, found: String)
        case other(path: String, detail: String)
        case tooLarge(limit: Int)
        case undecodableContent
    }

    public var source: Source
    public var problem: Problem
    /// Whose answer it was, for a body from a server; nil when the server is not one of them.
    public var provider: Provider?

    public init(source: Source, problem: Problem, provider: Provider? = nil) {
        self.source = source
        self.problem = problem
        self.provider = provider
    }

    /// `work`'s value; a bad response from a server that it throws, named by no one yet (the
    /// transport's: a body too large, a corrupt compression), is named `provider`'s.
    static func naming<T>(_ provider: Provider, _ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch var error as ResponseError where error.source == .server && error.provider == nil {
            error.provider = provider
            throw error
        }
    }

    public var exitCode: ExitCode { .badResponse }

}

extension ResponseError: LocalizedError {
    public var errorDescription: String? { description }
}
