public struct Wind: Sendable, Equatable {
    public var speedMS: Double?
    public var gustMS: Double?
    /// Meteorological degrees: where the wind blows *from*.
    public var degrees: Double?

    public var direction: CompassPoint? { degrees.map(CompassPoint.init(degrees:)) }
}
