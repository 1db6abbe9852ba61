/// The 16-point compass name for a wind direction in degrees.
public enum CompassPoint: String, Sendable, CaseIterable {
    case n = "N", nne = "NNE", ne = "NE", ene = "ENE"
    case e = "E", ese = "ESE", se = "SE", sse = "SSE"
    case s = "S", ssw = "SSW", sw = "SW", wsw = "WSW"
    case w = "W", wnw = "WNW", nw = "NW", nnw = "NNW"

    /// Sector index `Int((deg + 11.25) / 22.5) % 16`, after folding any angle into 0..<360
    /// so that a server's -90 or 1e9 can neither trap nor index out of range.
    public init(degrees: Double) {
        var folded = degrees.truncatingRemainder(dividingBy: 360)
        if folded < 0 { folded += 360 }
        if !folded.isFinite { folded = 0 }
        let sector = Int((folded + 11.25) / 22.5) % 16
        self = Self.allCases[sector]
    }
}
