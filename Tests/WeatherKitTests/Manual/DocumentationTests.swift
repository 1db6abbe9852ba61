import Foundation
import TestSupport
import Testing

@testable import WeatherKit

/// The docs show real output and real commands, so they cannot drift: every JSON example (in the
/// READMEs and the man page) has, in each object it shows, exactly the keys real output has there,
/// and every `weather` command they show parses.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let documents = ["README.md", "Sources/README.md", "Tests/README.md"]

    static func read(_ document: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    }

    /// The fenced blocks of a markdown file whose info string is one of `languages`.
    static func blocks(_ markdown: String, _ languages: Set<String>) -> [String] {
        var blocks: [String] = []
        var lines: [Substring] = []
        var inBlock = false
        var collecting = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if inBlock, collecting { blocks.append(lines.joined(separator: "\n")) }
                collecting = !inBlock && languages.contains(String(line.dropFirst(3)))
                inBlock.toggle()
                lines = []
            } else if collecting {
                lines.append(line)
            }
        }
        return blocks
    }

    /// The JSON examples: each `json` block of the READMEs and each literal block of the man page
    /// that is a JSON document `weather` prints (it has `schema_version`, or is a Waybar line).
    static func jsonExamples() throws -> [(source: String, value: Any)] {
        var texts: [(String, String)] = []
        for document in documents {
            texts += blocks(try read(document), ["json"]).map { (document, $0) }
        }
        let manual = Manual.jsonNotes + Manual.guide.flatMap { $0.blocks + $0.subsections.flatMap(\.blocks) }
        for case .literal(let lines) in manual { texts.append(("man page", lines.joined(separator: "\n"))) }
        return texts.compactMap { source, text in
            guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return nil }
            let object = (value as? [Any])?.first ?? value
            guard let keys = (object as? [String: Any])?.keys,
                keys.contains("schema_version") || keys.contains("tooltip")
            else { return nil }
            return (source, value)
        }
    }

    /// Every object in `value`, by path (`forecast.daily[]`), with its keys.
    static func shapes(_ value: Any, path: String = "", into shapes: inout [String: Set<Set<String>>]) {
        if let object = value as? [String: Any] {
            shapes[path, default: []].insert(Set(object.keys))
            for (key, child) in object {
                Self.shapes(child, path: path.isEmpty ? key : path + "." + key, into: &shapes)
            }
        } else if let array = value as? [Any] {
            for item in array { Self.shapes(item, path: path + "[]", into: &shapes) }
        }
    }

    /// What real output holds: a report with every part, one with failed parts, several places, a
    /// failure, the listings and a Waybar line.
    static func realShapes() throws -> [String: Set<Set<String>>] {
        var full = try JSONSchemaTests.london()
        full.forecast = try OpenWeatherMapData.forecast(from: Fixtures.data(Fixtures.londonForecast))
        full.madeAt = full.forecast?.entries.first?.time
        full.outlook = full.madeAt.flatMap { full.forecast?.outlook(at: $0) }
        full.air = try OpenWeatherMapData.airReadings(from: Fixtures.data(Fixtures.londonAir))
        full.oneCall = OneCallUse(version: .v4, calls: 3, fallback: nil)
        full.alerts = [try OpenWeatherMapData.oneCall4Alert(from: Fixtures.data(Fixtures.oneCall4Alert))]
        full.rainSoon = .dry
        full.query = .place(.coordinates(Coordinates(latitude: 51.5, longitude: -0.1)))
        var failed = try JSONSchemaTests.london()
        failed.failures = [
            PartFailure(.forecast, APIError(httpStatus: 503, code: 503, message: nil, provider: .openWeatherMap)),
            PartFailure(
                .air, APIError(httpStatus: 401, code: 401, message: "Invalid API key", provider: .openWeatherMap)),
        ]
        let json = JSONForm(style: DisplayStyle())
        let texts = [
            json.report(full), json.report(failed), json.report(try JSONSchemaTests.london()),
            json.reports([(.city("London"), .success(full)), (.city("X"), .failure(PlaceError(query: .city("X"))))]),
            json.failure(PlaceError(query: .city("X")), query: .place(.city("X"))) ?? "",
            json.failure(CommandLineError.missingValue(flag: "--lat"), query: nil) ?? "",
            json.oneCallUsage(OneCallCount(day: "2026-11-23", used: OneCallBudget.Tally(), limit: 900)),
            json.cleared(ClearedCache(folder: "/home/someone/.cache/weather", removed: 3)),
            WaybarForm(template: WaybarLine.defaultTemplate, style: DisplayStyle()).report(full),
        ]
        var shapes: [String: Set<Set<String>>] = [:]
        for text in texts {
            Self.shapes(try JSONSerialization.jsonObject(with: Data(text.utf8)), into: &shapes)
        }
        return shapes
    }

    @Test func everyJSONExampleHasTheKeysRealOutputHas() throws {
        let examples = try Self.jsonExamples()
        #expect(!examples.isEmpty, "the docs show no JSON output")
        let real = try Self.realShapes()
        for (source, value) in examples {
            var shown: [String: Set<Set<String>>] = [:]
            Self.shapes(value, into: &shown)
            for (path, keySets) in shown {
                for keys in keySets {
                    let expected = real[path] ?? []
                    #expect(expected.contains(keys), "\(source): `\(path)` shows \(keys.sorted()); real: \(expected)")
                }
            }
        }
    }

    /// The check can fail: an example that lost a key, or has one real output does not.
    @Test func theCheckFindsAMissingOrExtraKey() throws {
        let real = try Self.realShapes()
        let current = try #require(real[""]?.first { $0.contains("current") })
        #expect(!real["", default: []].contains(current.subtracting(["stale"])))
        #expect(!real["", default: []].contains(current.union(["stale_since"])))
    }

    /// The man page's sample forecast table and chart are golden files the forecast's tests check
    /// against real rendering, line for line, so they show what `weather` prints today.
    @Test func theManPagesSampleOutputIsTheGoldenFiles() throws {
        func literals(_ sections: [ManualSection]) -> [[String]] {
            sections.flatMap { section in
                section.blocks.compactMap { block -> [String]? in
                    if case .literal(let lines) = block { lines } else { nil }
                } + literals(section.subsections)
            }
        }
        let samples = literals(Manual.guide).filter {
            $0.first.map { $0.hasPrefix("Forecast by") || $0.hasPrefix("Next ") } ?? false
        }
        #expect(samples.count == 2)
        let golden = Self.root.appendingPathComponent("Tests/WeatherKitTests/Formatting/Golden")
        let files = try FileManager.default.contentsOfDirectory(atPath: golden.path).map {
            try String(contentsOf: golden.appendingPathComponent($0), encoding: .utf8)
        }
        for sample in samples {
            #expect(files.contains { $0 == sample.joined(separator: "\n") + "\n" }, "\(sample.first ?? "")")
        }
    }

    /// The README's steps from source put each generated file where the tarball does, so the
    /// notes about PATH, man and completions hold for both (fish's went to another folder once).
    @Test func theStepsFromSourceInstallWhereTheTarballDoes() throws {
        func destinations(_ text: String, after prefix: String) -> [String: String] {
            var found: [String: String] = [:]
            for line in text.split(separator: "\n") {
                guard let generate = line.range(of: "--generate "), let arrow = line.range(of: ">") else { continue }
                let what = line[generate.upperBound...].prefix { $0 != " " }
                let path = line[arrow.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " \""))
                guard path.hasPrefix(prefix) else { continue }
                found[String(what)] = String(path.dropFirst(prefix.count))
            }
            return found
        }
        let readme = destinations(try Self.read("README.md"), after: "~/.local/")
        let release = destinations(try Self.read(".ci/release"), after: "$work/stage/")
        #expect(Set(readme.keys) == ["man", "bash", "zsh", "fish"])
        #expect(readme == release)
    }

    /// The words of a shell command line, as the shell would split them (quotes, no expansion).
    static func words(_ line: Substring) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character == "#" && !inWord || "|<>)".contains(character) {
                break
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Every `weather …` command the READMEs and the man page show parses, and means something.
    @Test func everyCommandShownParses() throws {
        var commands: [(source: String, line: Substring)] = []
        for document in Self.documents {
            for block in Self.blocks(try Self.read(document), ["sh", "console", "ini", "tmux"]) {
                for line in block.split(separator: "\n") {
                    let line = line.drop { $0 == " " || $0 == "$" }
                    for part in line.components(separatedBy: "weather ").dropFirst() where !part.isEmpty {
                        commands.append((document, Substring("weather " + part)))
                    }
                }
            }
        }
        commands += Manual.examples.map { ("man page", Substring($0.command)) }
        #expect(commands.count >= 20)
        for (source, line) in commands {
            let words = Self.words(line)
            guard words.first == "weather", words.count > 1 else { continue }
            let arguments = Array(words.dropFirst())
            // A path or a folder after `weather` (`~/.config/weather/…`) is not a command.
            guard let first = arguments.first, !"/.~".contains(first.prefix(1)) else { continue }
            do {
                let flags = try CommandLineParser.parse(arguments)
                _ = try Request.resolve(flags: flags, environment: [:], config: Options(), configPath: nil)
            } catch {
                Issue.record("\(source): `\(line)` fails: \(error)")
            }
        }
    }
}
