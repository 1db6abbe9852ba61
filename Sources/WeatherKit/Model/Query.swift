/// What the user asked for, echoed as `query` in JSON output.
public enum Query: Sendable, Equatable {
    case place(PlaceQuery)
    /// `--input PATH` (`-` for stdin).
    case input(path: String)
}
