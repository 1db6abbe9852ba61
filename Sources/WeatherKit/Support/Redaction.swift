import FoundationEssentials

/// Keeping the API key out of text: what counts as an occurrence, and how JSON stays valid.
enum Redaction {
    /// A key this long is redacted wherever it appears, even glued to other text (`TownKEY`); a
    /// shorter one only as a whole token, so a test key like `k` leaves "check" alone.
    static let anywhereLength = 16

    static let replacement = "[redacted]"
}

extension String {
    /// This text with `secret` replaced by `[redacted]`: everywhere for a key of
    /// ``Redaction/anywhereLength`` characters or more, else where no letter or digit touches it on
    /// either side (`appid=KEY&`, `key KEY.`).
    func redacting(_ secret: String) -> String {
        guard !secret.isEmpty, containsUTF8(secret) else { return self }
        if secret.count >= Redaction.anywhereLength { return replacing(secret, with: Redaction.replacement) }
        var result = ""
        var rest = self[...]
        var previous: Character?
        while let range = rest.firstRange(of: secret) {
            let before = range.lowerBound == rest.startIndex ? previous : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            let isToken = !(before?.isTokenCharacter ?? false) && !(after?.isTokenCharacter ?? false)
            let end = isToken ? range.upperBound : rest.index(after: range.lowerBound)
            result += rest[..<range.lowerBound]
            result += isToken ? Redaction.replacement : String(rest[range.lowerBound..<end])
            previous = result.last
            rest = rest[end...]
        }
        return result + rest
    }

    /// JSON text with `secret` redacted inside its strings only, so that the result is still the
    /// same JSON: a key that happens to read `1` or `true` never turns a number into `[redacted]`.
    /// Text that is not JSON is treated the same way: only what stands between quotes changes.
    func redactingInJSONStrings(_ secret: String) -> String {
        guard !secret.isEmpty, containsUTF8(secret) else { return self }
        var result = ""
        var content = ""
        var inString = false
        var escaped = false
        for character in self {
            guard inString else {
                result.append(character)
                if character == "\"" { inString = true }
                continue
            }
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                result += content.redacting(secret) + "\""
                content = ""
                inString = false
                continue
            }
            content.append(character)
        }
        return result + content.redacting(secret)
    }
}

extension Character {
    fileprivate var isTokenCharacter: Bool { isLetter || isNumber }
}

extension Data {
    /// A JSON body with `secret` redacted inside its strings (see
    /// ``Swift/String/redactingInJSONStrings(_:)``); the same bytes when it does not occur, the
    /// usual case, checked without decoding.
    func redactingInJSONStrings(_ secret: String) -> Data {
        let needle = Array(secret.utf8)
        guard let first = needle.first, count >= needle.count else { return self }
        let bytes = Array(self)
        let occurs = (0...(bytes.count - needle.count)).contains { start in
            bytes[start] == first && bytes[start..<start + needle.count].elementsEqual(needle)
        }
        guard occurs else { return self }
        return Data(String(decoding: self, as: UTF8.self).redactingInJSONStrings(secret).utf8)
    }
}

extension String {
    /// This text with every IP address in it (`203.0.113.7`, `2001:db8::1`, `[::1]`, one with a
    /// port, `ip:203.0.113.7`) replaced by `[address]`: a service's own words, such as a locator's
    /// refusal, may echo the caller's address, which is never printed. A version (`v1.2.3`) or a time
    /// (`12:30:45`) stays; four numbers between dots are taken for an address whatever they were.
    var withoutIPAddresses: String {
        let isPart = { (character: Character) in character.isHexDigit || character == "." || character == ":" }
        var result = ""
        var rest = self[...]
        while let first = rest.firstIndex(where: isPart) {
            result += rest[..<first]
            var run = rest[first...].prefix(while: isPart)
            rest = rest[run.endIndex...]
            // Punctuation around an address (`ip:`, a full stop) is the sentence's; `::` is the address's.
            while let head = run.first, head == "." || (head == ":" && !run.hasPrefix("::")), run.count > 1 {
                result.append(head)
                run = run.dropFirst()
            }
            var after = ""
            while let last = run.last, last == "." || (last == ":" && !run.hasSuffix("::")), run.count > 1 {
                after = String(last) + after
                run = run.dropLast()
            }
            let standsAlone = !(result.last?.isLetter ?? false) && !(rest.first?.isLetter ?? false)
            if standsAlone, run.isIPv4Address || run.isIPv6Address {
                result += "[address]"
            } else if standsAlone, run.contains(":") {
                // An address and its port (`203.0.113.7:8080`).
                result += run.split(separator: ":", omittingEmptySubsequences: false)
                    .map { $0.isIPv4Address ? "[address]" : String($0) }.joined(separator: ":")
            } else {
                result += run
            }
            result += after
        }
        return result + rest
    }
}

extension Substring {
    /// Four numbers of 0 to 255 between dots.
    fileprivate var isIPv4Address: Bool {
        let parts = split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } && UInt8($0) != nil }
    }

    /// Eight groups of up to four hex digits between colons, or fewer around one `::`; the last two
    /// may be an IPv4 address (`::ffff:192.0.2.1`). `12:30:45` is three groups without `::`: a time.
    fileprivate var isIPv6Address: Bool {
        var groups = split(separator: ":", omittingEmptySubsequences: false)
        var count = groups.count
        if let last = groups.last, last.contains(".") {
            guard last.isIPv4Address else { return false }
            groups.removeLast()
            count += 1  // an IPv4 tail stands for two groups
        }
        let compressed = contains("::")
        guard compressed ? count <= 9 : count == 8 else { return false }
        return groups.allSatisfy { $0.count <= 4 && $0.allSatisfy(\.isHexDigit) }
            && (compressed || groups.allSatisfy { !$0.isEmpty })
    }
}
