import Foundation

/// The real OpenWeatherMap payloads under `Fixtures/` (credited in `Fixtures/SOURCES.md`).
public enum Fixtures {
    /// The `Fixtures` folder inside the test resources bundle.
    public static var directory: URL {
        Bundle.module.resourceURL?.appendingPathComponent("Fixtures")
            ?? Bundle.module.bundleURL.appendingPathComponent("Fixtures")
    }

    /// The bytes of `Fixtures/<path>`, e.g. `current/dblock_london-gb_standard_rain1h_2020.json`.
    public static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    public static func url(_ path: String) -> URL {
        directory.appendingPathComponent(path)
    }

    /// The file names in one folder of fixtures, sorted.
    public static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The folder that holds the built products (`weather`, the test bundles).
    public static var productsDirectory: URL {
        Bundle.module.bundleURL.deletingLastPathComponent()
    }
}
