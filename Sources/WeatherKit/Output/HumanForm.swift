/// The block a person reads at a prompt (``HumanView``), and the listings as plain lines.
public struct HumanForm: ListingForm {
    public var view: HumanView

    public init(view: HumanView) { self.view = view }

    public var flag: String? { nil }

    public func shows(_ part: ReportPart) -> Bool { view.shows(part) }

    public func report(_ report: WeatherReport) -> String { view.render(Readout(report, style: view.style)) }

    /// One block each, a blank line between; a failed place is one line, `PLACE: what went wrong`.
    public func reports(_ outcomes: [PlaceOutcome]) -> String {
        outcomes.map { place, result in
            switch result {
            case .success(let report): self.report(report)
            case .failure(let failure): place.failureLine(failure) + "\n"
            }
        }.joined(separator: "\n")
    }

    public func matches(_ places: [GeocodedPlace], name: String) -> String { view.renderMatches(places, name: name) }

    /// `One Call requests today (2026-11-23 UTC): 17 of 900 (4.0: 15, 3.0: 2)`, and what is counted.
    public func oneCallUsage(_ count: OneCallCount) -> String {
        guard let used = count.used else {
            return "One Call: no count is kept (\(count.notKeptBecause ?? "no cache folder")), "
                + "so --onecall uses the free endpoints\n"
        }
        let versions = OneCallVersion.allCases.reversed().compactMap { version in
            used.byVersion[version].map { "\(version.rawValue): \($0)" }
        }
        return "One Call requests today (\(count.day) UTC): \(used.total) of \(count.limit)"
            + (versions.isEmpty ? "" : " (" + versions.joined(separator: ", ") + ")") + "\n"
            + "A refused request (no subscription) counts too, though OpenWeatherMap should not bill it.\n"
    }

    /// `removed 3 cache files from /home/me/.cache/weather`
    public func cleared(_ cleared: ClearedCache) -> String {
        guard let folder = cleared.folder else {
            return "no cache to clear (\(cleared.noFolderBecause ?? "no cache folder"))\n"
        }
        return "removed \(cleared.removed) cache file\(cleared.removed == 1 ? "" : "s") from \(folder)\n"
    }

    /// `home`, one a line; nothing when there are none (a completion reads it).
    public func words(_ words: [String]) -> String {
        words.map { $0.withoutControlCharacters + "\n" }.joined()
    }

    /// `home  51.5,-0.1`, the places aligned after the longest alias; a list's places alone.
    public func places(_ places: [NamedPlace]) -> String {
        let width = places.map { $0.name?.count ?? 0 }.max() ?? 0
        return places.map { entry in
            let name = entry.name.map { $0 + String(repeating: " ", count: width + 2 - $0.count) } ?? ""
            return (name + entry.place.label).withoutControlCharacters + "\n"
        }.joined()
    }
}

extension PlaceQuery {
    /// `London: no place called …`, the line a failed place gets among several (on stderr, and in
    /// its slot in the human view and a template's lines).
    public func failureLine(_ failure: any WeatherFailure) -> String {
        "\(label): \(failure.description)".withoutControlCharacters
    }
}
