/// Rain or snow volume, in millimetres.
public struct Precipitation: Sendable, Equatable {
    public var lastHourMM: Double?
    public var lastThreeHoursMM: Double?
}
