/// Something the run goes on without, handed back with an answer (``Fetched/warnings``): what the
/// cache could not do, or what the service said beside its answer; worded by the layer that prints
/// (`Formatting/Notices.swift`), once a run.
public enum CacheWarning: Sendable, Equatable, Hashable {
    /// The service answered, but says this version of its product is deprecated (MET Norway's
    /// HTTP 203): it will stop answering one day, and weather needs updating.
    case deprecated(service: String)
    /// The cache folder (or a parent) could not be made.
    case cannotCreateFolder(path: String, reason: String)
    /// An answer could not be stored.
    case cannotWrite(path: String, reason: String)

    /// What is said once a run: one cache trouble (the first), and each service's deprecation.
    public var topic: String {
        switch self {
        case .deprecated(let service): "deprecated " + service
        case .cannotCreateFolder, .cannotWrite: "cache"
        }
    }
}
