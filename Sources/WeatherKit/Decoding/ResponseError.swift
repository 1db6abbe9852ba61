import FoundationEssentials

/// A body that is not a usable OpenWeatherMap payload: exit 65.
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

    public init(source: Source, problem: Problem) {
        self.source = source
        self.problem = problem
    }

    public var exitCode: ExitCode { .badResponse }

    public var description: String {
        let origin: String
        switch source {
        case .server: origin = "bad response from OpenWeatherMap"
        case .file(let path): origin = "bad input in \(path)"
        case .standardInput: origin = "bad input on stdin"
        }
        return "\(origin): \(problem)".withoutControlCharacters
    }
}

extension ResponseError: LocalizedError {
    public var errorDescription: String? { description }
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
