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
