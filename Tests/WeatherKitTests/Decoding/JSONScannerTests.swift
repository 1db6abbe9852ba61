import Testing

@testable import WeatherKit

@Suite struct JSONScannerTests {
    static func scan(_ text: String) throws(JSONScanner.Mistake) -> [JSONScanner.Duplicate] {
        var scanner = JSONScanner(Array(text.utf8))
        try scanner.scan()
        return scanner.duplicates
    }

    @Test(arguments: [
        "{}", "[]", " {\"a\": [1, -2.5e3, true, false, null, \"x\\u00e9\\n\"], \"b\": {}} ", "\"s\"", "0",
    ])
    func validDocumentsPass(text: String) throws {
        #expect(try Self.scan(text).isEmpty)
    }

    @Test(arguments: [
        ("", 1, 1, "a value"),
        ("{\"a\": 1,}", 1, 9, "a key in double quotes"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "`,` or `}`"),
        ("[1 2]", 1, 4, "`,` or `]`"),
        ("{\"a\" 1}", 1, 6, "`:` after the key \"a\""),
        ("{} x", 1, 4, "the end of the document"),
        ("[tru]", 1, 5, "`true`"),
    ])
    func theFirstMistakeHasItsLineAndColumn(text: String, line: Int, column: Int, expected: String) {
        let mistake = #expect(throws: JSONScanner.Mistake.self) { try Self.scan(text) }
        #expect(mistake?.line == line && mistake?.column == column, "\(String(describing: mistake))")
        #expect(mistake?.expected == expected)
    }

    @Test func duplicatesAreFoundWithTheirPathsAndLines() throws {
        let duplicates = try Self.scan("{\"units\": 1,\n\"location\": {\"lat\": 1, \"lat\": 2},\n\"units\": 2}")
        #expect(
            duplicates == [
                JSONScanner.Duplicate(path: "location.lat", firstLine: 2, line: 2),
                JSONScanner.Duplicate(path: "units", firstLine: 1, line: 3),
            ])
    }

    @Test func deepNestingIsAMistakeNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        let mistake = #expect(throws: JSONScanner.Mistake.self) { try Self.scan(deep) }
        #expect(mistake?.expected == "less nesting")
    }
}
