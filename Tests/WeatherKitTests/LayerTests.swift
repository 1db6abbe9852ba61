import Foundation
import Testing

/// The layers of `Sources/WeatherKit`, kept by this test rather than by modules (see
/// Sources/README.md): a file in a lower folder names no type declared in a higher one. The lower
/// layers hand values up; the higher ones word them, print them and read the command line.
@Suite struct LayerTests {
    /// The folders that hand values up: data, arithmetic, the network, the cache, the fetch.
    static let lower: Set<String> = [
        "Support", "Conversion", "Model", "Wire", "Decoding", "Mapping", "HTTP", "Cache", "API", "Astronomy", "Service",
    ]
    /// The folders that read the command line and the config, and word and print.
    static let higher: Set<String> = ["Config", "Formatting", "Language", "Output", "Manual", "CLI"]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/WeatherKit")

    /// Every Swift file of WeatherKit: its folder under `Sources/WeatherKit` (`.` for the root),
    /// its name and its text.
    static func files() throws -> [(folder: String, name: String, text: String)] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let parts = path.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : "."
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            return (folder, String(parts.last ?? ""), text)
        }
    }

    /// The types a file declares at its top level (`struct DisplayStyle`, `public enum Mode`).
    static func declaredTypes(_ text: String) -> [String] {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        return text.split(separator: "\n").compactMap { line -> String? in
            guard let first = line.first, first != " ", first != "/" else { return nil }
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            guard let keyword = words.firstIndex(where: { keywords.contains(String($0)) }), keyword + 1 < words.count
            else { return nil }
            let name = String(words[keyword + 1])
            return name.first?.isUppercase == true ? name : nil
        }
    }

    /// The capitalised names a file's code uses, without its comments and the insides of its
    /// one-line string literals.
    static func namesUsed(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            var code = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString, character == "/", previous == "/" {
                    code.removeLast()
                    break
                }
                if character == "\"", previous != "\\" {
                    inString.toggle()
                } else if !inString {
                    code.append(character)
                }
                previous = character
            }
            for word in code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            where word.first?.isUppercase == true {
                names.insert(String(word))
            }
        }
        return names
    }

    /// `Cache/NotificationLog.swift names Notice (Formatting)`, for each reference a lower file
    /// makes to a type a higher folder declares.
    static func wrongWayReferences(_ files: [(folder: String, name: String, text: String)]) -> [String] {
        var owner: [String: String] = [:]
        for file in files {
            for type in declaredTypes(file.text) where owner[type] == nil { owner[type] = file.folder }
        }
        return files.filter { lower.contains($0.folder) }.flatMap { file in
            namesUsed(file.text).sorted().compactMap { name -> String? in
                guard let folder = owner[name], higher.contains(folder) else { return nil }
                return "\(file.folder)/\(file.name) names \(name) (\(folder))"
            }
        }
    }

    @Test func noLowerFolderNamesAHigherOnesType() throws {
        let files = try Self.files()
        #expect(files.count > 100)
        #expect(Set(files.map(\.folder)).isSubset(of: Self.lower.union(Self.higher).union(["."])))
        #expect(Self.wrongWayReferences(files) == [])
    }

    /// The check finds what it is for: a cache that names the display style, a model that reads
    /// the options; and comments and strings that merely mention them pass.
    @Test func aWrongWayReferenceIsFound() {
        let files: [(folder: String, name: String, text: String)] = [
            ("Formatting", "DisplayStyle.swift", "public struct DisplayStyle: Sendable {\n    var width: Int\n}"),
            ("CLI", "Options.swift", "public struct Options {}"),
            ("Cache", "Bad.swift", "func f() -> Int { DisplayStyle().width }"),
            ("Model", "Worse.swift", "extension Options {}"),
            ("Service", "Fine.swift", "// DisplayStyle is worded above\nlet text = \"Options\""),
        ]
        #expect(
            Self.wrongWayReferences(files) == [
                "Cache/Bad.swift names DisplayStyle (Formatting)", "Model/Worse.swift names Options (CLI)",
            ])
    }
}
