extension PlaceFinder {
    /// This finder, with `--here` found by `locator` (by the machine's IP address); every other
    /// place as before. Without a locator, `.here` cannot be asked for: nothing about the machine
    /// goes anywhere unless the user said `--here` or `"location": "auto"`.
    func locating(with locator: LocatorClient?) -> PlaceFinder {
        var finder = self
        let resolve = self.resolve
        finder.resolve = { place, sending in
            guard case .here = place.target else { return try await resolve(place, sending) }
            guard let locator else { throw UnexpectedError(detail: "--here without a locator") }
            let located = try await locator.locate()
            let place = located.value.place
            return ResolvedPlace(
                point: Coordinates(latitude: place.latitude, longitude: place.longitude), match: place, count: 1,
                warnings: located.warnings, located: located.value)
        }
        return finder
    }
}
