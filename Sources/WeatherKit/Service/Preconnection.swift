/// The second connection a place's requests will want, opened while the geocoder answers on the
/// first: then the weather and the forecast (and air quality) go out together, each on a warm
/// connection, a handshake sooner than a connection opened after the geocoder. It is opened with a
/// GET of the base URL, which carries no key (``HTTPClient/preconnect(_:)``), and only when the
/// geocoder's answer comes from the network: a cached name needs no second connection early.
final class Preconnection: @unchecked Sendable {
    private let lock = Lock()
    private var opening: Task<Void, Never>?
    private let client: OpenWeatherMapClient?

    /// - Parameter client: nil when the plan wants no more than one connection.
    init(_ client: OpenWeatherMapClient?) {
        self.client = client
    }

    /// Starts opening it, once.
    func open() {
        guard let client else { return }
        lock.withLock {
            guard opening == nil else { return }
            opening = Task { await client.http.preconnect(client.baseURL) }
        }
    }

    /// The place is done: an early GET still unanswered (a server that stalls) is of no use now.
    func close() async {
        let task = lock.withLock { opening }
        task?.cancel()
        await task?.value
    }
}
