import FoundationEssentials

extension String {
    /// This text with every whole-token occurrence of `secret` replaced by `[redacted]`.
    ///
    /// An occurrence counts only when no letter or digit touches it on either side, so the key is
    /// caught in `appid=KEY&` or `key KEY.` while a short key like `k` leaves "check" alone.
    func redacting(_ secret: String) -> String {
        guard !secret.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        var previous: Character?
        while let range = rest.firstRange(of: secret) {
            let before = range.lowerBound == rest.startIndex ? previous : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            let isToken = !(before?.isTokenCharacter ?? false) && !(after?.isTokenCharacter ?? false)
            let end = isToken ? range.upperBound : rest.index(after: range.lowerBound)
            result += rest[..<range.lowerBound]
            result += isToken ? "[redacted]" : String(rest[range.lowerBound..<end])
            previous = result.last
            rest = rest[end...]
        }
        return result + rest
    }
}

extension Character {
    fileprivate var isTokenCharacter: Bool { isLetter || isNumber }
}

extension Data {
    /// These bytes with every whole-token occurrence of `secret` replaced by `[redacted]`; the
    /// same bytes when it does not occur (the usual case, checked without copying).
    func redacting(_ secret: String) -> Data {
        let needle = Array(secret.utf8)
        guard let first = needle.first, count >= needle.count else { return self }
        let bytes = Array(self)
        let occurs = (0...(bytes.count - needle.count)).contains { start in
            bytes[start] == first && bytes[start..<start + needle.count].elementsEqual(needle)
        }
        guard occurs else { return self }
        return Data(String(decoding: self, as: UTF8.self).redacting(secret).utf8)
    }
}
