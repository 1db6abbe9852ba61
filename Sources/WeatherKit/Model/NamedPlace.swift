/// One entry of the config's `places`: an alias and its place (`"home": "51.5,-0.1"`) in the
/// object form, or a place alone in the array form (`name` nil). Listed by `--places`.
public struct NamedPlace: Sendable, Equatable {
    /// The alias as written in the file; nil for an entry of the array form.
    public var name: String?
    /// Coordinates or a town's name: what a bare argument may be.
    public var place: PlaceQuery

    public init(name: String?, place: PlaceQuery) {
        self.name = name
        self.place = place
    }

    /// The query a run fetches for it: an alias keeps its name, for messages and JSON's `query`.
    var query: PlaceQuery { name.map { .alias(name: $0, place: place) } ?? place }

    /// The alias among `aliases` that `word` names, ignoring case (`Home` is `home`); nil when
    /// none does. Only a town's name can be an alias: coordinates are always read as such.
    static func alias(_ word: PlaceQuery, in aliases: [NamedPlace]) -> PlaceQuery? {
        guard case .city(let typed) = word else { return nil }
        let key = typed.lowercased()
        guard let entry = aliases.first(where: { $0.name?.lowercased() == key }) else { return nil }
        return .alias(name: typed, place: entry.place)
    }
}
