/// A validated point: latitude in -90…90, longitude in -180…180.
public struct Coordinates: Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
