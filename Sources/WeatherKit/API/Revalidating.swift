import FoundationEssentials

extension CachedFetch {
    /// `endpoint` from `base`, on the rules of a server whose freshness headers are kept (MET
    /// Norway's, the NWS's): not asked again before its `Expires`, then with `If-Modified-Since`,
    /// a 304 keeping the held copy; a 203 (MET's word that the version is deprecated) said once, as
    /// `service`'s. Every client of such a server asks through here.
    /// - Parameters:
    ///   - accept: the media type to ask for, where the server wants its own.
    ///   - refusal: the error of a status that is no answer.
    func revalidated<Value: Sendable>(
        _ endpoint: Endpoint<Value>, at base: URL, with http: HTTPClient, accept: String? = nil, service: String,
        refusal: @escaping @Sendable (HTTPResponse) -> any Error
    ) async throws -> Fetched<Value> {
        let deprecated = Flag()
        var fetched = try await value(
            for: endpoint.cacheKey(base: base), lifetime: endpoint.lifetime, decode: endpoint.decode
        ) {
            since in
            let response = try await http.get(
                endpoint.url(base: base, apiKey: nil), ifModifiedSince: since.map(HTTPDate.format), accept: accept)
            guard response.isSuccess || response.isNotModified else { throw refusal(response) }
            // 203 Non-Authoritative Information: MET's word that this version is deprecated.
            if response.status == 203 { deprecated.set() }
            return Revalidated(response)
        }
        if deprecated.isSet { fetched.warnings.append(.deprecated(service: service)) }
        return fetched
    }
}
