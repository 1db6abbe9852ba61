/// What a run fetches through: one place's report, several places', a name's matches:
/// ``ReportAssembler``, on the provider's source and place finder; the modes know only this.
public protocol WeatherFetcher: Sendable {
    /// One place's report.
    /// - Throws: the geocoder's or the current weather's failure. Any other part that fails while
    ///   the current weather comes does not throw: the report carries it in `failures`.
    func report(for place: PlaceQuery) async throws -> WeatherReport
    /// Every match for a name, for `--matches`.
    func matches(for name: String) async throws -> Fetched<[GeocodedPlace]>
}

extension WeatherFetcher {
    /// One place's report, or why there is none.
    public func result(for place: PlaceQuery) async -> PlaceResult {
        do {
            return .success(try await report(for: place))
        } catch {
            return .failure(UnexpectedError.wrap(error))
        }
    }

    /// Every place's report or failure, in the order given, with at most
    /// ``ReportAssembler/maxConcurrentPlaces`` places in flight at once.
    public func reports(for places: [PlaceQuery]) async -> [PlaceResult] {
        var results = [PlaceResult?](repeating: nil, count: places.count)
        await withTaskGroup(of: (Int, PlaceResult).self) { group in
            var next = 0
            func startNext() {
                guard next < places.count else { return }
                let index = next
                next += 1
                group.addTask { (index, await self.result(for: places[index])) }
            }
            for _ in 0..<ReportAssembler.maxConcurrentPlaces { startNext() }
            for await (index, result) in group {
                results[index] = result
                startNext()
            }
        }
        return results.map { $0 ?? .failure(UnexpectedError(detail: "a place was not fetched")) }
    }
}
