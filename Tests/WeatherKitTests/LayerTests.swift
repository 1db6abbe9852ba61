import Foundation
import Testing

/// The layers of `Sources/WeatherKit`, kept by this test rather than by modules (see
/// Sources/README.md): each folder has a rank, and a file names no type declared in a folder of a
/// higher rank, but in the two pairs of folders that meet on purpose. The lower layers hand values
/// up; the higher ones word them, print them and read the command line.
@Suite struct LayerTests {
    /// The folders, lowest first (`.` is WeatherKit's own root: the exit codes and failures).
    static let ranks = [
        ".", "Support", "Conversion", "Astronomy", "Model", "HTTP", "Wire", "Mapping", "Decoding", "Cache", "API",
        "Service", "Language", "Formatting", "Output", "Manual", "Config", "CLI",
    ]
    /// The pairs that reference each other, each for a reason Sources/README.md gives: the option
    /// table (`CLI`) is what the config file (`Config`) is read through and what the man page
    /// (`Manual`) is made from, and the command runs both.
    static let meetingPairs: Set<Set<String>> = [["CLI", "Config"], ["CLI", "Manual"]]

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

    /// Who declares each type: its folder.
    static func owners(_ files: [(folder: String, name: String, text: String)]) -> [String: String] {
        var owner: [String: String] = [:]
        for file in files {
            for type in declaredTypes(file.text) where owner[type] == nil { owner[type] = file.folder }
        }
        return owner
    }

    /// `Cache/NotificationLog.swift names Notice (Formatting)`, for each reference a file makes to a
    /// type a folder of a higher rank declares, outside the meeting pairs.
    static func wrongWayReferences(
        _ files: [(folder: String, name: String, text: String)], ranks: [String] = ranks,
        meetingPairs: Set<Set<String>> = meetingPairs
    ) -> [String] {
        let owner = owners(files)
        let rank = Dictionary(uniqueKeysWithValues: ranks.enumerated().map { ($1, $0) })
        return files.flatMap { file in
            namesUsed(file.text).sorted().compactMap { name -> String? in
                guard let folder = owner[name], let theirs = rank[folder], let mine = rank[file.folder],
                    theirs > mine, !meetingPairs.contains([file.folder, folder])
                else { return nil }
                return "\(file.folder)/\(file.name) names \(name) (\(folder))"
            }
        }
    }

    /// The pairs of folders whose files name each other's types.
    static func twoWayPairs(_ files: [(folder: String, name: String, text: String)]) -> Set<Set<String>> {
        let owner = owners(files)
        var uses: Set<[String]> = []
        for file in files {
            for name in namesUsed(file.text) {
                if let folder = owner[name], folder != file.folder { uses.insert([file.folder, folder]) }
            }
        }
        return Set(uses.filter { uses.contains([$0[1], $0[0]]) }.map { Set($0) })
    }

    @Test func noFolderNamesAHigherRanksType() throws {
        let files = try Self.files()
        #expect(files.count > 100)
        #expect(Set(files.map(\.folder)) == Set(Self.ranks), "every folder has a rank, and every rank a folder")
        #expect(Self.wrongWayReferences(files) == [])
        // At most two pairs meet, and they are the ones Sources/README.md names.
        #expect(Self.twoWayPairs(files) == Self.meetingPairs)
    }

    /// The check finds what it is for: a cache that names the display style, a model that reads
    /// the options, a decoder that names the HTTP client (a lower rank of the lower layers); and
    /// comments and strings that merely mention them pass, as a meeting pair does.
    @Test func aWrongWayReferenceIsFound() {
        let files: [(folder: String, name: String, text: String)] = [
            ("Formatting", "DisplayStyle.swift", "public struct DisplayStyle: Sendable {\n    var width: Int\n}"),
            ("CLI", "Options.swift", "public struct Options {}"),
            ("API", "Client.swift", "public struct Client {}"),
            ("Cache", "Bad.swift", "func f() -> Int { DisplayStyle().width }"),
            ("Model", "Worse.swift", "extension Options {}"),
            ("Decoding", "Sly.swift", "let client: Client? = nil"),
            ("Service", "Fine.swift", "// DisplayStyle is worded above\nlet text = \"Options\""),
            ("Config", "Meets.swift", "let options = Options()"),
        ]
        #expect(
            Self.wrongWayReferences(files) == [
                "Cache/Bad.swift names DisplayStyle (Formatting)", "Model/Worse.swift names Options (CLI)",
                "Decoding/Sly.swift names Client (API)",
            ])
        #expect(Self.twoWayPairs(files + [("CLI", "Uses.swift", "let style = DisplayStyle()")]) == [])
    }
}
