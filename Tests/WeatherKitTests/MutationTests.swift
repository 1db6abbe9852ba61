import Foundation
import TestSupport
import Testing
import WeatherKit

/// Tens of thousands of damaged fixtures through every parser, the same every run: each must
/// parse or be refused with a typed error, and none may crash (a crash takes the suite down).
///
/// The damage is the kind servers, proxies and editors really do: flipped bytes, cut-off bodies,
/// a value of the wrong type, a missing key. `Tests/Fuzz/run` explores further with libFuzzer.
///
/// The work is CPU-bound for seconds, so it runs one case at a time on a thread of its own: on
/// Swift's cooperative pool (two threads on a two-core machine) it would stall every async test.
@Suite(.serialized) struct MutationTests {
    /// Each seed file and the parsers that read that kind of body.
    static func seeds() throws -> [(name: String, body: Data, parsers: [ParserWorkout.Parser])] {
        var seeds: [(String, Data, [ParserWorkout.Parser])] = []
        let folders: [(String, [ParserWorkout.Parser])] = [
            ("current", [.current]), ("forecast", [.forecast]), ("geocoding", [.geocoding, .zip]),
            ("errors", [.errorBody, .current]), ("malformed", [.current, .forecast]), ("air", [.air]),
            ("onecall", [.oneCall]),
        ]
        for (folder, parsers) in folders {
            for name in try Fixtures.names(in: folder) {
                seeds.append(("\(folder)/\(name)", try Fixtures.data("\(folder)/\(name)"), parsers))
            }
        }
        // One Call 4.0: one endpoint a file, named in it; the answers fetched in metric as they would
        // come in Kelvin, so their mutants reach past the check on units.
        let oneCall4: [(String, ParserWorkout.Parser)] = [
            ("_current_", .oneCall4Now), ("_1h_", .oneCall4Steps), ("_15min_", .oneCall4Steps),
            ("_1day_", .oneCall4Days), ("_1min_", .oneCall4Minutes), ("_alert_", .oneCall4Alert),
        ]
        for name in try Fixtures.names(in: "onecall4") {
            let path = "onecall4/\(name)"
            let parsers = oneCall4.filter { name.contains($0.0) }.map(\.1)
            let body = Fixtures.isInOtherUnits(path) ? try Fixtures.oneCall4InKelvin(path) : try Fixtures.data(path)
            seeds.append((path, body, parsers))
        }
        // Open-Meteo: the parser by the kind of answer the file's name says.
        let openMeteo: [(String, [ParserWorkout.Parser])] = [
            ("_forecast", [.openMeteoWeather]), ("_past-days", [.openMeteoPast]), ("_airquality_", [.openMeteoAir]),
            ("_geocoding_", [.openMeteoPlaces]), ("_error_", [.openMeteoError, .openMeteoWeather]),
        ]
        for name in try Fixtures.names(in: "open-meteo") {
            let parsers = openMeteo.filter { name.contains($0.0) }.flatMap(\.1)
            seeds.append(("open-meteo/\(name)", try Fixtures.data("open-meteo/\(name)"), parsers))
        }
        for name in try Fixtures.names(in: "warnings") {
            seeds.append(("warnings/\(name)", try Fixtures.data("warnings/\(name)"), [.warnings]))
        }
        for name in try Fixtures.names(in: "locators") {
            seeds.append(("locators/\(name)", try Fixtures.data("locators/\(name)"), [.locator]))
        }
        for name in try Fixtures.names(in: "met-norway") {
            seeds.append(("met-norway/\(name)", try Fixtures.data("met-norway/\(name)"), [.metNorwayWeather]))
        }
        seeds.append(("config", Data(configSeed.utf8), [.config]))
        seeds.append(("template", Data("{icon} {temp:.0}°C {city} {{x}} {sunrise}".utf8), [.template]))
        return seeds
    }

    /// A config the parser accepts, with every key (``theConfigSeedIsAValidConfigWithEveryKey``):
    /// mutants of a config it refused would mostly meet the refusal, not each key's own rules.
    static let configSeed = #"""
        {"api_key": "k", "units": "imperial", "wind_unit": "bft", "clock": 12, "lang": "de",
         "location": {"lat": 51.5, "lon": -0.1},
         "places": ["London,GB", "10001,US", "1,2"], "timeout_s": 5, "retries": 1,
         "base_url": "https://api.openweathermap.org", "cache_ttl_s": 600, "format": "{temp}",
         "air": true, "aqi_scale": "epa", "sky": true, "onecall": false, "onecall_daily_limit": 900,
         "onecall_version": "4", "provider": "owm",
         "contact": "a@b.example", "yesterday": true, "locate_ttl_s": 1800,
         "warnings": false}
        """#

    /// Mutants per seed and mutation. Forecasts are 12–40 KB and each bad one costs tens of
    /// milliseconds in a debug build (the error path re-reads the body to quote the bad value), so
    /// they get fewer; the small bodies carry the count.
    static func count(of body: Data) -> Int { body.count > 8192 ? 20 : 100 }

    /// What Tests/README.md's Reliability section counts: mutants made, how many differ from every
    /// other, and parser runs (each distinct mutant of a mutation goes once to each parser of its
    /// kind of body). Update Tests/README.md with these numbers when the seeds change.
    static let readmeCounts = Counts(mutants: 36_960, distinct: 25_057, parserRuns: 31_394)

    struct Counts: Equatable {
        var mutants = 0
        var distinct = 0
        var parserRuns = 0
    }

    @Test func everyMutantParsesOrIsRefusedWithATypedError() async throws {
        let seeds = try Self.seeds()
        let (counts, failures) = await onOwnThread { Self.check(seeds) }
        #expect(failures == [])
        #expect(counts == Self.readmeCounts)
    }

    /// A parser and the bytes it is given: the unit of work, run once however often it is made.
    struct Run: Hashable {
        var parser: ParserWorkout.Parser
        var body: Data
    }

    /// Makes every mutant of every seed (one generator per mutation and seed, so a failure names a
    /// reproducible case) and runs each distinct (mutant, parser) pair once per mutation: a body
    /// that a mutation makes twice, such as a truncation to nothing, would only repeat a run.
    static func check(
        _ seeds: [(name: String, body: Data, parsers: [ParserWorkout.Parser])]
    ) -> (Counts, failures: [String]) {
        var counts = Counts()
        var distinct = Set<Data>()
        var failures: [String] = []
        for mutation in Mutation.allCases {
            var done = Set<Run>()
            for (index, seed) in seeds.enumerated() {
                var random = SplitMix64(seed: UInt64(index) << 8 | UInt64(mutation.rawValue))
                let tree = try? JSONSerialization.jsonObject(with: seed.body, options: .fragmentsAllowed)
                for round in 0..<Self.count(of: seed.body) {
                    let mutant = mutation.apply(to: seed.body, tree: tree, using: &random)
                    counts.mutants += 1
                    distinct.insert(mutant)
                    for parser in seed.parsers where done.insert(Run(parser: parser, body: mutant)).inserted {
                        counts.parserRuns += 1
                        if let failure = ParserWorkout.run(parser, mutant), failures.count < 5 {
                            failures.append("\(seed.name) \(mutation) #\(round): \(failure)")
                        }
                    }
                }
            }
        }
        counts.distinct = distinct.count
        return (counts, failures)
    }

    @Test func theConfigSeedIsAValidConfigWithEveryKey() throws {
        _ = try ConfigFile.parse(Data(Self.configSeed.utf8), path: "seed")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.configSeed.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == Set(ConfigFile.keys),
            "missing: \(Set(ConfigFile.keys).subtracting(object.keys).sorted())")
    }

    @Test func mutantsAreReproducibleAndReallyDamaged() throws {
        let body = try Fixtures.data(Fixtures.londonCurrent)  // small: cheap
        for mutation in Mutation.allCases {
            var first = SplitMix64(seed: 7)
            var second = SplitMix64(seed: 7)
            let mutants = (0..<20).map { _ in mutation.apply(to: body, using: &first) }
            #expect(mutants == (0..<20).map { _ in mutation.apply(to: body, using: &second) })
            #expect(mutants.filter { $0 != body }.count >= 15, "\(mutation) rarely changes anything")
        }
    }
}

/// A small, seeded generator (Vigna's SplitMix64), so every run makes the same mutants.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum Mutation: Int, CaseIterable {
    case byteFlips, truncation, typeSwap, keyDeletion

    func apply(to body: Data, tree: Any? = nil, using random: inout SplitMix64) -> Data {
        var bytes = [UInt8](body)
        guard !bytes.isEmpty else { return body }
        switch self {
        case .byteFlips:
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
            return Data(bytes)
        case .truncation:
            return Data(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
        case .typeSwap, .keyDeletion:
            guard let tree = tree ?? (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) else {
                return Data(bytes.reversed())
            }
            // Key deletion picks among objects that have keys; a type swap among all values.
            let eligible: (Any) -> Bool = { node in
                self == .typeSwap || (node as? [String: Any]).map { !$0.isEmpty } == true
            }
            let candidates = Self.count(tree, where: eligible)
            guard candidates > 0 else { return Data(bytes.reversed()) }
            let target = Int.random(in: 0..<candidates, using: &random)
            let pick = Int.random(in: 0..<Int(UInt16.max), using: &random)
            var counter = 0
            let mutated = Self.rewrite(tree, target: target, counter: &counter, where: eligible) { node in
                guard self == .keyDeletion, var object = node as? [String: Any] else {
                    let replacements = Self.replacements
                    return replacements[pick % replacements.count]
                }
                let keys = object.keys.sorted()
                object[keys[pick % keys.count]] = nil
                return object
            }
            return (try? JSONSerialization.data(withJSONObject: mutated, options: [.fragmentsAllowed, .sortedKeys]))
                ?? Data()
        }
    }

    /// Values of every JSON type, including the awkward ones: huge, tiny, negative zero, numeric strings.
    static var replacements: [Any] {
        [
            "x", "", "282.5", 1e308, -0.0, Int64.max, Int64.min, 0, true, NSNull(), [Any](), [String: Any](),
            ["nested": [1, 2]], [[String: Any]()],
        ]
    }

    /// How many nodes of the tree satisfy `eligible`.
    static func count(_ node: Any, where eligible: (Any) -> Bool) -> Int {
        let own = eligible(node) ? 1 : 0
        if let object = node as? [String: Any] {
            return own + object.values.reduce(0) { $0 + count($1, where: eligible) }
        }
        if let array = node as? [Any] { return own + array.reduce(0) { $0 + count($1, where: eligible) } }
        return own
    }

    /// The tree with its `target`th eligible node (in sorted pre-order) replaced by `change(node)`.
    static func rewrite(
        _ node: Any, target: Int, counter: inout Int, where eligible: (Any) -> Bool, _ change: (Any) -> Any
    ) -> Any {
        if eligible(node) {
            defer { counter += 1 }
            if counter == target { return change(node) }
        }
        if let object = node as? [String: Any] {
            var copy = object
            for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                copy[key] = rewrite(value, target: target, counter: &counter, where: eligible, change)
            }
            return copy
        }
        if let array = node as? [Any] {
            return array.map { rewrite($0, target: target, counter: &counter, where: eligible, change) }
        }
        return node
    }
}
