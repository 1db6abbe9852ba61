import Dispatch
import FoundationEssentials

/// What crosses between `weather` and `libWeatherNetwork.so`, the URLSession layer it opens on the
/// first request (see `WeatherKit/HTTP/NetworkLibrary.swift` for why).
///
/// Only standard-library and Foundation types cross: both sides link the same shared Swift runtime
/// and Foundation, so those types are one and the same, while each side has its own copy of this
/// module. The outcome's kind therefore crosses as its raw `Int`.
public enum NetworkContract {
    /// `weather_network_install(slot)`: the library writes its ``Get`` into `slot`, an
    /// `UnsafeMutablePointer<Get?>` owned by the caller.
    public static let installSymbol = "weather_network_install"
    public static let libraryName = "libWeatherNetwork.so"

    /// GET `url` with this User-Agent, giving up after `seconds`, reading at most `limit` bytes.
    /// Task cancellation ends it at once with ``Kind/cancelled``.
    public typealias Get = @Sendable (_ url: URL, _ userAgent: String, _ seconds: Double, _ limit: Int) async -> Outcome

    /// `kind` is a ``Kind`` raw value; `code` is the HTTP status for a response, the URLError code
    /// for ``Kind/other``, else 0; `retryAfter` is that header of a response.
    public typealias Outcome = (kind: Int, code: Int, body: Data, retryAfter: String?)

    public enum Kind: Int, Sendable {
        case response, tooLarge, undecodableContent, timedOut, cannotConnect, hostNotFound, connectionLost
        case secureConnectionFailed, other, cancelled
    }
}
