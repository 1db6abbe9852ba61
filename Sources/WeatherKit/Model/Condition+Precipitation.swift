extension Condition {
    /// A thunderstorm (2xx), by id, or by `main` where an odd payload has no id.
    var isThunderstorm: Bool {
        isIn([200..<300], orNamed: ["thunderstorm"])
    }

    /// Something falls: a thunderstorm, drizzle, rain or snow (2xx, 3xx, 5xx, 6xx), by id, or by
    /// `main` where an odd payload has no id.
    var isPrecipitation: Bool {
        isIn([200..<400, 500..<700], orNamed: ["thunderstorm", "drizzle", "rain", "snow"])
    }

    private func isIn(_ groups: [Range<Int>], orNamed names: Set<String>) -> Bool {
        if let id { return groups.contains { $0.contains(id) } }
        return main.map { names.contains($0.lowercased()) } ?? false
    }
}
