import Foundation
import Testing

@testable import WeatherKit

@Suite struct RedactionTests {
    @Test(arguments: [
        ("Invalid API key abc123XYZ. See faq", "abc123XYZ", "Invalid API key [redacted]. See faq"),
        ("GET /w?lat=1&appid=abc123XYZ&lang=de", "abc123XYZ", "GET /w?lat=1&appid=[redacted]&lang=de"),
        ("abc123XYZ", "abc123XYZ", "[redacted]"),
        ("x abc123XYZ abc123XYZ", "abc123XYZ", "x [redacted] [redacted]"),
        // A short key must not eat ordinary words that happen to contain it.
        ("check your network", "k", "check your network"),
        ("key k rejected", "k", "key [redacted] rejected"),
        ("nothing here", "abc123XYZ", "nothing here"),
        ("prefixabc123XYZ", "abc123XYZ", "prefixabc123XYZ"),
    ])
    func redactsTheKeyOnlyAsAWholeToken(text: String, secret: String, expected: String) {
        #expect(text.redacting(secret) == expected)
    }

    @Test func anEmptySecretChangesNothing() {
        #expect("text".redacting("") == "text")
    }
}

@Suite struct LongKeyAndJSONRedactionTests {
    static let longKey = "0123456789abcdef0123456789abcdef"

    @Test(arguments: ["TownKEY", "KEYtown", "a-KEY-b", "xKEYx"])
    func aLongKeyIsRedactedEvenRunTogetherWithText(pattern: String) {
        let text = pattern.replacing("KEY", with: Self.longKey)
        #expect(text.redacting(Self.longKey) == pattern.replacing("KEY", with: "[redacted]"))
    }

    /// A key that reads like a JSON number or literal leaves numbers and literals alone.
    @Test(arguments: [
        (#"{"cnt":1,"name":"1 Street","ok":true}"#, "1", #"{"cnt":1,"name":"[redacted] Street","ok":true}"#),
        (#"{"a":true,"b":"true"}"#, "true", #"{"a":true,"b":"[redacted]"}"#),
        (#"{"k\"ey":"x k\"ey"}"#, #"k\"ey"#, #"{"[redacted]":"x [redacted]"}"#),
        (#"{"name":"say \"k\" please"}"#, "k", #"{"name":"say \"[redacted]\" please"}"#),
    ])
    func jsonStaysJSON(json: String, secret: String, expected: String) {
        #expect(json.redactingInJSONStrings(secret) == expected)
    }

    @Test func aBodyWithoutTheKeyIsReturnedAsItIs() {
        let body = Data(#"{"name":"London"}"#.utf8)
        #expect(body.redactingInJSONStrings(Self.longKey) == body)
        let echoed = Data(#"{"name":"\#(Self.longKey)","cnt":1}"#.utf8)
        #expect(echoed.redactingInJSONStrings(Self.longKey) == Data(#"{"name":"[redacted]","cnt":1}"#.utf8))
    }
}

@Suite struct UTF8SearchTests {
    /// The quick test in front of redaction: a byte-for-byte search, so a key found only inside a
    /// character (an accent combined with the letter before it) still reaches the full check.
    @Test(arguments: [
        ("c.utf-8", "utf-8", true), ("en_GB.UTF-8", "utf-8", false), ("en_US.utf8@euro", "utf8", true),
        ("abc", "abcd", false), ("", "a", false), ("abc", "", true), ("appid=KEY&", "KEY", true),
        ("café", "e", false), ("cafe\u{301}", "e", true), ("ab", "b", true), ("aab", "ab", true),
    ])
    func findsTheBytes(text: String, needle: String, expected: Bool) {
        #expect(text.containsUTF8(needle) == expected)
    }
}

/// A service's words without the caller's address, and without losing ordinary words.
@Suite struct AddressRedactionTests {
    @Test(arguments: [
        ("203.0.113.7 is in a reserved range", "[address] is in a reserved range"),
        ("Invalid IP address (2001:db8::1).", "Invalid IP address ([address])."),
        ("ip:203.0.113.7", "ip:[address]"),
        ("address:203.0.113.7, sorry", "address:[address], sorry"),
        ("from 203.0.113.7:8080", "from [address]:8080"),
        ("IP 2001:db8:: is reserved", "IP [address] is reserved"),
        ("::ffff:192.0.2.1: RateLimited", "[address]: RateLimited"),
        ("[::1] is loopback", "[[address]] is loopback"),
        ("2001:0db8:0000:0000:0000:ff00:0042:8329 limited", "[address] limited"),
        // What stays: times, ratios, versions, hex words, numbers.
        ("retry after 12:30:45 UTC", "retry after 12:30:45 UTC"),
        ("ratio 1:2:3", "ratio 1:2:3"),
        ("Reserved range, v1.2.3.4", "Reserved range, v1.2.3.4"),
        ("a bad cafe, deadbeef", "a bad cafe, deadbeef"),
        ("limit 10000/month; 256.1.1.1", "limit 10000/month; 256.1.1.1"),
    ])
    func addressesGoAndWordsStay(text: String, redacted: String) {
        #expect(text.withoutIPAddresses == redacted)
    }
}
