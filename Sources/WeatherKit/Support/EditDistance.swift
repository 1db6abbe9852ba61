/// Spelling suggestions for unknown flags and config keys (`untis` → `units`).
enum EditDistance {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo and no other
    /// candidate is just as close (a guess between two would mislead). A word every letter of which
    /// would change (`x` → `o3`) is no typo of it.
    static func closest(to word: String, in candidates: [String]) -> String? {
        // Case is no edit (`{TEMP}` is `{temp}` mistyped); a short word gets one edit, not two, or
        // `{nope}` would suggest `{no2}` and `{lat}` `{max}`.
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3), best.1 < word.count,
            scored.filter({ $0.1 == best.1 }).count == 1
        else { return nil }
        return best.0
    }

    /// Levenshtein distance, with a swap of two neighbours counted as one edit.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = Swift.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = Swift.min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
