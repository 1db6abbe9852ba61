// swift-tools-version:6.0
import PackageDescription

// Our modules get each concrete generic type's metadata by calling its accessor with the witness
// tables in hand, not by demangling its name. Demangling checks the type's generic requirements at
// run time (Key: CodingKey for every DTO's KeyedDecodingContainer, Failure: Error for a Result…),
// and on a cold start each first check scans every conformance record in the static binary:
// 0.2 M instructions apiece: 15.6 M -> 13.3 M for a `weather --json` on loopback (callgrind, the
// release build, benchmark case 1). The price is 38 KB of code in an 84 MB unstripped binary.
let accessorsNotMangledNames: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

let package = Package(
    name: "weather",
    products: [
        .executable(name: "weather", targets: ["weather"])
    ],
    targets: [
        // All behaviour lives here; it imports FoundationEssentials only and receives its HTTP
        // transport, clock and standard streams as values, so the tests can hand it their own.
        .target(name: "WeatherKit", exclude: ["Language/SOURCES.md"], swiftSettings: accessorsNotMangledNames),
        // The URLSession transport (FoundationNetworking on Linux), in its own module so that
        // WeatherKit never imports Foundation.
        .target(
            name: "WeatherNetwork", dependencies: ["WeatherKit", "CurlShims"],
            swiftSettings: accessorsNotMangledNames),
        // C, linked in front of two of libcurl's functions: so that FoundationNetworking does not
        // spin while a request waits, and (in the build from source) so that TLS trusts what
        // SSL_CERT_FILE and SSL_CERT_DIR say, as in the release, from one store read once a run
        // instead of a bundle parsed for each connection. Whatever links WeatherNetwork has them, and
        // exports them, so that the dynamic linker binds FoundationNetworking's calls to them.
        .target(
            name: "CurlShims",
            linkerSettings: [
                .linkedLibrary("dl", .when(platforms: [.linux])),
                .unsafeFlags(
                    [
                        "-Xlinker", "--export-dynamic-symbol=curl_multi_setopt",
                        "-Xlinker", "--export-dynamic-symbol=curl_multi_add_handle",
                    ], .when(platforms: [.linux])),
            ]),
        // Thin entry point: argv, the environment and the URLSession transport into WeatherKit.
        .executableTarget(
            name: "weather", dependencies: ["WeatherKit", "WeatherNetwork"], swiftSettings: accessorsNotMangledNames),
        // Loopback HTTP server, subprocess runner, in-memory transport and test clock, the real
        // OpenWeatherMap payloads, and the parser workout shared by the mutation test and the
        // fuzzer (Tests/Fuzz).
        .target(
            name: "TestSupport",
            dependencies: ["WeatherKit"],
            path: "Tests/TestSupport",
            resources: [.copy("Fixtures")]
        ),
        // Runs a program and reports its own peak RSS, for the memory tests (see its main.swift).
        .executableTarget(name: "peak-rss", path: "Tests/PeakRSS"),
        // Every layer of WeatherKit, in memory: no sockets, no real waits.
        // The golden files are read from the source tree (#filePath), so they can be re-recorded.
        .testTarget(
            name: "WeatherKitTests", dependencies: ["WeatherKit", "TestSupport"], exclude: ["Formatting/Golden"]),
        // The URLSession transport against the loopback server.
        .testTarget(name: "WeatherNetworkTests", dependencies: ["WeatherNetwork", "TestSupport"]),
        // Depends on the executables so that `swift test` always builds them first.
        .testTarget(name: "EndToEndTests", dependencies: ["weather", "peak-rss", "TestSupport"]),
    ]
)
