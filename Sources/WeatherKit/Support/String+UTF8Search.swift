extension String {
    /// Whether `needle`'s UTF-8 bytes occur in this string's: a quick test, before the work that
    /// matches whole characters, or where the text is ASCII (a locale name).
    ///
    /// Not `contains(_:)`: the standard library's substring search builds a `[Character: Int]`
    /// table, and on a cold start finding `Character: Hashable` for it scans every protocol
    /// conformance in the binary (0.2 M instructions, more than the rest of the check), on every
    /// run, since every line printed is checked for the API key.
    func containsUTF8(_ needle: String) -> Bool {
        let bytes = Array(utf8)
        let needle = Array(needle.utf8)
        guard let first = needle.first else { return true }
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start] == first && bytes[start..<start + needle.count].elementsEqual(needle)
        }
    }
}
