/// One match from the geocoder.
public struct GeocodedPlace: Sendable, Equatable {
    public var name: String?
    public var state: String?
    public var country: String?
    public var latitude: Double
    public var longitude: Double

    /// `Springfield, Illinois, US`
    public var displayName: String {
        [name, state, country].compactMap { $0 }.joined(separator: ", ")
    }
}
